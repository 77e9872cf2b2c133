import type { MemberAccount } from './account-overview.ts';
import type { ApiClient } from './client.ts';
import { DepositsSchema } from './schemas/deposits.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Deposits calls. The spec does not show them; they are defined here, once, and documented
 * in docs/api.md ("Deposits service").
 */
export const depositsPaths = {
  deposits: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/deposits`,
} as const;

/** The account's deposits, held or returned. */
export async function getDeposits(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  const answer = await client.get(depositsPaths.deposits(memberNumber, accountNumber), DepositsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
  return answer.deposits;
}
