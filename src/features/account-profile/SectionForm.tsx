import { type FormEvent, type ReactNode } from 'react';
import { accountProfileMessages as messages } from '../../domain/account-profile/messages.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import * as styles from './SectionForm.css.ts';

/** How the section's last save went, as its form shows it. */
export interface SaveState {
  /** The save is under way: Save shows it, Cancel waits. */
  readonly pending: boolean;
  /** The failure in the catalogue's words, or what the back office refused that no field shows. */
  readonly error: string | null;
  /** Counts the answers, so the same failure twice takes focus twice. */
  readonly answerCount: number;
}

export interface SectionFormProps {
  readonly label: string;
  readonly save: SaveState;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly onCancel: () => void;
  readonly children: ReactNode;
}

/**
 * The form of a section being edited: its failure above the fields (focused when it appears, the
 * member's entries kept), the fields, then Cancel and Save.
 */
export function SectionForm({ label, save, onSubmit, onCancel, children }: SectionFormProps) {
  return (
    <form className={styles.form} noValidate aria-label={label} onSubmit={onSubmit}>
      <AnswerHolder focus={save.error !== null} answer={save.answerCount}>
        {save.error && <Alert tone="error">{save.error}</Alert>}
      </AnswerHolder>
      {children}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={save.pending} onClick={onCancel} width="fullOnMobile">
          {messages.actions.cancel}
        </Button>
        <Button type="submit" loading={save.pending} width="fullOnMobile">
          {messages.actions.save}
        </Button>
      </div>
    </form>
  );
}
