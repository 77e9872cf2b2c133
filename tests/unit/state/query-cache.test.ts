import { describe, expect, it, vi } from 'vitest';
import { QueryCache } from '../../../src/state/query-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const infoKey = ['member', '1001', 'account', '300100200', 'info'] as const;

describe('QueryCache', () => {
  it('loads a key once for every screen that wants it, and shares the data', async () => {
    const cache = new QueryCache();
    const loader = vi.fn(async () => ({ balance: 128.45 }));
    cache.subscribe(infoKey, () => undefined);
    cache.subscribe(infoKey, () => undefined);
    await Promise.all([cache.load(infoKey, loader), cache.load(infoKey, loader)]);
    await cache.load(infoKey, loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(cache.snapshot(infoKey)).toEqual({
      status: 'ready',
      data: { balance: 128.45 },
      error: undefined,
      refreshing: false,
    });
  });

  it('tells its watchers of each change, keeping one snapshot object until the next', async () => {
    const cache = new QueryCache();
    const seen: string[] = [];
    cache.subscribe(infoKey, () => seen.push(cache.snapshot(infoKey).status));
    const first = cache.snapshot(infoKey);
    expect(cache.snapshot(infoKey)).toBe(first);
    await cache.load(infoKey, async () => 1);
    expect(seen).toEqual(['ready']);
  });

  it('records a failure, and a Retry (force) loads again', async () => {
    const cache = new QueryCache();
    cache.subscribe(infoKey, () => undefined);
    const failure = new Error('503');
    await cache.load(infoKey, async () => Promise.reject(failure));
    expect(cache.snapshot(infoKey)).toMatchObject({ status: 'failed', error: failure, data: undefined });
    await cache.load(infoKey, async () => 'fine', { force: true });
    expect(cache.snapshot(infoKey)).toMatchObject({ status: 'ready', data: 'fine' });
  });

  it('aborts the request when the last screen that wanted it goes, and loads afresh next time', async () => {
    const cache = new QueryCache();
    const pending = deferred<string>();
    let signal: AbortSignal | undefined;
    const leave = cache.subscribe(infoKey, () => undefined);
    void cache.load(infoKey, (given) => {
      signal = given;
      return pending.promise;
    });
    leave();
    await nextTask();
    expect(signal?.aborted).toBe(true);
    pending.resolve('too late');
    await Promise.resolve();
    expect(cache.snapshot(infoKey).status).toBe('loading');
    const loader = vi.fn(async () => 'again');
    cache.subscribe(infoKey, () => undefined);
    await cache.load(infoKey, loader);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure when its last watcher leaves, so the next screen tries again', async () => {
    const cache = new QueryCache();
    const leave = cache.subscribe(infoKey, () => undefined);
    await cache.load(infoKey, async () => Promise.reject(new Error('down')));
    leave();
    await nextTask();
    expect(cache.snapshot(infoKey).status).toBe('loading');
  });

  it('after a change, reloads what screens show under the prefix and keeps the old data meanwhile', async () => {
    const cache = new QueryCache();
    const statuses: unknown[] = [];
    cache.subscribe(infoKey, () => statuses.push(cache.snapshot(infoKey)));
    let balance = 128.45;
    const loader = vi.fn(async () => ({ balance }));
    await cache.load(infoKey, loader);
    balance = 118.45;
    const other = ['member', '1001', 'account', '300100201', 'info'];
    const otherLoader = vi.fn(async () => 'unwatched');
    await cache.load(other, otherLoader);
    await cache.invalidate(['member', '1001', 'account', '300100200']);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(otherLoader).toHaveBeenCalledTimes(1);
    expect(statuses.at(-2)).toMatchObject({ status: 'ready', data: { balance: 128.45 }, refreshing: true });
    expect(statuses.at(-1)).toMatchObject({ status: 'ready', data: { balance: 118.45 }, refreshing: false });
  });

  it('loads an invalidated key that no screen shows when a screen next asks for it', async () => {
    const cache = new QueryCache();
    const loader = vi.fn(async () => 'data');
    await cache.load(infoKey, loader);
    await cache.invalidate(['member', '1001']);
    expect(loader).toHaveBeenCalledTimes(1);
    await cache.load(infoKey, loader);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps a load going when a screen is recreated: it leaves and comes back within the task', async () => {
    const cache = new QueryCache();
    const pending = deferred<string>();
    let signal: AbortSignal | undefined;
    const leave = cache.subscribe(infoKey, () => undefined);
    void cache.load(infoKey, (given) => {
      signal = given;
      return pending.promise;
    });
    leave();
    cache.subscribe(infoKey, () => undefined);
    await nextTask();
    expect(signal?.aborted).toBe(false);
    pending.resolve('kept');
    await cache.load(infoKey, async () => 'not called');
    expect(cache.snapshot(infoKey)).toMatchObject({ status: 'ready', data: 'kept' });
  });

  it('clears a member’s data at sign-out and keeps the rest', async () => {
    const cache = new QueryCache();
    await cache.load(infoKey, async () => 'member data');
    await cache.load(['site-configuration', 'RIVERBEND-WEB'], async () => 'site');
    cache.clear(['member']);
    expect(cache.snapshot(infoKey).status).toBe('loading');
    expect(cache.snapshot(['site-configuration', 'RIVERBEND-WEB'])).toMatchObject({ data: 'site' });
  });

  it('fetch returns the data or rejects with the error', async () => {
    const cache = new QueryCache();
    await expect(cache.fetch(['a'], async () => 7)).resolves.toBe(7);
    const failure = new Error('no');
    await expect(cache.fetch(['b'], async () => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('set replaces the data with what a change returned, without a request', () => {
    const cache = new QueryCache();
    cache.set(infoKey, { balance: 0 });
    expect(cache.snapshot(infoKey)).toMatchObject({ status: 'ready', data: { balance: 0 } });
  });
});

describe('QueryCache memory', () => {
  it('keeps data nobody watches for a grace period, so going back shows it at once, then forgets it', async () => {
    vi.useFakeTimers();
    try {
      const cache = new QueryCache({ releaseAfterMs: 60_000 });
      const leave = cache.subscribe(infoKey, () => undefined);
      await cache.load(infoKey, () => Promise.resolve('info'));
      leave();

      await vi.advanceTimersByTimeAsync(59_000);
      expect(cache.snapshot(infoKey)).toMatchObject({ status: 'ready', data: 'info' });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(cache.snapshot(infoKey).status).toBe('loading');
      expect(cache.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the data of a screen that came back before the grace period ended', async () => {
    vi.useFakeTimers();
    try {
      const cache = new QueryCache({ releaseAfterMs: 60_000 });
      const leave = cache.subscribe(infoKey, () => undefined);
      await cache.load(infoKey, () => Promise.resolve('info'));
      leave();
      await vi.advanceTimersByTimeAsync(30_000);
      cache.subscribe(infoKey, () => undefined);

      await vi.advanceTimersByTimeAsync(120_000);
      expect(cache.snapshot(infoKey)).toMatchObject({ status: 'ready', data: 'info' });
      expect(cache.size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds no more than the watched pages of a long visit, past the grace period', async () => {
    vi.useFakeTimers();
    try {
      const cache = new QueryCache({ releaseAfterMs: 1_000 });
      for (let page = 1; page <= 50; page += 1) {
        const key = ['member', '1001', 'account', '300100200', 'outages', page];
        const leave = cache.subscribe(key, () => undefined);
        await cache.load(key, () => Promise.resolve(`page ${page}`));
        leave();
      }
      await vi.advanceTimersByTimeAsync(2_000);
      expect(cache.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
