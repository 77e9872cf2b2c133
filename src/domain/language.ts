/**
 * The languages the member-facing texts speak, and the catalogues that hold them.
 *
 * Every catalogue is written in English (the specs' words, verbatim) and defined with `catalogue()`;
 * its Spanish translation sits in the area's `es.ts`, a chunk of its own that a page loads only once it
 * speaks Spanish. A catalogue reads the active language at the moment a text is read, so screens, rules
 * and error mapping keep importing the one catalogue object; a language switch is a re-render, which
 * keeps the session, the screen and what the member typed.
 *
 * The language is page-wide, like the session: every element on a page speaks the same one.
 */

import type { Language } from './language-tag.ts';

export { type Language, languageOf, languages } from './language-tag.ts';

/** The locale numbers, money and dates are formatted in, per language (US conventions, USD). */
export const localeOf: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/** Each language's own name, as a language switch shows it (in that language, whatever is active). */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/**
 * A catalogue's translation: the same keys, every text a string, every function the same parameters.
 * A missing or extra key is a type error, so an incomplete translation fails the build.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Translation<Result>
    : T extends readonly unknown[]
      ? { readonly [Index in keyof T]: Translation<T[Index]> }
      : T extends object
        ? { readonly [Key in keyof T]: Translation<T[Key]> }
        : T;

interface CatalogueEntry {
  readonly name: string;
  readonly english: object;
  readonly loadSpanish: () => Promise<object>;
  spanish?: object;
  loading?: Promise<void>;
}

const entries: CatalogueEntry[] = [];
const listeners = new Set<() => void>();
let active: Language = 'en';
/** While a catalogue is being defined, the catalogues it quotes read in English (its English text). */
let definingDepth = 0;
/** Bumped whenever what a text reads may have changed: a switch, or a translation that arrived. */
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

/** The language texts are read in now. */
export function activeLanguage(): Language {
  return active;
}

/** The locale of the active language, for `Intl`. */
export function activeLocale(): string {
  return localeOf[active];
}

/** A number that changes whenever the texts may read differently (for useSyncExternalStore). */
export function languageVersion(): number {
  return version;
}

/** Calls `listener` whenever the texts may read differently; returns the unsubscribe. */
export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadTranslation(entry: CatalogueEntry): Promise<void> {
  entry.loading ??= entry.loadSpanish().then(
    (spanish) => {
      entry.spanish = spanish;
      if (active === 'es') notify();
    },
    (error: unknown) => {
      entry.loading = undefined;
      throw error;
    },
  );
  return entry.loading;
}

/**
 * Loads what `language` needs of every catalogue defined so far (the code on the page): nothing for
 * English, each Spanish translation once. Rejects when a translation could not be loaded.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  return Promise.all(entries.filter((entry) => !entry.spanish).map(loadTranslation)).then(() => undefined);
}

/**
 * Makes `language` the one texts are read in, once its translations have loaded (the page keeps the
 * current language until then, so no screen shows a mix; if they cannot load, it stays). A later call
 * wins over an earlier one.
 */
let latestSwitch = 0;
let switchesUnderWay = 0;
export async function switchLanguage(language: Language): Promise<void> {
  const call = ++latestSwitch;
  if (language === active && switchesUnderWay === 0 && !translationsPending()) return;
  switchesUnderWay += 1;
  try {
    // Code that arrives meanwhile (a screen's chunk) defines catalogues this switch must load too:
    // defined while the page still read English, they would otherwise stay English after it.
    do await loadLanguage(language);
    while (call === latestSwitch && language !== 'en' && entries.some((entry) => !entry.spanish));
    if (call === latestSwitch) active = language;
  } finally {
    switchesUnderWay -= 1;
    notify();
  }
}

/** True while the active language still waits for a translation (code that arrived after the switch). */
export function translationsPending(): boolean {
  return active !== 'en' && entries.some((entry) => !entry.spanish);
}

/** True while a switch is under way or a translation of the active language is on its way. */
export function languageSettling(): boolean {
  return switchesUnderWay > 0 || translationsPending();
}

function textAt(entry: CatalogueEntry, path: readonly PropertyKey[]): unknown {
  const useSpanish = active === 'es' && definingDepth === 0 && entry.spanish !== undefined;
  let node: unknown = useSpanish ? entry.spanish : entry.english;
  for (const key of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  if (node === undefined && useSpanish) {
    // Only an untyped translation can lack a key: the English text is better than nothing.
    let english: unknown = entry.english;
    for (const key of path) english = (english as Record<PropertyKey, unknown> | undefined)?.[key];
    return english;
  }
  return node;
}

function view(entry: CatalogueEntry, englishNode: object, path: readonly PropertyKey[]): object {
  const children = new Map<PropertyKey, object>();
  const read = (key: PropertyKey): unknown => {
    const value = textAt(entry, [...path, key]);
    if (value === null || typeof value !== 'object') return value;
    let child = children.get(key);
    if (!child) {
      const englishChild = (englishNode as Record<PropertyKey, unknown>)[key];
      child = view(entry, (englishChild as object | undefined) ?? value, [...path, key]);
      children.set(key, child);
    }
    return child;
  };
  return new Proxy(englishNode, {
    get: (_, key) => read(key),
    has: (_, key) => key in (textAt(entry, path) as object),
    ownKeys: () => Reflect.ownKeys(textAt(entry, path) as object),
    getOwnPropertyDescriptor(target, key) {
      if (!Object.hasOwn(textAt(entry, path) as object, key)) return undefined;
      // Proxy invariants: a property keeps the English node's configurability (an array's length).
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      return {
        value: read(key),
        writable: own?.writable ?? false,
        enumerable: own?.enumerable ?? true,
        configurable: own?.configurable ?? true,
      };
    },
  });
}

/**
 * Defines a catalogue: `define` returns its English texts (the catalogues it quotes read in English
 * inside it); its Spanish is the export `name` of the module `loadTranslations` imports (the area's
 * es.ts, where it is typed `Translation<typeof english.name>`). The object returned reads every text in
 * the active language. (The translation's module is typed loosely here: the module's types refer back
 * to this catalogue's.)
 */
export function catalogue<T extends object>(
  define: () => T,
  loadTranslations: () => Promise<unknown>,
  name: string,
): T {
  definingDepth += 1;
  let english: T;
  try {
    english = define();
  } finally {
    definingDepth -= 1;
  }
  const loadSpanish = () =>
    loadTranslations().then((module) => {
      const spanish = (module as Record<string, unknown>)[name];
      if (!spanish || typeof spanish !== 'object') throw new Error(`No Spanish catalogue "${name}"`);
      return spanish;
    });
  const entry: CatalogueEntry = { name, english, loadSpanish };
  entries.push(entry);
  if (active === 'es') void loadTranslation(entry).catch(() => undefined);
  return view(entry, english, []) as T;
}

/**
 * A value the back office sends, by its name in a catalogue's table of names (`names[key]`, in the
 * active language); `unknown` (the key itself by default) when the table does not hold it, as for a
 * value added later. Only the table's own keys count: 'constructor' is not a name.
 */
export function nameFrom(names: Readonly<Record<string, string>>, key: string, unknown = key): string {
  return Object.hasOwn(names, key) ? (names[key] ?? unknown) : unknown;
}

/** Every catalogue defined so far, English beside its translation once loaded (for tests and tools). */
export function definedCatalogues(): readonly {
  name: string;
  english: object;
  load: () => Promise<object>;
}[] {
  return entries.map(({ name, english, loadSpanish }) => ({ name, english, load: loadSpanish }));
}
