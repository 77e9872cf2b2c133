/** Where a menu entry, tile or link leads: a portal route, or an address outside the portal. */
export type LinkTarget = RouteTarget | ExternalTarget;

/** A value navigation state may hold: what a history entry can keep (plain JSON). */
export type NavigationValue =
  string | number | boolean | null | readonly NavigationValue[] | { readonly [key: string]: NavigationValue };

/** What a screen hands the next one without putting it in the address (spec 02 §2.1, §2.3). */
export type NavigationState = Readonly<Record<string, NavigationValue>>;

export interface RouteTarget {
  readonly kind: 'route';
  /** A portal path without the leading slash, e.g. 'billpayments/history'. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  /** Navigation state handed to the next screen (not part of the address). */
  readonly state?: NavigationState;
}

export interface ExternalTarget {
  readonly kind: 'external';
  readonly href: string;
}

export function routeTarget(
  path: string,
  query?: Readonly<Record<string, string>>,
  state?: NavigationState,
): RouteTarget {
  return { kind: 'route', path, ...(query ? { query } : {}), ...(state ? { state } : {}) };
}

const schemePattern = /^[a-z][a-z0-9+.-]*:/i;
const webAddressPattern = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;
const mailOrPhonePattern = /^(mailto|tel):[^\s]+$/i;
// Characters of a relative address: RFC 3986 unreserved, sub-delims, ':', '@', '/', '?', '%' escapes.
const relativePattern = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/;

/**
 * Whether a text is an address inside the portal (an open-redirect guard): a relative path such as
 * 'accountoverview' or '/billpayments/history?x=1', never a scheme ('https:', 'javascript:'), never a
 * protocol-relative '//host', never a backslash (browsers read '/\host' as '//host'), never blank.
 */
export function isSafeReturnUrl(returnUrl: string | null | undefined): returnUrl is string {
  if (typeof returnUrl !== 'string' || returnUrl.trim() === '' || returnUrl !== returnUrl.trim())
    return false;
  if (!relativePattern.test(returnUrl)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(returnUrl);
  } catch {
    return false;
  }
  for (const candidate of [returnUrl, decoded]) {
    if (schemePattern.test(candidate) || candidate.startsWith('//') || candidate.includes('\\')) return false;
  }
  return true;
}

/** A web address a cooperative configured, usable as a link: http(s), or 'www.…' completed to https. */
export function externalHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (/^www\./i.test(trimmed))
    return webAddressPattern.test(`https://${trimmed}`) ? `https://${trimmed}` : null;
  return webAddressPattern.test(trimmed) ? trimmed : null;
}

/**
 * A configured link as a target: an absolute http(s), mailto or tel address leads outside; a relative
 * path leads to that portal route, unless `external` says it is a page of the host site. '' and '#'
 * (the back office's "no link") and any other scheme ('javascript:') give null.
 */
export function linkTarget(link: string | null | undefined, external = false): LinkTarget | null {
  if (typeof link !== 'string') return null;
  const trimmed = link.trim();
  if (trimmed === '' || trimmed === '#') return null;
  const href = externalHref(trimmed);
  if (href) return { kind: 'external', href };
  if (mailOrPhonePattern.test(trimmed)) return { kind: 'external', href: trimmed };
  if (!isSafeReturnUrl(trimmed)) return null;
  if (external) return { kind: 'external', href: trimmed };
  return splitPortalUrl(trimmed);
}

/** '/billpayments/history/?x=1#top' → path 'billpayments/history', search '?x=1'. */
export function splitPath(url: string): { readonly path: string; readonly search: string } {
  const [beforeHash = ''] = url.split('#');
  const queryStart = beforeHash.indexOf('?');
  const rawPath = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const search =
    queryStart === -1 || queryStart === beforeHash.length - 1 ? '' : beforeHash.slice(queryStart);
  return { path: rawPath.trim().replace(/^\/+/, '').replace(/\/+$/, ''), search };
}

/** '/accountoverview?link=mymeter' → route 'accountoverview' with query {link: 'mymeter'}. */
export function splitPortalUrl(url: string): RouteTarget {
  const { path, search } = splitPath(url);
  const query = Object.fromEntries(new URLSearchParams(search));
  return Object.keys(query).length > 0 ? routeTarget(path, query) : routeTarget(path);
}

/** A route target as the portal address it stands for, without the leading slash. */
export function portalUrl(target: Pick<RouteTarget, 'path' | 'query'>): string {
  const search = new URLSearchParams(target.query ?? {}).toString();
  return search ? `${target.path}?${search}` : target.path;
}

/** How `<coop-portal>` keeps its route in the page address (its `routing` attribute). */
export type PortalRouting =
  /** In the fragment of the portal's page: '/portal.html#/billpayments/history'. */
  | { readonly mode: 'hash'; readonly page: string }
  /** As real paths under the portal's base path ('' or '/portal'): '/portal/billpayments/history'. */
  | { readonly mode: 'path'; readonly basePath: string };

/**
 * The page address of a portal route ('billpayments/history?x=1', leading slash or not): the one place
 * a portal address becomes an href, so hash and path routing agree everywhere. With hash routing the
 * page's own fragment, if any, is replaced; with path routing a trailing slash of the base path is dropped.
 */
export function portalRouteHref(route: string, routing: PortalRouting): string {
  const portalAddress = route.replace(/^\/+/, '');
  if (routing.mode === 'hash') return `${routing.page.split('#')[0] ?? ''}#/${portalAddress}`;
  return `${routing.basePath.replace(/\/+$/, '')}/${portalAddress}`;
}
