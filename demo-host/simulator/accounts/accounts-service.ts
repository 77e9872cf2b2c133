import type { SimulatorService } from '../service.ts';
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
 * The member accounts and account overview services: members, their accounts with balances, and what
 * the overview reads of each (bills, earlier payments, notices).
 */
export const accountsService: SimulatorService<'accounts', AccountsState> = {
  name: 'accounts',
  version: 1,
  seed: (today) => ({ sites: seedSiteAccounts(today) }),
};
