import { termsOfUseContent } from '../../domain/public-pages/pages.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { SafeHtml } from '../../ui/primitives/SafeHtml/SafeHtml.tsx';
import { PublicPage } from './PublicPage.tsx';
import * as pageStyles from './PublicPage.css.ts';
import * as styles from './TermsOfUseScreen.css.ts';

/** Terms of Use (spec 03 §2.11): the site's legal HTML, sanitized, or the empty message. */
export function TermsOfUseScreen({ html }: { html: string | null }) {
  const content = termsOfUseContent(html);
  return (
    <PublicPage title={portalMessages.titles.termsOfUse}>
      {content.kind === 'html' ? (
        <SafeHtml html={content.html} className={styles.legal} />
      ) : (
        <p className={pageStyles.text}>{content.text}</p>
      )}
    </PublicPage>
  );
}
