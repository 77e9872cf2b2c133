import type { createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

/**
 * Names one piece of server state. Member data starts with `'member'` and the member number, then
 * the account where it belongs: `['member', '1001', 'account', '300100200', 'info']`, so a sign-out
 * clears it all and a change to an account refreshes that account's data.
 */
export type QueryKey = readonly (string | number | boolean)[];

/** Loads the data; the signal aborts when no screen wants it any more. */
export type QueryLoader<T> = (signal: AbortSignal) => Promise<T>;

export type QuerySnapshot<T> =
  | { readonly status: 'loading'; readonly data: undefined; readonly error: undefined }
  | {
      readonly status: 'ready';
      readonly data: T;
      readonly error: undefined;
      readonly refreshing: boolean;
      /** The data is an earlier key's, kept on screen while this key loads (`keepPrevious`). */
      readonly previous?: boolean;
    }
  | {
      readonly status: 'failed';
      /** What an earlier load returned, still shown while the failure is reported. */
      readonly data: T | undefined;
      readonly error: unknown;
    };

interface Entry {
  snapshot: QuerySnapshot<unknown>;
  loader: QueryLoader<unknown> | undefined;
  request: { promise: Promise<void>; controller: AbortController } | undefined;
  stale: boolean;
  listeners: Set<() => void>;
  /** Set while nobody watches a loaded entry: it is forgotten when this timer fires. */
  release: ReturnType<typeof setTimeout> | undefined;
}

/** How long loaded data nobody watches is kept, so going back to a screen shows it at once. */
export const DEFAULT_RELEASE_AFTER_MS = 5 * 60_000;

const loadingSnapshot: QuerySnapshot<never> = { status: 'loading', data: undefined, error: undefined };

function serialize(key: QueryKey): string {
  return JSON.stringify(key);
}

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part);
}

/**
 * The page's server state: each piece loaded once however many elements and screens show it, shared
 * between them, refreshed after a change (`invalidate`), dropped at sign-out, and its request aborted
 * when the last screen that wanted it goes. One cache a page store, so a fresh store (a new Storybook
 * story, a test) starts with nothing cached.
 */
export class QueryCache {
  readonly #entries = new Map<string, Entry & { key: QueryKey }>();
  readonly #releaseAfterMs: number;

  /**
   * `releaseAfterMs`: how long data nobody watches is kept (a member going back to a screen sees it at
   * once, refreshed if out of date); after that it is forgotten, so a long visit does not keep every
   * page of every table it ever showed.
   */
  constructor({ releaseAfterMs = DEFAULT_RELEASE_AFTER_MS }: { releaseAfterMs?: number } = {}) {
    this.#releaseAfterMs = releaseAfterMs;
  }

