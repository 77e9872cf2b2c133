import { useEffect } from 'react';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { isAllowedAssetUrl } from '../../domain/security/asset-url.ts';

export interface CustomStylesheetProps {
  /** The site's featureFlagCustomCss: the address of the cooperative's own stylesheet, or null. */
  readonly href: string | null;
  /** Origins of `custom-asset-origins` besides the page's own. */
  readonly allowedOrigins: readonly string[] | undefined;
}

/**
 * The cooperative's custom stylesheet (spec 01 §4), linked inside the element's shadow root (a page
 * stylesheet would not reach in), only from the page's own origin or an allow-listed one. Added with DOM
 * APIs: React would hoist a stylesheet link to the document head.
 */
export function CustomStylesheet({ href, allowedOrigins }: CustomStylesheetProps) {
  const { host } = useElementContext();
  useEffect(() => {
    if (!href) return;
    const url = isAllowedAssetUrl(href, document.baseURI, location.origin, allowedOrigins ?? []);
    const root = host.shadowRoot;
    if (!url || !root) {
      console.error(
        `[coop] the site's custom stylesheet "${href}" is not loaded: its origin is not the page's own ` +
          'nor listed in custom-asset-origins.',
      );
      return;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url.href;
    link.dataset.coopCustomStylesheet = '';
    root.append(link);
    return () => link.remove();
  }, [allowedOrigins, host, href]);
  return null;
}
