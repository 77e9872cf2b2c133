// Where the back office may send a browser: the one rule every callback and the hosted payment page
// follow (docs/api.md, "Payment callbacks").

/**
 * `target` resolved as a browser resolves it, against the first of `origins`, when it lands on one of
 * `origins`; undefined otherwise. Resolving first is what makes the check hold: a browser drops tabs
 * and line breaks and reads a backslash as a slash, so `/\t/host` and `/\host` name another host.
 * An address with a user name or password is refused too: no page of a site needs one.
 */
export function addressOnOrigins(target: string | undefined, origins: readonly string[]): URL | undefined {
  const base = origins[0];
  if (!target || !base) return undefined;
  let address: URL;
  try {
    address = new URL(target, base);
  } catch {
    return undefined;
  }
  if (!origins.includes(address.origin) || address.username !== '' || address.password !== '') {
    return undefined;
  }
  return address;
}

export interface SiteRedirect {
  /** Where the request asks to go: a path of the site, or an address on the site's origin. */
  target: string | undefined;
  /** The site's page to go to when the target is missing or leaves the site. */
  fallback: string;
  /** The cooperative's site when it lives apart from the back office; '' when they share an origin. */
  siteOrigin: string;
  /** The address the browser asked for: the site's origin when `siteOrigin` is ''. */
  requestUrl: string;
  /** Adds what the page is told (a payment's encodedParam, a status code) to the resolved address. */
  addTo?: (address: URL) => void;
}

/**
 * The Location of a callback's redirect to a page of the cooperative's site: the target when it
 * resolves to the site's own origin, else the fallback page. Only the resolved address's path, query
 * and fragment are sent, behind `siteOrigin`, never the target as it was given.
 */
export function siteRedirectLocation(redirect: SiteRedirect): string {
  const origin = new URL(redirect.siteOrigin || redirect.requestUrl).origin;
  const address =
    sitePage(redirect.target, origin) ?? sitePage(redirect.fallback, origin) ?? new URL('/', origin);
  redirect.addTo?.(address);
  // On a shared origin the Location stays relative, so it never rests on the request's Host header.
  const prefix = redirect.siteOrigin ? origin : '';
  return `${prefix}${address.pathname}${address.search}${address.hash}`;
}

function sitePage(target: string | undefined, origin: string): URL | undefined {
  const address = addressOnOrigins(target, [origin]);
  // A path that starts with two slashes is read as another host when the Location is relative.
  return address && !address.pathname.startsWith('//') ? address : undefined;
}
