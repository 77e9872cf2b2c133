import { addMinutes } from '../dates.ts';
import { randomHex } from '../random.ts';
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
