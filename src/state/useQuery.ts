import { useStore } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
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
  // Arriving data renders in a transition: React then yields to the browser while it renders what the
  // data shows (a whole screen when the site configuration arrives), where a store subscription
  // (useSyncExternalStore) would force one long blocking render. The state remembers whose snapshot it
  // holds, so a new key never shows the previous key's data, not even for one render.
  const [held, setHeld] = useState(() => ({ id, snapshot: getSnapshot() }));
  const snapshot = held.id === id ? held.snapshot : getSnapshot();
  useEffect(() => {
    const update = () => {
      const next = getSnapshot();
      startTransition(() =>
        setHeld((current) =>
          current.id === id && current.snapshot === next ? current : { id, snapshot: next },
        ),
      );
    };
    // The cache may have moved on between this render and the subscription.
    update();
    return subscribe(update);
  }, [getSnapshot, id, subscribe]);

  useEffect(() => {
    if (stableKey) void cache.load(stableKey, (signal) => loaderRef.current(signal));
  }, [cache, stableKey]);

  const reload = useCallback(() => {
    if (stableKey) void cache.load(stableKey, (signal) => loaderRef.current(signal), { force: true });
  }, [cache, stableKey]);

  return { ...snapshot, reload } as QueryResult<T>;
}
