import { useLayoutEffect, useRef } from 'react';
import { useOptionalElementContext } from '../../element/ElementContext.tsx';
import * as styles from './SafeHtml.css.ts';
import { sanitizeHtml } from './sanitize-html.ts';

export interface SafeHtmlProps {
  /** HTML from the back office (terms of use, web content, messages). */
  readonly html: string;
  readonly className?: string;
}

/**
 * Shows server-provided HTML through the one allow-list (sanitize-html.ts), as DOM nodes, never through
 * innerHTML: nothing from the server runs, posts a form, restyles the element or loads from elsewhere.
 * Images may come from the page's origin or the element's configured `custom-asset-origins`.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const imageOrigins = useOptionalElementContext()?.config.customAssetOrigins;

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const { baseURI, location } = container.ownerDocument;
    container.replaceChildren(
      sanitizeHtml(html, { baseUrl: baseURI, pageOrigin: location.origin, imageOrigins: imageOrigins ?? [] }),
    );
    return () => container.replaceChildren();
  }, [html, imageOrigins]);

  return <div ref={containerRef} className={className ? `${styles.content} ${className}` : styles.content} />;
}
