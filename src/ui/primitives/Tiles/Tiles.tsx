import { type LinkTarget, portalUrl } from '../../../domain/portal/links.ts';
import { portalMessages } from '../../../domain/portal/messages.ts';
import { RouteLink } from '../../navigation/RouteContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Tiles.css.ts';

export interface TileItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A portal route (with its navigation state) or an outside site; null: the tile only informs. */
  readonly link: LinkTarget | null;
}

/** A grid of tiles; the whole card follows its link, an outside site opens in a new window. */
export function Tiles({ items }: { items: readonly TileItem[] }) {
  return (
    <ul className={styles.tiles}>
      {items.map((item) => (
        <li key={item.id} className={item.link ? `${styles.tile} ${styles.linkedTile}` : styles.tile}>
          <h3 className={styles.title}>
            {item.link?.kind === 'route' ? (
              <RouteLink to={portalUrl(item.link)} state={item.link.state} className={styles.link}>
                {item.title}
              </RouteLink>
            ) : item.link?.kind === 'external' ? (
              <a href={item.link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
                {item.title}
                <VisuallyHidden> ({portalMessages.shell.opensInNewWindow})</VisuallyHidden>
              </a>
            ) : (
              item.title
            )}
          </h3>
          <p className={styles.text}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
