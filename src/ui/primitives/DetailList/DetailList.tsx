import type { ReactNode } from 'react';
import * as styles from './DetailList.css';

export interface DetailListItem {
  readonly label: ReactNode;
  readonly value: ReactNode;
  /** React key; the label when it is a string. */
  readonly key?: string;
}

export interface DetailListProps {
  readonly items: readonly DetailListItem[];
  readonly className?: string;
}

/** Label and value pairs as a description list: side by side, stacked on phones. */
export function DetailList({ items, className }: DetailListProps) {
  return (
    <dl className={className ? `${styles.root} ${className}` : styles.root}>
      {items.map((item, index) => (
        <div key={item.key ?? (typeof item.label === 'string' ? item.label : index)} className={styles.row}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
