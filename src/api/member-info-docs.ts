import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { MemberInfoDocsSchema } from './schemas/member-info-docs.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Member Information Documents calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Member Information Documents service").
 */
export const memberInfoDocsPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/member-info-docs`,
} as const;

/** The account's Member Information Documents. */
export function getMemberInfoDocs(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(memberInfoDocsPaths.note(memberNumber, accountNumber), MemberInfoDocsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface MemberInfoDocsChange {
  readonly note: string;
}

/**
 * Changes the account's Member Information Documents; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateMemberInfoDocs(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: MemberInfoDocsChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(memberInfoDocsPaths.note(memberNumber, accountNumber), MemberInfoDocsSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
