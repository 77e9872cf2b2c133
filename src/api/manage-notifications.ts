import type { AlertPreference } from '../domain/manage-notifications/alerts.ts';
import type { MemberAccount } from './account-overview.ts';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import { AccountAlertsChangeSchema, AccountAlertsSchema } from './schemas/manage-notifications.ts';

const service = 'Manage Notifications service';
const alerts = 'v3/members/{memberNumber}/accounts/{accountNumber}/alerts';

/**
 * The alerts calls. The spec does not show them; they are defined here, once, and documented in
 * docs/api.md ("Manage Notifications service").
 */
export const manageNotificationsOperations = {
  alerts: operation({
    id: 'getAccountAlerts',
    service,
    summary: 'The account’s alerts: which contacts receive each type, and each type’s setting',
    method: 'GET',
    path: alerts,
    caller: 'member',
    answer: AccountAlertsSchema,
  }),
  update: operation({
    id: 'updateAccountAlerts',
    service,
    summary: 'Replaces the account’s alerts; answers them as saved',
    method: 'PUT',
    path: alerts,
    caller: 'member',
    body: AccountAlertsChangeSchema,
    answer: AccountAlertsSchema,
  }),
} as const;

/** The account's alerts: which contacts receive each type, and each type's setting. */
export function getAccountAlerts(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.call(manageNotificationsOperations.alerts, {
    parameters: { memberNumber, accountNumber },
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
  return client.call(manageNotificationsOperations.update, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    body: { preferences },
  });
}
