import type { Language } from '../../domain/language.ts';
import type { QueryKey } from '../../state/query-cache.ts';
import { inLanguage, queryKeys } from '../../state/query-keys.ts';

/** The member's scheduled payments: a delete loads them again. */
export const scheduledPaymentsKey = (memberNumber: string): QueryKey => [
  ...queryKeys.member(memberNumber),
  'scheduled-payments',
];

/** The site's scheduled payments texts (web content), in a language: not a member's. */
export const scheduledPaymentsSettingsKey = (
  apiBase: string,
  applicationId: string,
  language: Language,
): QueryKey => inLanguage(['scheduled-payments-settings', apiBase, applicationId], language);
