import { type Language, languageOf, switchLanguage } from '../domain/language.ts';

/** Where the member's own choice (the portal's language switch) is remembered, across pages and visits. */
export const languageChoiceKey = 'coop.language';

function rememberedChoice(): Language | null {
  try {
    return languageOf(localStorage.getItem(languageChoiceKey));
  } catch {
    // Storage refused (a sandboxed frame, privacy settings): the page's language applies.
    return null;
  }
}

/**
 * The page's language, the first that names one we speak: the member's remembered choice, `lang` on
 * `<coop-config>`, `lang` on a coop element, the page's `<html lang>`, then the browser's languages.
 * English when none does. One language for the whole page, as the session is one.
 */
export function resolvePageLanguage(): Language {
  const coopElementWithLang = [...document.querySelectorAll('[lang]')].find(
    (element) => element.localName.startsWith('coop-') && element.localName !== 'coop-config',
  );
  const candidates = [
    rememberedChoice(),
    languageOf(document.querySelector('coop-config')?.getAttribute('lang')),
    languageOf(coopElementWithLang?.getAttribute('lang')),
    languageOf(document.documentElement.getAttribute('lang')),
    ...navigator.languages.map(languageOf),
  ];
  return candidates.find((language) => language !== null) ?? 'en';
}

let watching = false;

/**
 * Follows the page's language from now on: switches once now, then whenever `lang` changes on the page
 * (`<html>`, `<coop-config>`, an element) or the member's choice changes in another tab. Idempotent.
 */
export function followPageLanguage(): void {
  if (watching) return;
  watching = true;
  const follow = () => void switchLanguage(resolvePageLanguage()).catch(() => undefined);
  follow();
  new MutationObserver(follow).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['lang'],
  });
  addEventListener('storage', (event) => {
    if (event.key === languageChoiceKey) follow();
  });
}

/** The member chose a language (the portal's switch): remembered, and the whole page switches. */
export function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(languageChoiceKey, language);
  } catch {
    // Not remembered, but this page still switches.
  }
  return switchLanguage(language);
}
