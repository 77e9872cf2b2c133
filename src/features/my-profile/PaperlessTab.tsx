import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PaperlessAccount, PaperlessAccounts, ProfileOptions } from '../../api/schemas/my-profile.ts';
import { myProfileMessages as messages } from '../../domain/my-profile/messages.ts';
import {
  isEmailLocked,
  type PaperlessColumn,
  paperlessColumns,
  type PaperlessRow,
} from '../../domain/my-profile/paperless.ts';
import {
  changeAllAccounts,
  changePaperlessBox,
  everyAccountChecked,
  type PaperlessChanges,
  type PaperlessCounts,
  shownPaperlessRow,
} from '../../domain/my-profile/paperless-changes.ts';
import type { ProfileFormValues } from '../../domain/my-profile/update.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import * as styles from './MyProfileScreen.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';
import type { AccountPages } from '../../ui/account/useAccountPages.ts';

export interface PaperlessTabProps {
  readonly form: UseFormReturn<ProfileFormValues>;
  readonly options: ProfileOptions;
  /** The page of rows shown, as the back office has them. */
  readonly page: PaperlessAccounts;
  readonly pages: AccountPages<PaperlessAccounts>;
  /** What the member changed, on any page. */
  readonly changes: PaperlessChanges;
  /** How many of all the accounts have each box on, the changes applied. */
  readonly counts: PaperlessCounts;
  readonly onChangesChange: (changes: PaperlessChanges) => void;
}

const texts = messages.paperless;

/** A row of the table as the back office has it (spec 02 §3, "Member account"). */
function paperlessRow(account: PaperlessAccount): PaperlessRow {
  return {
    accountNumber: account.accountNumber,
    address: account.address,
    emailBillNotice: account.hasEmailBillNotice || account.hasPaperlessBilling,
    paperlessBill: account.hasPaperlessBilling,
    otherPaperless: account.hasOtherPaperlessBillinge,
  };
}

/**
 * Paperless Options (spec 02 §2.3, §4): the member-level options, each account's row with its
 * select-all boxes, the annual meeting kit, marketing email and the confirmation checkbox. A member may
 * hold thousands of accounts: the rows come a page at a time, and a select-all box applies to every
 * account, on every page.
 */
export function PaperlessTab({
  form,
  options,
  page,
  pages,
  changes,
  counts,
  onChangesChange,
}: PaperlessTabProps) {
  const {
    register,
    trigger,
    formState: { errors, isSubmitted },
  } = form;

  function change(next: PaperlessChanges) {
    onChangesChange(next);
    // The confirmation rule reads the rows: once the form was submitted, it speaks again as they change.
    if (isSubmitted) queueMicrotask(() => void trigger('paperlessConfirmed'));
  }

  const loadedRows = useMemo(() => page.accounts.map(paperlessRow), [page.accounts]);
  const rows = useMemo(() => loadedRows.map((row) => shownPaperlessRow(row, changes)), [loadedRows, changes]);
  const language = useLanguage();
  const columns = useMemo<readonly DataTableColumn<PaperlessRow>[]>(() => {
    const loadedRow = (accountNumber: string) =>
      loadedRows.find((row) => row.accountNumber === accountNumber);
    const box = (column: PaperlessColumn): DataTableColumn<PaperlessRow> => ({
      id: column,
      header: texts.columns[column],
      value: (row) => (row[column] ? 'Y' : 'N'),
      cell: (row) => (
        <CheckboxField
          className={styles.cellField}
          label={texts.rowLabels[column](row.accountNumber)}
          checked={row[column]}
          disabled={column === 'emailBillNotice' && isEmailLocked(row)}
          hint={column === 'emailBillNotice' && isEmailLocked(row) ? texts.emailForced : undefined}
          onChange={(event) => {
            const loaded = loadedRow(row.accountNumber);
            if (loaded) change(changePaperlessBox(changes, loaded, column, event.target.checked));
          }}
        />
      ),
    });
    return [
      {
        id: 'accountNumber',
        header: texts.columns.account,
        value: (row) => row.accountNumber,
        rowHeader: true,
      },
      { id: 'address', header: texts.columns.address, value: (row) => row.address },
      ...paperlessColumns.map(box),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- change reads the same changes; texts the language
  }, [loadedRows, changes, language]);

  return (
    <div className={styles.panel}>
      {options.paperlessMemberLevel && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{texts.memberLevel}</legend>
          <CheckboxField label={texts.memberPaperlessBilling} {...register('hasPaperlessBilling')} />
          <CheckboxField label={texts.memberPaperlessOther} {...register('hasPaperlessOther')} />
        </fieldset>
      )}
      {options.paperlessAccountLevel && (
        <fieldset className={styles.wideSection}>
          <legend className={styles.legend}>{texts.accounts}</legend>
          {page.totalRecords === 0 ? (
            <Alert tone="info">{texts.noAccounts}</Alert>
          ) : (
            <>
              <div className={styles.selectAll}>
                {paperlessColumns.map((column) => (
                  <CheckboxField
                    key={column}
                    label={texts.selectAll[column]}
                    checked={everyAccountChecked(counts, column)}
                    onChange={(event) => change(changeAllAccounts(changes, column, event.target.checked))}
                  />
                ))}
              </div>
              <DataTable
                caption={texts.caption}
                hideCaption
                columns={columns}
                data={rows}
                getRowId={(row) => row.accountNumber}
                server={pages.server}
                loading={pages.loading}
                emptyMessage={texts.noAccounts}
              />
            </>
          )}
        </fieldset>
      )}
      {(options.annualMeetingKit || options.marketingSignUp) && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{texts.other}</legend>
          {options.annualMeetingKit && (
            <CheckboxField label={texts.annualMeetingKit} {...register('electronicKit')} />
          )}
          {options.marketingSignUp && (
            <CheckboxField label={texts.marketingEmail} {...register('marketingEmail')} />
          )}
        </fieldset>
      )}
      <CheckboxField
        label={texts.confirmation}
        error={errors.paperlessConfirmed?.message}
        {...register('paperlessConfirmed')}
      />
    </div>
  );
}
