import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { UnclaimedCapitalCreditsSchema } from './schemas/unclaimed-capital-credits.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Unclaimed Capital Credits calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Unclaimed Capital Credits service").
 */
export const unclaimedCapitalCreditsPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/unclaimed-capital-credits`,
} as const;

/** The account's Unclaimed Capital Credits. */
export function getUnclaimedCapitalCredits(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(
    unclaimedCapitalCreditsPaths.note(memberNumber, accountNumber),
    UnclaimedCapitalCreditsSchema,
    {
      bearer: accessToken,
      ...(signal ? { signal } : {}),
    },
  );
}

/** What the form changes. */
export interface UnclaimedCapitalCreditsChange {
  readonly note: string;
}

/**
 * Changes the account's Unclaimed Capital Credits; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateUnclaimedCapitalCredits(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: UnclaimedCapitalCreditsChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(
    unclaimedCapitalCreditsPaths.note(memberNumber, accountNumber),
    UnclaimedCapitalCreditsSchema,
    {
      bearer: accessToken,
      json: request,
      ...change,
    },
  );
}
