import type { SimulatorService } from '../service.ts';
import type { AccessTokenRecord, LoginRecord, MfaChallengeRecord } from './auth-records.ts';
import { seedSiteLogins } from './auth-seed.ts';

export interface AuthState {
  /** Keyed by ApplicationId. */
  sites: Record<string, SiteLogins>;
  /** Signed-in members' access tokens, keyed by token. */
  accessTokens: Record<string, AccessTokenRecord>;
  /** Sign-ins waiting for their authenticator code, keyed by `encryptedMember`. */
  mfaChallenges: Record<string, MfaChallengeRecord>;
}

export interface SiteLogins {
  /** Portal logins, keyed by the username in lower case (usernames are case-insensitive). */
  logins: Record<string, LoginRecord>;
}

/** The auth service: portal logins, sign-in (with the authenticator code), sessions and sign-out. */
export const authService: SimulatorService<'auth', AuthState> = {
  name: 'auth',
  version: 1,
  seed: () => ({ sites: seedSiteLogins(), accessTokens: {}, mfaChallenges: {} }),
};
