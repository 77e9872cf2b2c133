import { useId } from 'react';
import type { StatementSection } from '../../domain/account-overview/sections.ts';
import * as styles from './StatementMessages.css.ts';

/** The statement heading and the bill messages, as the back office words them (spec 02 §2.1). */
export function StatementMessages({ heading, billMessages }: StatementSection) {
  const headingId = useId();
  return (
    <section className={styles.statement} aria-labelledby={headingId} data-section="statement">
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      {billMessages.length > 0 ? (
        <ul className={styles.messages}>
          {billMessages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
