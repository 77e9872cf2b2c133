import type { createStore } from 'jotai';
import type { ApiClient } from '../api/client.ts';
import { isAccessTokenValid, type MemberSession } from '../domain/session.ts';
import { queryCacheOf } from './query-cache.ts';
import { endMemberSession } from './session-actions.ts';
import {
  memberAccountsAtom,
  memberSessionAtom,
  selectedAccountAtom,
  sessionClockAtom,
  signOutReasonAtom,
  type SignOutReason,
} from './session.ts';
import { storageKeys } from './storage-keys.ts';
import { chosenStorage } from './storage.ts';

type Store = ReturnType<typeof createStore>;

/** setTimeout's longest delay; a later expiry is checked again when the timer fires. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** An element taking part in the page's session: every coop element's root joins while it is mounted. */
export interface SessionParticipant {
  /** Ends an expired session (a time-out needs no call; the client is there for the contract). */
  readonly client: ApiClient;
  /** Told when the session ends: each element fires `coop-signed-out`, so a host may listen on any of them. */
  readonly onSignedOut: (reason: SignOutReason) => void;
}

interface Lifecycle {
  readonly participants: SessionParticipant[];
  /** Checks the stored session now and watches its expiry. */
  readonly check: () => void;
  readonly stop: () => void;
}

const lifecycles = new WeakMap<Store, Lifecycle>();

/**
 * Drops what this tab holds of a member whose session ended or gave way to another member's, wherever
 * that happened: Sign Out here does it too (endMemberSession), but another tab with local storage only
 * changes the stored session, and this tab's cache and accounts would otherwise outlive it.
 */
function forgetDepartedMember(store: Store) {
  queryCacheOf(store).clear(['member']);
  store.set(memberAccountsAtom, null);
  // The stored selection is shared with the tab that ended the session: it has cleared it, or may have
  // stored its new member's by now. Only this tab's stale copy goes, never that tab's new one.
  const selected = store.get(selectedAccountAtom);
  const stored = storedText(storageKeys.accountInfo);
  if (selected && (stored === null || stored === JSON.stringify(selected))) {
    store.set(selectedAccountAtom, null);
  }
}

/** What the session's storage holds under `key`; null when nothing, or it cannot be read. */
function storedText(key: string): string | null {
  try {
    return chosenStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The member session's lifecycle for the whole page (spec 01 §4), run once however many elements show:
 * a stored token that fails the validity check ends the session with the time-out flag, now or when it
 * expires; a session that ends, whoever ended it (Sign Out, a refused token, another tab with local
 * storage), is announced by every element with `coop-signed-out`. Watching the session atom also keeps it
 * subscribed to the storage, so tabs stay in sync.
 */
function startLifecycle(store: Store): Lifecycle {
  const participants: SessionParticipant[] = [];
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let previous: MemberSession | null = store.get(memberSessionAtom);

  const lead = () => participants[0];

  const endIfExpired = () => {
    const now = Date.now();
    store.set(sessionClockAtom, now);
    const session = store.get(memberSessionAtom);
    const participant = lead();
    if (session && !isAccessTokenValid(session, now) && participant) {
      void endMemberSession(store, participant.client, 'timeout');
    }
  };

  const watchExpiry = (session: MemberSession | null) => {
    clearTimeout(expiryTimer);
    expiryTimer = undefined;
    if (!session) return;
    // A session without an expiry is one no sign-in writes (state/session-actions.ts): ended at once.
    const delay = (session.expiresAt ?? 0) - Date.now() + 1;
    if (delay <= 0) {
      endIfExpired();
      return;
    }
    expiryTimer = setTimeout(
      () => {
        endIfExpired();
        if (store.get(memberSessionAtom) === session) watchExpiry(session);
      },
      Math.min(delay, MAX_TIMER_DELAY_MS),
    );
  };

  const onSessionChange = () => {
    const next = store.get(memberSessionAtom);
    const ended = previous !== null && next === null;
    if (previous !== null && (next === null || next.memberNumber !== previous.memberNumber)) {
      forgetDepartedMember(store);
    }
    previous = next;
    if (next) store.set(sessionClockAtom, Date.now());
    watchExpiry(next);
    if (!ended) return;
    // endMemberSession records the reason right after clearing the session, in the same task.
    queueMicrotask(() => {
      const reason = store.get(signOutReasonAtom) ?? 'manual';
      for (const participant of [...participants]) participant.onSignedOut(reason);
    });
  };

  const unsubscribe = store.sub(memberSessionAtom, onSessionChange);
  return {
    participants,
    check() {
      endIfExpired();
      watchExpiry(store.get(memberSessionAtom));
    },
    stop() {
      unsubscribe();
      clearTimeout(expiryTimer);
    },
  };
}

/**
 * Joins an element to the page's session lifecycle, starting it for the first element and checking the
 * stored session at once; returns the function that leaves it (the last one out stops it).
 */
export function joinSessionLifecycle(store: Store, participant: SessionParticipant): () => void {
  let lifecycle = lifecycles.get(store);
  const starting = !lifecycle;
  if (!lifecycle) {
    lifecycle = startLifecycle(store);
    lifecycles.set(store, lifecycle);
  }
  lifecycle.participants.push(participant);
  if (starting) lifecycle.check();
  const joined = lifecycle;
  return () => {
    const index = joined.participants.indexOf(participant);
    if (index >= 0) joined.participants.splice(index, 1);
    if (joined.participants.length === 0) {
      joined.stop();
      lifecycles.delete(store);
    }
  };
}
