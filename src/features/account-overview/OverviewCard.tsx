import { useId, type ReactNode } from 'react';
import * as styles from './OverviewCard.css.ts';

export interface OverviewCardProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Names the card for tests and the host's styling (`data-card`). */
  readonly cardId: string;
}

/** One card of the overview: a region named by its heading. */
export function OverviewCard({ title, children, cardId }: OverviewCardProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId} data-card={cardId}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      {children}
    </section>
  );
}
