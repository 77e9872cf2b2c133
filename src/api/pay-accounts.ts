import type { QuickPayPaymentRequest } from '../domain/quick-pay/hosted-form.ts';
import type { SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import {
  PayAccountsInitiationSchema,
  PayAccountsSchema,
  PaymentTaxSchema,
  ScheduledPaymentAnswerSchema,
  StoredPaymentSchema,
} from './schemas/pay-accounts.ts';

const payAccounts = (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}/pay-accounts`;

/**
 * Paths of the Pay Multiple Accounts calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Pay Multiple Accounts service").
 */
export const payAccountsPaths = {
  accounts: payAccounts,
  tax: (memberNumber: string) => `${payAccounts(memberNumber)}/tax`,
  payments: (memberNumber: string) => `${payAccounts(memberNumber)}/payments`,
  storedPayments: (memberNumber: string) => `${payAccounts(memberNumber)}/stored-payments`,
  scheduledPayments: (memberNumber: string) => `${payAccounts(memberNumber)}/scheduled-payments`,
} as const;

/** The member's accounts, each with its payment settings, and whether a later date may be chosen. */
export function getPayAccounts(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  return client.get(payAccountsPaths.accounts(memberNumber), PayAccountsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** The payment tax call (spec 02 §7): the fee and the taxes of a payment, before it is made. Moves nothing. */
export function getPaymentTax(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  request: QuickPayPaymentRequest & { readonly paymentType: 'cc' | 'echeck' },
) {
  return client.post(payAccountsPaths.tax(memberNumber), PaymentTaxSchema, {
    bearer: accessToken,
    json: request,
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
  return client.post(payAccountsPaths.payments(memberNumber), PayAccountsInitiationSchema, {
    bearer: accessToken,
    json: request,
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
  return client.post(payAccountsPaths.storedPayments(memberNumber), StoredPaymentSchema, {
    bearer: accessToken,
    json: request,
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
  return client.post(payAccountsPaths.scheduledPayments(memberNumber), ScheduledPaymentAnswerSchema, {
    bearer: accessToken,
    json: request,
    ...call,
  });
}
