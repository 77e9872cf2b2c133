import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';
import { termsOfUseContent } from '../../domain/portal/home.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { PublicPage } from './PublicPage.tsx';
import * as pageStyles from './PublicPage.css.ts';
import * as styles from './TermsOfUseScreen.css.ts';

/**
 * Terms of Use (spec 03 §2.11): the site's legal HTML, sanitized by DOMPurify into a DOM fragment (no
 * script, no event handler survives; nothing is parsed as markup anywhere else), or the empty message.
 */
export function TermsOfUseScreen({ html }: { html: string | null }) {
  const content = termsOfUseContent(html);
  const containerRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const container = containerRef.current;
    const shown = termsOfUseContent(html);
    if (!container || shown.kind !== 'html') return;
    const fragment = DOMPurify.sanitize(shown.html, { RETURN_DOM_FRAGMENT: true });
    // Links of the legal text lead off the portal: a new tab that cannot reach back to this page.
    fragment.querySelectorAll('a[href]').forEach((link) => {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    });
    // An image the site left without a text alternative is taken as decorative.
    fragment.querySelectorAll('img:not([alt])').forEach((image) => image.setAttribute('alt', ''));
    container.replaceChildren(fragment);
    return () => container.replaceChildren();
  }, [html]);

  return (
    <PublicPage title={portalMessages.termsOfUse.title}>
      {content.kind === 'html' ? (
        <div ref={containerRef} className={styles.legal} />
      ) : (
        <p className={pageStyles.text}>{content.text}</p>
      )}
    </PublicPage>
  );
}
