import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { boolean, nullable, number, optional, refine, string, type } from 'superstruct';
import { isAccessTokenValid, type MemberSession } from '../domain/session.ts';
import { storageKeys } from './storage-keys.ts';
import { tabStorage, validatedStorage } from './storage.ts';

export { storageKeys };

const MemberSessionSchema = type({
  accessToken: string(),
  memberNumber: string(),
  memberMfaEnabled: boolean(),
  expiresAt: nullable(number()),
  signedInAt: optional(number()),
});

/** The signed-in member, persisted so it survives reloads and the hosted payment page round trip. */
export const memberSessionAtom = atomWithStorage<MemberSession | null>(
  storageKeys.member,
  null,
  validatedStorage(MemberSessionSchema),
  { getOnInit: true },
);

/**
 * The time the session was last checked. The session lifecycle (session-lifecycle.ts) moves it when a
 * session starts and when its token expires, so that `isSignedInAtom` changes at expiry instead of
 * keeping the answer of its first read.
 */
export const sessionClockAtom = atom(Date.now());

/** Signed in: a stored session whose token passes the validity check. */
export const isSignedInAtom = atom((get) =>
  isAccessTokenValid(get(memberSessionAtom), get(sessionClockAtom)),
);

export interface QuickPaySession {
  readonly token: string;
  readonly memberNumber: string;
  readonly encryptedAccount: string;
  readonly accountNumber: string;
  /** Epoch milliseconds after which the result page no longer reads it (`quickPayHandOffExpiry`). */
  readonly expiresAt: number;
}

const QuickPaySessionSchema = refine(
  type({
    token: string(),
    memberNumber: string(),
    encryptedAccount: string(),
    accountNumber: string(),
    expiresAt: number(),
  }),
  'unexpired',
  (value) => value.expiresAt > Date.now(),
);

/**
 * The quick-pay token as the payment result page needs it after the hosted page (spec 01 §4). The flow
 * keeps its token in memory; only the hand-off to the hosted page stores it here, in the tab's session
 * storage (never local storage), with an expiry. Cleared when the flow ends any way: the result page,
 * Back, Cancel, closing the dialog, a 401, sign-out.
 */
export const quickPaySessionAtom = atomWithStorage<QuickPaySession | null>(
  storageKeys.quickPay,
  null,
  validatedStorage(QuickPaySessionSchema, tabStorage),
  { getOnInit: true },
);

/** The selected account as the header shows it (spec 01 §3 'Account info'). */
export interface SelectedAccount {
  readonly accountHolderName: string;
  readonly locationId: string;
  readonly accountType: string;
  readonly accountNumber: string;
}

const SelectedAccountSchema = type({
  accountHolderName: string(),
  locationId: string(),
  accountType: string(),
  accountNumber: string(),
});

export const selectedAccountAtom = atomWithStorage<SelectedAccount | null>(
  storageKeys.accountInfo,
  null,
  validatedStorage(SelectedAccountSchema),
  { getOnInit: true },
);

export interface MemberAccount extends SelectedAccount {
  readonly isPrimaryAccount: boolean;
}

/**
 * What the page keeps of the member's accounts: the first page (the switcher's, at most
 * `SIGN_IN_ACCOUNT_PAGE_SIZE`) and how many there are. A member may hold thousands: the rest are
 * searched and paged on the back office's side, never loaded whole.
 */
export interface MemberAccounts {
  readonly firstPage: readonly MemberAccount[];
  readonly count: number;
}

/** The signed-in member's accounts, loaded after sign-in or on the first page that needs them. */
export const memberAccountsAtom = atom<MemberAccounts | null>(null);

/** Why a session ended: Sign Out, or an expired or refused token. */
export type SignOutReason = 'manual' | 'timeout';

/** Why the last session ended, for the sign-in screen's message; not stored. */
export const signOutReasonAtom = atom<SignOutReason | null>(null);
