import { Hono } from 'hono';
import { requireCaller } from '../access.ts';
import { memberAccounts, siteAccounts } from '../accounts/site-accounts.ts';
import { randomHex } from '../random.ts';
import { siteEntry } from '../records.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';

// Unlike the other services, the meter portal's 400 body is a list of {code, message} objects.
const meterPortalErrors = {
  unavailable: { code: '3100', message: 'The meter data portal is not available for this cooperative.' },
  migrating: { code: '3101', message: 'Your meter data is being migrated. Please try again tomorrow.' },
  noAccount: { code: '3102', message: 'We could not find an account with meter data for this member.' },
} as const;

/** Settings for the jump to the external meter-data portal: mounted at /api/v2/aclara. */
export function meterPortalRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/member/:memberNumber', requireCaller(store, 'member'), (c) => {
    const applicationId = c.var.applicationId;
    const memberNumber = c.var.caller.memberNumber;
    const portal = siteEntry(store.state.meterPortal.sites, applicationId, 'meterPortal');
    if (!portal) return c.json([meterPortalErrors.unavailable], 400);
    if (portal.migratingMemberNumbers.includes(memberNumber))
      return c.json([meterPortalErrors.migrating], 400);
    const account = memberAccounts(siteAccounts(store.state, applicationId), memberNumber).find(
      (candidate) => candidate.premiseId !== null,
    );
    if (!account) return c.json([meterPortalErrors.noAccount], 400);
    return c.json({
      aclaraUrl: portal.aclaraUrl,
      clientId: portal.clientId,
      memberNumber,
      accountNumber: account.accountNumber,
      premiseId: account.premiseId,
      webToken: randomHex(16),
    });
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const meterPortalMounts: ServiceMounts = ({ store }) => ({
  api: { '/v2/aclara': meterPortalRoutes(store) },
});
