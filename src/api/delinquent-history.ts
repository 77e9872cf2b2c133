import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { DelinquentHistorySchema } from './schemas/delinquent-history.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Delinquent History calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Delinquent History service").
 */
export const delinquentHistoryPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/delinquent-history`,
} as const;

/** The account's Delinquent History. */
export function getDelinquentHistory(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(delinquentHistoryPaths.note(memberNumber, accountNumber), DelinquentHistorySchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface DelinquentHistoryChange {
  readonly note: string;
}

/**
 * Changes the account's Delinquent History; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateDelinquentHistory(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: DelinquentHistoryChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(delinquentHistoryPaths.note(memberNumber, accountNumber), DelinquentHistorySchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
