/**
 * The portal's page icon (spec 01 §2.1: "The favicon follows the dark or light colour scheme; the
 * default is the local icon").
 */

import { isAllowedAssetUrl } from '../security/asset-url.ts';

// The portal's own icon when the site sets none: a bolt, drawn dark on light and light on dark.
const lightSchemeIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0b5cad"/><path d="M18 5 9 18h6l-2 9 9-13h-6z" fill="#ffffff"/></svg>',
  );
const darkSchemeIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#9ccaff"/><path d="M18 5 9 18h6l-2 9 9-13h-6z" fill="#0f2742"/></svg>',
  );

/** The portal's own icons, one per colour scheme (data: addresses, allowed by the pages' img-src). */
export const portalIcons = { light: lightSchemeIcon, dark: darkSchemeIcon } as const;

/** Where the page is and whom it lets load assets on it (`custom-asset-origins`). */
export interface IconPage {
  readonly baseUrl: string;
  readonly origin: string;
  readonly assetOrigins: readonly string[];
}

/**
 * The icon for a colour scheme: the site's own (portalFavIconPath), resolved against the page, when the
 * asset allow-list lets it load (the page's origin or one the host listed: an icon from elsewhere would
 * tell another site of every visit); otherwise the portal's icon for the scheme.
 */
export function faviconHref(siteIconPath: string | null, dark: boolean, page: IconPage): string {
  const allowed = isAllowedAssetUrl(siteIconPath, page.baseUrl, page.origin, page.assetOrigins);
  if (allowed) return allowed.href;
  return dark ? darkSchemeIcon : lightSchemeIcon;
}
