import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { CapitalCreditLetterSchema } from './schemas/capital-credit-letter.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Capital Credit Letter Return calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Capital Credit Letter Return service").
 */
export const capitalCreditLetterPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/capital-credit-letter`,
} as const;

/** The account's Capital Credit Letter Return. */
export function getCapitalCreditLetter(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(capitalCreditLetterPaths.note(memberNumber, accountNumber), CapitalCreditLetterSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface CapitalCreditLetterChange {
  readonly note: string;
}

/**
 * Changes the account's Capital Credit Letter Return; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateCapitalCreditLetter(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: CapitalCreditLetterChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(capitalCreditLetterPaths.note(memberNumber, accountNumber), CapitalCreditLetterSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
