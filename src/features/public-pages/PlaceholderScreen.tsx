import { PublicPage } from './PublicPage.tsx';
import * as styles from './PublicPage.css.ts';
import { publicPageMessages } from '../../domain/public-pages/messages.ts';

/** Stands in for a screen that is not built yet; its route is already guarded like the real one. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <PublicPage title={title}>
      <p className={styles.text}>{publicPageMessages.placeholder.comingSoon}</p>
    </PublicPage>
  );
}
