import type { Translation } from '../language.ts';

/**
 * Texts of the Quick Pay button and banner (spec 01 §2.6). Kept apart from the Quick Pay catalogue, and
 * outside the catalogues' machinery (language.ts), because the button ships in at most 5 KB of script
 * before intent (docs/performance.md): it reads these words in the page's language itself.
 */
export const quickPayButtonMessages = {
  label: 'Quick Pay',
  bannerText: 'is a simple, fast and secure way to make payments online without logging in.',
  /** Not in the spec: the dialog's frame, shown at once while its form loads. */
  loading: 'Loading Quick Pay…',
  /** Not in the spec: the form could not be loaded (the network failed). */
  loadFailed: 'Quick Pay could not be loaded. Please check your connection and try again.',
  close: 'Close',
} as const;

export type QuickPayButtonWords = Translation<typeof quickPayButtonMessages>;

/** The Spanish words, a chunk of their own that only a Spanish page loads. */
export function loadSpanishButtonWords(): Promise<QuickPayButtonWords> {
  return import('./button-es.ts').then((module) => module.quickPayButtonMessages);
}
