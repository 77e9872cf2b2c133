import { Hono } from 'hono';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv } from '../store.ts';
import { accountOverviewRoutes } from './account-overview-routes.ts';
import { generatedAccountsControl } from './generated-accounts-control.ts';
import { memberAccountRoutes } from './member-account-routes.ts';

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const accountsMounts: ServiceMounts = ({ store }) => ({
  api: {
    '/v3/members': new Hono<ApiEnv>()
      .route('/', memberAccountRoutes(store))
      .route('/', accountOverviewRoutes(store)),
  },
  controls: generatedAccountsControl(store),
});
