import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { getPayAccounts } from '../../api/pay-accounts.ts';
import { getStoredMethods } from '../../api/payment-profile.ts';
import type { PayAccountsPage } from '../../domain/pay-accounts/account-view.ts';
import { payAccountsErrors } from '../../domain/pay-accounts/errors.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import type { StoredMethod } from '../../domain/payment-profile/wallet.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { PayAccountsForm } from './PayAccountsForm.tsx';
import * as styles from './PayAccountsScreen.css.ts';
import { everyAccount, useFirstAccountsPage } from './usePayAccountPages.ts';

/**
 * Pay Multiple Accounts (route billpayments/pay-multiple): the member's accounts, each with a box and an
 * amount under spec 01 §5's rules, found by search and filter and chosen one by one or all due at once;
 * the review of what is paid with its total; how to pay (a stored method, or a new card or bank account
 * on the hosted page), the fee and taxes before paying, and today's date or, where allowed, a later one
 * that schedules the payment. One payment takes at most 1,000 accounts.
 */
export function PayAccountsScreen() {
  const { client } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const routeQuery = useRouteQuery();
  const [preselected] = useState(() => routeQuery.get('accountno'));
  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const firstPage = useFirstAccountsPage(session ? member : null, everyAccount);
  const stored = useQuery(session ? queryKeys.storedMethods(memberNumber) : null, (signal) =>
    getStoredMethods(client, member, signal),
  );
  // The account the member came to pay (the route's accountno), wherever it is in the list.
  const comeToPay = useQuery(
    session && preselected ? queryKeys.payAccounts(memberNumber, { accountNumber: preselected }) : null,
    (signal) => getPayAccounts(client, member, { accountNumber: preselected ?? '' }, signal),
  );

  const form = (first: PayAccountsPage, methods: readonly StoredMethod[], chosen?: PayAccountsPage) => (
    <PayAccountsForm
      member={member}
      first={first}
      stored={methods}
      preselected={preselected}
      comeToPay={chosen?.accounts ?? []}
    />
  );
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      {session ? (
        <LoadState query={firstPage} errors={payAccountsErrors} loadingLabel={messages.loading}>
          {(first) =>
            first.accountCount === 0 ? (
              <Alert tone="info">{messages.noAccounts}</Alert>
            ) : (
              <LoadState query={stored} errors={payAccountsErrors} loadingLabel={messages.loading}>
                {(methods) =>
                  preselected ? (
                    <LoadState query={comeToPay} errors={payAccountsErrors} loadingLabel={messages.loading}>
                      {(chosen) => form(first, methods, chosen)}
                    </LoadState>
                  ) : (
                    form(first, methods)
                  )
                }
              </LoadState>
            )
          }
        </LoadState>
      ) : null}
    </div>
  );
}
