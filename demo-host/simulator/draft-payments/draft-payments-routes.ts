import { Hono, type Context } from 'hono';
import type { AccountRecord } from '../accounts/account-records.ts';
import { parseAccountQuery, queryAccounts } from '../accounts/account-query.ts';
import { accountOverviewSettings, memberAccountList, siteAccounts } from '../accounts/site-accounts.ts';
import { requireCaller } from '../access.ts';
import { addDays, toIsoDate } from '../dates.ts';
import { gatewayPaths } from '../../gateway/paths.ts';
import { siteOf } from '../portal/site-of.ts';
import { sitePayments } from '../payments/site-payments.ts';
import { createTransaction } from '../payments/transactions.ts';
import { own, siteEntry } from '../records.ts';
import { readJsonObject } from '../request-body.ts';
import { badRequest, messages, notFound } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import { siteRedirectLocation } from '../site-address.ts';
import type { SimulatorState } from '../state.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { DraftMethodRecord, DraftOptionRecord, SiteDrafts } from './draft-payments-service.ts';
import { bankNameOf, defaultDraftAccount, draftAccountRecord } from './draft-records.ts';

/** What the back office answers a change it refuses (400, a list of messages or a field's message). */
export const draftPaymentsRefusals = {
  noAccounts: 'Select at least one account.',
  invalidEntry: 'Each draft account needs an accountNumber, action ADD and a valid draftMethod and draftDay.',
  bankDraftNotDirect: 'Bank drafts are not saved directly on this site.',
  optionNotAllowed: 'This draft option is not available.',
  autopay: 'Account is signed up for AutoPay. Draft is not allowed.',
  creditRestricted: 'Credit Card Payment Restricted.',
  echeckRestricted: 'ECheck Payment Restricted.',
  pastDue: 'Account has a past due balance. Draft is not allowed.',
  bankAccount: "The bank account number's length must be between 4 and 18.",
  routing: 'Please enter a valid routing number.',
  accountType: 'Please select an account type.',
  noDraft: (accountNumber: string) => `Account ${accountNumber} has no draft to remove.`,
  withDraft: 'withDraft must be true or false.',
} as const;

const methods: readonly DraftMethodRecord[] = [
  'WHEN_BILLED',
  'END_OF_MONTH',
  'DAY_OF_MONTH',
  'DAYS_AFTER_BILLING',
];

function siteDrafts(state: SimulatorState, applicationId: string): SiteDrafts {
  return siteEntry(state.draftPayments.sites, applicationId, 'draftPayments');
}

/** The next date on the account's billed day, after today. */
function eligibleDraftDate(today: Date, billedDay: number): string {
  let date = addDays(today, 1);
  while (date.getDate() !== billedDay) date = addDays(date, 1);
  return toIsoDate(date);
}

function accountView(
  store: SimulatorStore,
  site: SiteDrafts,
  account: AccountRecord,
  eligibleOn: (billedDay: number) => string,
) {
  const record = draftRecordOf(site, account);
  const draft = record.draft;
  return {
    accountNumber: account.accountNumber,
    serviceAddress: account.serviceAddress,
    accountType: account.serviceType,
    pastDueAmount: account.pastDueAmount,
    autopayExists: accountOverviewSettings(store.state, account).autoPayExists,
    ccEligible: record.ccEligible,
    noMoreChecks: record.noMoreChecks,
    eligibleDraftDate: eligibleOn(record.billedDay),
    billedDay: record.billedDay,
    allowBeforeBilledDay: record.allowBeforeBilledDay,
    allowAfterBilledDay: record.allowAfterBilledDay,
    draft: draft && {
      draftAccountType: draft.draftAccountType,
      draftAccountNumberMasked: `****${draft.lastFourDigits}`,
      financialInstitutionName: draft.financialInstitutionName,
      draftType: draft.draftType,
      draftDay: draft.draftDay,
    },
  };
}

interface Entry {
  accountNumber: string;
  draftMethod: DraftMethodRecord;
  draftDay: number | null;
  draftStartDate: string | null;
}

