import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';

/**
 * Matches event-handler attributes (`onerror="…"`). DOMPurify removes them, but Chromium reports a
 * Content-Security-Policy violation for each one as soon as the markup is parsed, before DOMPurify
 * can remove it; dropping them from the text first keeps a strict-CSP page's console clean. This is
 * not the sanitizing: DOMPurify is.
 */
const eventHandlerAttribute = /\s(on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

export interface SafeHtmlProps {
  /** HTML from the back office (terms of use, web content, messages). */
  readonly html: string;
  readonly className?: string;
}

/**
 * Shows server-provided HTML after DOMPurify, as DOM nodes (never through innerHTML): no script, no
 * event handler, no `javascript:` URL survives. Links open in a new tab that cannot reach back to the
 * page; an image without a text alternative is taken as decorative.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const fragment = DOMPurify.sanitize(html.replace(eventHandlerAttribute, ''), {
      RETURN_DOM_FRAGMENT: true,
    });
    fragment.querySelectorAll('a[href]').forEach((link) => {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    });
    fragment.querySelectorAll('img:not([alt])').forEach((image) => image.setAttribute('alt', ''));
    container.replaceChildren(fragment);
    return () => container.replaceChildren();
  }, [html]);

  return <div ref={containerRef} className={className} />;
}
