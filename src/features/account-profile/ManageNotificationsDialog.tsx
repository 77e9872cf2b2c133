import { accountProfileMessages as messages } from '../../domain/account-profile/messages.ts';
import { ConfirmDialog } from '../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx';

export interface ManageNotificationsDialogProps {
  readonly open: boolean;
  /** Goes to Manage Notifications. */
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Spec 02 §2.2: after a phone change, when notifications are enabled, a Confirm dialog leads to them. */
export function ManageNotificationsDialog({ open, onConfirm, onCancel }: ManageNotificationsDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={messages.manageNotifications.title}
      message={messages.manageNotifications.message}
      confirmLabel={messages.manageNotifications.confirm}
      cancelLabel={messages.manageNotifications.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
