import { Suspense, useMemo, useRef, useState } from 'react';
import { updateLevelizedAccount, updateLevelizedAccounts } from '../../api/average-billing.ts';
import {
  type AverageBillingView,
  type BillingChange,
  type LevelizedAccount,
  accountsInView,
  averageBillingViews,
  bulkButtonLabel,
  bulkChangeOf,
  bulkUpdates,
  confirmationOf,
  estimatedAmountText,
  rowAction,
  showsViewFilter,
  successMessage,
  updateFor,
} from '../../domain/average-billing/billing.ts';
import { averageBillingErrors } from '../../domain/average-billing/errors.ts';
import { averageBillingMessages as messages, viewLabel } from '../../domain/average-billing/messages.ts';
import { errorMessages } from '../../domain/error-messages.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { Tooltip } from '../../ui/primitives/Tooltip/Tooltip.tsx';
import { ConfirmDialog, InfoDialog, preloadAverageBillingDialogs } from './average-billing-dialogs.ts';
import { levelizedAccountsKey } from './average-billing-keys.ts';
import * as styles from './AverageBillingTable.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

// Spec 03 §9: average billing pages by 10 (10, 25, 50, 100).
const pageSizeOptions = [10, 25, 50, 100] as const;

/** The view's choices, read in the active language. */
const viewOptions = () => averageBillingViews.map((view) => ({ value: view, label: viewLabel(view) }));

/** A change the member asked for, waiting for Continue. */
interface PendingChange {
  readonly change: BillingChange;
  readonly accounts: readonly LevelizedAccount[];
  /** From a filtered view's bulk button: one call for all, then back to All. */
  readonly bulk: boolean;
}

/** The dialog after the answer: the success sentence, or the refusal in a warning. */
interface Answer {
  readonly tone: 'success' | 'warning';
  /** Read when shown, so a language switch shows it in the new language. */
  readonly message: () => string;
  /** The control focus returns to once the dialog closes (the one that opened the change may be gone). */
  readonly returnTo: string | null;
}

export interface AverageBillingTableProps {
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  readonly accounts: readonly LevelizedAccount[];
}

/**
 * The member's accounts in the shared data table: the view filter (with more than one account), the
 * row actions, and in a filtered view the selection column with its bulk button. Each change is
 * confirmed (Continue or Cancel), sent once, and answered in a dialog; the accounts then load again.
 */
