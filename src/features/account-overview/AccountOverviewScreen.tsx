import { useMemo } from 'react';
import { getBillingHistory, getPaymentHistory } from '../../api/account-overview.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import type { AccountInfo } from '../../domain/account-overview/types.ts';
import {
  arrangementDetails,
  type CooperativeDay,
  overviewBanners,
} from '../../domain/account-overview/banners.ts';
import { accountOverviewErrors } from '../../domain/account-overview/errors.ts';
import { historyRows } from '../../domain/account-overview/history.ts';
import { accountOverviewMessages as messages } from '../../domain/account-overview/messages.ts';
import { paymentProgramLinks } from '../../domain/account-overview/payment-programs.ts';
import { quickLinks } from '../../domain/account-overview/quick-links.ts';
import {
  accountDetailLines,
  cardsInLayout,
  isUsageGraphInLayout,
  type OverviewCard as OverviewCardModel,
  outageStatusTarget,
  overviewCards,
  overviewLayout,
  statementSection,
} from '../../domain/account-overview/sections.ts';
import { type AccountOverviewSettings, overviewSettings } from '../../domain/account-overview/settings.ts';
import { outageStatus } from '../../domain/account-overview/status.ts';
import { amountSummary } from '../../domain/account-overview/summary.ts';
import { billedUsageSummary } from '../../domain/account-overview/usage.ts';
import { cooperativeDay } from '../../domain/site/cooperative-day.ts';
import { combineQueries } from '../../state/combine-queries.ts';
import { accountArea } from '../../state/query-keys.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { AccountStatusCard } from './AccountStatusCard.tsx';
import * as styles from './AccountOverviewScreen.css.ts';
import { BillingHistory, type HistoryDialogOnLoad } from './BillingHistory.tsx';
import { LinkListCard } from './LinkListCard.tsx';
import { MyBillCard } from './MyBillCard.tsx';
import { OverviewBanners } from './OverviewBanners.tsx';
import { OverviewCard } from './OverviewCard.tsx';
import { StatementMessages } from './StatementMessages.tsx';
import { UsageSummary } from './UsageSummary.tsx';

/** The overview's keys under the account: its payments and its bills. */
const overviewKeys = accountArea('overview');

export interface AccountOverviewScreenProps {
  /**
   * 'mymeter' or the meter-sense link value (path segment or `link` query). Either selects the usage
   * view, where My Meter and View Details are; the spec does not show more of what it does.
   */
  readonly link?: string;
  /** 'basic' or 'detailed' (the default): the layout setting of spec 02 §2.1. */
  readonly layout?: string;
  /** The `viewbill` route opens the latest bill; the `no-bill` route the no-bill dialog. */
  readonly openOnLoad?: HistoryDialogOnLoad;
}

/**
 * The Account Overview (spec 02 §2.1) of the account the member is looking at: banners, My Account,
 * My Bill with Pay Bill, the statement and bill messages, the Account Status, budget billing,
 * arrangement, quick links and payment programs cards, the billing and payment history and the billed
 * usage summary, in the basic or detailed layout.
 */
export function AccountOverviewScreen({ link: routeLink, layout, openOnLoad }: AccountOverviewScreenProps) {
  // A standalone element has no route: the page's `link` query selects the view.
  const pageLink = useRouteQuery().get('link');
  const link = routeLink ?? pageLink ?? undefined;
  const { config } = useElementContext();
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={accountOverviewErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.errors.noAccounts}
        alongside={site}
      >
        {({ context, info, alongside }) => (
          <AccountOverviewContent
            context={context}
            info={info}
            site={alongside}
            layout={layout}
            link={link}
            openOnLoad={openOnLoad}
          />
        )}
      </AccountFrame>
    </div>
  );
}

interface AccountOverviewContentProps {
  readonly context: AccountContext;
  readonly info: AccountInfo;
  readonly site: SiteConfiguration;
  readonly layout: string | undefined;
  readonly link: string | undefined;
  readonly openOnLoad: HistoryDialogOnLoad | undefined;
}

