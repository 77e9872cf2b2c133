import { Hono } from 'hono';
import { requireCaller, requireOwnedAccount } from '../access.ts';
import { own, siteEntry } from '../records.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';

/**
 * The deposits of one of a signed-in member's accounts: mounted at /api/v3/members. Only the access
 * token of the member the path names opens them; another member's account, or an unknown one, answers
 * 404.
 */
export function depositsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);

  routes.get('/:memberNumber/accounts/:accountNumber/deposits', member, memberAccount, (c) => {
    const { accountNumber } = c.var.account;
    const site = siteEntry(store.state.deposits.sites, c.var.applicationId, 'deposits');
    return c.json({ accountNumber, deposits: own(site, accountNumber) ?? [] });
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const depositsMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': depositsRoutes(store) },
});
