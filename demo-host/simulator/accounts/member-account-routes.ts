import { Hono } from 'hono';
import { requireCaller } from '../access.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { accountDetailsView, accountListView } from './account-views.ts';
import { memberAccounts, siteAccounts } from './site-accounts.ts';

/** A signed-in member's accounts: mounted at /api/v3/members. */
export function memberAccountRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const accountsOf = (applicationId: string, memberNumber: string) =>
    memberAccounts(siteAccounts(store.state, applicationId), memberNumber);

  routes.get('/:memberNumber/accounts', member, (c) =>
    c.json(accountListView(accountsOf(c.var.applicationId, c.var.caller.memberNumber))),
  );

  routes.get('/:memberNumber/accounts/details', member, (c) =>
    c.json(accountDetailsView(accountsOf(c.var.applicationId, c.var.caller.memberNumber))),
  );

  return routes;
}
