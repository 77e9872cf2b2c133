import type { SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import {
  DeletedScheduledPaymentSchema,
  ScheduledPaymentsListSchema,
  ScheduledPaymentsSettingsSchema,
} from './schemas/scheduled-payments.ts';

const service = 'Scheduled Payments service';
const scheduledPayments = 'v3/members/{memberNumber}/scheduled-payments';

/**
 * The Scheduled Payments calls. The spec does not show their paths; they are defined here, once, and
 * documented in docs/api.md ("Scheduled Payments service").
 */
export const scheduledPaymentsOperations = {
  list: operation({
    id: 'getScheduledPayments',
    service,
    summary: 'The member’s scheduled payments',
    method: 'GET',
    path: scheduledPayments,
    caller: 'member',
    answer: ScheduledPaymentsListSchema,
  }),
  delete: operation({
    id: 'deleteScheduledPayment',
    service,
    summary: 'Deletes one of the member’s scheduled payments',
    method: 'DELETE',
    path: `${scheduledPayments}/{transNo}`,
    caller: 'member',
    answer: DeletedScheduledPaymentSchema,
    idempotencyKey: 'required',
  }),
  settings: operation({
    id: 'getScheduledPaymentsSettings',
    service,
    summary: 'The site’s texts for the Scheduled Payments screen',
    method: 'GET',
    path: 'v3/scheduled-payments/settings',
    caller: 'visitor',
    answer: ScheduledPaymentsSettingsSchema,
  }),
} as const;

/** The member's scheduled payments (spec 02 §7, "Get scheduled payments by member"). */
export async function getScheduledPayments(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  const answer = await client.call(scheduledPaymentsOperations.list, {
    parameters: { memberNumber },
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
  return client.call(scheduledPaymentsOperations.delete, {
    parameters: { memberNumber, transNo },
    bearer: accessToken,
    ...call,
  });
}

/**
 * The site's texts for the screen (spec 02 §7, "Get configuration settings by key lists", for the web
 * content SCHEDULEDPAYMENTS_OVERVIEW and SCHEDULEDPAYMENTS_ACCTLIST_OVERVIEW).
 */
export function getScheduledPaymentsSettings(client: ApiClient, signal?: AbortSignal) {
  return client.call(scheduledPaymentsOperations.settings, signal ? { signal } : {});
}
