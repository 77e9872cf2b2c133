import type { QueryResult } from '../../state/useQuery.ts';

/**
 * Two queries shown as one (the history needs the payments and the bills): loading while either loads,
 * failed when either failed (Try again reloads both), else both results together.
 */
export function bothQueries<A, B>(first: QueryResult<A>, second: QueryResult<B>): QueryResult<[A, B]> {
  const reload = () => {
    first.reload();
    second.reload();
  };
  if (first.status === 'failed' || second.status === 'failed') {
    const error = first.status === 'failed' ? first.error : second.error;
    return { status: 'failed', data: undefined, error, reload };
  }
  if (first.status === 'loading' || second.status === 'loading') {
    return { status: 'loading', data: undefined, error: undefined, reload };
  }
  return {
    status: 'ready',
    data: [first.data, second.data],
    error: undefined,
    refreshing: first.refreshing || second.refreshing,
    reload,
  };
}
