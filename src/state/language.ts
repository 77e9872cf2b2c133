import { type Language, switchLanguage } from '../domain/language.ts';
import { rememberLanguageChoice, resolvePageLanguage, watchPageLanguage } from './page-language.ts';

export { languageChoiceKey, resolvePageLanguage } from './page-language.ts';

let following = false;

/**
 * Makes the catalogues follow the page's language from now on: switches once now, then whenever it
 * changes (page-language.ts). Idempotent.
 */
export function followPageLanguage(): void {
  if (following) return;
  following = true;
  const follow = () => void switchLanguage(resolvePageLanguage()).catch(() => undefined);
  follow();
  watchPageLanguage(follow);
}

/** The member chose a language (the portal's switch): remembered, and the whole page switches. */
export function chooseLanguage(language: Language): Promise<void> {
  rememberLanguageChoice(language);
  return switchLanguage(language);
}
