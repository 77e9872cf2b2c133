import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { ApplyForServiceSchema } from './schemas/apply-for-service.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Application For Service calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Application For Service service").
 */
export const applyForServicePaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/apply-for-service`,
} as const;

/** The account's Application For Service. */
export function getApplyForService(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(applyForServicePaths.note(memberNumber, accountNumber), ApplyForServiceSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface ApplyForServiceChange {
  readonly note: string;
}

/**
 * Changes the account's Application For Service; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateApplyForService(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: ApplyForServiceChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(applyForServicePaths.note(memberNumber, accountNumber), ApplyForServiceSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
