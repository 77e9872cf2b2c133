import type { MemberAccount } from './account-overview.ts';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import { DepositsSchema } from './schemas/deposits.ts';

/**
 * The Deposits call. The spec does not show its path; it is defined here, once, and documented in
 * docs/api.md ("Deposits service").
 */
export const depositsOperations = {
  deposits: operation({
    id: 'getDeposits',
    service: 'Deposits service',
    summary: 'The account’s deposits, held or returned',
    method: 'GET',
    path: 'v3/members/{memberNumber}/accounts/{accountNumber}/deposits',
    caller: 'member',
    answer: DepositsSchema,
  }),
} as const;

/** The account's deposits, held or returned. */
export async function getDeposits(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  const answer = await client.call(depositsOperations.deposits, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
  return answer.deposits;
}
