import { useMemo } from 'react';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import type { AccountInfo } from '../../domain/account-overview/types.ts';
import { outageAvailability, outagePageQuery } from '../../domain/outage/availability.ts';
import { outageErrorMessages, outageErrors } from '../../domain/outage/errors.ts';
import { outageMessages as messages } from '../../domain/outage/messages.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { OutageTabs } from './OutageTabs.tsx';
import * as styles from './OutageScreen.css.ts';

/**
 * The Outage screen (spec 03 §2.1) of the account the member is looking at: its Status, Report an
 * Outage, Map and Outage History tabs, or the outage error of spec 03 §8 that stands in their place.
 */
export function OutageScreen() {
  const { config } = useElementContext();
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={outageErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={outageErrorMessages.noAccountContext}
        alongside={site}
      >
        {({ context, info, alongside }) => <OutageContent context={context} info={info} site={alongside} />}
      </AccountFrame>
    </div>
  );
}

interface OutageContentProps {
  readonly context: AccountContext;
  readonly info: AccountInfo;
  readonly site: SiteConfiguration;
}

function OutageContent({ context, info, site }: OutageContentProps) {
  const routeQuery = useRouteQuery();
  const query = useMemo(() => outagePageQuery(routeQuery), [routeQuery]);
  const availability = outageAvailability({
    query,
    memberNumber: context.memberNumber,
    account: info,
    hideNonElectricOutage: site.configuration.hideNonElectricUsageAndOutage,
  });

  if (availability.kind === 'no-account-context') {
    return <Alert tone="error">{outageErrorMessages.noAccountContext}</Alert>;
  }
  if (availability.kind === 'not-supported') {
    return <Alert tone="info">{outageErrorMessages.notSupported}</Alert>;
  }
  return (
    <>
      <DetailList
        className={styles.account}
        items={[
          { label: messages.account.accountNumber, value: info.accountNumber },
          ...(info.serviceAddress
            ? [{ label: messages.account.serviceAddress, value: info.serviceAddress }]
            : []),
        ]}
      />
      <OutageTabs
        key={info.accountNumber}
        context={context}
        info={info}
        site={site}
        locationId={availability.locationId}
      />
    </>
  );
}
