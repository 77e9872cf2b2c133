import type { ReactNode } from 'react';
import type { AccountInfo } from '../../domain/account-overview/types.ts';
import type { ErrorCatalogue } from '../../domain/error-messages.ts';
import { combineQueries, nothingToLoad } from '../../state/combine-queries.ts';
import type { QueryResult } from '../../state/useQuery.ts';
import { Alert } from '../primitives/Alert/Alert.tsx';
import { LoadState } from '../primitives/LoadState/LoadState.tsx';
import { type AccountContext, type AccountContextState, useAccountContext } from './useAccountContext.ts';

/** What an account screen is given once everything it stands on has loaded. */
export interface AccountScreenData<TAlongside> {
  /** The member, the account shown, the member's accounts, and `refresh` after a change. */
  readonly context: AccountContext;
  /** The account's info (spec 02 §3). */
  readonly info: AccountInfo;
  /** What the screen asked to load beside the account (the site configuration, say). */
  readonly alongside: TAlongside;
}

export interface AccountFrameProps<TAlongside> {
  /** The screen's service catalogue: how a failure reads. */
  readonly errors: ErrorCatalogue;
  /** What is loading, for screen readers. */
  readonly loadingLabel: string;
  /** Shown when the member has no account; the screen's own wording (spec 02 §8). */
  readonly noAccountsMessage: string;
  /** A query the screen needs as well as the account, shown with it: one spinner, one failure. */
  readonly alongside?: QueryResult<TAlongside>;
  readonly children: (data: AccountScreenData<TAlongside>) => ReactNode;
}

/** The account context's states as one query: loading, failed (Try again), or the account with its info. */
function accountQuery(state: Exclude<AccountContextState, { status: 'signed-out' | 'no-accounts' }>) {
  if (state.status === 'loading') {
    return { status: 'loading', data: undefined, error: undefined, reload: () => undefined } as const;
  }
  if (state.status === 'failed') {
    return { status: 'failed', data: undefined, error: state.error, reload: state.retry } as const;
  }
  return state.info;
}

/**
 * The frame of every screen about one of the member's accounts (docs/adding-a-screen.md): it folds the account
 * context (the member's accounts loading or failing, no account at all, the account's info) and
 * whatever else the screen needs into one LoadState, and hands the screen its member, account and info.
 * A visitor gets nothing here: the element's signed-in guard shows the Sign In form in its place.
 */
export function AccountFrame<TAlongside = undefined>({
  errors,
  loadingLabel,
  noAccountsMessage,
  alongside,
  children,
}: AccountFrameProps<TAlongside>) {
  const state = useAccountContext();
  if (state.status === 'signed-out') return null;
  if (state.status === 'no-accounts') return <Alert tone="info">{noAccountsMessage}</Alert>;
  const context = state.status === 'ready' ? state : null;
  const query = combineQueries<[AccountInfo, TAlongside]>(
    accountQuery(state) as QueryResult<AccountInfo>,
    alongside ?? (nothingToLoad as QueryResult<TAlongside>),
  );
  return (
    <LoadState query={query} errors={errors} loadingLabel={loadingLabel}>
      {([info, extra]) => (context ? children({ context, info, alongside: extra }) : null)}
    </LoadState>
  );
}
