/**
 * Addresses the back office names for the page to load (the site's custom stylesheet or script, the
 * portal logo, sign-in images, images in server HTML) are trusted only from the page's own origin or an
 * origin the host listed in `custom-asset-origins`: the back office names the address, the host page
 * decides whom it lets style it, run code on it or see its visitors. Returns the absolute address, or
 * null when it may not load.
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

/** Web links in server HTML: http(s), mailto and tel only. Returns the absolute address, or null. */
export function isAllowedLinkUrl(address: string | null | undefined, baseUrl: string): URL | null {
  if (typeof address !== 'string' || address.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(address.trim(), baseUrl);
  } catch {
    return null;
  }
  if (!['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol)) return null;
  if (url.username || url.password) return null;
  return url;
}
