import type { Context } from 'hono';
import { addMinutes } from '../dates.ts';
import { own } from '../records.ts';
import { tooManyRequests } from '../responses.ts';
import type { SimulatorStore } from '../store.ts';
import type { AttemptCounter } from './attempt-limits-service.ts';

// Guessing a password or the four phone digits of an account must not be free: failures are counted
// per account and per client, and too many within the window lock them for a while.

export interface AttemptRule {
  /** The failure that reaches this count within the window sets the lock. */
  failures: number;
  windowMinutes: number;
  lockMinutes: number;
}

/** One account (a username, an account number) of one site. */
export const accountAttemptRule: AttemptRule = { failures: 5, windowMinutes: 15, lockMinutes: 15 };

/**
 * One client of one site. Looser than an account's: where the client's address is unknown, every
 * visitor of the site shares the counter, and one member's typing must not lock the others out.
 */
export const clientAttemptRule: AttemptRule = { failures: 20, windowMinutes: 15, lockMinutes: 15 };

interface AttemptKey {
  id: string;
  rule: AttemptRule;
}

export type AttemptPurpose = 'sign-in' | 'quick-pay-verify';

function inMinutes(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What the back office answers while a lock holds, with the whole minutes left. */
export const attemptLimitMessages: Record<AttemptPurpose, (minutes: number) => string> = {
  'sign-in': (minutes) => `Too many failed sign-in attempts. Please try again in ${inMinutes(minutes)}.`,
  'quick-pay-verify': (minutes) =>
    `Too many failed attempts to find an account. Please try again in ${inMinutes(minutes)}.`,
};

export interface LimitedAttempt {
  /** The 429 to answer when a lock holds on the account or the client; undefined when the attempt may go on. */
  refusal(): Response | undefined;
  /** The credentials were wrong: counts against the account and the client. */
  failed(): void;
  /** The credentials were right: the account's failures are forgotten; the client's stay. */
  succeeded(): void;
}

/**
 * One attempt at `purpose` for `account` of the site: the counters it is checked and counted against
 * are the account's, and the client's: its connection's address when the host hands the simulator its
 * bindings (the Node server's `incoming`), else the site's as a whole.
 */
export function limitedAttempt(
  c: Context,
  store: SimulatorStore,
  purpose: AttemptPurpose,
  applicationId: string,
  account: string,
): LimitedAttempt {
  const accountKey: AttemptKey = {
    id: `${purpose} account ${applicationId} ${account}`,
    rule: accountAttemptRule,
  };
  const clientKey: AttemptKey = {
    id: `${purpose} client ${applicationId} ${clientAddressOf(c) ?? ''}`,
    rule: clientAttemptRule,
  };
  return {
    refusal: () => {
      const until = lockedUntil(store, [accountKey, clientKey]);
      return until && tooManyAttempts(store, until, attemptLimitMessages[purpose]);
    },
    failed: () => recordFailure(store, [accountKey, clientKey]),
    succeeded: () => clearFailures(store, accountKey),
  };
}

/** The address of the connection, when the host passed its bindings along (as `getConnInfo` reads them). */
function clientAddressOf(c: Context): string | undefined {
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: unknown } } } | undefined;
  const address = bindings?.incoming?.socket?.remoteAddress;
  return typeof address === 'string' && address !== '' ? address : undefined;
}

/** When the latest lock on `keys` ends, or undefined when none holds now. */
function lockedUntil(store: SimulatorStore, keys: readonly AttemptKey[]): Date | undefined {
  const now = store.now().getTime();
  const ends = keys
    .map((key) => own(store.state.attemptLimits.counters, key.id)?.lockedUntil)
    .map((end) => (end ? Date.parse(end) : Number.NaN))
    .filter((end) => end > now);
  return ends.length > 0 ? new Date(Math.max(...ends)) : undefined;
}

/** Counts a failure against each key; the one that reaches its rule's count locks that key. */
function recordFailure(store: SimulatorStore, keys: readonly AttemptKey[]): void {
  const now = store.now();
  const counters = store.state.attemptLimits.counters;
  forgetExpired(store, now);
  for (const key of keys) {
    const counter: AttemptCounter = own(counters, key.id) ?? { failures: [], lockedUntil: null };
    const windowStart = addMinutes(now, -key.rule.windowMinutes).getTime();
    counter.failures = counter.failures.filter((at) => Date.parse(at) > windowStart);
    counter.failures.push(now.toISOString());
    if (counter.failures.length >= key.rule.failures) {
      counter.failures = [];
      counter.lockedUntil = addMinutes(now, key.rule.lockMinutes).toISOString();
    }
    counters[key.id] = counter;
  }
}

/** A success wipes the key's failures: a member who got in is not closer to a lock. */
function clearFailures(store: SimulatorStore, key: AttemptKey): void {
  delete store.state.attemptLimits.counters[key.id];
}

/** Drops counters with no failure in their window and no lock, so guessed names do not pile up. */
function forgetExpired(store: SimulatorStore, now: Date): void {
  const counters = store.state.attemptLimits.counters;
  const longestWindow = Math.max(accountAttemptRule.windowMinutes, clientAttemptRule.windowMinutes);
  const windowStart = addMinutes(now, -longestWindow).getTime();
  for (const [id, counter] of Object.entries(counters)) {
    const locked = counter.lockedUntil !== null && Date.parse(counter.lockedUntil) > now.getTime();
    if (!locked && !counter.failures.some((at) => Date.parse(at) > windowStart)) delete counters[id];
  }
}

/** The 429 while a lock holds: the minutes left in the message, rounded up, the seconds in `Retry-After`. */
function tooManyAttempts(store: SimulatorStore, until: Date, message: (minutes: number) => string): Response {
  const seconds = Math.max(1, Math.ceil((until.getTime() - store.now().getTime()) / 1000));
  return tooManyRequests(message(Math.ceil(seconds / 60)), seconds);
}
