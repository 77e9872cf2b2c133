import { useEffect, useId, useRef, useState } from 'react';
import {
  type BillDialog,
  billDialogOf,
  HISTORY_ROW_COUNT,
  type HistoryRecordRow,
} from '../../domain/account-overview/history.ts';
import { accountOverviewMessages as messages } from '../../domain/account-overview/messages.ts';
import { historyTarget } from '../../domain/account-overview/sections.ts';
import { portalUrl } from '../../domain/portal/links.ts';
import { BillStatementDialog } from '../../ui/bill-statement/BillStatementDialog.tsx';
import { ViewBillButton } from '../../ui/bill-statement/ViewBillButton.tsx';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import * as buttonStyles from '../../ui/primitives/Button/Button.css.ts';
import * as styles from './BillingHistory.css.ts';

/** A dialog the history opens on its own once loaded: the `viewbill` and `no-bill` routes. */
export type HistoryDialogOnLoad = 'latest-bill' | 'no-bill';

export interface BillingHistoryProps {
  /** The combined rows (`historyRows`): at most 9 records, newest first. */
  readonly rows: readonly HistoryRecordRow[];
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  readonly openOnLoad?: HistoryDialogOnLoad;
}

/**
 * Billing & Payment History (spec 02 §2.1, §9): an accordion, open at first, holding payments and bills
 * newest first in ten rows, View Bill on each bill (the statement in the PDF viewer, or the no-bill
 * dialog when the bill has none) and View More (the full history).
 */
export function BillingHistory({ rows, member, openOnLoad }: BillingHistoryProps) {
  const texts = messages.history;
  const panelId = useId();
  const [expanded, setExpanded] = useState(true);
  const [bill, setBill] = useState<BillDialog | null>(null);

  const viewBill = (row: HistoryRecordRow) => {
    const dialog = billDialogOf(row);
    if (dialog) setBill(dialog);
  };

  // The viewbill and no-bill routes open their dialog once, when the rows first arrive.
  const openedOnLoad = useRef(false);
  useEffect(() => {
    if (!openOnLoad || openedOnLoad.current) return;
    openedOnLoad.current = true;
    if (openOnLoad === 'no-bill') {
      setBill({ kind: 'no-statement' });
      return;
    }
    const latestBill = rows.find((row) => row.historyType === 'Bill');
    if (latestBill) viewBill(latestBill);
    // viewBill only sets state; running this again for a new closure would reopen a closed dialog.
  }, [openOnLoad, rows]);

  return (
    <section className={styles.section} aria-labelledby={`${panelId}-heading`} data-section="history">
      <h3 id={`${panelId}-heading`} className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((value) => !value)}
        >
          {texts.title}
          <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        <DataTable
          caption={texts.title}
          hideCaption
          columns={historyColumns(viewBill)}
          data={rows}
          getRowId={(row) => row.key}
          paging={false}
          minRows={HISTORY_ROW_COUNT}
          emptyMessage={texts.empty}
        />
        <RouteLink
          className={`${buttonStyles.variants.secondary} ${styles.viewMore}`}
          to={portalUrl(historyTarget)}
        >
          {texts.viewMore}
        </RouteLink>
      </div>
      <BillStatementDialog bill={bill} member={member} onClose={() => setBill(null)} />
    </section>
  );
}

/** Date, type, amount, and View Bill on each bill (its statement, or the no-bill dialog). */
function historyColumns(onViewBill: (row: HistoryRecordRow) => void): DataTableColumn<HistoryRecordRow>[] {
  const texts = messages.history;
  return [
    { id: 'date', header: texts.date, value: (row) => row.recordDateText },
    { id: 'type', header: texts.type, value: (row) => row.historyTypeText },
    { id: 'amount', header: texts.amount, value: (row) => row.amountText, align: 'end' },
    {
      id: 'actions',
      header: texts.actions,
      hideHeader: true,
      value: () => '',
      cell: (row) => (
        <ViewBillButton row={row} className={styles.viewBill} onViewBill={() => onViewBill(row)} />
      ),
    },
  ];
}
