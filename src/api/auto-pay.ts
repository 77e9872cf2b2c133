import type { SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import {
  AutoPayAccountsSchema,
  AutoPayInitiationSchema,
  EnrolledAutoPaySchema,
  RemovedAutoPaySchema,
} from './schemas/auto-pay.ts';

const member = (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}`;
const enrolment = (memberNumber: string, accountNumber: string) =>
  `${member(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}/auto-payment`;

/**
 * Paths of the Auto Payments calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Auto Payments service").
 */
export const autoPayPaths = {
  list: (memberNumber: string) => `${member(memberNumber)}/auto-payments`,
  enrolment,
  initiate: (memberNumber: string, accountNumber: string) =>
    `${enrolment(memberNumber, accountNumber)}/initiate`,
} as const;

type Call = Pick<ChangeOptions, 'idempotencyKey'>;

/** Every account of the member with its registered auto payment (spec 02 §7), or why it may not enrol. */
export function getAutoPayAccounts(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  return client.get(autoPayPaths.list(memberNumber), AutoPayAccountsSchema, {
    bearer: accessToken,
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
  return client.post(autoPayPaths.enrolment(memberNumber, accountNumber), EnrolledAutoPaySchema, {
    bearer: accessToken,
    json: { methodToken },
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
  return client.post(autoPayPaths.initiate(memberNumber, accountNumber), AutoPayInitiationSchema, {
    bearer: accessToken,
    json: { paymentType },
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
  return client.delete(autoPayPaths.enrolment(memberNumber, accountNumber), RemovedAutoPaySchema, {
    bearer: accessToken,
    ...call,
  });
}
