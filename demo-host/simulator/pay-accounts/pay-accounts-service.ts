import { Hono } from 'hono';
import type { SimulatorService } from '../service.ts';
import { payAccountsCallbackRoutes, payAccountsRoutes } from './pay-accounts-routes.ts';

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
  routes: ({ store, siteOrigin }) => ({
    api: { '/v3/members': payAccountsRoutes(store) },
    pages: new Hono().route('/PaymentCallback/pay-accounts', payAccountsCallbackRoutes(store, siteOrigin)),
  }),
};
