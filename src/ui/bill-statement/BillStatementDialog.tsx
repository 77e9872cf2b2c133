import { Suspense } from 'react';
import { getBillFile, type SignedInMember } from '../../api/account-overview.ts';
import type { BillDialog } from '../../domain/account-overview/history.ts';
import { accountOverviewMessages as messages } from '../../domain/account-overview/messages.ts';
import { useElementContext } from '../element/ElementContext.tsx';
import { NoBillDialog, PdfViewerDialog } from './bill-statement-dialogs.ts';

export interface BillStatementDialogProps {
  /** What View Bill opened (`billDialogOf`); nothing shows while null. */
  readonly bill: BillDialog | null;
  /** Who asks for the statement's file. */
  readonly member: SignedInMember;
  /** The dialog closed: the caller forgets what it opened. */
  readonly onClose: () => void;
}

/**
 * What View Bill opens in a billing history (spec 02 §8, §9), the account overview's and Account
 * History's alike: the bill's statement in the PDF viewer, through the PDF bill view call, or the no-bill
 * dialog when the bill has none. Both load on their own (`preloadBillStatementDialogs` on intent).
 */
export function BillStatementDialog({ bill, member, onClose }: BillStatementDialogProps) {
  const { client } = useElementContext();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <Suspense fallback={null}>
      {bill?.kind === 'statement' ? (
        <PdfViewerDialog
          open
          onOpenChange={onOpenChange}
          title={messages.history.billViewerTitle(bill.date)}
          file={(signal) =>
            getBillFile(
              client,
              member,
              { url: bill.billViewUrl, statementStartDate: bill.statementStartDate },
              signal,
            )
          }
          missingMessage={messages.errors.billFileNotFound}
        />
      ) : null}
      {bill?.kind === 'no-statement' ? <NoBillDialog open onOpenChange={onOpenChange} /> : null}
    </Suspense>
  );
}
