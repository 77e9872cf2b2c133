import type { QueryKey } from '../../state/query-cache.ts';
import { queryKeys } from '../../state/query-keys.ts';

/** The member's scheduled payments: a delete loads them again. */
export const scheduledPaymentsKey = (memberNumber: string): QueryKey => [
  ...queryKeys.member(memberNumber),
  'scheduled-payments',
];

/** The site's scheduled payments texts (web content): not a member's. */
export const scheduledPaymentsSettingsKey = (apiBase: string, applicationId: string): QueryKey => [
  'scheduled-payments-settings',
  apiBase,
  applicationId,
];
