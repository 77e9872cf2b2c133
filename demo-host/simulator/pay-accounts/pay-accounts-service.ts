import type { SimulatorService } from '../service.ts';

/** Nothing of its own: it reads the accounts, the wallet and the payment settings, and records payments. */
export type PayAccountsState = Record<string, never>;

/**
 * Pay Multiple Accounts: a signed-in member's accounts with their payment settings, the payment tax
 * call, a payment of several accounts on the hosted page or with a stored method, and scheduling one.
 */
export const payAccountsService: SimulatorService<'payAccounts', PayAccountsState> = {
  name: 'payAccounts',
  version: 2,
  seed: () => ({}),
};
