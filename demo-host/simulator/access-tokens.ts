import { addMinutes } from './dates.ts';
import { bearerToken } from './quick-pay-tokens.ts';
import { randomHex } from './random.ts';
import type { AccessTokenRecord } from './state.ts';
import type { SimulatorStore } from './store.ts';

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
  store.state.accessTokens[record.token] = record;
  return record;
}

/**
 * The access token a request carries as `Authorization: Bearer …`, when it exists, has not expired and
 * was issued on this application (and to `memberNumber`, when the path names a member).
 */
export function authorizedAccessToken(
  store: SimulatorStore,
  request: Request,
  applicationId: string,
  memberNumber?: string,
): AccessTokenRecord | undefined {
  const token = bearerToken(request);
  const record = token === undefined ? undefined : store.state.accessTokens[token];
  if (!record) return undefined;
  if (Date.parse(record.expiresAt) <= store.now().getTime()) return undefined;
  if (record.applicationId !== applicationId) return undefined;
  if (memberNumber !== undefined && record.memberNumber !== memberNumber) return undefined;
  return record;
}

/** Signs out every session of one login (after its password changed). */
export function revokeAccessTokensOfLogin(
  store: SimulatorStore,
  applicationId: string,
  loginKey: string,
): void {
  for (const [token, record] of Object.entries(store.state.accessTokens)) {
    if (record.applicationId === applicationId && record.loginKey === loginKey) {
      delete store.state.accessTokens[token];
    }
  }
}

/** Keeps the persisted state from growing with every sign-in. */
function forgetExpiredAccessTokens(store: SimulatorStore): void {
  const now = store.now().getTime();
  for (const [token, record] of Object.entries(store.state.accessTokens)) {
    if (Date.parse(record.expiresAt) <= now) delete store.state.accessTokens[token];
  }
  for (const [key, challenge] of Object.entries(store.state.mfaChallenges)) {
    if (Date.parse(challenge.expiresAt) <= now) delete store.state.mfaChallenges[key];
  }
}
