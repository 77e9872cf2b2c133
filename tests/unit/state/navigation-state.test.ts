import { describe, expect, it } from 'vitest';
import {
  handOffNavigationState,
  historyStateWith,
  navigationStateOf,
  takeHandedOffNavigationState,
} from '../../../src/state/navigation-state.ts';

/** A Storage of the page's kind, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const portalPage = 'https://www.riverbend.example/portal.html#/usage-tracker';

describe('navigation state on history entries', () => {
  it('rides on the entry beside what other scripts keep there, and is read back', () => {
    const entry = historyStateWith({ scrollTop: 120 }, { isMonthlyUsageTab: true });
    expect(entry).toEqual({ scrollTop: 120, coopNavigationState: { isMonthlyUsageTab: true } });
    expect(navigationStateOf(entry)).toEqual({ isMonthlyUsageTab: true });
  });

  it('leaves a new entry without state when none is given, so an old state does not follow', () => {
    const previous = historyStateWith(null, { paperless: true });
    expect(navigationStateOf(historyStateWith(previous, undefined))).toEqual({});
  });

  it('reads nothing from an entry that carries none, or something else under its name', () => {
    expect(navigationStateOf(null)).toEqual({});
    expect(navigationStateOf({ coopNavigationState: ['not', 'a', 'state'] })).toEqual({});
    expect(navigationStateOf({ coopNavigationState: 'paperless' })).toEqual({});
  });
});

describe('navigation state handed from a standalone element to the portal page', () => {
  it('is taken once, at the address it was left for', () => {
    const storage = memoryStorage();
    handOffNavigationState(storage, portalPage, { paperless: true }, 1_000);
    expect(takeHandedOffNavigationState(storage, portalPage, 2_000)).toEqual({ paperless: true });
    expect(takeHandedOffNavigationState(storage, portalPage, 2_000)).toBeUndefined();
  });

  it('is not taken by another address, nor after a minute, and is dropped either way', () => {
    const storage = memoryStorage();
    handOffNavigationState(storage, portalPage, { paperless: true }, 1_000);
    expect(takeHandedOffNavigationState(storage, `${portalPage}-other`, 2_000)).toBeUndefined();
    expect(storage.length).toBe(0);
    handOffNavigationState(storage, portalPage, { paperless: true }, 1_000);
    expect(takeHandedOffNavigationState(storage, portalPage, 61_001)).toBeUndefined();
  });

  it('ignores what is not a hand-over (a corrupt or foreign value)', () => {
    const storage = memoryStorage();
    storage.setItem('coop.navigationHandOff', '{not json');
    expect(takeHandedOffNavigationState(storage, portalPage)).toBeUndefined();
  });
});
