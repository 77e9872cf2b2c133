import { accountProfileMessages as messages } from '../../domain/account-profile/messages.ts';
import type { UpdateIndicator } from '../../domain/account-profile/types.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Dialog, MESSAGE_DIALOG_WIDTH } from '../../ui/primitives/Dialog/Dialog.tsx';

export interface WhichAccountsDialogProps {
  readonly open: boolean;
  /** The account shown, named in the question. */
  readonly accountNumber: string;
  readonly onChoose: (updateIndicator: UpdateIndicator) => void;
  /** Closed without a choice: nothing is sent, the form stays as it is. */
  readonly onDismiss: () => void;
}

/** Spec 02 §2.2: a member with several accounts chooses 'Update All' or 'Update This Account'. */
export function WhichAccountsDialog({ open, accountNumber, onChoose, onDismiss }: WhichAccountsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      title={messages.whichAccounts.title}
      description={messages.whichAccounts.message(accountNumber)}
      width={MESSAGE_DIALOG_WIDTH}
      actions={
        <>
          <Button variant="secondary" onClick={() => onChoose('ONE')}>
            {messages.whichAccounts.updateThisAccount}
          </Button>
          <Button variant="primary" onClick={() => onChoose('ALL')}>
            {messages.whichAccounts.updateAll}
          </Button>
        </>
      }
    />
  );
}
