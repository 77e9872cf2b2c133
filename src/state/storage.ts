import { createJSONStorage } from 'jotai/utils';
import { is, type Struct } from 'superstruct';
import { readRawConfig } from './page-config.ts';

/** jotai's synchronous storage contract (its type is not exported). */
export interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, newValue: Value) => void;
  removeItem: (key: string) => void;
  subscribe?: (
    key: string,
    callback: (value: Value) => void,
    initialValue: Value,
  ) => (() => void) | undefined;
}

/**
 * The page's storage choice: tab-scoped sessionStorage by default, localStorage when the host opts in.
 * The session is one for the whole page, so one choice holds: `<coop-config>` or `configure()` when
 * they say, else the `storage` attribute of the page's first coop element that has one (a page that
 * configures its only element by its own attributes).
 */
export function chosenStorage(): Storage | undefined {
  // Outside a browser (modules imported by unit tests) there is nothing to store in.
  if (typeof window === 'undefined') return undefined;
  const choice =
    readRawConfig().storage ??
    [...document.querySelectorAll('[storage]')]
      .find((element) => element.localName.startsWith('coop-'))
      ?.getAttribute('storage');
  return choice === 'local' ? window.localStorage : window.sessionStorage;
}

/** Where nothing is kept: outside a browser. */
const nowhere = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** The tab's own session storage, whatever the page chose: for what must not outlive the tab. */
export function tabStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

/**
 * JSON storage whose values are validated on read: a corrupt, tampered (or, by the schema, expired)
 * value is discarded (and removed), never trusted. With localStorage, jotai subscribes to `storage`
 * events, so tabs stay in sync. `where` is the page's choice unless a value must stay in its tab.
 */
export function validatedStorage<T>(
  schema: Struct<T, unknown>,
  where: () => Storage | undefined = chosenStorage,
): SyncStorage<T | null> {
  const json = createJSONStorage<unknown>(() => where() ?? nowhere);
  return {
    getItem(key, initialValue) {
      const value = json.getItem(key, initialValue);
      if (value === null || is(value, schema)) return value as T | null;
      json.removeItem(key);
      return initialValue;
    },
    setItem: (key, value) => (value === null ? json.removeItem(key) : json.setItem(key, value)),
    removeItem: (key) => json.removeItem(key),
    subscribe: (key, callback, initialValue) =>
      json.subscribe?.(
        key,
        (value) => callback(value === null || is(value, schema) ? (value as T | null) : initialValue),
        initialValue,
      ),
  };
}
