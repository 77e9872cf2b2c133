import { Hono } from 'hono';
import { authorizedAccessToken } from '../access-tokens.ts';
import { unauthorized } from '../responses.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { accountDetailsView, accountListView, memberAccounts } from '../views.ts';

/** A signed-in member's accounts: mounted at /api/v3/members. */
export function memberRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/:memberNumber/accounts', (c) => {
    const site = c.get('site');
    const memberNumber = c.req.param('memberNumber');
    if (!authorizedAccessToken(store, c.req.raw, site.applicationId, memberNumber)) return unauthorized();
    return c.json(accountListView(memberAccounts(site, memberNumber)));
  });

  routes.get('/:memberNumber/accounts/details', (c) => {
    const site = c.get('site');
    const memberNumber = c.req.param('memberNumber');
    if (!authorizedAccessToken(store, c.req.raw, site.applicationId, memberNumber)) return unauthorized();
    return c.json(accountDetailsView(memberAccounts(site, memberNumber)));
  });

  return routes;
}
