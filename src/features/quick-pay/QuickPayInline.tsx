import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isFeatureEnabled } from '../../domain/site/features.ts';
import { prefillFromQuery } from '../../domain/quick-pay/account-lookup.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { errorMessage } from '../../domain/error-messages.ts';
import { quickPayErrors } from '../../domain/quick-pay/errors.ts';
import { isSignedInAtom } from '../../state/session.ts';
import { useSiteConfiguration } from '../../state/site-configuration.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Spinner } from '../../ui/primitives/Spinner/Spinner.tsx';
import { QuickPayFlow } from './QuickPayFlow.tsx';
import * as styles from './QuickPayFlow.css';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';

export interface QuickPayInlineProps {
  /** Prefills the account number (first 12 characters, digits only); defaults to the page's `accountno` query. */
  readonly accountNo?: string;
  /** Prefills the last four phone digits; defaults to the page's `phone` query. */
  readonly phone?: string;
}

/** `<coop-quick-pay>`: the Quick Pay flow on the page itself, as the /quick-pay route shows it. */
export function QuickPayInline({ accountNo, phone }: QuickPayInlineProps) {
  const { config } = useElementContext();
  const site = useSiteConfiguration(config.apiBase, config.applicationId);
  const signedIn = useAtomValue(isSignedInAtom);
  const portal = usePortalNavigation();
  const routeQuery = useRouteQuery();
  const [prefill] = useState(() => {
    const query = new URLSearchParams(routeQuery);
    if (accountNo !== undefined) query.set('accountno', accountNo);
    if (phone !== undefined) query.set('phone', phone);
    return prefillFromQuery(query);
  });

  // A signed-in member pays from the signed-in area (spec 01 §2.11).
  useEffect(() => {
    if (signedIn && portal.reachesPortal) portal.navigate('accountoverview', { reason: 'signed-in' });
  }, [portal, signedIn]);

  let content;
  if (site.status === 'loading') {
    content = (
      <div className={styles.loadingPlace}>
        <Spinner label={quickPayMessages.loading} />
      </div>
    );
  } else if (site.status === 'failed') {
    content = <Alert tone="error">{errorMessage(site.error.failure, quickPayErrors)}</Alert>;
  } else if (!isFeatureEnabled(site.configuration.features, 'QuickPay')) {
    content = <Alert tone="info">{quickPayMessages.featureUnavailable}</Alert>;
  } else {
    content = (
      <QuickPayFlow
        prefill={prefill}
        verifyTimeoutSeconds={
          config.verifyTimeoutSeconds ?? site.configuration.configuration.quickPayVerifyTimeoutSeconds
        }
      />
    );
  }

  return (
    <section className={styles.card} part="card" aria-labelledby="coop-quick-pay-heading">
      <h2 id="coop-quick-pay-heading" className={styles.heading}>
        {quickPayMessages.dialogTitle}
      </h2>
      {content}
    </section>
  );
}
