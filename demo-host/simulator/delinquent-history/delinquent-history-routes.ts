import { Hono } from 'hono';
import { requireCaller, requireOwnedAccount } from '../access.ts';
import { siteAccounts } from '../accounts/site-accounts.ts';
import { letterheadOf } from '../portal/site-of.ts';
import { own, siteEntry } from '../records.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';

/** The text spec 03 §8 shows for a missing notice, so any client may show the body's message. */
export const delinquentFileNotFound = 'Delinquent File not found.';

/**
 * Delinquent notices of a signed-in member's accounts, mounted at /api/v3/members: the notices of an
 * account, and a notice's PDF. Only the access token of the member the path names opens them; another
 * member's account, or an unknown one, answers 404.
 */
export function delinquentHistoryRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);
  const siteNotices = (applicationId: string) =>
    siteEntry(store.state.delinquentHistory.sites, applicationId, 'delinquentHistory');

  routes.get('/:memberNumber/accounts/:accountNumber/delinquents', member, memberAccount, (c) => {
    const notices = own(siteNotices(c.var.applicationId), c.var.account.accountNumber) ?? [];
    return c.json(
      notices.map(
        ({ billDate, pastDue, lateFee, cutoffDate, delinquentViewUrl, delinquentProcessedDate }) => ({
          billDate,
          pastDue,
          lateFee,
          cutoffDate,
          delinquentViewUrl,
          delinquentProcessedDate,
        }),
      ),
    );
  });

  // `tick` only keeps caches from answering an old notice: the back office ignores it.
  routes.get('/:memberNumber/delinquents/view', member, async (c) => {
    const url = c.req.query('url') ?? '';
    const processedDate = c.req.query('processedDate') ?? '';
    const accounts = siteAccounts(store.state, c.var.applicationId).accounts;
    const notices = siteNotices(c.var.applicationId);
    const found = Object.entries(notices)
      .filter(([accountNumber]) => own(accounts, accountNumber)?.memberNumber === c.var.caller.memberNumber)
      .flatMap(([accountNumber, list]) => list.map((record) => ({ accountNumber, record })))
      .find(
        ({ record }) =>
          record.hasPdf &&
          record.delinquentViewUrl === url &&
          record.delinquentProcessedDate === processedDate,
      );
    const account = found && own(accounts, found.accountNumber);
    if (!found || !account) return c.json({ message: delinquentFileNotFound }, 404);
    // Loaded on first use: the rest of the simulator does not need the PDF library.
    const { delinquentNoticePdf } = await import('./delinquent-notice-pdf.ts');
    return c.json({
      fileName: `Delinquent-Notice-${account.accountNumber}-${found.record.billDate}.pdf`,
      delinquentViewUrlFileBytes: await delinquentNoticePdf({
        letterhead: letterheadOf(store.state, c.var.applicationId),
        account,
        notice: found.record,
      }),
    });
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const delinquentHistoryMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': delinquentHistoryRoutes(store) },
});
