import type { SavedSlice, SimulatorService } from '../service.ts';
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

/**
 * Version 2 added the school district's login (`riverbend.schools`). A saved version 1 keeps everything
 * it holds, its sessions too, and takes from the seed the logins it lacks.
 */
function fromVersion1({ slice, version }: SavedSlice): AuthState | undefined {
  if (version !== 1 || !slice || typeof slice !== 'object') return undefined;
  const saved = slice as AuthState;
  const seeded = seedSiteLogins();
  const sites = Object.fromEntries(
    Object.entries(saved.sites).map(([id, site]) => [
      id,
      { logins: { ...seeded[id]?.logins, ...site.logins } },
    ]),
  );
  return { ...saved, sites };
}

/** The auth service: portal logins, sign-in (with the authenticator code), sessions and sign-out. */
export const authService: SimulatorService<'auth', AuthState> = {
  name: 'auth',
  version: 2,
  seed: () => ({ sites: seedSiteLogins(), accessTokens: {}, mfaChallenges: {} }),
  migrate: fromVersion1,
};
