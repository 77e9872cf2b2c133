import type { SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import { type AccountDetailsQuery, AccountDetailsQuerySchema } from './schemas/accounts.ts';
import {
  AutoPayAccountsSchema,
  AutoPayInitiationSchema,
  EnrolAutoPayRequestSchema,
  EnrolledAutoPaySchema,
  InitiateAutoPayRequestSchema,
  RemovedAutoPaySchema,
} from './schemas/auto-pay.ts';

const service = 'Auto Payments service';
const enrolment = 'v3/members/{memberNumber}/accounts/{accountNumber}/auto-payment';

/**
 * The Auto Payments calls. The spec does not show their paths; they are defined here, once, and
 * documented in docs/api.md ("Auto Payments service").
 */
export const autoPayOperations = {
  list: operation({
    id: 'getAutoPayAccounts',
    service,
    summary:
      'A page of the member’s accounts with their auto payment, or why they may not enrol, searched, and how many match',
    method: 'GET',
    path: 'v3/members/{memberNumber}/auto-payments',
    caller: 'member',
    query: AccountDetailsQuerySchema,
    answer: AutoPayAccountsSchema,
    longList: 'results',
  }),
  enrol: operation({
    id: 'enrolAutoPay',
    service,
    summary: 'Enrols the account in auto pay with a stored method',
    method: 'POST',
    path: enrolment,
    caller: 'member',
    body: EnrolAutoPayRequestSchema,
    answer: EnrolledAutoPaySchema,
    idempotencyKey: 'required',
  }),
  initiate: operation({
    id: 'initiateAutoPay',
    service,
    summary: 'Starts an enrolment with a new card or bank account on the hosted payment page',
    method: 'POST',
    path: `${enrolment}/initiate`,
    caller: 'member',
    body: InitiateAutoPayRequestSchema,
    answer: AutoPayInitiationSchema,
    idempotencyKey: 'required',
  }),
  remove: operation({
    id: 'removeAutoPay',
    service,
    summary: 'Removes the account’s auto payment',
    method: 'DELETE',
    path: enrolment,
    caller: 'member',
    answer: RemovedAutoPaySchema,
    idempotencyKey: 'required',
  }),
} as const;

type Call = Pick<ChangeOptions, 'idempotencyKey'>;

/**
 * The member's accounts with their registered auto payment (spec 02 §7), or why they may not enrol: the
 * page `query` asks for (the account details' search, offset and limit), or every account without one.
 */
export function getAutoPayAccounts(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  { query, signal }: { readonly query?: AccountDetailsQuery; readonly signal?: AbortSignal } = {},
) {
  return client.call(autoPayOperations.list, {
    parameters: { memberNumber },
    bearer: accessToken,
    query: query ?? {},
    ...(signal ? { signal } : {}),
  });
}

/**
 * Enrols the account with a stored method: one call carrying the method's token, no hosted page. It
 * changes a payment setup: sent once, never retried, under the intent's idempotency key.
 */
export function enrolAutoPay(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  accountNumber: string,
  methodToken: string,
  call: Call = {},
) {
  return client.call(autoPayOperations.enrol, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    body: { methodToken },
    ...call,
  });
}

/**
 * Starts an enrolment with a new card (`cc`) or bank account (`echeck`): the answer is the hosted
 * page's hand-off. Sent once under the intent's idempotency key.
 */
export function initiateAutoPay(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  accountNumber: string,
  paymentType: 'cc' | 'echeck',
  call: Call = {},
) {
  return client.call(autoPayOperations.initiate, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    body: { paymentType },
    ...call,
  });
}

/** Removes the account's auto payment; sent once, never retried, under the intent's idempotency key. */
export function removeAutoPay(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  accountNumber: string,
  call: Call = {},
) {
  return client.call(autoPayOperations.remove, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    ...call,
  });
}
