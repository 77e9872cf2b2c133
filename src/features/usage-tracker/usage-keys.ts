import type { Language } from '../../domain/language.ts';
import { accountArea, inLanguage, queryKeys } from '../../state/query-keys.ts';

/** The usage tracker's keys under the account. */
export const usageKeys = accountArea('usage-tracker');

/** The member's usage settings (the site's, read with the member's token; with web content, so in a language). */
export const usageSettingsKey = (memberNumber: string, language: Language) =>
  inLanguage([...queryKeys.member(memberNumber), 'usage-settings'], language);
