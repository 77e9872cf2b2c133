import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProfileOptions } from '../../api/schemas/my-profile.ts';
import { myProfileMessages as messages } from '../../domain/my-profile/messages.ts';
import {
  allChecked,
  isEmailLocked,
  type PaperlessColumn,
  paperlessColumns,
  type PaperlessRow,
  setColumn,
  setPaperlessBox,
} from '../../domain/my-profile/paperless.ts';
import type { ProfileFormValues } from '../../domain/my-profile/update.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import * as styles from './MyProfileScreen.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

export interface PaperlessTabProps {
  readonly form: UseFormReturn<ProfileFormValues>;
  readonly options: ProfileOptions;
  readonly rows: readonly PaperlessRow[];
  readonly onRowsChange: (rows: PaperlessRow[]) => void;
}

const texts = messages.paperless;

/**
 * Paperless Options (spec 02 §2.3, §4): the member-level options, each account's row with its
 * select-all boxes, the annual meeting kit, marketing email and the confirmation checkbox.
 */
export function PaperlessTab({ form, options, rows, onRowsChange }: PaperlessTabProps) {
  const {
    register,
    trigger,
    formState: { errors, isSubmitted },
  } = form;

  function changeRows(next: PaperlessRow[]) {
    onRowsChange(next);
    // The confirmation rule reads the rows: once the form was submitted, it speaks again as they change.
    if (isSubmitted) queueMicrotask(() => void trigger('paperlessConfirmed'));
  }

  const language = useLanguage();
  const columns = useMemo<readonly DataTableColumn<PaperlessRow>[]>(() => {
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
            const checked = event.target.checked;
            changeRows(
              rows.map((current) =>
                current.accountNumber === row.accountNumber
                  ? setPaperlessBox(current, column, checked)
                  : current,
              ),
            );
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- changeRows reads the same rows; texts the language
  }, [rows, language]);

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
          {rows.length === 0 ? (
            <Alert tone="info">{texts.noAccounts}</Alert>
          ) : (
            <>
              <div className={styles.selectAll}>
                {paperlessColumns.map((column) => (
                  <CheckboxField
                    key={column}
                    label={texts.selectAll[column]}
                    checked={allChecked(rows, column)}
                    onChange={(event) => changeRows(setColumn(rows, column, event.target.checked))}
                  />
                ))}
              </div>
              <DataTable
                caption={texts.caption}
                hideCaption
                columns={columns}
                data={rows}
                getRowId={(row) => row.accountNumber}
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
