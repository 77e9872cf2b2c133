import { Hono, type Context } from 'hono';
import { isShown, searchText, selectAll } from '../../../src/domain/pay-accounts/account-view.ts';
import { payField, type PayAccountEntry } from '../../../src/domain/pay-accounts/rules.ts';
import { gatewayPaths } from '../../gateway/paths.ts';
import { requireCaller } from '../access.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { memberAccountList, siteAccounts } from '../accounts/site-accounts.ts';
import { addDays, toIsoDate } from '../dates.ts';
import { roundToCents } from '../money.ts';
import {
  findStoredMethod,
  isStoredMethodExpired,
  storedMethodLabel,
} from '../payment-profile/stored-methods.ts';
import { allowedPaymentMethods } from '../payments/payment-methods.ts';
import type { AccountToPay, PaymentMethod } from '../payments/payment-records.ts';
import { lastPaymentsOf, resultPagesOf, sitePayments } from '../payments/site-payments.ts';
import {
  approveTransaction,
  createTransaction,
  findTransactionByEncodedParam,
  partsOfTransaction,
  paymentOfTransaction,
  takeTransactionNumber,
} from '../payments/transactions.ts';
import { siteOf } from '../portal/site-of.ts';
import {
  accountPaymentSettingsView,
  quickPayAccountView,
  sitePaymentSettingsView,
  withOwnPaymentSettings,
} from '../quick-pay/quick-pay-views.ts';
import { own } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages, notFound } from '../responses.ts';
import { addScheduledPayment } from '../scheduled-payments/scheduled-payments-service.ts';
import type { ServiceMounts } from '../service.ts';
import { siteRedirectLocation } from '../site-address.ts';
import type { SimulatorState } from '../state.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { parsePayAccountsQuery, type PayAccountsQuery } from './pay-accounts-query.ts';

const largestPaymentAmount = 9_999_999_999.99;
/** The most accounts one payment may pay (docs/api.md): a school district pays in several. */
export const mostAccountsPerPayment = 1000;
/** A payment may be scheduled at most this many days ahead. */
const latestScheduleDays = 365;

/** What the back office answers a payment it refuses. */
export const payAccountsRefusals = {
  noAccountToPay: 'Select at least one account to pay.',
  tooManyAccounts: `One payment can pay at most ${mostAccountsPerPayment.toLocaleString('en-US')} accounts. Pay the others in another payment.`,
  unknownAccount: 'An account to pay is not one of your accounts.',
  amountNotPositive: 'Payment amount should be greater than 0.',
  amountTooLarge: 'You must enter a payment amount less than 9999999999.99.',
  amountNotInCents: 'The payment amount must have at most two decimals.',
  amountsDisagree: 'The payment amount does not match the amounts of the accounts to pay.',
  methodNotAllowed: 'This payment method cannot pay every selected account.',
  unknownMethod: 'The saved payment method was not found.',
  expiredMethod: 'The saved card has expired.',
  dateNotAllowed: 'The payment date must be after today and within one year.',
  futureNotAllowed: 'Payments cannot be scheduled for a later date.',
} as const;

interface CheckedPayment {
  accounts: AccountRecord[];
  accountsToPay: AccountToPay[];
  amount: number;
}

/** The accounts and amounts of a payment request (spec 01 §3), or what is wrong with it. */
function checkPayment(
  state: SimulatorState,
  applicationId: string,
  memberNumber: string,
  body: Record<string, unknown>,
  method: PaymentMethod,
): CheckedPayment | string {
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    return payAccountsRefusals.amountNotPositive;
  }
  if (amount > largestPaymentAmount) return payAccountsRefusals.amountTooLarge;
  if (roundToCents(amount) !== amount) return payAccountsRefusals.amountNotInCents;
  if (!Array.isArray(body.accountsToPay) || body.accountsToPay.length === 0) {
    return payAccountsRefusals.noAccountToPay;
  }
  if (body.accountsToPay.length > mostAccountsPerPayment) return payAccountsRefusals.tooManyAccounts;
  const site = siteAccounts(state, applicationId);
  const settings = sitePayments(state, applicationId).settings;
  const accounts: AccountRecord[] = [];
  const accountsToPay: AccountToPay[] = [];
  for (const entry of body.accountsToPay as unknown[]) {
    const fields = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const account = own(site.accounts, asText(fields.account) ?? '');
    if (!account || account.memberNumber !== memberNumber || accounts.includes(account)) {
      return payAccountsRefusals.unknownAccount;
    }
    const paymentAmount = fields.paymentAmount;
    if (typeof paymentAmount !== 'number' || !Number.isFinite(paymentAmount) || paymentAmount <= 0) {
      return payAccountsRefusals.amountNotPositive;
    }
    if (roundToCents(paymentAmount) !== paymentAmount) return payAccountsRefusals.amountNotInCents;
    const { memberHasCutoffAccount, payOnlinePayCutoffAccount, cutoffMessage } = account.quickPay;
    if (
      settings.payOnlineAllowCutoffPaymentOverride !== 'Y' &&
      memberHasCutoffAccount &&
      payOnlinePayCutoffAccount === 'N' &&
      cutoffMessage
    ) {
      return cutoffMessage;
    }
    const allowed = allowedPaymentMethods(settings, account);
    if (!(method === 'cc' ? allowed.card : allowed.echeck)) return payAccountsRefusals.methodNotAllowed;
    accounts.push(account);
    accountsToPay.push({ ...fields, account: account.accountNumber, paymentAmount });
  }
  const total = roundToCents(accountsToPay.reduce((sum, entry) => sum + entry.paymentAmount, 0));
  if (total !== amount) return payAccountsRefusals.amountsDisagree;
  return { accounts, accountsToPay, amount };
}

