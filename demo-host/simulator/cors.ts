import { idempotencyKeyHeader, idempotentReplayedHeader } from './idempotency/idempotency.ts';

/**
 * The back office's CORS policy, as a real one deployed apart from the cooperative's site must send:
 * only the listed site origins may call it from a browser, with the headers the widgets send. The
 * widgets authenticate with a bearer token, never cookies, so no credentials are allowed, and an
 * origin is echoed, never `*`, when a list is given.
 */
export interface CorsPolicy {
  /** Origins allowed to call the API from a page; `*` allows any (a same-origin demo, Storybook). */
  readonly allowedOrigins: readonly string[] | '*';
}

/** The request headers the widgets send (src/api/client.ts, site-configuration-probe.ts). */
export const allowedRequestHeaders = [
  'Accept',
  'ApplicationId',
  'Authorization',
  'Content-Type',
  idempotencyKeyHeader,
];

/** The response headers a page may read beyond the CORS-safelisted ones: a repeated change's mark. */
export const exposedResponseHeaders = [idempotentReplayedHeader];
export const allowedMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The CORS headers for a request from `origin` (the Origin header; null for same-origin navigation),
 * or null when the origin may not call the API: the browser then refuses the response to the page.
 */
export function corsHeaders(
  policy: CorsPolicy,
  origin: string | null,
  preflight: boolean,
): Record<string, string> | null {
  if (origin === null) return {};
  const allowed = policy.allowedOrigins === '*' || policy.allowedOrigins.includes(origin);
  if (!allowed) return null;
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': policy.allowedOrigins === '*' ? '*' : origin,
  };
  if (policy.allowedOrigins !== '*') headers.Vary = 'Origin';
  if (preflight) {
    headers['Access-Control-Allow-Methods'] = allowedMethods.join(', ');
    headers['Access-Control-Allow-Headers'] = allowedRequestHeaders.join(', ');
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}
