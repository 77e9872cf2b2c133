import { Hono } from 'hono';
import { gatewayPaths } from '../../gateway/paths.ts';
import { roundToCents } from '../money.ts';
import { allowedPaymentMethods } from '../payment-methods.ts';
import { authorizedQuickPayToken, issueQuickPayToken } from '../quick-pay-tokens.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages, notFound, unauthorized } from '../responses.ts';
import type { AccountRecord, AccountToPay, SiteRecord } from '../state.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { createTransaction, findTransactionByEncodedParam, paymentOfTransaction } from '../transactions.ts';
import { paymentResultView, quickPayAccountView, quickPayPaymentSettingsView } from '../views.ts';

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

  routes.post('/verify/account/phone', async (c) => {
    const site = c.get('site');
    const body = await readJsonObject(c.req.raw);
    const accountNumber = asText(body?.accountNumber);
    const phoneLastFourDigits = asText(body?.phoneLastFourDigits);
    const account = accountNumber === undefined ? undefined : site.accounts[accountNumber];
    const member = account ? site.members[account.memberNumber] : undefined;
    const phoneMatches =
      member !== undefined &&
      phoneLastFourDigits !== undefined &&
      /^\d{4}$/.test(phoneLastFourDigits) &&
      member.phoneNumber.replace(/\D/g, '').endsWith(phoneLastFourDigits);
    if (!account || !phoneMatches) return badRequest([messages.accountNotFound]);

    const token = issueQuickPayToken(store, site.applicationId, account);
    return c.json({
      quickPayToken: token.token,
      memberNumber: account.memberNumber,
      encryptedAccount: account.encryptedAccount,
      account: quickPayAccountView(account),
    });
  });

  routes.get('/member/:memberNumber/payments/settings', (c) => {
    const site = c.get('site');
    const token = authorizedQuickPayToken(store, c.req.raw, site.applicationId, c.req.param('memberNumber'));
    const account = token && site.accounts[token.accountNumber];
    if (!account) return unauthorized();
    return c.json(quickPayPaymentSettingsView(store.state, site, account));
  });

  routes.post('/member/:memberNumber/pay', async (c) => {
    const site = c.get('site');
    const token = authorizedQuickPayToken(store, c.req.raw, site.applicationId, c.req.param('memberNumber'));
    const account = token && site.accounts[token.accountNumber];
    if (!token || !account) return unauthorized();

    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const problems = paymentRequestProblems(site, account, c.req.query('encryptedAccount'), body);
    if (problems.length > 0) return badRequest(problems);

    const transaction = createTransaction(store, {
      applicationId: site.applicationId,
      memberNumber: token.memberNumber,
      accountNumber: account.accountNumber,
      amount: roundToCents(body.amount as number),
      accountsToPay: body.accountsToPay as AccountToPay[],
    });
    const settings = quickPayPaymentSettingsView(store.state, site, account);
    return c.json({
      paymentRequisitionSettings: {
        actionUrl: new URL(gatewayPaths.hostedPayment, c.req.url).href,
        clientId: site.payments.pgClientId,
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

  routes.get('/payments/status', (c) => {
    const site = c.get('site');
    const token = authorizedQuickPayToken(store, c.req.raw, site.applicationId);
    if (!token) return unauthorized();
    const transaction = findTransactionByEncodedParam(store.state, c.req.query('encryptedPayload') ?? '');
    if (!transaction || transaction.applicationId !== site.applicationId) return notFound();
    if (transaction.accountNumber !== token.accountNumber) return notFound();
    return c.json({ status: transaction.status, confirmationNumber: transaction.confirmationNumber });
  });

  routes.get('/payments/result', (c) => {
    const site = c.get('site');
    const token = authorizedQuickPayToken(store, c.req.raw, site.applicationId);
    if (!token) return unauthorized();
    const transaction = findTransactionByEncodedParam(store.state, c.req.query('encodedParam') ?? '');
    if (!transaction || transaction.applicationId !== site.applicationId) return notFound();
    if (transaction.accountNumber !== token.accountNumber) return notFound();
    const payment = paymentOfTransaction(store.state, transaction);
    return payment ? c.json(paymentResultView(payment)) : notFound();
  });

  return routes;
}

function paymentRequestProblems(
  site: SiteRecord,
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

  const methods = allowedPaymentMethods(site, account);
  if (!methods.card && !methods.echeck) return [payMessages.bothMethodsRestricted];
  const { memberHasCutoffAccount, payOnlinePayCutoffAccount, cutoffMessage } = account.quickPay;
  if (memberHasCutoffAccount && payOnlinePayCutoffAccount === 'N' && cutoffMessage) return [cutoffMessage];
  return [];
}