type SiteSettings = ReturnType<typeof sitePaymentSettingsView>;
type OwnSettings = ReturnType<typeof accountPaymentSettingsView>;

/** The account as Quick Pay's verify call answers it, with its type (Object.assign: see withOwnPaymentSettings). */
function accountView(account: AccountRecord): PayAccountEntry['account'] {
  return Object.assign(quickPayAccountView(account), { accountType: account.serviceType });
}

/** Each account's search text, with the fields it was made from: searches come at every keystroke. */
const searchTexts = new WeakMap<
  AccountRecord,
  Pick<AccountRecord, 'accountNumber' | 'prepaidLabel' | 'serviceAddress'> & { text: string }
>();

function searchTextOf(account: AccountRecord, entry: PayAccountEntry): string {
  const known = searchTexts.get(account);
  if (
    known?.accountNumber === account.accountNumber &&
    known.prepaidLabel === account.prepaidLabel &&
    known.serviceAddress === account.serviceAddress
  ) {
    return known.text;
  }
  const { accountNumber, prepaidLabel, serviceAddress } = account;
  const text = searchText(entry);
  searchTexts.set(account, { accountNumber, prepaidLabel, serviceAddress, text });
  return text;
}

interface ListedAccount {
  /** The account as the screen's rules read it: Quick Pay's account and whole settings. */
  entry: PayAccountEntry;
  /** Its own payment settings, as the answer sends them. */
  own: OwnSettings;
}

/**
 * The accounts the query matches (its one account, those paid on its day, those of its filter whose
 * search text holds every word of its search), in the member's order, by the screen's own rules
 * (account-view.ts), so the back office finds what the screen finds in the whole list.
 */
function matchingAccounts(
  accounts: readonly AccountRecord[],
  query: PayAccountsQuery,
  state: SimulatorState,
  applicationId: string,
  site: SiteSettings,
): ListedAccount[] {
  const matching: ListedAccount[] = [];
  const lastPayments = lastPaymentsOf(state, applicationId);
  for (const account of accounts) {
    if (query.accountNumber !== undefined && account.accountNumber !== query.accountNumber) continue;
    const own = accountPaymentSettingsView(state, applicationId, account, lastPayments);
    if (query.paidOn !== undefined && own.lastPayment?.paymentDate !== query.paidOn) continue;
    const entry: PayAccountEntry = {
      account: accountView(account),
      settings: withOwnPaymentSettings(site, own),
    };
    if (!isShown(entry, query, () => searchTextOf(account, entry))) continue;
    matching.push({ entry, own });
  }
  return matching;
}

function methodOf(body: Record<string, unknown>): PaymentMethod {
  return body.paymentType === 'echeck' ? 'echeck' : 'cc';
}

/**
 * Paying several of a signed-in member's accounts at once: mounted at /api/v3/members. Only the access
 * token of the member the path names opens it.
 */
