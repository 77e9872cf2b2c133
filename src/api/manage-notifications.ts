import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { ManageNotificationsSchema } from './schemas/manage-notifications.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Manage Notifications calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Manage Notifications service").
 */
export const manageNotificationsPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/manage-notifications`,
} as const;

/** The account's Manage Notifications. */
export function getManageNotifications(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(manageNotificationsPaths.note(memberNumber, accountNumber), ManageNotificationsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface ManageNotificationsChange {
  readonly note: string;
}

/**
 * Changes the account's Manage Notifications; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateManageNotifications(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: ManageNotificationsChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(manageNotificationsPaths.note(memberNumber, accountNumber), ManageNotificationsSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
