import { useEffect, useId, useState } from 'react';
import type { SignedInMember } from '../../api/account-overview.ts';
import { getPayAccountsReceipt } from '../../api/pay-accounts.ts';
import { payAccountsMessages } from '../../domain/pay-accounts/messages.ts';
import { type PayAccountsReceipt, receiptTable, receiptTotal } from '../../domain/pay-accounts/receipt.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { DataTableExport } from '../../ui/primitives/DataTable/DataTableExport.tsx';
import * as styles from './PaidAccountsReceipt.css.ts';

const messages = payAccountsMessages.receipt;

export interface PaidAccountsReceiptProps {
  /** The payment, as the result page is opened with it. */
  readonly encodedParam: string;
  readonly member: SignedInMember;
}

/**
 * Under a signed-in member's payment result: every account the payment paid, as a file to download (CSV
 * or a spreadsheet, written by the table export, whose code loads on the click). A school district
 * paying hundreds of accounts files it with its accounts payable. Shows nothing until the back office
 * has answered, nor when it has no receipt for the payment.
 */
export function PaidAccountsReceipt({ encodedParam, member }: PaidAccountsReceiptProps) {
  const { client } = useElementContext();
  const headingId = useId();
  const [receipt, setReceipt] = useState<PayAccountsReceipt | null>(null);
  const { memberNumber, accessToken } = member;

  useEffect(() => {
    const controller = new AbortController();
    getPayAccountsReceipt(client, { memberNumber, accessToken }, encodedParam, controller.signal).then(
      setReceipt,
      // The result above stands without it: a payment with no receipt, or one that did not load.
      () => undefined,
    );
    return () => controller.abort();
  }, [client, memberNumber, accessToken, encodedParam]);

  if (!receipt || receipt.accounts.length === 0) return null;
  return (
    <section className={styles.receipt} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {messages.heading}
      </h3>
      <p className={styles.summary}>{messages.summary(receipt.accounts.length, receiptTotal(receipt))}</p>
      <DataTableExport
        formats={['csv', 'xlsx']}
        fileName={messages.fileName(receipt.confirmationNumber)}
        sheetName={messages.sheetName}
        prepare={() => Promise.resolve(receiptTable(receipt))}
      />
    </section>
  );
}
