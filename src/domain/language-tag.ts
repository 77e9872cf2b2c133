/**
 * The languages the member-facing texts speak, and reading one from a BCP 47 tag. Apart from the
 * catalogues' machinery (language.ts) because the Quick Pay button reads the page's language before
 * intent, within its few kilobytes.
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** The language a BCP 47 tag asks for ('es-MX' → 'es'), or null for one we do not speak. */
export function languageOf(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return (languages as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}
