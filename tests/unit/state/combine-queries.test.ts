import { describe, expect, it } from 'vitest';
import { combineQueries } from '../../../src/state/combine-queries.ts';
import type { QueryResult } from '../../../src/state/useQuery.ts';

const reload = () => undefined;
const ready = <T>(data: T): QueryResult<T> => ({
  status: 'ready',
  data,
  error: undefined,
  refreshing: false,
  reload,
});
const loading: QueryResult<never> = { status: 'loading', data: undefined, error: undefined, reload };
const failed = <T>(data: T | undefined): QueryResult<T> => ({
  status: 'failed',
  data,
  error: new Error('answered 500'),
  reload,
});

describe('combineQueries', () => {
  it('is every result together once all are ready, loading while any loads', () => {
    expect(combineQueries<[number, string]>(ready(1), ready('a'))).toMatchObject({
      status: 'ready',
      data: [1, 'a'],
    });
    expect(combineQueries<[number, string]>(ready(1), loading).status).toBe('loading');
  });

  it('keeps what every query showed before beside a failed reload, as one query does', () => {
    const combined = combineQueries<[number, string]>(ready(1), failed('last page'));
    expect(combined.status).toBe('failed');
    expect(combined.data).toEqual([1, 'last page']);
  });

  it('has nothing to show when a first load failed', () => {
    expect(combineQueries<[number, string]>(ready(1), failed<string>(undefined)).data).toBeUndefined();
  });
});
