import { useId } from 'react';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import type { AccountInfo } from '../../domain/account-overview/types.ts';
import { arrangementSummary } from '../../domain/arrangements/arrangement.ts';
import { arrangementsErrors } from '../../domain/arrangements/errors.ts';
import { arrangementsMessages as messages } from '../../domain/arrangements/messages.ts';
import { cooperativeDay } from '../../domain/site/cooperative-day.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import { useFeatureGate } from '../../ui/navigation/useFeatureGate.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import * as styles from './ArrangementsScreen.css.ts';

/**
 * Arrangements (route billpayments/view-arrangements, reached from the payment program links): the
 * selected account's payment arrangement, its notation, balance, next payment and its due date, marked
 * overdue when that date is before today (spec 02 §2.1). With the site's Arrangements feature off
 * (spec 01 §6) the member goes to the account overview instead.
 */
export function ArrangementsScreen() {
  const { site, featureOn } = useFeatureGate('Arrangements');

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      {featureOn !== false ? (
        <AccountFrame
          errors={arrangementsErrors}
          loadingLabel={messages.loading}
          noAccountsMessage={messages.noAccounts}
          alongside={site}
        >
          {({ info, alongside }) => <ArrangementDetails info={info} site={alongside} />}
        </AccountFrame>
      ) : null}
    </div>
  );
}

interface ArrangementDetailsProps {
  readonly info: AccountInfo;
  readonly site: SiteConfiguration;
}

function ArrangementDetails({ info, site }: ArrangementDetailsProps) {
  const headingId = useId();
  const summary = arrangementSummary(info, cooperativeDay(site.siteSettings));
  if (!summary) return <Alert tone="info">{messages.noArrangement}</Alert>;
  return (
    <section
      className={`${styles.card} ${styles.details}`}
      aria-labelledby={headingId}
      data-arrangement={summary.overdue ? 'overdue' : 'current'}
    >
      <h3 id={headingId} className={styles.detailsHeading}>
        {messages.details}
      </h3>
      {summary.notation ? <p className={styles.notation}>{summary.notation}</p> : null}
      {summary.overdueNotice ? <Alert tone="error">{summary.overdueNotice}</Alert> : null}
      <DetailList
        items={[
          { label: messages.arrangementBalance, value: summary.balanceText },
          { label: messages.nextPaymentAmount, value: summary.nextPaymentAmountText },
          {
            label: messages.nextPaymentDueDate,
            value: (
              <>
                {summary.nextPaymentDueDateText}
                {summary.overdue ? <span className={styles.overdue}>{messages.overdue}</span> : null}
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
