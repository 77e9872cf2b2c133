import type { ReactNode } from 'react';
import { primitiveMessages } from '../../../domain/primitive-messages/primitives.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, MESSAGE_DIALOG_WIDTH } from '../Dialog/Dialog.tsx';
import * as styles from './InfoDialog.css.ts';

export const infoDialogSizes = ['regular', 'compact'] as const;
export type InfoDialogSize = (typeof infoDialogSizes)[number];

export interface InfoDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  /** The message: a sentence, or richer content. */
  readonly children: ReactNode;
  /** `compact` is the 400 × 150 dialog of spec 02 §9 (the no-bill dialog). */
  readonly size?: InfoDialogSize;
  readonly okLabel?: string;
}

/**
 * Tells the member something and waits for OK (spec 02 §9: 400 px wide). Focus goes to OK on opening
 * and back to where it was on closing; Escape and the close button close it too.
 */
export function InfoDialog({
  open,
  onOpenChange,
  title,
  children,
  size = 'regular',
  okLabel = primitiveMessages.ok,
}: InfoDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      width={MESSAGE_DIALOG_WIDTH}
      {...(size === 'compact' ? { className: styles.compact } : {})}
      actions={<Button onClick={() => onOpenChange(false)}>{okLabel}</Button>}
    >
      {typeof children === 'string' ? <p className={styles.message}>{children}</p> : children}
    </Dialog>
  );
}
