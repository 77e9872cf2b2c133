import { createMiddleware } from 'hono/factory';
import { storybookPath } from './storybook.ts';

/** The policy every HTML page is served under: what a cooperative's strict CMS would send. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/**
 * Where each part lives when the site, the widget bundle (a CDN) and the back office are three origins
 * (`npm start -- --cross-origin`), as a cooperative really deploys them.
 */
export interface SplitOrigins {
  /** The cooperative's CMS site: the demo pages. */
  readonly site: string;
  /** The CDN serving the widget bundle (`/widgets/…`). */
  readonly widgets: string;
  /** The back office: the API, the payment callbacks, the hosted payment page and the demo outbox. */
  readonly backOffice: string;
}

/**
 * The policy of the site's pages when the widgets and the back office are elsewhere: still strict (no
 * inline script or style, no eval, no wildcard), naming exactly the CDN for scripts and the back office
 * for calls and for the hosted payment form.
 */
export function sitePolicyFor(origins: SplitOrigins): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${origins.widgets}`,
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${origins.backOffice}`,
    `form-action 'self' ${origins.backOffice}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The back office's own pages (the hosted payment page, the outbox) send the browser back to the site. */
export function backOfficePolicyFor(origins: SplitOrigins): string {
  return contentSecurityPolicy.replace("form-action 'self'", `form-action 'self' ${origins.site}`);
}

/**
 * The policy of the HTML an app serves: the one-origin policy, or on split origins the site's (when the
 * app serves the site) or the back office's.
 */
export function htmlPolicyFor(origins: SplitOrigins | undefined, servesSite: boolean): string {
  if (!origins) return contentSecurityPolicy;
  return servesSite ? sitePolicyFor(origins) : backOfficePolicyFor(origins);
}

/** The headers every answer carries, and the policy every HTML page is served under. */
export function securityHeaders(htmlPolicy: string) {
  return createMiddleware(async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'same-origin');
    // Storybook is a designers' tool, not a page of the cooperative's site: its own pages run inline
    // scripts, which the site's policy refuses.
    if (c.req.path.startsWith(storybookPath)) return;
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', htmlPolicy);
      c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    }
  });
}
