import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../../src/ui/lazy-component.ts';

const Loaded: ComponentType<{ name: string }> = () => null;

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyComponent', () => {
  it('loads the chunk once however many times it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Loaded));
    const { preload } = lazyComponent(load);
    preload();
    preload();
    await settle();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a chunk failed to arrive, and reports nothing for a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Loaded);
    const { preload } = lazyComponent(load);
    preload();
    await settle();
    preload();
    await settle();
    preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads nothing until asked', () => {
    const load = vi.fn(() => Promise.resolve(Loaded));
    const { Component } = lazyComponent(load);
    expect(Component).toBeDefined();
    expect(load).not.toHaveBeenCalled();
  });
});
