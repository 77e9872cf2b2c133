import { useLayoutEffect, useRef, type ReactNode } from 'react';
import * as styles from './AnswerHolder.css.ts';

export interface AnswerHolderProps {
  /** True while what it holds is an answer the member must hear: it takes focus when this turns true. */
  readonly focus: boolean;
  /**
   * What tells one answer from the next (a mutation's `answerCount`): while `focus` holds, each new value
   * takes focus again, so the same failure twice is announced twice.
   */
  readonly answer?: number | string;
  /** The alerts: what the back office answered, over the form or list that asked. */
  readonly children?: ReactNode;
}

/**
 * Holds the answers to what the member sent (errors, confirmations) above the form or list that sent
 * it, and takes the keyboard focus when one arrives: focus was on the button that sent, disabled while
 * busy, and a screen reader reads the alert from there. Empty, it takes no place in the layout.
 */
export function AnswerHolder({ focus, answer, children }: AnswerHolderProps) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (focus) holder.current?.focus();
  }, [focus, answer]);
  return (
    <div ref={holder} tabIndex={-1} className={styles.root}>
      {children}
    </div>
  );
}
