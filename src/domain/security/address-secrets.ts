/**
 * Query parameters that carry a credential or a one-time code, per portal route: an external login's
 * token and member number (spec 01 §2.10), a password reset's one-time code (spec 02 §2.5). They are read
 * once and taken out of the address before anything else sees it: the page title, analytics, the history,
 * the host page's scripts.
 */
export const addressSecretsByRoute: Readonly<Record<string, readonly string[]>> = {
  'external-redirect': ['token', 'member'],
  'reset-password': ['otc'],
};

/** Where the portal's route sits in the page's address. */
export type SecretRouting =
  /** `<coop-portal>` with hash routing: '#/external-redirect?token=…'. */
  | { readonly mode: 'hash' }
  /** `<coop-portal>` with path routing under `basePath`: '/portal/external-redirect?token=…'. */
  | { readonly mode: 'path'; readonly basePath: string }
  /**
   * A standalone element that is `route` on a page of its own: its secrets are in the page's query
   * ('/reset.html?otc=…'), or in a hash route to it ('/portal.html#/reset-password?otc=…').
   */
  | { readonly mode: 'page'; readonly route: string };

export interface AddressWithoutSecrets {
  /** The address with the route's secrets taken out; the same string when it carried none. */
  readonly href: string;
  /** The secrets taken out, by parameter name. */
  readonly secrets: ReadonlyMap<string, string>;
}

function routeOf(portalPath: string): string {
  return portalPath.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** Takes `names` out of `query`, recording each one's value; the query string left, '' or '?…'. */
function takeFrom(query: string, names: readonly string[], secrets: Map<string, string>): string | null {
  const parameters = new URLSearchParams(query);
  let taken = false;
  for (const name of names) {
    const value = parameters.get(name);
    if (value === null) continue;
    taken = true;
    secrets.set(name, value);
    parameters.delete(name);
  }
  if (!taken) return null;
  const rest = parameters.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** A hash route's secrets, when the hash is a route ('#/route?query') named in `only` or in the table. */
function withoutHashSecrets(url: URL, secrets: Map<string, string>, only?: string): void {
  const hash = url.hash.replace(/^#/, '');
  const queryStart = hash.indexOf('?');
  if (queryStart < 0) return;
  const route = routeOf(hash.slice(0, queryStart));
  if (only !== undefined && route !== only) return;
  const names = addressSecretsByRoute[route];
  if (!names) return;
  const rest = takeFrom(hash.slice(queryStart + 1), names, secrets);
  if (rest !== null) url.hash = `${hash.slice(0, queryStart)}${rest}`;
}

function withoutSearchSecrets(url: URL, route: string, secrets: Map<string, string>): void {
  const names = addressSecretsByRoute[route];
  if (!names) return;
  const rest = takeFrom(url.search, names, secrets);
  if (rest !== null) url.search = rest;
}

/**
 * `href` without the secrets of the route it shows, and those secrets. Only the route's own parameters
 * are taken, and only from the part of the address the portal owns: a CMS page's own query stays as it is.
 */
export function addressWithoutSecrets(href: string, routing: SecretRouting): AddressWithoutSecrets {
  const url = new URL(href);
  const secrets = new Map<string, string>();
  if (routing.mode === 'hash') {
    withoutHashSecrets(url, secrets);
  } else if (routing.mode === 'path') {
    const base = routing.basePath;
    const inside =
      base === '' || url.pathname === base || url.pathname.startsWith(`${base}/`)
        ? url.pathname.slice(base.length)
        : null;
    if (inside !== null) withoutSearchSecrets(url, routeOf(inside), secrets);
  } else {
    withoutSearchSecrets(url, routing.route, secrets);
    withoutHashSecrets(url, secrets, routing.route);
  }
  return { href: secrets.size === 0 ? href : url.href, secrets };
}
