// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { joinSessionLifecycle } from '../../../src/state/session-lifecycle.ts';
import { isSignedInAtom, memberSessionAtom, signOutReasonAtom } from '../../../src/state/session.ts';

const client = { options: {}, get: vi.fn(), post: vi.fn() } as unknown as ApiClient;

function session(expiresAt: number | null) {
  return { accessToken: 'token-1001', memberNumber: '1001', memberMfaEnabled: false, expiresAt };
}

describe('the page session lifecycle', () => {
  let leave: Array<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    leave = [];
  });

  afterEach(() => {
    leave.forEach((stop) => stop());
    vi.useRealTimers();
    sessionStorage.clear();
  });

  function join(store: ReturnType<typeof createStore>) {
    const signedOut: string[] = [];
    leave.push(joinSessionLifecycle(store, { client, onSignedOut: (reason) => signedOut.push(reason) }));
    return signedOut;
  }

  it('ends a session when its token expires, with the time-out flag, and tells every element', async () => {
    const store = createStore();
    const first = join(store);
    const second = join(store);
    store.set(memberSessionAtom, session(Date.now() + 60_000));
    expect(store.get(isSignedInAtom)).toBe(true);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(store.get(memberSessionAtom)).not.toBeNull();

    await vi.advanceTimersByTimeAsync(1_001);
    expect(store.get(memberSessionAtom)).toBeNull();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(store.get(signOutReasonAtom)).toBe('timeout');
    expect(first).toEqual(['timeout']);
    expect(second).toEqual(['timeout']);
  });

  it('makes isSignedIn false at expiry even for a reader that keeps it subscribed', async () => {
    const store = createStore();
    const readings: boolean[] = [];
    const unsubscribe = store.sub(isSignedInAtom, () => readings.push(store.get(isSignedInAtom)));
    join(store);
    store.set(memberSessionAtom, session(Date.now() + 1_000));
    await vi.advanceTimersByTimeAsync(1_001);
    expect(readings.at(-1)).toBe(false);
    unsubscribe();
  });

  it('ends a stored session that has already expired as soon as the first element joins', async () => {
    const store = createStore();
    store.set(memberSessionAtom, session(Date.now() - 1));
    const signedOut = join(store);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(memberSessionAtom)).toBeNull();
    expect(store.get(signOutReasonAtom)).toBe('timeout');
    expect(signedOut).toEqual(['timeout']);
  });

  it('announces a session ended elsewhere (Sign Out) with its reason', async () => {
    const store = createStore();
    const signedOut = join(store);
    store.set(memberSessionAtom, session(null));
    store.set(memberSessionAtom, null);
    store.set(signOutReasonAtom, 'manual');
    await vi.advanceTimersByTimeAsync(0);
    expect(signedOut).toEqual(['manual']);
  });

  it('keeps a session without expiry, and stops watching when the last element leaves', async () => {
    const store = createStore();
    join(store);
    store.set(memberSessionAtom, session(null));
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(store.get(isSignedInAtom)).toBe(true);

    store.set(memberSessionAtom, session(Date.now() + 1_000));
    leave.pop()?.();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.get(memberSessionAtom)).not.toBeNull();
  });
});
