import { portalMessages } from '../../domain/portal/messages.ts';
import { publicPageMessages } from '../../domain/public-pages/messages.ts';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { PublicPage } from './PublicPage.tsx';
import * as styles from './PublicPage.css.ts';

const texts = publicPageMessages.notFound;

/**
 * What an address of the route table with a parameter that cannot be read shows
 * ('accountoverview/%E0%A4%A'); an unknown path goes home instead (spec 01 §2.2).
 */
export function NotFoundScreen() {
  return (
    <PublicPage title={portalMessages.titles.notFound}>
      <p className={styles.text}>{texts.text}</p>
      <p className={styles.text}>
        <RouteLink to="home">{texts.homeLink}</RouteLink>
      </p>
    </PublicPage>
  );
}
