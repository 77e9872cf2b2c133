import { useId, type ReactNode } from 'react';
import * as styles from './PublicPage.css.ts';

export interface PublicPageProps {
  readonly title: string;
  readonly children?: ReactNode;
  /** The page is still loading what it shows. */
  readonly busy?: boolean;
}

/** A page of the portal: its heading (where focus lands on arrival) and its content. */
export function PublicPage({ title, children, busy = false }: PublicPageProps) {
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
