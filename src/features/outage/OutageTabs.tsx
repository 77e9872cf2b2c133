import { useMemo, useState } from 'react';
import { getOutageStatus } from '../../api/outage.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import type { AccountInfo } from '../../domain/account-overview/types.ts';
import { outageErrorMessages, outageErrors } from '../../domain/outage/errors.ts';
import { outageMessages as messages } from '../../domain/outage/messages.ts';
import { outageStatusMessage } from '../../domain/outage/status.ts';
import { type OutageTab, outageMapTarget, outageTabs, shownTab } from '../../domain/outage/tabs.ts';
import { cooperativeDay } from '../../domain/site/cooperative-day.ts';
import { useQuery } from '../../state/useQuery.ts';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import * as buttonStyles from '../../ui/primitives/Button/Button.css.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { Tabs } from '../../ui/primitives/Tabs/Tabs.tsx';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { outageKeys } from './outage-keys.ts';
import { OutageHistoryTable } from './OutageHistoryTable.tsx';
import { ReportOutage } from './ReportOutage.tsx';
import * as styles from './OutageTabs.css.ts';

export interface OutageTabsProps {
  readonly context: AccountContext;
  readonly info: AccountInfo;
  readonly site: SiteConfiguration;
  /** The account's location; null when it has none (no report, no history). */
  readonly locationId: string | null;
}

/**
 * The tabs of spec 03 §2.1: Status (refetched each time it is selected), Report an Outage (hidden for
 * the derived statuses of §2.1 while no outage is active), Map (with an outage map link) and Outage
 * History. A panel's data loads when its tab is first opened.
 */
export function OutageTabs({ context, info, site, locationId }: OutageTabsProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const accountNumber = info.accountNumber;
  const account = useMemo(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  const { timeZone } = cooperativeDay(site.siteSettings);
  const statusKey = outageKeys(memberNumber, accountNumber, 'status');
  const status = useQuery(statusKey, (signal) => getOutageStatus(client, account, signal));
  const mapTarget = outageMapTarget(site);
  const tabs = outageTabs({
    derivedStatus: info.derivedStatus,
    isActive: status.data?.isActive ?? false,
    hasMap: mapTarget !== null,
  });
  const [chosen, setChosen] = useState<OutageTab>('status');
  const tab = shownTab(chosen, tabs);

  const choose = (value: string) => {
    setChosen(value as OutageTab);
    if (value === 'status') status.reload();
  };

  return (
    <Tabs.Root value={tab} onValueChange={choose} className={styles.tabs}>
      <Tabs.List aria-label={messages.tabs.label} className={styles.tabList}>
        {tabs.map((id) => (
          <Tabs.Trigger key={id} value={id} data-tab={id}>
            {messages.tabs[id]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="status" data-panel="status">
        <LoadState query={status} errors={outageErrors} loadingLabel={messages.status.loading}>
          {(current) => {
            const message = outageStatusMessage(current, timeZone);
            return (
              <div data-outage-active={message.active}>
                <Alert tone={message.active ? 'warning' : 'success'}>
                  <p className={styles.message}>{message.text}</p>
                </Alert>
              </div>
            );
          }}
        </LoadState>
      </Tabs.Content>
      {tabs.includes('report') ? (
        <Tabs.Content value="report" data-panel="report">
          {locationId ? (
            <ReportOutage account={account} statusKey={statusKey} />
          ) : (
            <Alert tone="error">{outageErrorMessages.noLocation}</Alert>
          )}
        </Tabs.Content>
      ) : null}
      {mapTarget ? (
        <Tabs.Content value="map" data-panel="map">
          <div className={styles.map}>
            <p className={styles.message}>{messages.map.text}</p>
            <a
              className={buttonStyles.variants.secondary}
              href={mapTarget.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {messages.map.link}
              <VisuallyHidden> ({messages.map.opensInNewWindow})</VisuallyHidden>
            </a>
          </div>
        </Tabs.Content>
      ) : null}
      <Tabs.Content value="history" data-panel="history">
        {locationId ? (
          <OutageHistoryTable
            member={context}
            accountNumber={accountNumber}
            locationId={locationId}
            timeZone={timeZone}
          />
        ) : (
          <Alert tone="error">{outageErrorMessages.noLocation}</Alert>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
