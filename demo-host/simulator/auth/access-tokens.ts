import { addMinutes } from '../dates.ts';
import { randomHex } from '../random.ts';
import { own } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { SimulatorStore } from '../store.ts';
import type { AccessTokenRecord } from './auth-records.ts';

/** A signed-in member's access token lasts this long from sign-in (no sliding expiry). */
export const accessTokenLifetimeMinutes = 20;

export function issueAccessToken(
  store: SimulatorStore,
  applicationId: string,
  memberNumber: string,
  loginKey: string,
): AccessTokenRecord {
  forgetExpiredAccessTokens(store);
  const record: AccessTokenRecord = {
    token: randomHex(24),
    applicationId,
    memberNumber,
    loginKey,
    expiresAt: addMinutes(store.now(), accessTokenLifetimeMinutes).toISOString(),
  };
  store.state.auth.accessTokens[record.token] = record;
  return record;
}

/** Signs out every session of one login (after its password changed). */
export function revokeAccessTokensOfLogin(
  store: SimulatorStore,
  applicationId: string,
  loginKey: string,
): void {
  const tokens = store.state.auth.accessTokens;
  for (const [token, record] of Object.entries(tokens)) {
    if (record.applicationId === applicationId && record.loginKey === loginKey) delete tokens[token];
  }
}

/** The access token's record, expired or not; undefined for a token never issued. */
export function findAccessToken(state: SimulatorState, token: string): AccessTokenRecord | undefined {
  return own(state.auth.accessTokens, token);
}

/** A login's sessions follow it when its username, and so its key, changes (My Profile). */
export function rekeyAccessTokensOfLogin(
  store: SimulatorStore,
  applicationId: string,
  oldKey: string,
  newKey: string,
): void {
  for (const record of Object.values(store.state.auth.accessTokens)) {
    if (record.applicationId === applicationId && record.loginKey === oldKey) record.loginKey = newKey;
  }
}

/** Keeps the persisted state from growing with every sign-in. */
function forgetExpiredAccessTokens(store: SimulatorStore): void {
  const now = store.now().getTime();
  const { accessTokens, mfaChallenges } = store.state.auth;
  for (const [token, record] of Object.entries(accessTokens)) {
    if (Date.parse(record.expiresAt) <= now) delete accessTokens[token];
  }
  for (const [key, challenge] of Object.entries(mfaChallenges)) {
    if (Date.parse(challenge.expiresAt) <= now) delete mfaChallenges[key];
  }
}
