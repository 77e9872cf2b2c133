import { useAtom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { getAccountInfo } from '../../api/account-overview.ts';
import type { AccountInfo } from '../../domain/account-overview/types.ts';
import { selectedAccount } from '../../domain/portal/accounts.ts';
import { queryCacheOf } from '../../state/query-cache.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { loadMemberAccounts } from '../../state/session-actions.ts';
import {
  selectedAccountAtom,
  isSignedInAtom,
  memberAccountsAtom,
  memberSessionAtom,
  type MemberAccount,
} from '../../state/session.ts';
import { type QueryResult, useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../element/ElementContext.tsx';
import { useRouteQuery } from '../navigation/RouteContext.tsx';

/** What an account screen stands on: the signed-in member, the account it shows and that account's info. */
export interface AccountContext {
  readonly memberNumber: string;
  readonly accessToken: string;
  /** The member's accounts, as the switcher lists them. */
  readonly accounts: readonly MemberAccount[];
  /** The account the screen shows: the route's `accountno` when it is the member's, else the switcher's. */
  readonly account: MemberAccount;
  /** The screen was opened from View All Accounts (`isFromViewAllAccounts`). */
  readonly isFromViewAllAccounts: boolean;
  /** The account's info (spec 02 §3), loaded once for every screen of the page that shows it. */
  readonly info: QueryResult<AccountInfo>;
  /** Loads again everything shown for this account, after a change to it (a payment, a draft). */
  readonly refresh: () => Promise<void>;
}

export type AccountContextState =
  | { readonly status: 'signed-out' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown; readonly retry: () => void }
  | { readonly status: 'no-accounts' }
  | ({ readonly status: 'ready' } & AccountContext);

/**
 * The one way an account screen learns which account it shows (spec 02 §2.1): the `accountno` query
 * of its route when that account is the member's (it then becomes the switcher's selection too), else
 * the account selected in the switcher, else the primary account. The member's account list is loaded
 * when missing (a reload, an element on a page of its own); the account's info is shared through the
 * page's query cache, so the header, the overview and every other screen read one copy.
 */
export function useAccountContext(): AccountContextState {
  const { client } = useElementContext();
  const store = useStore();
  const query = useRouteQuery();
  const session = useAtomValue(memberSessionAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const loadedAccounts = useAtomValue(memberAccountsAtom);
  const [selectedInfo, setSelectedInfo] = useAtom(selectedAccountAtom);

  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const accountsQuery = useQuery(
    signedIn && loadedAccounts === null ? queryKeys.accounts(memberNumber, accessToken) : null,
    () => loadMemberAccounts(store, client),
  );

  const accounts = loadedAccounts ?? [];
  const requested = query.get('accountno');
  const fromQuery = requested ? accounts.find((account) => account.accountNumber === requested) : undefined;
  const account = fromQuery ?? selectedAccount(accounts, selectedInfo?.accountNumber);

  // An account named by the route becomes the switcher's selection.
  useEffect(() => {
    if (!fromQuery || selectedInfo?.accountNumber === fromQuery.accountNumber) return;
    setSelectedInfo({
      accountHolderName: fromQuery.accountHolderName,
      locationId: fromQuery.locationId,
      accountType: fromQuery.accountType,
      accountNumber: fromQuery.accountNumber,
    });
  }, [fromQuery, selectedInfo?.accountNumber, setSelectedInfo]);

  const accountNumber = account?.accountNumber ?? '';
  const info = useQuery(
    signedIn && account ? queryKeys.accountInfo(memberNumber, accountNumber) : null,
    (signal) => getAccountInfo(client, { memberNumber, accountNumber, accessToken }, signal),
  );
  const refresh = useCallback(
    () => queryCacheOf(store).invalidate(queryKeys.account(memberNumber, accountNumber)),
    [accountNumber, memberNumber, store],
  );

  if (!signedIn || !session) return { status: 'signed-out' };
  if (loadedAccounts === null) {
    return accountsQuery.status === 'failed'
      ? { status: 'failed', error: accountsQuery.error, retry: accountsQuery.reload }
      : { status: 'loading' };
  }
  if (!account) return { status: 'no-accounts' };
  return {
    status: 'ready',
    memberNumber,
    accessToken,
    accounts,
    account,
    isFromViewAllAccounts: query.get('isFromViewAllAccounts') === 'true',
    info,
    refresh,
  };
}
