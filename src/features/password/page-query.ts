/**
 * The query of a hash route in the page's address (`/portal.html#/reset-password?otc=…`), which
 * `location.search` never sees: where a standalone element lands on a page linked the portal's way.
 */
export function hashRouteQuery(hash: string): URLSearchParams {
  const queryStart = hash.indexOf('?');
  return new URLSearchParams(queryStart >= 0 ? hash.slice(queryStart + 1) : '');
}
