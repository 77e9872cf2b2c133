import type { PayAccountsPage } from '../domain/pay-accounts/account-view.ts';
import type { QuickPayPaymentRequest } from '../domain/quick-pay/hosted-form.ts';
import type { SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import {
  type PayAccounts,
  PayAccountsInitiationSchema,
  type PayAccountsQuery,
  PayAccountsQuerySchema,
  PayAccountsReceiptQuerySchema,
  PayAccountsReceiptSchema,
  PayAccountsSchema,
  PaymentQuoteRequestSchema,
  PaymentTaxSchema,
  ScheduledPaymentAnswerSchema,
  ScheduledPaymentRequestSchema,
  StoredPaymentRequestSchema,
  StoredPaymentSchema,
} from './schemas/pay-accounts.ts';

const service = 'Pay Multiple Accounts service';
const payAccounts = 'v3/members/{memberNumber}/pay-accounts';

/**
 * The Pay Multiple Accounts calls. The spec does not show their paths; they are defined here, once, and
 * documented in docs/api.md ("Pay Multiple Accounts service"). One payment (and its fee and taxes) takes
 * at most 1,000 accounts (MAX_ACCOUNTS_PER_PAYMENT): the back office refuses more with a 400.
 */
export const payAccountsOperations = {
  accounts: operation({
    id: 'getPayAccounts',
    service,
    summary: 'The member’s accounts with their payment settings',
    method: 'GET',
    path: payAccounts,
    caller: 'member',
    query: PayAccountsQuerySchema,
    answer: PayAccountsSchema,
    longList: 'accounts',
  }),
  tax: operation({
    id: 'getPaymentTax',
    service,
    summary: 'The fee and taxes of a payment of up to 1,000 accounts, before it is made',
    method: 'POST',
    path: `${payAccounts}/tax`,
    caller: 'member',
    body: PaymentQuoteRequestSchema,
    answer: PaymentTaxSchema,
  }),
  payments: operation({
    id: 'startHostedPayment',
    service,
    summary: 'Starts a payment of up to 1,000 accounts on the hosted payment page',
    method: 'POST',
    path: `${payAccounts}/payments`,
    caller: 'member',
    body: PaymentQuoteRequestSchema,
    answer: PayAccountsInitiationSchema,
    idempotencyKey: 'required',
  }),
  storedPayments: operation({
    id: 'payWithStoredMethod',
    service,
    summary: 'Pays up to 1,000 accounts with a stored method, now',
    method: 'POST',
    path: `${payAccounts}/stored-payments`,
    caller: 'member',
    body: StoredPaymentRequestSchema,
    answer: StoredPaymentSchema,
    idempotencyKey: 'required',
  }),
  scheduledPayments: operation({
    id: 'schedulePayment',
    service,
    summary: 'Schedules a payment of up to 1,000 accounts with a stored method for a later date',
    method: 'POST',
    path: `${payAccounts}/scheduled-payments`,
    caller: 'member',
    body: ScheduledPaymentRequestSchema,
    answer: ScheduledPaymentAnswerSchema,
    idempotencyKey: 'required',
  }),
  receipt: operation({
    id: 'getPayAccountsReceipt',
    service,
    summary: 'Every account a payment paid, for its receipt',
    method: 'GET',
    path: `${payAccounts}/receipt`,
    caller: 'member',
    query: PayAccountsReceiptQuerySchema,
    answer: PayAccountsReceiptSchema,
  }),
} as const;

/**
 * The member's accounts the query asks for (a page, a search, a filter, one account, those paid on a day,
 * or those a "select all" chooses), each with its payment settings, with the counts of the page and
 * whether a later date may be chosen.
 */
export async function getPayAccounts(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  query: PayAccountsQuery = {},
  signal?: AbortSignal,
): Promise<PayAccountsPage> {
  const answer = await client.call(payAccountsOperations.accounts, {
    parameters: { memberNumber },
    bearer: accessToken,
    query,
    ...(signal ? { signal } : {}),
  });
  return payAccountsPage(answer);
}

/**
 * The answer as the screen's rules read it: each account with Quick Pay's whole settings (spec 01 §3), the
 * site's and the account's own put back together.
 */
export function payAccountsPage({
  accounts,
  settings,
  allowFutureDatedPayments,
  totalRecords,
  accountCount,
  choosable,
}: PayAccounts): PayAccountsPage {
  return {
    accounts: accounts.map(({ account, settings: own }) => ({
      account,
      settings: {
        ...settings,
        payOnlinePayCutoffAccount: own.payOnlinePayCutoffAccount,
        cutoffMessage: own.cutoffMessage,
        defaultPaymentAmt: own.defaultPaymentAmt,
        paymentSettings: {
          ...settings.paymentSettings,
          memberHasCutoffAccount: own.memberHasCutoffAccount,
          prepaidMinimumPaymentAmount: own.prepaidMinimumPaymentAmount,
          allowOverPay: own.allowOverPay,
          allowUnderPay: own.allowUnderPay,
          lastPayment: own.lastPayment,
        },
      },
    })),
    allowFutureDatedPayments,
    totalRecords,
    accountCount,
    choosable,
  };
}

/** The payment tax call (spec 02 §7): the fee and the taxes of a payment, before it is made. Moves nothing. */
export function getPaymentTax(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  request: QuickPayPaymentRequest & { readonly paymentType: 'cc' | 'echeck' },
) {
  return client.call(payAccountsOperations.tax, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: request,
  });
}

type MoneyCall = Pick<ChangeOptions, 'idempotencyKey'>;

/**
 * Starts a payment of the accounts on the hosted page. Moves money: sent once, never retried, under the
 * intent's idempotency key (money mode's `call`).
 */
export function startHostedPayment(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  request: QuickPayPaymentRequest & { readonly paymentType: 'cc' | 'echeck' },
  call: MoneyCall = {},
) {
  return client.call(payAccountsOperations.payments, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: request,
    ...call,
  });
}

/** Pays the accounts with a stored method, by its token, in this one call: no hosted page. Moves money. */
export function payWithStoredMethod(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  request: QuickPayPaymentRequest & { readonly storedMethodToken: string },
  call: MoneyCall = {},
) {
  return client.call(payAccountsOperations.storedPayments, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: request,
    ...call,
  });
}

/** Schedules a payment of the accounts for a later date with a stored method. Moves money (later). */
export function schedulePayment(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  request: QuickPayPaymentRequest & { readonly storedMethodToken: string; readonly paymentDate: string },
  call: MoneyCall = {},
) {
  return client.call(payAccountsOperations.scheduledPayments, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: request,
    ...call,
  });
}

/**
 * Every account a payment paid, by the `encodedParam` its result page is opened with: the receipt the
 * member downloads. Answers 404 for a payment that is not the member's or was not made.
 */
export function getPayAccountsReceipt(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  encodedParam: string,
  signal?: AbortSignal,
) {
  return client.call(payAccountsOperations.receipt, {
    parameters: { memberNumber },
    bearer: accessToken,
    query: { encodedParam },
    ...(signal ? { signal } : {}),
  });
}
