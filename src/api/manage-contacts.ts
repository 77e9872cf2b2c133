import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { ManageContactsSchema } from './schemas/manage-contacts.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Manage Contacts calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Manage Contacts service").
 */
export const manageContactsPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/manage-contacts`,
} as const;

/** The account's Manage Contacts. */
export function getManageContacts(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(manageContactsPaths.note(memberNumber, accountNumber), ManageContactsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface ManageContactsChange {
  readonly note: string;
}

/**
 * Changes the account's Manage Contacts; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateManageContacts(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: ManageContactsChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(manageContactsPaths.note(memberNumber, accountNumber), ManageContactsSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
