import { capitalCreditLetterMessages as messages } from '../../domain/capital-credit-letter/messages.ts';
import { InfoDialog } from '../../ui/primitives/InfoDialog/InfoDialog.tsx';
import * as styles from './CapitalCreditLetterScreen.css.ts';

export interface CapitalCreditLetterHelpDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** The Letter ID help dialog (spec 03 §2.8): where the letter shows its ID. */
export function CapitalCreditLetterHelpDialog({ open, onOpenChange }: CapitalCreditLetterHelpDialogProps) {
  return (
    <InfoDialog open={open} onOpenChange={onOpenChange} title={messages.letterIdHelpTitle}>
      <div className={styles.helpText}>
        {messages.letterIdHelpText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </InfoDialog>
  );
}
