import { Hono } from 'hono';
import { gatewayPaths } from '../../gateway/paths.ts';
import { ownedAccount, type QuickPayCaller, requireCaller } from '../access.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { limitedAttempt } from '../attempt-limits/attempt-limits.ts';
import { siteAccounts } from '../accounts/site-accounts.ts';
import { roundToCents } from '../money.ts';
import { allowedPaymentMethods } from '../payments/payment-methods.ts';
import type { AccountToPay, SitePaymentSettings } from '../payments/payment-records.ts';
import { paymentResultView } from '../payments/payment-views.ts';
import { sitePayments } from '../payments/site-payments.ts';
import {
  createTransaction,
  findTransactionByEncodedParam,
  paymentOfTransaction,
} from '../payments/transactions.ts';
import { own } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages, notFound } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { issueQuickPayToken } from './quick-pay-tokens.ts';
import { quickPayAccountView, quickPayPaymentSettingsView } from './quick-pay-views.ts';

const largestPaymentAmount = 9_999_999_999.99;

const payMessages = {
  amountNotPositive: 'Payment amount should be greater than 0.',
  amountTooLarge: 'You must enter a payment amount less than 9999999999.99.',
  amountNotInCents: 'The payment amount must have at most two decimals.',
  amountsDisagree: 'The payment amount does not match the amounts of the accounts to pay.',
  noAccountToPay: 'The payment request must name the account to pay.',
  accountNotVerified: 'The account to pay does not match the verified account.',
  bothMethodsRestricted:
    'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
} as const;

/** The Quick Pay service: mounted at /api/v3/quick-pay. */
export function quickPayRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const visitor = requireCaller(store, 'quickPay');

  routes.post('/verify/account/phone', async (c) => {
    const applicationId = c.var.applicationId;
    const site = siteAccounts(store.state, applicationId);
    const body = await readJsonObject(c.req.raw);
    const accountNumber = asText(body?.accountNumber);
    const phoneLastFourDigits = asText(body?.phoneLastFourDigits);
    // Only a guess (both fields given) counts; a body without them gives nothing away.
    const attempt =
      accountNumber && phoneLastFourDigits
        ? limitedAttempt(c, store, 'quick-pay-verify', applicationId, accountNumber)
        : undefined;
    const refusal = attempt?.refusal();
    if (refusal) return refusal;
    const account = accountNumber === undefined ? undefined : own(site.accounts, accountNumber);
    const member = account ? own(site.members, account.memberNumber) : undefined;
    const phoneMatches =
      member !== undefined &&
      phoneLastFourDigits !== undefined &&
      /^\d{4}$/.test(phoneLastFourDigits) &&
      member.phoneNumber.replace(/\D/g, '').endsWith(phoneLastFourDigits);
    if (!account || !phoneMatches) {
      attempt?.failed();
      return badRequest([messages.accountNotFound]);
    }
    attempt?.succeeded();

    const token = issueQuickPayToken(store, applicationId, account);
    return c.json({
      quickPayToken: token.token,
      memberNumber: account.memberNumber,
      encryptedAccount: account.encryptedAccount,
      account: quickPayAccountView(account),
    });
  });

  routes.get('/member/:memberNumber/payments/settings', visitor, (c) =>
    c.json(quickPayPaymentSettingsView(store.state, c.var.applicationId, c.var.caller.account)),
  );

  routes.post('/member/:memberNumber/pay', visitor, async (c) => {
    const applicationId = c.var.applicationId;
    const { account, memberNumber } = c.var.caller;
    const siteSettings = sitePayments(store.state, applicationId).settings;
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const problems = paymentRequestProblems(siteSettings, account, c.req.query('encryptedAccount'), body);
    if (problems.length > 0) return badRequest(problems);

    const transaction = createTransaction(store, {
      applicationId,
      memberNumber,
      accountNumber: account.accountNumber,
      amount: roundToCents(body.amount as number),
      accountsToPay: body.accountsToPay as AccountToPay[],
    });
    const settings = quickPayPaymentSettingsView(store.state, applicationId, account);
    return c.json({
      paymentRequisitionSettings: {
        actionUrl: new URL(gatewayPaths.hostedPayment, c.req.url).href,
        clientId: siteSettings.pgClientId,
        transNo: transaction.transNo,
        securityToken: transaction.securityToken,
      },
      configuration: {
        paymentSettings: settings.paymentSettings,
        echeckProcessAsDraft: settings.echeckProcessAsDraft,
        enforceNoMoreEchecks: settings.enforceNoMoreEchecks,
        applicationWebId: settings.applicationWebId,
        utilityName: settings.utilityName,
      },
    });
  });

  // A transaction of another account than the token's is answered as an unknown one.
  const visitorTransaction = (applicationId: string, caller: QuickPayCaller, encodedParam: string) => {
    const transaction = findTransactionByEncodedParam(store.state, encodedParam);
    if (!transaction || transaction.applicationId !== applicationId) return undefined;
    return ownedAccount(store.state, applicationId, caller, transaction.accountNumber)
      ? transaction
      : undefined;
  };

  routes.get('/payments/status', visitor, (c) => {
    const encodedParam = c.req.query('encryptedPayload') ?? '';
    const transaction = visitorTransaction(c.var.applicationId, c.var.caller, encodedParam);
    if (!transaction) return notFound();
    return c.json({ status: transaction.status, confirmationNumber: transaction.confirmationNumber });
  });

  routes.get('/payments/result', visitor, (c) => {
    const encodedParam = c.req.query('encodedParam') ?? '';
    const transaction = visitorTransaction(c.var.applicationId, c.var.caller, encodedParam);
    const payment = transaction && paymentOfTransaction(store.state, transaction);
    return payment ? c.json(paymentResultView(payment)) : notFound();
  });

  return routes;
}

function paymentRequestProblems(
  settings: SitePaymentSettings,
  account: AccountRecord,
  encryptedAccount: string | undefined,
  body: Record<string, unknown>,
): string[] {
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    return [payMessages.amountNotPositive];
  }
  if (amount > largestPaymentAmount) return [payMessages.amountTooLarge];
  if (roundToCents(amount) !== amount) return [payMessages.amountNotInCents];

  const accountsToPay = body.accountsToPay;
  if (!Array.isArray(accountsToPay) || accountsToPay.length === 0) return [payMessages.noAccountToPay];
  const accountsNamed = accountsToPay.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {},
  );
  if (encryptedAccount !== account.encryptedAccount) return [payMessages.accountNotVerified];
  if (accountsNamed.some((entry) => asText(entry.account) !== account.accountNumber)) {
    return [payMessages.accountNotVerified];
  }
  const amountsToPay = accountsNamed.map((entry) => entry.paymentAmount);
  if (amountsToPay.some((value) => typeof value !== 'number' || !Number.isFinite(value))) {
    return [payMessages.amountsDisagree];
  }
  const total = roundToCents((amountsToPay as number[]).reduce((sum, value) => sum + value, 0));
  if (total !== amount) return [payMessages.amountsDisagree];

  const methods = allowedPaymentMethods(settings, account);
  if (!methods.card && !methods.echeck) return [payMessages.bothMethodsRestricted];
  const { memberHasCutoffAccount, payOnlinePayCutoffAccount, cutoffMessage } = account.quickPay;
  if (memberHasCutoffAccount && payOnlinePayCutoffAccount === 'N' && cutoffMessage) return [cutoffMessage];
  return [];
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const quickPayMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/quick-pay': quickPayRoutes(store) },
});
