import { useId } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getBillingPeriod } from '../../api/usage-tracker.ts';
import type { IsoDate } from '../../domain/dates.ts';
import { usageTrackerErrors } from '../../domain/usage-tracker/errors.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import { projectBill, projectedBillSentences } from '../../domain/usage-tracker/projected-bill.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './DailyUsage.css.ts';
import { usageKeys } from './usage-keys.ts';

export interface ProjectedBillProps {
  readonly account: MemberAccount;
  readonly meterId: string;
  readonly unitLabel: string;
  readonly today: IsoDate;
}

/** The projected bill of the current billing period, beside the last bill; nothing before its first reading. */
export function ProjectedBill({ account, meterId, unitLabel, today }: ProjectedBillProps) {
  const { client } = useElementContext();
  const headingId = useId();
  const period = useQuery(
    usageKeys(account.memberNumber, account.accountNumber, 'billing-period', meterId),
    (signal) => getBillingPeriod(client, account, { meterId }, signal),
  );
  const bill = period.status === 'ready' ? projectBill(period.data, today) : null;
  if (period.status === 'ready' && !bill) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-section="projected-bill">
      <h3 id={headingId} className={styles.panelHeading}>
        {messages.projected.title}
      </h3>
      <LoadState query={period} errors={usageTrackerErrors} loadingLabel={messages.projected.loading}>
        {() =>
          bill
            ? projectedBillSentences(bill, unitLabel).map((sentence) => (
                <p key={sentence} className={styles.panelText}>
                  {sentence}
                </p>
              ))
            : null
        }
      </LoadState>
    </section>
  );
}
