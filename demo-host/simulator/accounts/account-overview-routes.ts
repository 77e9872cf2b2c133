import { Hono } from 'hono';
import { ownedAccount, requireCaller, requireOwnedAccount } from '../access.ts';
import { paymentsOfAccount } from '../payments/site-payments.ts';
import { letterheadOf } from '../portal/site-of.ts';
import { randomHex } from '../random.ts';
import { own } from '../records.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import {
  accountInfoView,
  billingHistoryView,
  parseBillViewUrl,
  paymentHistoryView,
} from './account-overview-views.ts';
import { accountOverview, accountOverviewSettings, siteAccounts } from './site-accounts.ts';

// The texts spec 02 §8 shows for a missing document, so any client may show the body's message.
const documentNotFound = {
  billFileNotFound: 'Bill History File not found.',
  capitalCreditFileNotFound: 'Capital Credit File not found.',
} as const;

/** Where the simulator's "My Meter" link goes: the demo host's stand-in page that lists what it got. */
const meterPagePath = '/meter-portal.html';

/**
 * What the account overview reads of one of a signed-in member's accounts: mounted at /api/v3/members
 * next to the member accounts service. Every call names the member in its path, and only that member's
 * access token opens it; another member's account, or an unknown one, answers 404.
 */
export function accountOverviewRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);

  routes.get('/:memberNumber/accounts/:accountNumber/info', member, memberAccount, (c) =>
    c.json(accountInfoView(c.var.account, accountOverview(store.state, c.var.account))),
  );

  routes.get('/:memberNumber/accounts/:accountNumber/payments/history', member, memberAccount, (c) => {
    const recorded = paymentsOfAccount(store.state, c.var.applicationId, c.var.account.accountNumber);
    return c.json(paymentHistoryView(accountOverview(store.state, c.var.account), recorded));
  });

  routes.get('/:memberNumber/accounts/:accountNumber/bills/history', member, memberAccount, (c) =>
    c.json(billingHistoryView(c.var.account, accountOverview(store.state, c.var.account))),
  );

  routes.get('/:memberNumber/accounts/:accountNumber/meter-link', member, memberAccount, (c) => {
    const account = c.var.account;
    const link = new URL(meterPagePath, c.req.url);
    link.search = new URLSearchParams({
      memberNumber: c.var.caller.memberNumber,
      accountNumber: account.accountNumber,
      locationId: account.locationId,
      meterNumber: accountOverviewSettings(store.state, account).meters[0]?.meterNumber ?? '',
      webToken: randomHex(16),
    }).toString();
    return c.json({ link: link.href });
  });

  // `tick` only keeps caches from answering an old statement: the back office ignores it.
  routes.get('/:memberNumber/bills/view', member, async (c) => {
    const named = parseBillViewUrl(c.req.query('url') ?? '');
    const account =
      named && ownedAccount(store.state, c.var.applicationId, c.var.caller, named.accountNumber);
    const overview = account && accountOverview(store.state, account);
    const bill = overview?.bills.find(
      (candidate) =>
        candidate.hasStatement &&
        candidate.billDate === named?.billDate &&
        candidate.statementStartDate === c.req.query('statementStartDate'),
    );
    if (!account || !overview || !bill) {
      return c.json({ message: documentNotFound.billFileNotFound }, 404);
    }
    // Loaded on first use: the rest of the simulator does not need the PDF library.
    const { billStatementPdf } = await import('../documents.ts');
    return c.json({
      fileName: `Statement-${account.accountNumber}-${bill.billDate}.pdf`,
      billViewUrlFileBytes: await billStatementPdf({
        letterhead: letterheadOf(store.state, c.var.applicationId),
        account,
        bill,
        billMessages: overview.billMessages,
      }),
    });
  });

  routes.get('/:memberNumber/capital-credits/view', member, async (c) => {
    const site = siteAccounts(store.state, c.var.applicationId);
    const memberNumber = c.var.caller.memberNumber;
    const url = c.req.query('url') ?? '';
    // A generated account has no letter until its overview is stored: only stored overviews can name one.
    const overview = Object.values(site.accounts).find(
      (candidate) =>
        candidate.memberNumber === memberNumber &&
        url !== '' &&
        candidate.overview?.viewccPdfUrl === url &&
        candidate.overview.capitalCreditLetter !== null,
    )?.overview;
    const letter = overview?.capitalCreditLetter;
    const memberRecord = own(site.members, memberNumber);
    if (!letter || !memberRecord) return c.json({ message: documentNotFound.capitalCreditFileNotFound }, 404);
    const { capitalCreditLetterPdf } = await import('../documents.ts');
    return c.json({
      fileName: `Capital-Credit-Letter-${letter.letterId}.pdf`,
      ccViewUrlFileBytes: await capitalCreditLetterPdf({
        letterhead: letterheadOf(store.state, c.var.applicationId),
        member: memberRecord,
        letter,
      }),
    });
  });

  return routes;
}
