import { operationRoundupMessages as messages } from '../../domain/operation-roundup/messages.ts';
import { InfoDialog } from '../../ui/primitives/InfoDialog/InfoDialog.tsx';
import * as styles from './OperationRoundupScreen.css.ts';

export interface OperationRoundupHelpDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** The help dialog 'Operation RoundUp' (spec 03 §2.3): what the program is and how the table works. */
export function OperationRoundupHelpDialog({ open, onOpenChange }: OperationRoundupHelpDialogProps) {
  return (
    <InfoDialog open={open} onOpenChange={onOpenChange} title={messages.title}>
      <div className={styles.helpText}>
        {messages.helpText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </InfoDialog>
  );
}
