import { useAtom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { getAccountInfo } from '../../api/account-overview.ts';
import type { AccountInfo } from '../../domain/account-overview/types.ts';
import { selectedAccount } from '../../domain/portal/accounts.ts';
import { queryCacheOf } from '../../state/query-cache.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { findMemberAccount, loadMemberAccounts, selectedAccountOf } from '../../state/session-actions.ts';
import {
  selectedAccountAtom,
  isSignedInAtom,
  memberAccountsAtom,
  memberSessionAtom,
  type SelectedAccount,
} from '../../state/session.ts';
import { type QueryResult, useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../element/ElementContext.tsx';
import { useRouteQuery } from '../navigation/RouteContext.tsx';

/** What an account screen stands on: the signed-in member, the account it shows and that account's info. */
export interface AccountContext {
  readonly memberNumber: string;
  readonly accessToken: string;
  /** The account the screen shows: the route's `accountno` when it is the member's, else the switcher's. */
  readonly account: SelectedAccount;
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
 * the account selected in the switcher, else the primary account. The first page of the member's
 * accounts is loaded when missing (a reload, an element on a page of its own), and an account the route
 * names beyond it is looked up on its own: a member with thousands of accounts never loads them all.
 * The account's info is shared through the page's query cache, so the header, the overview and every
 * other screen read one copy.
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

  const firstPage = loadedAccounts?.firstPage ?? [];
  const requested = query.get('accountno') ?? '';
  const known = requested
    ? (firstPage.find((account) => account.accountNumber === requested) ??
      (selectedInfo?.accountNumber === requested ? selectedInfo : undefined))
    : undefined;
  // An address naming an account beyond the first page: asked of the back office, once for the page.
  const lookup = useQuery(
    signedIn && loadedAccounts !== null && requested && !known
      ? queryKeys.memberAccount(memberNumber, requested)
      : null,
    (signal) => findMemberAccount(client, memberNumber, accessToken, requested, signal),
  );
  const lookingUp = Boolean(requested) && !known && lookup.status !== 'ready';
  const fromQuery = known ?? lookup.data ?? undefined;
  const account: SelectedAccount | null = fromQuery ?? selectedInfo ?? selectedAccount(firstPage, undefined);

  // An account named by the route becomes the switcher's selection.
  useEffect(() => {
    if (!fromQuery || selectedInfo?.accountNumber === fromQuery.accountNumber) return;
    setSelectedInfo(selectedAccountOf(fromQuery));
  }, [fromQuery, selectedInfo?.accountNumber, setSelectedInfo]);

  const accountNumber = account?.accountNumber ?? '';
  const info = useQuery(
    signedIn && account && !lookingUp ? queryKeys.accountInfo(memberNumber, accountNumber) : null,
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
  if (lookingUp) {
    return lookup.status === 'failed'
      ? { status: 'failed', error: lookup.error, retry: lookup.reload }
      : { status: 'loading' };
  }
  if (!account) return { status: 'no-accounts' };
  return {
    status: 'ready',
    memberNumber,
    accessToken,
    account,
    isFromViewAllAccounts: query.get('isFromViewAllAccounts') === 'true',
    info,
    refresh,
  };
}
