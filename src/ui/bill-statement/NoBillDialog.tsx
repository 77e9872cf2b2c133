import { accountOverviewMessages as messages } from '../../domain/account-overview/messages.ts';
import { InfoDialog } from '../primitives/InfoDialog/InfoDialog.tsx';

export interface NoBillDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * Said when a bill has no statement (spec 02 §8): 'The billing statement is not available. Please check
 * back soon.' in the compact 400 × 150 dialog of spec 02 §9.
 */
export function NoBillDialog({ open, onOpenChange }: NoBillDialogProps) {
  return (
    <InfoDialog open={open} onOpenChange={onOpenChange} title={messages.noBillDialog.title} size="compact">
      {messages.noBillDialog.message}
    </InfoDialog>
  );
}
