import { Hono, type Context } from 'hono';
import { gatewayPaths } from '../../gateway/paths.ts';
import { requireCaller } from '../access.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { memberAccounts, siteAccounts } from '../accounts/site-accounts.ts';
import { addDays, toIsoDate } from '../dates.ts';
import { roundToCents } from '../money.ts';
import {
  findStoredMethod,
  isStoredMethodExpired,
  storedMethodLabel,
} from '../payment-profile/stored-methods.ts';
import { allowedPaymentMethods } from '../payments/payment-methods.ts';
import type { AccountToPay, PaymentMethod } from '../payments/payment-records.ts';
import { resultPagesOf, sitePayments } from '../payments/site-payments.ts';
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
} from '../quick-pay/quick-pay-views.ts';
import { own } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages, notFound } from '../responses.ts';
import { addScheduledPayment } from '../scheduled-payments/scheduled-payments-service.ts';
import type { ServiceMounts } from '../service.ts';
import { siteRedirectLocation } from '../site-address.ts';
import type { SimulatorState } from '../state.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';

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

  // The member's accounts, each with its own payment settings, the site's settings once, and its flag.
  routes.get('/:memberNumber/pay-accounts', member, (c) => {
    const { applicationId } = c.var;
    const accounts = memberAccounts(siteAccounts(store.state, applicationId), c.var.caller.memberNumber);
    return c.json({
      accounts: accounts.map((account) => ({
        account: { ...quickPayAccountView(account), accountType: account.serviceType },
        settings: accountPaymentSettingsView(store.state, applicationId, account),
      })),
      settings: sitePaymentSettingsView(store.state, applicationId),
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
