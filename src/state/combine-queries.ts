import type { QueryResult } from './useQuery.ts';

/** A part with nothing to load, ready: for a combination one of whose parts a screen may not need. */
export const nothingToLoad: QueryResult<undefined> = {
  status: 'ready',
  data: undefined,
  error: undefined,
  refreshing: false,
  reload: () => undefined,
};

type Results<T extends readonly unknown[]> = { readonly [K in keyof T]: QueryResult<T[K]> };

/**
 * Several queries shown as one (a history needs the payments and the bills; a screen needs its
 * account and the site's settings): loading while any loads, failed when any failed (Try again reloads
 * the failed ones; what all of them showed before stays, as with one query), else every result together,
 * refreshing while any refreshes.
 */
export function combineQueries<T extends readonly unknown[]>(...queries: Results<T>): QueryResult<T> {
  const list = queries as readonly QueryResult<unknown>[];
  const reload = () => {
    for (const query of list) if (query.status === 'failed') query.reload();
  };
  const failed = list.find((query) => query.status === 'failed');
  if (failed) {
    // As one query: what every query showed before stays beside the failure.
    const shown = list.every((query) => query.data !== undefined);
    return {
      status: 'failed',
      data: shown ? (list.map((query) => query.data) as unknown as T) : undefined,
      error: failed.error,
      reload,
    };
  }
  if (list.some((query) => query.status === 'loading')) {
    return { status: 'loading', data: undefined, error: undefined, reload };
  }
  return {
    status: 'ready',
    data: list.map((query) => query.data) as unknown as T,
    error: undefined,
    refreshing: list.some((query) => query.status === 'ready' && query.refreshing),
    reload,
  };
}
