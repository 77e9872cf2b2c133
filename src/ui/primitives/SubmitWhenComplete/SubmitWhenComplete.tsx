import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './SubmitWhenComplete.css.ts';

export interface SubmitWhenCompleteProps {
  /** What the form still lacks, said beside the button; null once the form can be sent. */
  readonly incomplete: string | null;
  /** The form is being sent: the button shows a spinner and takes no second press. */
  readonly loading: boolean;
  /** The button's text. */
  readonly children: ReactNode;
}

/**
 * A form's submit button that stays disabled until the form is complete (a spec's "enabled once the
 * form is valid"). A disabled button alone tells nobody why: the note beside it says what is missing,
 * and the button is described by it, so a screen reader that lands on the button reads it too.
 */
export function SubmitWhenComplete({ incomplete, loading, children }: SubmitWhenCompleteProps) {
  const noteId = useId();
  return (
    <div className={styles.root}>
      {incomplete === null ? null : (
        <p id={noteId} className={styles.note}>
          {incomplete}
        </p>
      )}
      <Button
        type="submit"
        loading={loading}
        disabled={incomplete !== null}
        width="fullOnMobile"
        aria-describedby={incomplete === null ? undefined : noteId}
      >
        {children}
      </Button>
    </div>
  );
}