export function AverageBillingTable({ member, accounts }: AverageBillingTableProps) {
  const { client } = useElementContext();
  const [view, setView] = useState<AverageBillingView>('all');
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const root = useRef<HTMLDivElement>(null);

  const save = useMutation({
    send: ({ change, accounts: chosen, bulk }: PendingChange, call) =>
      bulk
        ? updateLevelizedAccounts(client, member, bulkUpdates(chosen, change), call)
        : updateLevelizedAccount(client, member, updateFor(chosen[0]!, change), call).then((one) => [one]),
    errors: averageBillingErrors,
    refresh: [levelizedAccountsKey(member.memberNumber)],
  });

  const rows = useMemo(() => accountsInView(accounts, view), [accounts, view]);
  const bulkChange = bulkChangeOf(view);
  const selectedRows = rows.filter((row) => selectedIds.includes(row.accountNumber));

  function chooseView(next: AverageBillingView) {
    setView(next);
    setSelectedIds([]);
  }

  function ask(change: BillingChange, chosen: readonly LevelizedAccount[], bulk: boolean) {
    if (chosen.length === 0 || save.pending) return;
    setPending({ change, accounts: chosen, bulk });
  }

  async function confirm() {
    if (!pending) return;
    const outcome = await save.submit(pending);
    if (outcome.status === 'busy') return;
    const accountNumbers = pending.accounts.map((account) => account.accountNumber);
    setPending(null);
    if (outcome.status === 'succeeded') {
      if (pending.bulk) {
        chooseView('all');
        setAnswer({ tone: 'success', message: () => successMessage(accountNumbers), returnTo: 'view' });
      } else {
        setAnswer({
          tone: 'success',
          message: () => successMessage(accountNumbers),
          returnTo: accountNumbers[0] ?? null,
        });
      }
    } else {
      setAnswer({
        tone: 'warning',
        message: () => (outcome.status === 'failed' ? outcome.error : null) ?? errorMessages.contactSupport,
        returnTo: pending.bulk ? 'bulk' : (accountNumbers[0] ?? null),
      });
    }
  }

  function closeAnswer() {
    const returnTo = answer?.returnTo ?? null;
    setAnswer(null);
    // After the dialog's own focus return, which finds nothing when its control was replaced.
    window.setTimeout(() => {
      const container = root.current;
      if (!container || container.contains(deepActive(container))) return;
      const target =
        returnTo === 'view'
          ? container.querySelector<HTMLElement>('select')
          : returnTo === 'bulk'
            ? container.querySelector<HTMLElement>('[data-bulk-action]')
            : container.querySelector<HTMLElement>(`[data-account-action="${returnTo ?? ''}"]`);
      (target ?? container.querySelector<HTMLElement>('select, button'))?.focus();
    }, 0);
  }

  const language = useLanguage();
  const columns = useMemo<readonly DataTableColumn<LevelizedAccount>[]>(
    () => [
      {
        id: 'accountNumber',
        header: messages.columns.accountNumber,
        value: (row) => row.accountNumber,
        rowHeader: true,
        sortable: true,
        searchable: true,
      },
      {
        id: 'serviceAddress',
        header: messages.columns.serviceAddress,
        value: (row) => row.serviceAddress,
        sortable: true,
        searchable: true,
      },
      {
        id: 'estimatedAmount',
        header: messages.columns.estimatedAmount,
        value: (row) => row.estimatedAmount,
        cell: (row) => estimatedAmountText(row),
        searchText: (row) => estimatedAmountText(row),
        align: 'end',
        sortable: true,
        searchable: true,
      },
      {
        id: 'action',
        header: messages.columns.action,
        value: (row) => rowAction(row).kind,
        cell: (row) => (
          <RowActionCell row={row} onChange={(change) => ask(change, [row], false)} busy={save.pending} />
        ),
        hideHeader: true,
      },
    ],
    // `ask` reads the latest state through its setters; the busy flag and the language (the headers)
    // are the only inputs that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [save.pending, language],
  );

  const confirmation = pending
    ? confirmationOf(
        pending.change,
        pending.accounts.map((account) => account.accountNumber),
      )
    : null;

  return (
    <div ref={root} className={styles.root}>
      <DataTable
        caption={messages.caption}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => row.accountNumber}
        pageSizeOptions={pageSizeOptions}
        defaultPageSize={10}
        emptyMessage={messages.noAccounts}
        filter={{ key: view, hiddenSelection: 'drop' }}
        {...(bulkChange
          ? {
              selection: {
                rowLabel: (row: LevelizedAccount) => row.accountNumber,
                selectedRowIds: selectedIds,
                onChange: (ids: readonly string[]) => setSelectedIds(ids),
              },
            }
          : {})}
        toolbar={
          showsViewFilter(accounts) || bulkChange ? (
            <div className={styles.controls}>
              {showsViewFilter(accounts) && (
                <SelectField
                  className={styles.viewSelect}
                  label={messages.viewLabel}
                  options={viewOptions()}
                  value={view}
                  onChange={(event) => chooseView(event.target.value as AverageBillingView)}
                />
              )}
              {bulkChange && (
                <div className={styles.bulk}>
                  <Button
                    variant="primary"
                    data-bulk-action=""
                    disabled={selectedRows.length === 0}
                    loading={save.pending && pending?.bulk === true}
                    onPointerEnter={preloadAverageBillingDialogs}
                    onFocus={preloadAverageBillingDialogs}
                    onClick={() => ask(bulkChange, selectedRows, true)}
                  >
                    {bulkButtonLabel(bulkChange)}
                  </Button>
                  <p className={styles.hint}>{messages.bulkHint(bulkButtonLabel(bulkChange))}</p>
                </div>
              )}
            </div>
          ) : undefined
        }
      />
      {pending && confirmation && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={confirmation.title}
            message={confirmation.message}
            confirmLabel={messages.confirm.continue}
            cancelLabel={messages.confirm.cancel}
            confirming={save.pending}
            onConfirm={() => void confirm()}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
      {answer && (
        <Suspense fallback={null}>
          <InfoDialog
            open
            onOpenChange={(open) => {
              if (!open) closeAnswer();
            }}
            title={answer.tone === 'success' ? messages.success.title : messages.warningTitle}
          >
            {answer.message()}
          </InfoDialog>
        </Suspense>
      )}
    </div>
  );
}

/** The element focus is on, through open shadow roots. */
function deepActive(container: HTMLElement): Element | null {
  let active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

interface RowActionCellProps {
  readonly row: LevelizedAccount;
  readonly onChange: (change: BillingChange) => void;
  readonly busy: boolean;
}

/** Sign Up, Remove, or Not Eligible with the reason a keyboard or a tap can open (spec 03 §2.4). */
function RowActionCell({ row, onChange, busy }: RowActionCellProps) {
  const action = rowAction(row);
  if (action.kind === 'not-eligible') {
    return (
      <span className={styles.notEligible}>
        <span>{messages.actions.notEligible}</span>
        <Tooltip label={messages.reasonLabel(row.accountNumber)} content={action.reason} />
      </span>
    );
  }
  const text = action.kind === 'sign-up' ? messages.actions.signUp : messages.actions.remove;
  return (
    <Button
      variant="secondary"
      className={styles.rowAction}
      data-account-action={row.accountNumber}
      aria-label={messages.actionLabel(text, row.accountNumber)}
      disabled={busy}
      onPointerEnter={preloadAverageBillingDialogs}
      onFocus={preloadAverageBillingDialogs}
      onClick={() => onChange(action.kind)}
    >
      {text}
    </Button>
  );
}