export function payAccountsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');

  // A page of the member's accounts, each with its own payment settings, the site's settings once, and
  // its flag; searched, filtered and chosen here by the screen's own rules (docs/api.md, "Pay Multiple
  // Accounts service").
  routes.get('/:memberNumber/pay-accounts', member, (c) => {
    const query = parsePayAccountsQuery(c.req.query());
    if (Array.isArray(query)) return badRequest(query);
    const { applicationId } = c.var;
    const accounts = memberAccountList(siteAccounts(store.state, applicationId), c.var.caller.memberNumber);
    const site = sitePaymentSettingsView(store.state, applicationId);
    const matching = matchingAccounts(accounts, query, store.state, applicationId, site);
    const entries = matching.map((listed) => listed.entry);
    const due = selectAll(entries, 'due');
    const pastDue = selectAll(entries, 'pastDue');
    const chosen = query.choose === undefined ? undefined : { due, pastDue }[query.choose];
    // One payment pays at most so many: a "select all" of more chooses the first of them.
    const answered = chosen
      ? matching
          .filter((listed) => chosen.values[payField(listed.entry.account.accountNumber)] === true)
          .slice(0, mostAccountsPerPayment)
      : matching;
    const end = query.limit === undefined ? undefined : query.offset + query.limit;
    return c.json({
      accounts: answered
        .slice(query.offset, end)
        .map((listed) => ({ account: listed.entry.account, settings: listed.own })),
      totalRecords: chosen ? chosen.chosen : matching.length,
      accountCount: accounts.length,
      choosable: {
        due: { payable: due.chosen, blocked: due.blocked },
        pastDue: { payable: pastDue.chosen, blocked: pastDue.blocked },
      },
      settings: site,
      allowFutureDatedPayments: siteOf(store.state, applicationId).configuration.allowFutureDatedPayments,
    });
  });

  // The payment tax call (spec 02 §7): the fee and the taxes of a payment before it is made.
  routes.post('/:memberNumber/pay-accounts/tax', member, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const method = methodOf(body);
    const checked = checkPayment(store.state, c.var.applicationId, c.var.caller.memberNumber, body, method);
    if (typeof checked === 'string') return badRequest([checked]);
    const settings = sitePayments(store.state, c.var.applicationId).settings;
    const convenienceFee = method === 'cc' ? settings.ccConvenienceFee : settings.ecConvenienceFee;
    // Riverbend's payments carry no tax; the call answers it per account all the same.
    const taxes = checked.accountsToPay.map((entry) => ({ accountNumber: entry.account, tax: 0 }));
    return c.json({
      paymentType: method,
      amount: checked.amount,
      convenienceFee,
      taxes,
      totalTax: 0,
      totalAmount: roundToCents(checked.amount + convenienceFee),
    });
  });

  // Pay now on the hosted page: a transaction the hosted page completes (like Quick Pay's pay call).
  routes.post('/:memberNumber/pay-accounts/payments', member, async (c) => {
    const { applicationId } = c.var;
    const memberNumber = c.var.caller.memberNumber;
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const checked = checkPayment(store.state, applicationId, memberNumber, body, methodOf(body));
    if (typeof checked === 'string') return badRequest([checked]);
    const settings = sitePayments(store.state, applicationId).settings;
    const transaction = createTransaction(store, {
      applicationId,
      memberNumber,
      accountNumber: (checked.accounts[0] as AccountRecord).accountNumber,
      amount: checked.amount,
      accountsToPay: checked.accountsToPay,
      offerToSave: true,
    });
    return c.json({
      paymentRequisitionSettings: {
        actionUrl: new URL(gatewayPaths.hostedPayment, c.req.url).href,
        clientId: settings.pgClientId,
        transNo: transaction.transNo,
        securityToken: transaction.securityToken,
      },
      configuration: { utilityName: settings.utilityName, applicationWebId: settings.applicationWebId },
    });
  });

  // Pay now with a stored method: recorded at once, no hosted page.
  routes.post('/:memberNumber/pay-accounts/stored-payments', member, async (c) => {
    const { applicationId } = c.var;
    const memberNumber = c.var.caller.memberNumber;
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const method = findStoredMethod(
      store.state,
      applicationId,
      memberNumber,
      asText(body.storedMethodToken) ?? '',
    );
    if (!method) return badRequest([payAccountsRefusals.unknownMethod]);
    if (isStoredMethodExpired(method, store.now())) return badRequest([payAccountsRefusals.expiredMethod]);
    const paymentType: PaymentMethod = method.methodType === 'CARD' ? 'cc' : 'echeck';
    const checked = checkPayment(store.state, applicationId, memberNumber, body, paymentType);
    if (typeof checked === 'string') return badRequest([checked]);
    const transaction = createTransaction(store, {
      applicationId,
      memberNumber,
      accountNumber: (checked.accounts[0] as AccountRecord).accountNumber,
      amount: checked.amount,
      accountsToPay: checked.accountsToPay,
    });
    const payment = approveTransaction(store, transaction, {
      paymentMethod: paymentType,
      cardOrBankAccountNumberLastFourDigits: method.lastFourDigits,
    });
    return c.json({
      confirmationNumber: payment?.confirmationNumber ?? '',
      encodedParam: transaction.encodedParam,
      amount: checked.amount,
      convenienceFee: payment?.convenienceFee ?? 0,
      paymentMethod: storedMethodLabel(method),
    });
  });

  // A later payment date with a stored method: added to the member's scheduled payments.
  routes.post('/:memberNumber/pay-accounts/scheduled-payments', member, async (c) => {
    const { applicationId } = c.var;
    const memberNumber = c.var.caller.memberNumber;
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    if (!siteOf(store.state, applicationId).configuration.allowFutureDatedPayments) {
      return badRequest([payAccountsRefusals.futureNotAllowed]);
    }
    const method = findStoredMethod(
      store.state,
      applicationId,
      memberNumber,
      asText(body.storedMethodToken) ?? '',
    );
    if (!method) return badRequest([payAccountsRefusals.unknownMethod]);
    if (isStoredMethodExpired(method, store.now())) return badRequest([payAccountsRefusals.expiredMethod]);
    const today = store.now();
    const paymentDate = asText(body.paymentDate) ?? '';
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(paymentDate) ||
      paymentDate <= toIsoDate(today) ||
      paymentDate > toIsoDate(addDays(today, latestScheduleDays))
    ) {
      return badRequest([payAccountsRefusals.dateNotAllowed]);
    }
    const paymentType: PaymentMethod = method.methodType === 'CARD' ? 'cc' : 'echeck';
    const checked = checkPayment(store.state, applicationId, memberNumber, body, paymentType);
    if (typeof checked === 'string') return badRequest([checked]);
    const transNo = takeTransactionNumber(store);
    addScheduledPayment(store.state, applicationId, {
      transNo,
      memberNumber,
      createdDate: toIsoDate(today),
      paymentType: 'One-Time',
      amount: checked.amount,
      paymentMethod: `${storedMethodLabel(method).replace(' ending ', ' ending in ')}`,
      paymentDate,
      accountDetails: checked.accounts.map((account, index) => ({
        accountNumber: account.accountNumber,
        accountType: account.serviceType,
        amount: (checked.accountsToPay[index] as AccountToPay).paymentAmount,
      })),
    });
    return c.json({ transNo, paymentDate, amount: checked.amount });
  });

  // A payment's receipt: every account it paid, however it was paid (hosted page or stored method).
  routes.get('/:memberNumber/pay-accounts/receipt', member, (c) => {
    const { applicationId } = c.var;
    const transaction = findTransactionByEncodedParam(store.state, c.req.query('encodedParam') ?? '');
    if (
      !transaction ||
      transaction.applicationId !== applicationId ||
      transaction.memberNumber !== c.var.caller.memberNumber
    ) {
      return notFound();
    }
    const payment = paymentOfTransaction(store.state, transaction);
    if (!payment) return notFound();
    const site = siteAccounts(store.state, applicationId);
    const accounts = partsOfTransaction(transaction).map((part) => ({
      accountNumber: part.accountNumber,
      serviceAddress: own(site.accounts, part.accountNumber)?.serviceAddress ?? '',
      paymentAmount: part.amount,
    }));
    return c.json({
      confirmationNumber: payment.confirmationNumber,
      paymentDate: payment.paymentDate,
      paymentMethod: payment.paymentMethod,
      cardOrBankAccountNumberLastFourDigits: payment.cardOrBankAccountNumberLastFourDigits,
      amount: roundToCents(accounts.reduce((sum, account) => sum + account.paymentAmount, 0)),
      convenienceFee: payment.convenienceFee,
      accounts,
    });
  });

  return routes;
}

