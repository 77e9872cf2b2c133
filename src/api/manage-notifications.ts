import type { AlertPreference } from '../domain/manage-notifications/alerts.ts';
import type { MemberAccount } from './account-overview.ts';
import type { ApiClient } from './client.ts';
import { AccountAlertsSchema } from './schemas/manage-notifications.ts';

/**
 * Paths of the alerts calls. The spec does not show them; they are defined here, once, and documented
 * in docs/api.md ("Manage Notifications service").
 */
export const manageNotificationsPaths = {
  alerts: (memberNumber: string, accountNumber: string) =>
    `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}/alerts`,
} as const;

/** The account's alerts: which contacts receive each type, and each type's setting. */
export function getAccountAlerts(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(manageNotificationsPaths.alerts(memberNumber, accountNumber), AccountAlertsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** Replaces the account's alerts with these; answers them as saved. */
export function updateAccountAlerts(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  preferences: readonly AlertPreference[],
) {
  return client.put(manageNotificationsPaths.alerts(memberNumber, accountNumber), AccountAlertsSchema, {
    bearer: accessToken,
    json: { preferences },
  });
}
