import { manageContactsMessages as messages } from '../../domain/manage-contacts/messages.ts';
import { ConfirmDialog } from '../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx';
import { MESSAGE_DIALOG_WIDTH } from '../../ui/primitives/Dialog/Dialog.tsx';

export interface RemoveContactDialogProps {
  /** The email address or mobile number to remove. */
  readonly value: string;
  readonly removing: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before a contact is removed, with every alert it receives. */
export function RemoveContactDialog({ value, removing, onConfirm, onCancel }: RemoveContactDialogProps) {
  return (
    <ConfirmDialog
      open
      title={messages.removeTitle}
      message={messages.removeQuestion(value)}
      confirmLabel={messages.remove}
      cancelLabel={messages.cancel}
      confirming={removing}
      onConfirm={onConfirm}
      onCancel={onCancel}
      width={MESSAGE_DIALOG_WIDTH}
    />
  );
}
