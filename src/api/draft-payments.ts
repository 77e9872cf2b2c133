import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { DraftPaymentsSchema } from './schemas/draft-payments.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Draft Payments calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Draft Payments service").
 */
export const draftPaymentsPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/draft-payments`,
} as const;

/** The account's Draft Payments. */
export function getDraftPayments(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(draftPaymentsPaths.note(memberNumber, accountNumber), DraftPaymentsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface DraftPaymentsChange {
  readonly note: string;
}

/**
 * Changes the account's Draft Payments; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateDraftPayments(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: DraftPaymentsChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(draftPaymentsPaths.note(memberNumber, accountNumber), DraftPaymentsSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
