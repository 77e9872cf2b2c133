import { useStore } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type QueryKey, type QueryLoader, type QuerySnapshot, queryCacheOf } from './query-cache.ts';

export type QueryResult<T> = QuerySnapshot<T> & {
  /** Loads again (a Retry button, a pull to refresh). */
  readonly reload: () => void;
};

const idle: QuerySnapshot<never> = { status: 'loading', data: undefined, error: undefined };
const noSubscription = () => () => undefined;

export interface QueryOptions {
  /**
   * While a new key loads (the next page of a table, another date range), keep showing the last key's
   * data, marked `previous` and `refreshing`, instead of a spinner; and beside the failure when it fails.
   */
  readonly keepPrevious?: boolean;
}

interface Held<T> {
  readonly id: string | null;
  readonly snapshot: QuerySnapshot<T>;
  /** The last data this screen showed, of whichever key. */
  readonly lastReady: { readonly id: string | null; readonly data: T } | undefined;
}

/**
 * A piece of server state for a screen, from the page's query cache: loaded once for every screen
 * that shows it, aborted when the last one goes. `key` null waits (e.g. until a member is known).
 * The loader may change between renders (a new closure); the key says what is loaded.
 */
export function useQuery<T>(
  key: QueryKey | null,
  loader: QueryLoader<T>,
  { keepPrevious = false }: QueryOptions = {},
): QueryResult<T> {
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
  const [held, setHeld] = useState<Held<T>>(() => {
    const snapshot = getSnapshot();
    return { id, snapshot, lastReady: snapshot.status === 'ready' ? { id, data: snapshot.data } : undefined };
  });
  const current = held.id === id ? held.snapshot : getSnapshot();
  const shownBefore = held.lastReady;
  const earlier = keepPrevious && shownBefore && shownBefore.id !== id ? shownBefore : undefined;
  // Another key's data stays on screen while this one loads, and when it fails to: the member keeps
  // their place (and what they typed around it) beside the failure and its Try again.
  const snapshot: QuerySnapshot<T> =
    earlier && current.status === 'loading'
      ? { status: 'ready', data: earlier.data, error: undefined, refreshing: true, previous: true }
      : earlier && current.status === 'failed' && current.data === undefined
        ? { status: 'failed', data: earlier.data, error: current.error }
        : current;
  useEffect(() => {
    const update = () => {
      const next = getSnapshot();
      startTransition(() =>
        setHeld((before) =>
          before.id === id && before.snapshot === next
            ? before
            : {
                id,
                snapshot: next,
                lastReady: next.status === 'ready' ? { id, data: next.data } : before.lastReady,
              },
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
