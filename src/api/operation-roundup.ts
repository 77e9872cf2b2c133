import type { RoundUpChange } from '../domain/operation-roundup/rows.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { OperationRoundupSchema } from './schemas/operation-roundup.ts';

/**
 * Paths of the Operation RoundUp calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Operation RoundUp service").
 */
export const operationRoundupPaths = {
  member: (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}/operation-roundup`,
} as const;

/** Who asks: the signed-in member and their access token. */
export interface RoundUpMember {
  readonly memberNumber: string;
  readonly accessToken: string;
}

/** The member's accounts with their Operation RoundUp (spec 03 §7, "Get round-up account details"). */
export function getOperationRoundup(
  client: ApiClient,
  { memberNumber, accessToken }: RoundUpMember,
  signal?: AbortSignal,
) {
  return client.get(operationRoundupPaths.member(memberNumber), OperationRoundupSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Changes the Operation RoundUp of the rows given (spec 03 §7, "Update round-up data"); answers every
 * account as it now is. Sent once, never retried.
 */
export function updateOperationRoundup(
  client: ApiClient,
  { memberNumber, accessToken }: RoundUpMember,
  accounts: readonly RoundUpChange[],
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(operationRoundupPaths.member(memberNumber), OperationRoundupSchema, {
    bearer: accessToken,
    json: { memberNumber, accounts },
    ...change,
  });
}
