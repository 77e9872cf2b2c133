import type { RoundUpChange } from '../domain/operation-roundup/rows.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import { type AccountDetailsQuery, AccountDetailsQuerySchema } from './schemas/accounts.ts';
import {
  OperationRoundupSchema,
  RoundUpChangedSchema,
  RoundUpChangesSchema,
} from './schemas/operation-roundup.ts';

const service = 'Operation RoundUp service';
const roundUp = 'v3/members/{memberNumber}/operation-roundup';

/**
 * The Operation RoundUp calls. The spec does not show their paths; they are defined here, once, and
 * documented in docs/api.md ("Operation RoundUp service").
 */
export const operationRoundupOperations = {
  member: operation({
    id: 'getOperationRoundup',
    service,
    summary:
      'A page of the member’s accounts with their round-up enrolment, amount and expiry, searched and sorted, and how many match',
    method: 'GET',
    path: roundUp,
    caller: 'member',
    query: AccountDetailsQuerySchema,
    answer: OperationRoundupSchema,
    longList: 'accounts',
  }),
  update: operation({
    id: 'updateOperationRoundup',
    service,
    summary: 'Changes the round-up of the accounts it lists',
    method: 'PUT',
    path: roundUp,
    caller: 'member',
    body: RoundUpChangesSchema,
    answer: RoundUpChangedSchema,
    idempotencyKey: 'accepted',
  }),
} as const;

/** Who asks: the signed-in member and their access token. */
export interface RoundUpMember {
  readonly memberNumber: string;
  readonly accessToken: string;
}

/**
 * The member's accounts with their Operation RoundUp (spec 03 §7, "Get round-up account details"): the
 * page `query` asks for (the account details' search, sort, offset and limit), or every account without
 * one.
 */
export function getOperationRoundup(
  client: ApiClient,
  { memberNumber, accessToken }: RoundUpMember,
  { query, signal }: { readonly query?: AccountDetailsQuery; readonly signal?: AbortSignal } = {},
) {
  return client.call(operationRoundupOperations.member, {
    parameters: { memberNumber },
    bearer: accessToken,
    query: query ?? {},
    ...(signal ? { signal } : {}),
  });
}

/**
 * Changes the Operation RoundUp of the rows given (spec 03 §7, "Update round-up data"); answers those
 * accounts as they now are. Sent once, never retried.
 */
export function updateOperationRoundup(
  client: ApiClient,
  { memberNumber, accessToken }: RoundUpMember,
  accounts: readonly RoundUpChange[],
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.call(operationRoundupOperations.update, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: { memberNumber, accounts },
    ...change,
  });
}
