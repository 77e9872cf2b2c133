import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { ScheduledPaymentsSchema } from './schemas/scheduled-payments.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Scheduled Payments calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Scheduled Payments service").
 */
export const scheduledPaymentsPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/scheduled-payments`,
} as const;

/** The account's Scheduled Payments. */
export function getScheduledPayments(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(scheduledPaymentsPaths.note(memberNumber, accountNumber), ScheduledPaymentsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface ScheduledPaymentsChange {
  readonly note: string;
}

/**
 * Changes the account's Scheduled Payments; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateScheduledPayments(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: ScheduledPaymentsChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(scheduledPaymentsPaths.note(memberNumber, accountNumber), ScheduledPaymentsSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
