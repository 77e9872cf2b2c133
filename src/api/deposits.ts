import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { DepositsSchema } from './schemas/deposits.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Deposits calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Deposits service").
 */
export const depositsPaths = {
  note: (memberNumber: string, accountNumber: string) => `${account(memberNumber, accountNumber)}/deposits`,
} as const;

/** The account's Deposits. */
export function getDeposits(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(depositsPaths.note(memberNumber, accountNumber), DepositsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface DepositsChange {
  readonly note: string;
}

/**
 * Changes the account's Deposits; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateDeposits(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: DepositsChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(depositsPaths.note(memberNumber, accountNumber), DepositsSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
