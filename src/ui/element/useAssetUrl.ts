import { useCallback } from 'react';
import { isAllowedAssetUrl } from '../../domain/security/asset-url.ts';
import { useElementContext } from './ElementContext.tsx';

/**
 * Checks an address the back office names for the page to load (logo, images, custom stylesheet):
 * http(s) from the page's own origin or the element's `custom-asset-origins`. Returns the absolute
 * address, or null when it may not load.
 */
export function useAssetUrlCheck(): (address: string | null | undefined) => string | null {
  const { host, config } = useElementContext();
  return useCallback(
    (address) => {
      const { baseURI, location } = host.ownerDocument;
      return (
        isAllowedAssetUrl(address, baseURI, location.origin, config.customAssetOrigins ?? [])?.href ?? null
      );
    },
    [config.customAssetOrigins, host],
  );
}
