import type { QuickPayPaymentRequest } from '../domain/quick-pay/hosted-form.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import {
  InitiatePaymentQuerySchema,
  PaymentInitiationSchema,
  PaymentResultQuerySchema,
  PaymentResultSchema,
  PaymentSettingsQuerySchema,
  PaymentStatusQuerySchema,
  PaymentStatusSchema,
  QuickPayPaymentRequestSchema,
  QuickPaySettingsSchema,
  QuickPayVerifyResponseSchema,
  VerifyAccountRequestSchema,
} from './schemas/quick-pay.ts';

const service = 'Quick Pay service';

/** The Quick Pay calls, on the paths the spec shows (spec 01 §7; docs/api.md). */
export const quickPayOperations = {
  verify: operation({
    id: 'verifyAccount',
    service,
    summary: 'Finds the account by number and phone digits; answers the quick-pay token',
    method: 'POST',
    path: 'v3/quick-pay/verify/account/phone',
    caller: 'visitor',
    body: VerifyAccountRequestSchema,
    answer: QuickPayVerifyResponseSchema,
  }),
  settings: operation({
    id: 'getPaymentSettings',
    service,
    summary: 'The payment settings of the verified account',
    method: 'GET',
    path: 'v3/quick-pay/member/{memberNumber}/payments/settings',
    caller: 'quick-pay',
    query: PaymentSettingsQuerySchema,
    answer: QuickPaySettingsSchema,
  }),
  pay: operation({
    id: 'initiatePayment',
    service,
    summary: 'Starts a payment of the verified account on the hosted payment page',
    method: 'POST',
    path: 'v3/quick-pay/member/{memberNumber}/pay',
    caller: 'quick-pay',
    query: InitiatePaymentQuerySchema,
    body: QuickPayPaymentRequestSchema,
    answer: PaymentInitiationSchema,
    idempotencyKey: 'required',
  }),
  status: operation({
    id: 'getPaymentStatus',
    service,
    summary: 'The status of a payment made on the hosted payment page',
    method: 'GET',
    path: 'v3/quick-pay/payments/status',
    caller: 'quick-pay',
    query: PaymentStatusQuerySchema,
    answer: PaymentStatusSchema,
  }),
  result: operation({
    id: 'getQuickPayPaymentResult',
    service,
    summary: 'The result of a Quick Pay payment, after the hosted page returns',
    method: 'GET',
    path: 'v3/quick-pay/payments/result',
    caller: 'quick-pay',
    query: PaymentResultQuerySchema,
    answer: PaymentResultSchema,
  }),
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
  return client.call(quickPayOperations.verify, {
    body: { accountNumber: input.accountNumber, phoneLastFourDigits: input.phoneLastFourDigits },
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
  return client.call(quickPayOperations.settings, {
    parameters: { memberNumber },
    bearer: quickPayToken,
    query: { applicationId: client.options.applicationId },
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
  return client.call(quickPayOperations.pay, {
    parameters: { memberNumber },
    bearer: quickPayToken,
    query: { encryptedAccount },
    body: request,
    ...change,
  });
}

export function getPaymentStatus(client: ApiClient, encryptedPayload: string, quickPayToken: string) {
  return client.call(quickPayOperations.status, {
    bearer: quickPayToken,
    query: { encryptedPayload },
  });
}

export function getQuickPayPaymentResult(client: ApiClient, encodedParam: string, quickPayToken: string) {
  return client.call(quickPayOperations.result, {
    bearer: quickPayToken,
    query: { encodedParam },
  });
}
