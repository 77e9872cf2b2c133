import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { PaymentHistorySchema } from './schemas/payment-history.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Account History calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Account History service").
 */
export const paymentHistoryPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/payment-history`,
} as const;

/** The account's Account History. */
export function getPaymentHistory(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(paymentHistoryPaths.note(memberNumber, accountNumber), PaymentHistorySchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface PaymentHistoryChange {
  readonly note: string;
}

/**
 * Changes the account's Account History; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updatePaymentHistory(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: PaymentHistoryChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(paymentHistoryPaths.note(memberNumber, accountNumber), PaymentHistorySchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
