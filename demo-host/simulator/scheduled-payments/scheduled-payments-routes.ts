import { Hono } from 'hono';
import { requireCaller } from '../access.ts';
import { webContentKeys, webContentOfCall } from '../portal/web-content.ts';
import { siteEntry } from '../records.ts';
import { notFound } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { ScheduledPaymentRecord, SiteScheduledPayments } from './scheduled-payments-service.ts';

/** What the back office answers about a scheduled payment, as the list shows it (without its member). */
function scheduledPaymentView({ memberNumber: _member, ...payment }: ScheduledPaymentRecord) {
  return payment;
}

/**
 * A signed-in member's scheduled payments: mounted at /api/v3/members. Only the access token of the
 * member the path names opens them; another member's payment, or an unknown one, answers 404.
 */
export function scheduledPaymentsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const site = (applicationId: string): SiteScheduledPayments =>
    siteEntry(store.state.scheduledPayments.sites, applicationId, 'scheduledPayments');

  routes.get('/:memberNumber/scheduled-payments', member, (c) => {
    const { memberNumber } = c.var.caller;
    const scheduledPaymentsList = site(c.var.applicationId)
      .payments.filter((payment) => payment.memberNumber === memberNumber)
      .map(scheduledPaymentView);
    return c.json({ scheduledPaymentsList });
  });

  routes.delete('/:memberNumber/scheduled-payments/:transNo', member, (c) => {
    const { memberNumber } = c.var.caller;
    const transNo = c.req.param('transNo');
    const payments = site(c.var.applicationId).payments;
    const index = payments.findIndex(
      (payment) => payment.transNo === transNo && payment.memberNumber === memberNumber,
    );
    if (index < 0) return notFound();
    payments.splice(index, 1);
    return c.json({ transNo });
  });

  return routes;
}

/** The site's scheduled payments texts (web content): mounted at /api/v3/scheduled-payments. Public. */
export function scheduledPaymentsSettingsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/settings', (c) => {
    const { webContent } = siteEntry(
      store.state.scheduledPayments.sites,
      c.var.applicationId,
      'scheduledPayments',
    );
    const inAskedLanguage = webContentOfCall(c, store.state);
    return c.json({
      overview: inAskedLanguage(webContentKeys.scheduledPaymentsOverview, webContent.overview),
      accountListOverview: inAskedLanguage(
        webContentKeys.scheduledPaymentsAccountListOverview,
        webContent.accountListOverview,
      ),
    });
  });
  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const scheduledPaymentsMounts: ServiceMounts = ({ store }) => ({
  api: {
    '/v3/members': scheduledPaymentsRoutes(store),
    '/v3/scheduled-payments': scheduledPaymentsSettingsRoutes(store),
  },
});
