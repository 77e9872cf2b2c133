import { createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;
const storeKey = Symbol.for('coop.store');

/**
 * The page-wide jotai store. Widgets share chunks, so this module is normally instantiated once; the
 * global registry also keeps one store when a page loads elements from two separately built bundles.
 */
export function getPageStore(): Store {
  const holder = globalThis as typeof globalThis & { [storeKey]?: Store };
  return (holder[storeKey] ??= createStore());
}
