import type { QuickPayPaymentRequest } from '../domain/quick-pay/hosted-form.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import {
  PaymentInitiationSchema,
  PaymentResultSchema,
  PaymentStatusSchema,
  QuickPaySettingsSchema,
  QuickPayVerifyResponseSchema,
} from './schemas/quick-pay.ts';

/** Paths of the Quick Pay service, as the spec shows them (spec 01 §7; docs/api.md). */
export const quickPayPaths = {
  verify: 'v3/quick-pay/verify/account/phone',
  settings: (memberNumber: string) =>
    `v3/quick-pay/member/${encodeURIComponent(memberNumber)}/payments/settings`,
  pay: (memberNumber: string) => `v3/quick-pay/member/${encodeURIComponent(memberNumber)}/pay`,
  status: 'v3/quick-pay/payments/status',
  result: 'v3/quick-pay/payments/result',
} as const;

export interface VerifyAccountInput {
  readonly accountNumber: string;
  readonly phoneLastFourDigits: string;
}

/** Finds the account by number and last four phone digits; the answer carries the quick-pay token. */
export function verifyAccount(
  client: ApiClient,
  input: VerifyAccountInput,
  timeoutSeconds?: number,
  signal?: AbortSignal,
) {
  return client.post(quickPayPaths.verify, QuickPayVerifyResponseSchema, {
    json: { accountNumber: input.accountNumber, phoneLastFourDigits: input.phoneLastFourDigits },
    ...(timeoutSeconds ? { timeoutMs: timeoutSeconds * 1000 } : {}),
    ...(signal ? { signal } : {}),
  });
}

export function getPaymentSettings(
  client: ApiClient,
  memberNumber: string,
  quickPayToken: string,
  signal?: AbortSignal,
) {
  return client.get(quickPayPaths.settings(memberNumber), QuickPaySettingsSchema, {
    bearer: quickPayToken,
    searchParams: { applicationId: client.options.applicationId },
    ...(signal ? { signal } : {}),
  });
}

/** Starts a payment. Moves money: sent once, never retried, under the intent's idempotency key. */
export function initiatePayment(
  client: ApiClient,
  memberNumber: string,
  encryptedAccount: string,
  quickPayToken: string,
  request: QuickPayPaymentRequest,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.post(quickPayPaths.pay(memberNumber), PaymentInitiationSchema, {
    bearer: quickPayToken,
    searchParams: { encryptedAccount },
    json: request,
    ...change,
  });
}

export function getPaymentStatus(client: ApiClient, encryptedPayload: string, quickPayToken: string) {
  return client.get(quickPayPaths.status, PaymentStatusSchema, {
    bearer: quickPayToken,
    searchParams: { encryptedPayload },
  });
}

export function getQuickPayPaymentResult(client: ApiClient, encodedParam: string, quickPayToken: string) {
  return client.get(quickPayPaths.result, PaymentResultSchema, {
    bearer: quickPayToken,
    searchParams: { encodedParam },
  });
}
