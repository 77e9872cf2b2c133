import { type Context, Hono } from 'hono';
import { authorizedAccessToken } from '../access-tokens.ts';
import {
  accountInfoView,
  billingHistoryView,
  parseBillViewUrl,
  paymentHistoryView,
} from '../account-overview-views.ts';
import { randomHex } from '../random.ts';
import { own } from '../records.ts';
import { notFound, unauthorized } from '../responses.ts';
import type { AccountRecord, SiteRecord } from '../state.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';

// The texts spec 02 §8 shows for a missing document, so any client may show the body's message.
const documentNotFound = {
  billFileNotFound: 'Bill History File not found.',
  capitalCreditFileNotFound: 'Capital Credit File not found.',
} as const;

/** Where the simulator's "My Meter" link goes: the demo host's stand-in page that lists what it got. */
const meterPagePath = '/meter-portal.html';

function memberAccount(
  site: SiteRecord,
  memberNumber: string,
  accountNumber: string,
): AccountRecord | undefined {
  const account = own(site.accounts, accountNumber);
  return account?.memberNumber === memberNumber ? account : undefined;
}

/**
 * What the account overview reads of one of a signed-in member's accounts: mounted at /api/v3/members
 * next to the member accounts service. Another member's account, or an unknown one, answers 404.
 */
export function accountOverviewRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  // Every call names the member in its path, and only that member's access token opens it.
  const isAuthorized = (c: Context<ApiEnv>) =>
    authorizedAccessToken(
      store,
      c.req.raw,
      c.get('site').applicationId,
      c.req.param('memberNumber') ?? '',
    ) !== undefined;

  routes.get('/:memberNumber/accounts/:accountNumber/info', (c) => {
    if (!isAuthorized(c)) return unauthorized();
    const account = memberAccount(c.get('site'), c.req.param('memberNumber'), c.req.param('accountNumber'));
    return account ? c.json(accountInfoView(account)) : notFound();
  });

  routes.get('/:memberNumber/accounts/:accountNumber/payments/history', (c) => {
    if (!isAuthorized(c)) return unauthorized();
    const site = c.get('site');
    const account = memberAccount(site, c.req.param('memberNumber'), c.req.param('accountNumber'));
    return account ? c.json(paymentHistoryView(store.state, site, account)) : notFound();
  });

  routes.get('/:memberNumber/accounts/:accountNumber/bills/history', (c) => {
    if (!isAuthorized(c)) return unauthorized();
    const account = memberAccount(c.get('site'), c.req.param('memberNumber'), c.req.param('accountNumber'));
    return account ? c.json(billingHistoryView(account)) : notFound();
  });

  routes.get('/:memberNumber/accounts/:accountNumber/meter-link', (c) => {
    if (!isAuthorized(c)) return unauthorized();
    const memberNumber = c.req.param('memberNumber');
    const account = memberAccount(c.get('site'), memberNumber, c.req.param('accountNumber'));
    if (!account) return notFound();
    const link = new URL(meterPagePath, c.req.url);
    link.search = new URLSearchParams({
      memberNumber,
      accountNumber: account.accountNumber,
      locationId: account.locationId,
      meterNumber: account.overview.meters[0]?.meterNumber ?? '',
      webToken: randomHex(16),
    }).toString();
    return c.json({ link: link.href });
  });

  // `tick` only keeps caches from answering an old statement: the back office ignores it.
  routes.get('/:memberNumber/bills/view', async (c) => {
    if (!isAuthorized(c)) return unauthorized();
    const site = c.get('site');
    const named = parseBillViewUrl(c.req.query('url') ?? '');
    const account = named && memberAccount(site, c.req.param('memberNumber'), named.accountNumber);
    const bill = account?.overview.bills.find(
      (candidate) =>
        candidate.hasStatement &&
        candidate.billDate === named?.billDate &&
        candidate.statementStartDate === c.req.query('statementStartDate'),
    );
    if (!account || !bill) return c.json({ message: documentNotFound.billFileNotFound }, 404);
    // Loaded on first use: the rest of the simulator does not need the PDF library.
    const { billStatementPdf } = await import('../documents.ts');
    return c.json({
      fileName: `Statement-${account.accountNumber}-${bill.billDate}.pdf`,
      billViewUrlFileBytes: await billStatementPdf({ site, account, bill }),
    });
  });

  routes.get('/:memberNumber/capital-credits/view', async (c) => {
    if (!isAuthorized(c)) return unauthorized();
    const site = c.get('site');
    const memberNumber = c.req.param('memberNumber');
    const url = c.req.query('url') ?? '';
    const account = Object.values(site.accounts).find(
      (candidate) =>
        candidate.memberNumber === memberNumber &&
        url !== '' &&
        candidate.overview.viewccPdfUrl === url &&
        candidate.overview.capitalCreditLetter !== null,
    );
    const letter = account?.overview.capitalCreditLetter;
    const member = own(site.members, memberNumber);
    if (!letter || !member) return c.json({ message: documentNotFound.capitalCreditFileNotFound }, 404);
    const { capitalCreditLetterPdf } = await import('../documents.ts');
    return c.json({
      fileName: `Capital-Credit-Letter-${letter.letterId}.pdf`,
      ccViewUrlFileBytes: await capitalCreditLetterPdf({ site, member, letter }),
    });
  });

  return routes;
}