  #entry(key: QueryKey) {
    const id = serialize(key);
    let entry = this.#entries.get(id);
    if (!entry) {
      entry = {
        key,
        snapshot: loadingSnapshot,
        loader: undefined,
        request: undefined,
        stale: true,
        listeners: new Set(),
        release: undefined,
      };
      this.#entries.set(id, entry);
    }
    return entry;
  }

  #publish(entry: Entry, snapshot: QuerySnapshot<unknown>) {
    entry.snapshot = snapshot;
    for (const listener of [...entry.listeners]) listener();
  }

  /** The current state of a key; the same object until it changes (for useSyncExternalStore). */
  snapshot<T>(key: QueryKey): QuerySnapshot<T> {
    return (this.#entries.get(serialize(key))?.snapshot ?? loadingSnapshot) as QuerySnapshot<T>;
  }

  /**
   * Watches a key. When the last watcher leaves, a load still under way is aborted, and a failure is
   * forgotten so that the next screen tries again; not at once, because a screen that is recreated
   * (same-address navigation, a remount) leaves and comes back within the same task.
   */
  subscribe(key: QueryKey, listener: () => void): () => void {
    const entry = this.#entry(key);
    entry.listeners.add(listener);
    clearTimeout(entry.release);
    entry.release = undefined;
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0) setTimeout(() => this.#release(entry), 0);
    };
  }

  #release(entry: Entry & { key: QueryKey }) {
    if (entry.listeners.size > 0) return;
    const id = serialize(entry.key);
    if (entry.request) {
      entry.request.controller.abort();
      entry.request = undefined;
      if (entry.snapshot.status === 'loading') this.#entries.delete(id);
    } else if (entry.snapshot.status === 'failed') {
      this.#entries.delete(id);
    }
    if (this.#entries.get(id) !== entry || entry.release !== undefined) return;
    entry.release = setTimeout(() => {
      entry.release = undefined;
      if (entry.listeners.size === 0 && !entry.request && this.#entries.get(id) === entry)
        this.#entries.delete(id);
    }, this.#releaseAfterMs);
  }

  /** How many keys the cache holds (for tests of its memory). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * Loads a key unless it is fresh or already loading (`force` loads again, e.g. a Retry). Resolves
   * when the load ends, whatever its outcome; the outcome is in the snapshot.
   */
  load<T>(key: QueryKey, loader: QueryLoader<T>, options: { force?: boolean } = {}): Promise<void> {
    const entry = this.#entry(key);
    entry.loader = loader as QueryLoader<unknown>;
    if (entry.request) return entry.request.promise;
    if (!entry.stale && !options.force && entry.snapshot.status === 'ready') return Promise.resolve();

    const controller = new AbortController();
    const previous = entry.snapshot;
    if (previous.status === 'ready') this.#publish(entry, { ...previous, refreshing: true });
    else if (previous.status === 'failed') this.#publish(entry, loadingSnapshot);

    const promise = loader(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        entry.request = undefined;
        entry.stale = false;
        this.#publish(entry, { status: 'ready', data, error: undefined, refreshing: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        entry.request = undefined;
        this.#publish(entry, { status: 'failed', data: previous.data, error });
      },
    );
    entry.request = { promise, controller };
    return promise;
  }

  /** Loads a key (or takes what is cached) and returns its data; rejects with the load's error. */
  async fetch<T>(key: QueryKey, loader: QueryLoader<T>): Promise<T> {
    await this.load(key, loader);
    const snapshot = this.snapshot<T>(key);
    if (snapshot.status === 'ready') return snapshot.data;
    throw snapshot.status === 'failed' ? snapshot.error : new Error('The load was cancelled.');
  }

  /** Replaces a key's data with what a change returned, without a request. */
  set<T>(key: QueryKey, data: T): void {
    const entry = this.#entry(key);
    entry.request?.controller.abort();
    entry.request = undefined;
    entry.stale = false;
    this.#publish(entry, { status: 'ready', data, error: undefined, refreshing: false });
  }

  /**
   * Marks every key under `prefix` out of date after a change: what a screen shows is loaded again
   * now (keeping the old data on screen meanwhile), the rest when a screen next asks for it. Keys
   * under a `keep` prefix stay as they are.
   */
  invalidate(prefix: QueryKey, options: { keep?: readonly QueryKey[] } = {}): Promise<void> {
    const reloads: Promise<void>[] = [];
    for (const entry of this.#entries.values()) {
      if (!startsWith(entry.key, prefix)) continue;
      if (options.keep?.some((kept) => startsWith(entry.key, kept))) continue;
      entry.stale = true;
      entry.request?.controller.abort();
      entry.request = undefined;
      if (entry.listeners.size > 0 && entry.loader) reloads.push(this.load(entry.key, entry.loader));
    }
    return Promise.all(reloads).then(() => undefined);
  }

  /** Forgets every key under `prefix` (everything without one), aborting their loads. */
  clear(prefix: QueryKey = []): void {
    for (const [id, entry] of this.#entries) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.request?.controller.abort();
      entry.request = undefined;
      entry.stale = true;
      if (entry.listeners.size === 0) {
        clearTimeout(entry.release);
        this.#entries.delete(id);
      } else this.#publish(entry, loadingSnapshot);
    }
  }
}

const caches = new WeakMap<Store, QueryCache>();

/** The query cache of a page store. */
export function queryCacheOf(store: Store): QueryCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new QueryCache();
    caches.set(store, cache);
  }
  return cache;
}
