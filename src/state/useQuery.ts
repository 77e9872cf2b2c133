import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { type QueryKey, type QueryLoader, type QuerySnapshot, queryCacheOf } from './query-cache.ts';

export type QueryResult<T> = QuerySnapshot<T> & {
  /** Loads again (a Retry button, a pull to refresh). */
  readonly reload: () => void;
};

const idle: QuerySnapshot<never> = { status: 'loading', data: undefined, error: undefined };
const noSubscription = () => () => undefined;

/**
 * A piece of server state for a screen, from the page's query cache: loaded once for every screen
 * that shows it, aborted when the last one goes. `key` null waits (e.g. until a member is known).
 * The loader may change between renders (a new closure); the key says what is loaded.
 */
export function useQuery<T>(key: QueryKey | null, loader: QueryLoader<T>): QueryResult<T> {
  const cache = queryCacheOf(useStore());
  const id = key === null ? null : JSON.stringify(key);
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  // The key as a stable value for the callbacks below: a new array with the same parts is the same key.
  const keyRef = useRef(key);
  if (id !== (keyRef.current === null ? null : JSON.stringify(keyRef.current))) keyRef.current = key;
  const stableKey = keyRef.current;

  const subscribe = useCallback(
    (listener: () => void) => (stableKey ? cache.subscribe(stableKey, listener) : noSubscription()),
    [cache, stableKey],
  );
  const getSnapshot = useCallback(
    () => (stableKey ? cache.snapshot<T>(stableKey) : (idle as QuerySnapshot<T>)),
    [cache, stableKey],
  );
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  useEffect(() => {
    if (stableKey) void cache.load(stableKey, (signal) => loaderRef.current(signal));
  }, [cache, stableKey]);

  const reload = useCallback(() => {
    if (stableKey) void cache.load(stableKey, (signal) => loaderRef.current(signal), { force: true });
  }, [cache, stableKey]);

  return { ...snapshot, reload } as QueryResult<T>;
}
