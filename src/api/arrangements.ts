import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { ArrangementsSchema } from './schemas/arrangements.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Arrangements calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Arrangements service").
 */
export const arrangementsPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/arrangements`,
} as const;

/** The account's Arrangements. */
export function getArrangements(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(arrangementsPaths.note(memberNumber, accountNumber), ArrangementsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface ArrangementsChange {
  readonly note: string;
}

/**
 * Changes the account's Arrangements; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateArrangements(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: ArrangementsChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(arrangementsPaths.note(memberNumber, accountNumber), ArrangementsSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
