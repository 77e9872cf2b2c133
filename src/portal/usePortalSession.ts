import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/client.ts';
import { queryCacheOf } from '../state/query-cache.ts';
import { queryKeys } from '../state/query-keys.ts';
import { loadMemberAccounts } from '../state/session-actions.ts';
import {
  isSignedInAtom,
  memberAccountsAtom,
  memberSessionAtom,
  signOutReasonAtom,
} from '../state/session.ts';
import type { AccountsStatus } from '../domain/portal/route-decision.ts';

type Store = ReturnType<typeof useStore>;

/**
 * A sign-in on this page (login, external login) loads the account list itself; the portal loads it
 * only when it is still missing this long after a new session appears (a sign-in in another tab with
 * local storage, a failed load), so a sign-in does not fetch the list twice.
 */
const ACCOUNTS_GRACE_MS = 1_500;

/** One account-list load per session for the whole page, however many portals ask for it. */
function loadAccountsOnce(store: Store, client: ApiClient, memberNumber: string, token: string) {
  return queryCacheOf(store).fetch(queryKeys.accounts(memberNumber, token), () =>
    loadMemberAccounts(store, client),
  );
}

export interface PortalSession {
  readonly sessionValid: boolean;
  readonly accounts: AccountsStatus;
  /** The session has just ended by a time-out; cleared by `acknowledgeTimeOut` once a screen shows. */
  readonly timedOut: boolean;
  acknowledgeTimeOut(): void;
}

/**
 * The member's session as the portal sees it (spec 01 §4): loads the account list on start and notices
 * a time-out, to send a guarded address to login with the flag. The page's session lifecycle
 * (src/state/session-lifecycle.ts) ends expired sessions and fires `coop-signed-out`.
 */
export function usePortalSession(client: ApiClient): PortalSession {
  const store = useStore();
  const session = useAtomValue(memberSessionAtom);
  const sessionValid = useAtomValue(isSignedInAtom);
  const accounts = useAtomValue(memberAccountsAtom);
  const token = session?.accessToken ?? null;
  const memberNumber = session?.memberNumber ?? null;

  const [failedToken, setFailedToken] = useState<string | null>(null);
  // The page's session lifecycle may have ended an expired session before this portal first rendered.
  const [timedOut, setTimedOut] = useState(
    () => store.get(memberSessionAtom) === null && store.get(signOutReasonAtom) === 'timeout',
  );
  const firstCheck = useRef(true);

  // The session of the last render: the subscription below may start after a change it must not miss.
  const renderedSession = useRef(session);
  renderedSession.current = session;

  // Subscribed to the store itself: a session can start and end between two renders (a refused token).
  // Registered before the validity check below, so an expired session ended on start is seen too.
  useEffect(() => {
    let previous = renderedSession.current;
    const onChange = () => {
      const next = store.get(memberSessionAtom);
      const ended = previous !== null && next === null;
      previous = next;
      if (next) setTimedOut(false);
      if (!ended) return;
      // endMemberSession records the reason right after clearing the session, in the same task.
      queueMicrotask(() => {
        if (store.get(signOutReasonAtom) === 'timeout') setTimedOut(true);
      });
    };
    const unsubscribe = store.sub(memberSessionAtom, onChange);
    onChange();
    return unsubscribe;
  }, [store]);

  // The account list: at once on start, after a grace period for a session that appears later.
  useEffect(() => {
    const delay = firstCheck.current ? 0 : ACCOUNTS_GRACE_MS;
    firstCheck.current = false;
    if (!token || !sessionValid || accounts !== null) return;
    const timer = setTimeout(() => {
      if (store.get(memberAccountsAtom) !== null || store.get(memberSessionAtom)?.accessToken !== token)
        return;
      loadAccountsOnce(store, client, memberNumber ?? '', token).then(
        () => setFailedToken(null),
        // A 401 has already ended the session (see ElementContext); anything else leaves it without accounts.
        () => setFailedToken(token),
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [accounts, client, memberNumber, sessionValid, store, token]);

  const acknowledgeTimeOut = useCallback(() => setTimedOut(false), []);

  let accountsStatus: AccountsStatus = 'none';
  if (sessionValid) {
    if (accounts !== null) accountsStatus = 'ready';
    else accountsStatus = failedToken === token ? 'failed' : 'loading';
  }

  return {
    sessionValid,
    accounts: accountsStatus,
    // A stored session that fails the validity check is as good as timed out: the watcher is ending it.
    timedOut: timedOut || (session !== null && !sessionValid),
    acknowledgeTimeOut,
  };
}
