import type { AmountSummary } from '../../domain/account-overview/summary.ts';
import { portalUrl } from '../../domain/portal/links.ts';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import * as buttonStyles from '../../ui/primitives/Button/Button.css.ts';
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
 * Pay Bill opens the payment screen with this account checked and its amount filled in.
 */
export function MyBillCard({ title, summary }: MyBillCardProps) {
  const lines = [...summary.billingDifferences, ...(summary.pastDue ? [summary.pastDue] : []), summary.date];
  return (
    <OverviewCard title={title} cardId="my-bill">
      <p className={styles.amount} data-amount="">
        <span className={styles.amountLabel}>{summary.amount.label}</span>
        <span className={styles.amountValue}>{summary.amount.value}</span>
      </p>
      <DetailList items={lines} />
      {summary.enrolmentNote ? <p className={styles.note}>{summary.enrolmentNote}</p> : null}
      <RouteLink
        className={`${buttonStyles.variants.primary} ${styles.payBill}`}
        to={portalUrl(summary.payBill.target)}
      >
        {summary.payBill.label}
      </RouteLink>
    </OverviewCard>
  );
}
