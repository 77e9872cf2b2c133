import type { HistoryRecordRow } from '../../domain/account-overview/history.ts';
import { accountOverviewMessages as messages } from '../../domain/account-overview/messages.ts';
import { Button } from '../primitives/Button/Button.tsx';
import { VisuallyHidden } from '../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { preloadBillStatementDialogs } from './bill-statement-dialogs.ts';

export interface ViewBillButtonProps {
  /** The history's row: a bill's row has the button, a payment's has none. */
  readonly row: HistoryRecordRow;
  /** Opens what the bill shows (`billDialogOf`, `BillStatementDialog`). */
  readonly onViewBill: () => void;
  /** The button's place in the area's table. */
  readonly className?: string;
}

/**
 * View Bill on a bill's row of a billing history (spec 02 §2.1), named with the bill's date for screen
 * readers. The pointer coming over it, or focus reaching it, starts loading the dialogs it opens.
 */
export function ViewBillButton({ row, onViewBill, className }: ViewBillButtonProps) {
  if (row.historyType !== 'Bill') return null;
  return (
    <Button
      variant="link"
      {...(className ? { className } : {})}
      aria-haspopup="dialog"
      onPointerEnter={preloadBillStatementDialogs}
      onFocus={preloadBillStatementDialogs}
      onClick={onViewBill}
    >
      {messages.history.viewBill}
      <VisuallyHidden> {row.recordDateText}</VisuallyHidden>
    </Button>
  );
}
