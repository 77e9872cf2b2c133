import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { primitiveMessages } from '../../../domain/primitive-messages/primitives.ts';
import { Dialog, MESSAGE_DIALOG_WIDTH } from '../Dialog/Dialog.tsx';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  /** What will happen; the dialog's accessible description. */
  readonly message: ReactNode;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  readonly onConfirm: () => void;
  /** Called by the cancel button and by Escape. */
  readonly onCancel: () => void;
  /** Shows the confirm button as busy while the confirmed action runs. */
  readonly confirming?: boolean;
  readonly width?: string;
  /** Where focus goes on closing, when not back to what opened the dialog (Dialog's `focusOnClose`). */
  readonly focusOnClose?: () => HTMLElement | null | undefined;
}

/**
 * Asks the member to confirm an action. An alert dialog: the cancel button comes first and gets the
 * focus, so Enter on opening never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = primitiveMessages.confirm,
  cancelLabel = primitiveMessages.cancel,
  onConfirm,
  onCancel,
  confirming = false,
  width = MESSAGE_DIALOG_WIDTH,
  focusOnClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !confirming) onCancel();
      }}
      role="alertdialog"
      title={title}
      description={<span className={styles.message}>{message}</span>}
      width={width}
      focusOnClose={focusOnClose}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={confirming}>
            {cancelLabel}
          </Button>
          <Button variant="primary" onClick={onConfirm} loading={confirming}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
