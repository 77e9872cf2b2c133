import { useEffect, useId, useMemo } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getServiceOrders, getServiceOrderTypes } from '../../api/service-requests.ts';
import { serviceRequestsErrors } from '../../domain/service-requests/errors.ts';
import { serviceRequestsMessages as messages } from '../../domain/service-requests/messages.ts';
import { routeWithoutAccountNumber } from '../../domain/service-requests/route-query.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { useIsPortalRoute, useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { ServiceOrdersTable } from './ServiceOrdersTable.tsx';
import { ServiceRequestForm } from './ServiceRequestForm.tsx';
import { serviceRequestsKeys } from './service-requests-keys.ts';
import * as styles from './ServiceRequestsScreen.css.ts';

/** The portal route of the screen (spec 03 §2). */
const route = 'pages/service-requests';

/**
 * Service Requests (spec 03 §2.5) of the account the member is looking at: the request form and the
 * history of the account's requests.
 */
export function ServiceRequestsScreen() {
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={serviceRequestsErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
      >
        {({ context, info }) => (
          <ServiceRequestsContent
            key={info.accountNumber}
            context={context}
            accountNumber={info.accountNumber}
          />
        )}
      </AccountFrame>
    </div>
  );
}

/**
 * Spec 03 §2.5: `accountno` selects the account (the account context has made it the switcher's
 * selection by now) and is then removed from the address: the portal's route is replaced, a page of
 * its own has its address rewritten in place.
 */
function useDropAccountNumberFromAddress() {
  const query = useRouteQuery();
  const inPortal = useIsPortalRoute();
  const navigation = usePortalNavigation();
  useEffect(() => {
    if (inPortal) {
      const target = routeWithoutAccountNumber(route, query);
      if (target !== null) navigation.navigate(target, { replace: true });
      return;
    }
    const page = new URL(location.href);
    const target = routeWithoutAccountNumber(page.pathname, page.searchParams);
    if (target !== null) history.replaceState(history.state, '', `${target}${page.hash}`);
  }, [inPortal, navigation, query]);
}

interface ServiceRequestsContentProps {
  readonly context: AccountContext;
  readonly accountNumber: string;
}

function ServiceRequestsContent({ context, accountNumber }: ServiceRequestsContentProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const account: MemberAccount = useMemo(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  const headingId = useId();
  useDropAccountNumberFromAddress();
  const types = useQuery(serviceRequestsKeys(memberNumber, accountNumber, 'types'), (signal) =>
    getServiceOrderTypes(client, account, signal),
  );
  const historyKey = serviceRequestsKeys(memberNumber, accountNumber, 'history');
  const history = useQuery(historyKey, (signal) => getServiceOrders(client, account, signal));

  return (
    <>
      <DetailList items={[{ label: messages.account, value: accountNumber }]} />
      <section className={styles.section} aria-labelledby={`${headingId}-form`} data-section="form">
        <h3 id={`${headingId}-form`} className={styles.sectionHeading}>
          {messages.form.heading}
        </h3>
        <LoadState
          query={types}
          errors={serviceRequestsErrors}
          loadingLabel={messages.loading}
          isEmpty={(list) => list.length === 0}
          emptyMessage={messages.form.noServiceTypes}
        >
          {(list) => <ServiceRequestForm account={account} types={list} historyKey={historyKey} />}
        </LoadState>
      </section>
      <section className={styles.section} aria-labelledby={`${headingId}-history`} data-section="history">
        <h3 id={`${headingId}-history`} className={styles.sectionHeading}>
          {messages.history.heading}
        </h3>
        <LoadState query={history} errors={serviceRequestsErrors} loadingLabel={messages.history.loading}>
          {(rows) => <ServiceOrdersTable rows={rows} />}
        </LoadState>
      </section>
    </>
  );
}