function entriesOf(value: unknown, action: 'ADD' | 'REMOVE'): Entry[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const entries: Entry[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') return undefined;
    const {
      accountNumber,
      action: given,
      draftMethod,
      draftDay,
      draftStartDate,
    } = item as Record<string, unknown>;
    if (typeof accountNumber !== 'string' || accountNumber === '' || given !== action) return undefined;
    if (action === 'REMOVE') {
      entries.push({ accountNumber, draftMethod: 'WHEN_BILLED', draftDay: null, draftStartDate: null });
      continue;
    }
    if (!methods.includes(draftMethod as DraftMethodRecord)) return undefined;
    const method = draftMethod as DraftMethodRecord;
    const needsDay = method === 'DAY_OF_MONTH' || method === 'DAYS_AFTER_BILLING';
    if (needsDay && !(Number.isInteger(draftDay) && (draftDay as number) >= 1)) return undefined;
    entries.push({
      accountNumber,
      draftMethod: method,
      draftDay: needsDay ? (draftDay as number) : null,
      draftStartDate: typeof draftStartDate === 'string' ? draftStartDate : null,
    });
  }
  return entries;
}

/** Why the accounts may not be drafted with `option`, or undefined when they all may. */
function refusalOf(
  store: SimulatorStore,
  applicationId: string,
  memberNumber: string,
  entries: Entry[],
  option: DraftOptionRecord,
): { status: 400 | 404; message: string } | undefined {
  const site = siteDrafts(store.state, applicationId);
  const configuration = siteOf(store.state, applicationId).configuration;
  const allowed = option === 'BANK' ? configuration.allowBankDraft : configuration.allowCreditDraft;
  if (!allowed) return { status: 400, message: draftPaymentsRefusals.optionNotAllowed };
  const accounts = siteAccounts(store.state, applicationId).accounts;
  for (const entry of entries) {
    const account = own(accounts, entry.accountNumber);
    if (account?.memberNumber !== memberNumber) return { status: 404, message: 'Not found' };
    const record = draftRecordOf(site, account);
    const refused = accountRefusal(store, site, account, option);
    if (refused) return { status: 400, message: refused };
    if (entry.draftMethod === 'DAY_OF_MONTH') {
      const day = entry.draftDay ?? 0;
      const first = Math.max(1, record.billedDay - record.allowBeforeBilledDay);
      const last = Math.min(28, record.billedDay + record.allowAfterBilledDay);
      if (day < first || day > last) return { status: 400, message: draftPaymentsRefusals.invalidEntry };
    }
    if (entry.draftMethod === 'DAYS_AFTER_BILLING' && (entry.draftDay ?? 0) > site.settings.maxDraftDays) {
      return { status: 400, message: draftPaymentsRefusals.invalidEntry };
    }
  }
  return undefined;
}

/** An account's draft record, or the default one for an account without. */
function draftRecordOf(site: SiteDrafts, account: AccountRecord) {
  return own(site.accounts, account.accountNumber) ?? { ...defaultDraftAccount, draft: null };
}

/** Why the account may not be drafted with `option` (the site allowing it), or undefined when it may. */
function accountRefusal(
  store: SimulatorStore,
  site: SiteDrafts,
  account: AccountRecord,
  option: DraftOptionRecord,
): string | undefined {
  const record = draftRecordOf(site, account);
  if (accountOverviewSettings(store.state, account).autoPayExists) return draftPaymentsRefusals.autopay;
  if (site.settings.preventPastDueSetup && account.pastDueAmount > 0) return draftPaymentsRefusals.pastDue;
  if (option === 'CREDIT' && !record.ccEligible) return draftPaymentsRefusals.creditRestricted;
  if (option === 'BANK' && record.noMoreChecks && site.settings.enforceNoMoreChecks) {
    return draftPaymentsRefusals.echeckRestricted;
  }
  return undefined;
}

/**
 * Draft payments of a signed-in member's accounts: mounted at /api/v3/members. Only the access token of
 * the member the path names opens them; an account of another member answers 404. A change is made
 * for all its accounts or for none.
 */
