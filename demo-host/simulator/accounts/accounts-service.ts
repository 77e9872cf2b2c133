import { fromIsoDate } from '../dates.ts';
import type { SavedSlice, SimulatorService } from '../service.ts';
import type { AccountRecord, MemberRecord } from './account-records.ts';
import { seedSiteAccounts } from './accounts-seed.ts';

export interface AccountsState {
  /** Keyed by ApplicationId. */
  sites: Record<string, SiteAccounts>;
}

export interface SiteAccounts {
  /** Keyed by member number. */
  members: Record<string, MemberRecord>;
  /** Keyed by account number. */
  accounts: Record<string, AccountRecord>;
}

/**
 * Version 2 added the school district (member 1010 and its 2,400 generated accounts, whose overviews
 * are made when read). A saved version 1 keeps everything it holds and takes from the seed of its day
 * the members and accounts it lacks.
 */
function fromVersion1({ slice, version, state }: SavedSlice): AccountsState | undefined {
  if (version !== 1 || !slice || typeof slice !== 'object') return undefined;
  const saved = slice as AccountsState;
  const seededOn = typeof state.seededOn === 'string' ? state.seededOn : undefined;
  const seeded = seedSiteAccounts(seededOn ? fromIsoDate(seededOn) : new Date());
  const sites = Object.fromEntries(
    Object.entries(saved.sites).map(([id, site]) => {
      const seed = seeded[id];
      return [
        id,
        {
          members: { ...seed?.members, ...site.members },
          accounts: { ...seed?.accounts, ...site.accounts },
        },
      ];
    }),
  );
  return { sites };
}

/**
 * The member accounts and account overview services: members, their accounts with balances, and what
 * the overview reads of each (bills, earlier payments, notices).
 */
export const accountsService: SimulatorService<'accounts', AccountsState> = {
  name: 'accounts',
  version: 2,
  seed: (today) => ({ sites: seedSiteAccounts(today) }),
  migrate: fromVersion1,
};
