/**
 * Texts of the Quick Pay button and banner (spec 01 §2.6). Kept apart from the Quick Pay catalogue
 * because the button ships in a script of at most 5 KB.
 */
export const quickPayButtonMessages = {
  label: 'Quick Pay',
  bannerText: 'is a simple, fast and secure way to make payments online without logging in.',
} as const;
