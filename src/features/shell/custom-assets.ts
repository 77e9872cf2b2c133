/**
 * A cooperative's custom stylesheet or script is trusted only from the page's own origin or an origin the
 * host listed in `custom-asset-origins`: the back office names the address, the host page decides whom
 * it lets style or run code on it. Returns the absolute address, or null when it may not load.
 */
export function isAllowedAssetUrl(
  address: string | null | undefined,
  baseUrl: string,
  pageOrigin: string,
  allowedOrigins: readonly string[],
): URL | null {
  if (typeof address !== 'string' || address.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(address.trim(), baseUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.origin === pageOrigin || allowedOrigins.includes(url.origin) ? url : null;
}
