import { accountArea, queryKeys } from '../../state/query-keys.ts';

/** The usage tracker's keys under the account. */
export const usageKeys = accountArea('usage-tracker');

/** The member's usage settings (the site's, read with the member's token). */
export const usageSettingsKey = (memberNumber: string) => [
  ...queryKeys.member(memberNumber),
  'usage-settings',
];
