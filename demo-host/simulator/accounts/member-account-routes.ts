import { Hono } from 'hono';
import { requireCaller } from '../access.ts';
import { badRequest } from '../responses.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { parseAccountQuery, queryAccounts } from './account-query.ts';
import { accountDetailsView } from './account-views.ts';
import { memberAccountList, siteAccounts } from './site-accounts.ts';

/** A signed-in member's accounts: mounted at /api/v3/members. */
export function memberAccountRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');

  // One page of the member's accounts, searched, filtered and sorted here (docs/api.md, "Account details").
  routes.get('/:memberNumber/accounts/details', member, (c) => {
    const query = parseAccountQuery(c.req.query());
    if (Array.isArray(query)) return badRequest(query);
    const accounts = memberAccountList(
      siteAccounts(store.state, c.var.applicationId),
      c.var.caller.memberNumber,
    );
    const { page, totalRecords } = queryAccounts(accounts, query);
    return c.json(accountDetailsView(page, totalRecords));
  });

  return routes;
}
