import type { SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import {
  DeletedScheduledPaymentSchema,
  ScheduledPaymentsListSchema,
  ScheduledPaymentsSettingsSchema,
} from './schemas/scheduled-payments.ts';

const member = (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}`;

/**
 * Paths of the Scheduled Payments calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Scheduled Payments service").
 */
export const scheduledPaymentsPaths = {
  list: (memberNumber: string) => `${member(memberNumber)}/scheduled-payments`,
  payment: (memberNumber: string, transNo: string) =>
    `${member(memberNumber)}/scheduled-payments/${encodeURIComponent(transNo)}`,
  settings: 'v3/scheduled-payments/settings',
} as const;

/** The member's scheduled payments (spec 02 §7, "Get scheduled payments by member"). */
export async function getScheduledPayments(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  const answer = await client.get(scheduledPaymentsPaths.list(memberNumber), ScheduledPaymentsListSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
  return answer.scheduledPaymentsList;
}

/**
 * Deletes one of the member's scheduled payments (spec 02 §7, "Delete scheduled payment"). It changes a
 * payment setup: sent once, never retried, under the intent's idempotency key (money mode's `call`).
 */
export function deleteScheduledPayment(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  transNo: string,
  call: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.delete(scheduledPaymentsPaths.payment(memberNumber, transNo), DeletedScheduledPaymentSchema, {
    bearer: accessToken,
    ...call,
  });
}

/**
 * The site's texts for the screen (spec 02 §7, "Get configuration settings by key lists", for the web
 * content SCHEDULEDPAYMENTS_OVERVIEW and SCHEDULEDPAYMENTS_ACCTLIST_OVERVIEW).
 */
export function getScheduledPaymentsSettings(client: ApiClient, signal?: AbortSignal) {
  return client.get(
    scheduledPaymentsPaths.settings,
    ScheduledPaymentsSettingsSchema,
    signal ? { signal } : {},
  );
}
