import { useEffect, useState } from 'react';
import { faviconHref } from '../domain/portal/favicon.ts';
import { isAllowedAssetUrl } from '../domain/security/asset-url.ts';

const darkScheme = '(prefers-color-scheme: dark)';

/**
 * Gives the page the portal's icon and keeps it in step with the colour scheme (spec 01 §2.1); the
 * page's own icon comes back when the portal leaves.
 */
export function useFavicon(
  enabled: boolean,
  siteIconPath: string | null,
  assetOrigins: readonly string[] | undefined,
): void {
  // By value: a configuration read again gives a new array with the same origins.
  const originsKey = (assetOrigins ?? []).join(' ');
  useEffect(() => {
    if (!enabled) return;
    const media = window.matchMedia(darkScheme);
    const link = document.createElement('link');
    link.rel = 'icon';
    link.dataset.coopPortalIcon = '';
    const update = () => {
      link.href = faviconHref(siteIconPath, media.matches, {
        baseUrl: document.baseURI,
        origin: location.origin,
        assetOrigins: originsKey === '' ? [] : originsKey.split(' '),
      });
    };
    update();
    // The last icon declared wins.
    document.head.append(link);
    media.addEventListener('change', update);
    return () => {
      media.removeEventListener('change', update);
      link.remove();
    };
  }, [enabled, siteIconPath, originsKey]);
}

/** Puts the page's own title back when the portal leaves the page. */
export function useRestoreDocumentTitle(enabled: boolean): void {
  // Read while rendering: the first screen's effects, which set the title, run before this one's.
  const [original] = useState(() => document.title);
  useEffect(() => {
    if (!enabled) return;
    return () => {
      document.title = original;
    };
  }, [enabled, original]);
}

type Gtag = (command: 'event', name: string, parameters: Record<string, string>) => void;

/** A page view as analytics receives it: the route and its title, never a query. */
export interface ReportedPageView {
  /** The route's path, '/billpayments/history'. */
  readonly path: string;
  readonly title: string;
  /** The route's page address without any query: 'https://coop.example/portal.html#/billpayments/history'. */
  readonly location: string;
}

/**
 * Reports a page view to the host page's Google Analytics, only when the site has a tracking code and
 * the page itself loaded gtag: the portal never loads a tracking script (strict CSP, and the page owner's
 * choice). The address is given, never left to gtag: its default, the page's address, would carry the
 * route's query (a payment's encodedParam, an account number) to the tracker.
 */
export function reportPageView(trackingCode: string | null, view: ReportedPageView): void {
  if (!trackingCode || trackingCode.trim() === '') return;
  const gtag = (window as Window & { gtag?: unknown }).gtag;
  if (typeof gtag !== 'function') return;
  (gtag as Gtag)('event', 'page_view', {
    send_to: trackingCode.trim(),
    page_path: view.path,
    page_title: view.title,
    page_location: view.location,
  });
}

/**
 * The cooperative's custom script (spec 01 §4: loaded again on every route change), only from the page's
 * own origin or an origin of `custom-asset-origins`: a `<script src>` element, never inline code.
 */
export function useCustomScript(
  scriptUrl: string | undefined,
  allowedOrigins: readonly string[] | undefined,
  routeKey: string,
): void {
  useEffect(() => {
    if (!scriptUrl) return;
    const url = isAllowedAssetUrl(scriptUrl, document.baseURI, location.origin, allowedOrigins ?? []);
    if (!url) {
      console.error(
        `[coop] <coop-portal> custom-script "${scriptUrl}" is not loaded: its origin is not the page's own ` +
          'nor listed in custom-asset-origins.',
      );
      return;
    }
    const script = document.createElement('script');
    script.src = url.href;
    script.async = true;
    script.dataset.coopPortalScript = '';
    document.head.append(script);
    return () => script.remove();
  }, [allowedOrigins, routeKey, scriptUrl]);
}