export function draftPaymentsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');

  // A page of the member's accounts, searched, sorted and paged as account details are, narrowed to
  // those with a draft by `withDraft=true`; and how many of them all may be drafted by bank and by card.
  routes.get('/:memberNumber/drafts', member, (c) => {
    const { withDraft, ...parameters } = c.req.query();
    const query = parseAccountQuery(parameters);
    const problems = [
      ...(Array.isArray(query) ? query : []),
      ...(withDraft === undefined || withDraft === 'true' || withDraft === 'false'
        ? []
        : [draftPaymentsRefusals.withDraft]),
    ];
    if (problems.length > 0 || Array.isArray(query)) return badRequest(problems);
    const { applicationId } = c.var;
    const site = siteDrafts(store.state, applicationId);
    const configuration = siteOf(store.state, applicationId).configuration;
    const payments = sitePayments(store.state, applicationId).settings;
    const accounts = memberAccountList(siteAccounts(store.state, applicationId), c.var.caller.memberNumber);
    const listed =
      withDraft === 'true'
        ? accounts.filter((account) => draftRecordOf(site, account).draft !== null)
        : accounts;
    const { page, totalRecords } = queryAccounts(listed, query);
    // Worked out once for each billed day: a member may have thousands of accounts, most on one day.
    const today = store.now();
    const eligibleDates = new Map<number, string>();
    const eligibleOn = (billedDay: number) => {
      const date = eligibleDates.get(billedDay) ?? eligibleDraftDate(today, billedDay);
      eligibleDates.set(billedDay, date);
      return date;
    };
    const draftable = (option: DraftOptionRecord, allowed: boolean) =>
      allowed ? accounts.filter((account) => !accountRefusal(store, site, account, option)).length : 0;
    return c.json({
      settings: {
        allowBankDraft: configuration.allowBankDraft,
        allowCreditDraft: configuration.allowCreditDraft,
        ...site.settings,
        allowVisa: payments.allowVisa,
        allowMaster: payments.allowMaster,
        allowAmex: payments.allowAmex,
        allowDiscover: payments.allowDiscover,
      },
      results: page.map((account) => accountView(store, site, account, eligibleOn)),
      totalRecords,
      draftableAccounts: {
        BANK: draftable('BANK', configuration.allowBankDraft),
        CREDIT: draftable('CREDIT', configuration.allowCreditDraft),
      },
    });
  });

  routes.put('/:memberNumber/drafts/bank', member, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const { applicationId } = c.var;
    const memberNumber = c.var.caller.memberNumber;
    const site = siteDrafts(store.state, applicationId);
    if (!site.settings.nachaProcess) return badRequest([draftPaymentsRefusals.bankDraftNotDirect]);
    const entries = entriesOf(body.draftAccounts, 'ADD');
    if (!entries) return badRequest([draftPaymentsRefusals.invalidEntry]);
    const refusal = refusalOf(store, applicationId, memberNumber, entries, 'BANK');
    if (refusal?.status === 404) return notFound();
    if (refusal) return badRequest([refusal.message]);
    const fieldErrors: Array<{ field: string; message: string }> = [];
    const { draftType, bankAccountNumber, routingNumber } = body;
    if (draftType !== 'Checking' && draftType !== 'Savings') {
      fieldErrors.push({ field: 'accountType', message: draftPaymentsRefusals.accountType });
    }
    if (typeof bankAccountNumber !== 'string' || !/^\d{4,18}$/.test(bankAccountNumber)) {
      fieldErrors.push({ field: 'bankAccountNumber', message: draftPaymentsRefusals.bankAccount });
    }
    const bankName = typeof routingNumber === 'string' ? bankNameOf(store.state, routingNumber) : undefined;
    if (!bankName) fieldErrors.push({ field: 'bankTransitNumber', message: draftPaymentsRefusals.routing });
    if (fieldErrors.length > 0) return c.json(fieldErrors, 400);
    for (const entry of entries) {
      draftAccountRecord(site, entry.accountNumber).draft = {
        option: 'BANK',
        draftAccountType: draftType as string,
        lastFourDigits: (bankAccountNumber as string).slice(-4),
        financialInstitutionName: bankName as string,
        draftType: entry.draftMethod,
        draftDay: entry.draftDay,
        startDate: entry.draftStartDate,
      };
    }
    return c.json({ updatedAccounts: entries.map((entry) => entry.accountNumber) });
  });

  routes.post('/:memberNumber/drafts/initiate', member, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const { applicationId } = c.var;
    const memberNumber = c.var.caller.memberNumber;
    const option = body.draftOption;
    if (option !== 'BANK' && option !== 'CREDIT') return badRequest([draftPaymentsRefusals.optionNotAllowed]);
    if (body.paymentType !== 'DRAFT' || body.removeDraft === true) {
      return badRequest([draftPaymentsRefusals.invalidEntry]);
    }
    const entries = entriesOf(body.accountsToDraft, 'ADD');
    if (!entries) return badRequest([draftPaymentsRefusals.invalidEntry]);
    const refusal = refusalOf(store, applicationId, memberNumber, entries, option);
    if (refusal?.status === 404) return notFound();
    if (refusal) return badRequest([refusal.message]);
    const transaction = createTransaction(store, {
      applicationId,
      memberNumber,
      accountNumber: entries[0]!.accountNumber,
      amount: 0,
      accountsToPay: [],
      purpose: 'setup',
    });
    store.state.draftPayments.pending[transaction.transNo] = { applicationId, memberNumber, option, entries };
    const payments = sitePayments(store.state, applicationId).settings;
    return c.json({
      clientId: payments.pgClientId,
      actionUrl: new URL(gatewayPaths.hostedPayment, c.req.url).href,
      transNo: transaction.transNo,
      applicationId,
      merchantId: payments.pgClientId,
      securityToken: transaction.securityToken,
    });
  });

  routes.post('/:memberNumber/drafts/remove', member, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const { applicationId } = c.var;
    const entries = entriesOf(body.draftAccounts, 'REMOVE');
    if (!entries) return badRequest([draftPaymentsRefusals.noAccounts]);
    const site = siteDrafts(store.state, applicationId);
    const accounts = siteAccounts(store.state, applicationId).accounts;
    for (const entry of entries) {
      if (own(accounts, entry.accountNumber)?.memberNumber !== c.var.caller.memberNumber) return notFound();
      if (!own(site.accounts, entry.accountNumber)?.draft) {
        return badRequest([draftPaymentsRefusals.noDraft(entry.accountNumber)]);
      }
    }
    for (const entry of entries) draftAccountRecord(site, entry.accountNumber).draft = null;
    return c.json({ updatedAccounts: entries.map((entry) => entry.accountNumber) });
  });

  return routes;
}

