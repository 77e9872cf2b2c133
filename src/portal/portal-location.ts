import { useCallback, useMemo } from 'react';
import { navigate as navigateBrowser, usePathname, useSearch } from 'wouter/use-browser-location';
import { useHashLocation } from 'wouter/use-hash-location';
import { portalRouteHref } from '../domain/portal/links.ts';
import { historyStateWith, type NavigationState } from '../state/navigation-state.ts';

export type RoutingMode = 'hash' | 'path';

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one (redirects). */
  readonly replace?: boolean;
  /** Handed to the next screen on its history entry (src/state/navigation-state.ts). */
  readonly state?: NavigationState;
}

/** Where `<coop-portal>` is, as a portal address, and how to go elsewhere. */
export interface PortalLocation {
  /** The portal address without the leading slash, query included: 'billpayments/history?x=1'. */
  readonly url: string;
  /** The page address of a portal route, for `href`. */
  href(to: string): string;
  /** Goes to a portal route; returns false when the address does not change (same URL). */
  navigate(to: string, options?: NavigateOptions): boolean;
}

function withoutLeadingSlash(path: string): string {
  return path.replace(/^\/+/, '');
}

/** '/portal/' → '/portal'; '' and '/' → ''. */
export function normalizedBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Hash routing keeps the whole portal address, query included, in the fragment ('#/login?returnUrl=…'):
 * the page's own path and query belong to the CMS and stay as they are. wouter's hash hook reads the
 * fragment; its navigate would move the query into the page's query, so navigation is done here.
 */
function navigateHash(to: string, { replace = false, state }: NavigateOptions = {}): boolean {
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.hash = `/${withoutLeadingSlash(to)}`;
  if (url.href === oldURL) return false;
  history[replace ? 'replaceState' : 'pushState'](historyStateWith(history.state, state), '', url.href);
  // pushState fires no hashchange; wouter's hash hook (and any other portal on the page) listens for it.
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
  return true;
}

/** With path routing, the portal address of a page path under `basePath` ('' outside it). */
function pathPortalUrl(basePath: string, pathname: string, search: string): string {
  const inside =
    basePath === ''
      ? pathname
      : pathname === basePath || pathname.startsWith(`${basePath}/`)
        ? pathname.slice(basePath.length)
        : '';
  return `${withoutLeadingSlash(inside)}${search === '' || search === '?' ? '' : search}`;
}

/** The portal address the page's location shows now, read outside React (before the portal renders). */
export function currentPortalUrl(mode: RoutingMode, basePath: string): string {
  if (mode === 'hash') return withoutLeadingSlash(location.hash.replace(/^#/, ''));
  return pathPortalUrl(basePath, location.pathname, location.search);
}

/** The portal's location in the chosen routing mode; both hooks always run so the hook order is fixed. */
export function usePortalLocation(mode: RoutingMode, basePath: string): PortalLocation {
  const [hashPath] = useHashLocation();
  const pathname = usePathname();
  const search = useSearch();

  const hashUrl = withoutLeadingSlash(hashPath);
  const pathUrl = useMemo(() => pathPortalUrl(basePath, pathname, search), [basePath, pathname, search]);

  const href = useCallback(
    (to: string) =>
      portalRouteHref(
        to,
        mode === 'hash' ? { mode, page: `${location.pathname}${location.search}` } : { mode, basePath },
      ),
    [basePath, mode],
  );

  const navigate = useCallback(
    (to: string, options: NavigateOptions = {}) => {
      if (mode === 'hash') return navigateHash(to, options);
      const target = new URL(portalRouteHref(to, { mode, basePath }), location.href);
      if (target.href === location.href) return false;
      navigateBrowser(target.pathname + target.search, {
        replace: options.replace ?? false,
        state: historyStateWith(history.state, options.state),
      });
      return true;
    },
    [basePath, mode],
  );

  const url = mode === 'hash' ? hashUrl : pathUrl;
  return useMemo(() => ({ url, href, navigate }), [url, href, navigate]);
}
