import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/client.ts';
import { isAccessTokenValid } from '../domain/session.ts';
import { endMemberSession, loadMemberAccounts } from '../state/session-actions.ts';
import {
  isSignedInAtom,
  memberAccountsAtom,
  memberSessionAtom,
  signOutReasonAtom,
} from '../state/session.ts';
import { useCoopEvents } from '../ui/element/ElementContext.tsx';
import type { AccountsStatus } from './route-decision.ts';

type Store = ReturnType<typeof useStore>;

/** setTimeout's longest delay; a later expiry is checked again when the timer fires. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;
/**
 * A sign-in on this page (login, external login) loads the account list itself; the portal loads it
 * only when it is still missing this long after a new session appears (a sign-in in another tab with
 * local storage, a failed load), so a sign-in does not fetch the list twice.
 */
const ACCOUNTS_GRACE_MS = 1_500;

/** One account-list load per token for the whole page, however many portals ask for it. */
const accountLoads = new Map<string, Promise<unknown>>();

function loadAccountsOnce(store: Store, client: ApiClient, token: string): Promise<unknown> {
  let load = accountLoads.get(token);
  if (!load) {
    load = loadMemberAccounts(store, client).finally(() => accountLoads.delete(token));
    accountLoads.set(token, load);
  }
  return load;
}

export interface PortalSession {
  readonly sessionValid: boolean;
  readonly accounts: AccountsStatus;
  /** The session has just ended by a time-out; cleared by `acknowledgeTimeOut` once a screen shows. */
  readonly timedOut: boolean;
  acknowledgeTimeOut(): void;
}

/**
 * The member's session as the portal sees it (spec 01 §4): loads the account list on start, ends a
 * session whose token fails the validity check (now or when it expires) with the time-out flag, and
 * fires `coop-signed-out` when the session ends, whoever ended it.
 */
export function usePortalSession(client: ApiClient): PortalSession {
  const store = useStore();
  const emit = useCoopEvents();
  const session = useAtomValue(memberSessionAtom);
  const sessionValid = useAtomValue(isSignedInAtom);
  const accounts = useAtomValue(memberAccountsAtom);
  const token = session?.accessToken ?? null;

  const [failedToken, setFailedToken] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
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
        const reason = store.get(signOutReasonAtom) ?? 'manual';
        if (reason === 'timeout') setTimedOut(true);
        emit('coop-signed-out', { reason });
      });
    };
    const unsubscribe = store.sub(memberSessionAtom, onChange);
    onChange();
    return unsubscribe;
  }, [emit, store]);

  // The validity check: an expired token ends the session now, a valid one when it expires.
  useEffect(() => {
    if (!session) return;
    const endIfInvalid = () => {
      const current = store.get(memberSessionAtom);
      if (current && !isAccessTokenValid(current, Date.now()))
        void endMemberSession(store, client, 'timeout');
    };
    if (!isAccessTokenValid(session, Date.now())) {
      endIfInvalid();
      return;
    }
    if (session.expiresAt === null) return;
    const timer = setTimeout(endIfInvalid, Math.min(session.expiresAt - Date.now() + 1, MAX_TIMER_DELAY_MS));
    return () => clearTimeout(timer);
  }, [client, session, store]);

  // The account list: at once on start, after a grace period for a session that appears later.
  useEffect(() => {
    const delay = firstCheck.current ? 0 : ACCOUNTS_GRACE_MS;
    firstCheck.current = false;
    if (!token || !sessionValid || accounts !== null) return;
    const timer = setTimeout(() => {
      if (store.get(memberAccountsAtom) !== null || store.get(memberSessionAtom)?.accessToken !== token)
        return;
      loadAccountsOnce(store, client, token).then(
        () => setFailedToken(null),
        // A 401 has already ended the session (see ElementContext); anything else leaves it without accounts.
        () => setFailedToken(token),
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [accounts, client, sessionValid, store, token]);

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
