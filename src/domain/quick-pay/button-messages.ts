import { catalogue } from '../language.ts';
/**
 * Texts of the Quick Pay button and banner (spec 01 §2.6). Kept apart from the Quick Pay catalogue
 * because the button ships in a script of at most 5 KB.
 */
export const quickPayButtonMessages = catalogue(
  () =>
    ({
      label: 'Quick Pay',
      bannerText: 'is a simple, fast and secure way to make payments online without logging in.',
      /** Not in the spec: the dialog's frame, shown at once while its form loads. */
      loading: 'Loading Quick Pay…',
      /** Not in the spec: the form could not be loaded (the network failed). */
      loadFailed: 'Quick Pay could not be loaded. Please check your connection and try again.',
      close: 'Close',
    }) as const,
  () => import('./button-es.ts'),
  'quickPayButtonMessages',
);
