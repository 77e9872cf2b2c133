import { createElement } from 'react';
import type { AmountSummary } from '../../domain/account-overview/summary.ts';
import { configurationAttributes } from '../../ui/element/configuration-attributes.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import * as styles from './MyBillCard.css.ts';
import { OverviewCard } from './OverviewCard.tsx';

export interface MyBillCardProps {
  readonly title: string;
  readonly summary: AmountSummary;
}

/**
 * The My Bill card: the amount due (Account Balance for prepaid), the budget or average differences,
 * the past due amount, the AutoPay / EZ Pay / Draft Pay note, the cut-off or due date and Pay Bill.
 * Pay Bill is the `<coop-quick-pay-button>` element, which for a signed-in member opens the payment
 * confirmation of the member's accounts: features do not import each other, and the element is the
 * same door every page uses.
 */
export function MyBillCard({ title, summary }: MyBillCardProps) {
  const { config } = useElementContext();
  const lines = [...summary.billingDifferences, ...(summary.pastDue ? [summary.pastDue] : []), summary.date];
  return (
    <OverviewCard title={title} cardId="my-bill">
      <p className={styles.amount} data-amount="">
        <span className={styles.amountLabel}>{summary.amount.label}</span>
        <span className={styles.amountValue}>{summary.amount.value}</span>
      </p>
      <DetailList items={lines} />
      {summary.enrolmentNote ? <p className={styles.note}>{summary.enrolmentNote}</p> : null}
      <div className={styles.payBill}>
        {createElement('coop-quick-pay-button', {
          label: summary.payBillLabel,
          ...configurationAttributes(config),
        })}
      </div>
    </OverviewCard>
  );
}