/** Adds the payment's encodedParam to the page's query: to the fragment's query when the site routes by fragment. */
function addEncodedParam(address: URL, encodedParam: string | undefined): void {
  if (!encodedParam) return;
  const query = new URLSearchParams({ encodedParam }).toString();
  if (address.hash) {
    address.hash = `${address.hash.slice(1)}${address.hash.includes('?') ? '&' : '?'}${query}`;
  } else {
    address.search = address.search ? `${address.search}&${query}` : `?${query}`;
  }
}

/**
 * Where the hosted page sends the browser back after a payment of several accounts: mounted at
 * /PaymentCallback/pay-accounts. Each forwards to the page the member is sent to (`to`, a page of the
 * site), with the payment's encodedParam; without `to`, or with one off the site, to the site's result
 * pages.
 */
export function payAccountsCallbackRoutes(store: SimulatorStore, siteOrigin = ''): Hono {
  const routes = new Hono();
  const resultPages = () => resultPagesOf(store.state);
  const forward = (c: Context, fallback: string) =>
    c.redirect(
      siteRedirectLocation({
        target: c.req.query('to'),
        fallback,
        siteOrigin,
        requestUrl: c.req.url,
        addTo: (address) => addEncodedParam(address, c.req.query('encodedParam')),
      }),
      303,
    );
  routes.on(['GET', 'POST'], '/success', (c) => forward(c, resultPages().successPath));
  routes.on(['GET', 'POST'], '/cancel', (c) => forward(c, resultPages().cancelPath));
  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const payAccountsMounts: ServiceMounts = ({ store, siteOrigin }) => ({
  api: { '/v3/members': payAccountsRoutes(store) },
  pages: new Hono().route('/PaymentCallback/pay-accounts', payAccountsCallbackRoutes(store, siteOrigin)),
});
