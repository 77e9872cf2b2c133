import { useId, useMemo } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getDailyUsage } from '../../api/usage-tracker.ts';
import { daysBetween } from '../../domain/dates.ts';
import { usageTrackerErrors } from '../../domain/usage-tracker/errors.ts';
import {
  comparedDays,
  explainChange,
  explanationSentence,
  readDays,
  yearBefore,
} from '../../domain/usage-tracker/explained.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import type { DateRange } from '../../domain/usage-tracker/timeframes.ts';
import type { DailyUsage } from '../../domain/usage-tracker/types.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './DailyUsage.css.ts';
import { usageKeys } from './usage-keys.ts';

export interface UsageExplainedProps {
  readonly account: MemberAccount;
  readonly meterId: string;
  readonly range: DateRange;
  /** The chosen range's daily usage, already loaded. */
  readonly current: DailyUsage;
  readonly unitLabel: string;
}

/**
 * Explained: one sentence comparing the chosen days with the same days a year before, and how much of
 * the change the weather (degree days) and the number of days account for, where the data allows.
 */
export function UsageExplained({ account, meterId, range, current, unitLabel }: UsageExplainedProps) {
  const { client } = useElementContext();
  const headingId = useId();
  // The same days a year before as the days that have readings now (today's comes tomorrow).
  const read = useMemo(() => readDays(current, meterId, range), [current, meterId, range]);
  const before = useMemo(() => yearBefore(read), [read]);
  const previous = useQuery(
    usageKeys(
      account.memberNumber,
      account.accountNumber,
      'daily',
      meterId,
      'usage',
      before.fromDate,
      before.toDate,
    ),
    (signal) => getDailyUsage(client, account, { meterId, ...before, unit: 'usage' }, signal),
  );
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-section="explained">
      <h3 id={headingId} className={styles.panelHeading}>
        {messages.explained.title}
      </h3>
      <LoadState query={previous} errors={usageTrackerErrors} loadingLabel={messages.loading}>
        {(data) => {
          const explanation = explainChange(
            comparedDays(current, meterId),
            comparedDays(data, meterId),
            daysBetween(read.fromDate, read.toDate) + 1,
          );
          return (
            <p className={styles.panelText}>
              {explanation
                ? explanationSentence(explanation, read, unitLabel)
                : messages.explained.unavailable}
            </p>
          );
        }}
      </LoadState>
    </section>
  );
}