function AccountOverviewContent({
  context,
  info,
  site,
  layout,
  link,
  openOnLoad,
}: AccountOverviewContentProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const accountNumber = info.accountNumber;
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const memberAccount = useMemo(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  const settings = overviewSettings(site, info, layout);
  const today = cooperativeDay(site.siteSettings);

  const payments = useQuery(overviewKeys(memberNumber, accountNumber, 'payments'), (signal) =>
    getPaymentHistory(client, memberAccount, signal),
  );
  const bills = useQuery(overviewKeys(memberNumber, accountNumber, 'bills'), (signal) =>
    getBillingHistory(client, memberAccount, signal),
  );
  const history = combineQueries(payments, bills);
  const showUsage = isUsageGraphInLayout(info, settings);

  return (
    <>
      <OverviewBanners banners={overviewBanners(info, today)} />
      <div className={styles.cards}>
        {cardsInLayout(overviewCards(info, settings), overviewLayout(settings)).map((card) => (
          <OverviewCardContent
            key={card.id}
            card={card}
            info={info}
            settings={settings}
            memberNumber={memberNumber}
            member={member}
            today={today}
          />
        ))}
      </div>
      <StatementMessages {...statementSection(info)} />
      <LoadState query={history} errors={accountOverviewErrors} loadingLabel={messages.history.loading}>
        {([paymentItems, billItems]) => (
          <BillingHistory
            rows={historyRows(paymentItems, billItems)}
            member={member}
            openOnLoad={openOnLoad}
          />
        )}
      </LoadState>
      {showUsage ? (
        <LoadState query={bills} errors={accountOverviewErrors} loadingLabel={messages.usage.loading}>
          {(billItems) => (
            <UsageSummary
              usage={billedUsageSummary(billItems)}
              bills={billItems}
              account={memberAccount}
              serviceAddress={info.serviceAddress}
              timeZone={today.timeZone}
              selected={Boolean(link)}
            />
          )}
        </LoadState>
      ) : null}
    </>
  );
}

interface OverviewCardContentProps {
  readonly card: OverviewCardModel;
  readonly info: AccountInfo;
  readonly settings: AccountOverviewSettings;
  readonly memberNumber: string;
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  readonly today: CooperativeDay;
}

/** One card of `overviewCards`, with what it shows. */
function OverviewCardContent({
  card,
  info,
  settings,
  memberNumber,
  member,
  today,
}: OverviewCardContentProps) {
  switch (card.id) {
    case 'account-status':
      return (
        <AccountStatusCard
          title={card.title}
          outageStatus={outageStatus(info)}
          reportOutage={outageStatusTarget(info, memberNumber)}
        />
      );
    case 'my-account':
      return (
        <OverviewCard title={card.title} cardId={card.id}>
          <DetailList items={accountDetailLines(info)} />
        </OverviewCard>
      );
    case 'my-bill':
      return <MyBillCard title={card.title} summary={amountSummary(info, settings)} />;
    case 'budget-billing': {
      const summary = amountSummary(info, settings);
      return (
        <OverviewCard title={card.title} cardId={card.id}>
          <DetailList
            items={[
              { label: messages.budgetBilling.billingType, value: info.billingType ?? '' },
              ...summary.billingDifferences,
            ]}
          />
        </OverviewCard>
      );
    }
    case 'arrangement-details': {
      const details = arrangementDetails(info, today);
      return (
        <OverviewCard title={card.title} cardId={card.id}>
          <DetailList items={details?.lines ?? []} />
          {details?.overdueLabel ? <Alert tone="error">{details.overdueLabel}</Alert> : null}
        </OverviewCard>
      );
    }
    case 'quick-links':
      return (
        <LinkListCard
          title={card.title}
          cardId={card.id}
          links={quickLinks({ account: info, settings, memberNumber })}
          member={member}
        />
      );
    case 'payment-programs':
      return (
        <LinkListCard
          title={card.title}
          cardId={card.id}
          links={paymentProgramLinks({ account: info, settings, memberNumber })}
          member={member}
        />
      );
  }
}
