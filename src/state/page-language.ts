import { type Language, languageOf } from '../domain/language-tag.ts';

/**
 * The page's language, read from the page alone: dependency-free on purpose, as the Quick Pay button
 * reads it before intent. state/language.ts switches the catalogues to it.
 */

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

const listeners = new Set<() => void>();
let watching = false;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` whenever the page's language may have changed: `lang` on the page (`<html>`,
 * `<coop-config>`, an element), the member's choice on this page or in another tab. Returns the
 * unsubscribe.
 */
export function watchPageLanguage(listener: () => void): () => void {
  if (!watching) startWatching();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function startWatching(): void {
  watching = true;
  new MutationObserver(notify).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['lang'],
  });
  addEventListener('storage', (event) => {
    if (event.key === languageChoiceKey) notify();
  });
}

/** The member chose a language on this page: remembered, and every follower of the page told. */
export function rememberLanguageChoice(language: Language): void {
  try {
    localStorage.setItem(languageChoiceKey, language);
  } catch {
    // Not remembered, but this page still switches.
  }
  notify();
}