/** The routing-number lookup's list: mounted at /api/v3/financial-institutions, for a signed-in member. */
export function financialInstitutionRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/', requireCaller(store, 'member'), (c) => c.json(store.state.draftPayments.institutions));
  return routes;
}

/**
 * Where the hosted page sends the browser back after a draft: mounted at /PaymentCallback/draft. Each
 * forwards to the page the member left (`to`, a page of the site; the site's root when missing or off
 * the site): with statuscode 0 after success.
 */
export function draftCallbackRoutes(siteOrigin = ''): Hono {
  const routes = new Hono();
  const forward = (c: Context, statusCode: string | null) =>
    c.redirect(
      siteRedirectLocation({
        target: c.req.query('to'),
        fallback: '/',
        siteOrigin,
        requestUrl: c.req.url,
        addTo: (address) => {
          if (statusCode !== null) address.searchParams.set('statuscode', statusCode);
        },
      }),
      303,
    );
  routes.on(['GET', 'POST'], '/success', (c) => forward(c, '0'));
  routes.on(['GET', 'POST'], '/cancel', (c) => forward(c, null));
  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const draftPaymentsMounts: ServiceMounts = ({ store, siteOrigin }) => ({
  api: {
    '/v3/members': draftPaymentsRoutes(store),
    '/v3/financial-institutions': financialInstitutionRoutes(store),
  },
  pages: new Hono().route('/PaymentCallback/draft', draftCallbackRoutes(siteOrigin)),
});
