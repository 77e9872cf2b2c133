import { describe, expect, it } from 'vitest';
import { availableTabs, firstTab } from '../../../../src/domain/usage-tracker/tabs.ts';

const all = { usagesEnabled: true, viewUsageHistory: 'Y', mdmCloudEnabled: true };

describe('availableTabs (spec 03 §2.2)', () => {
  it('shows Daily, Monthly and Interval in that order when every gate is open', () => {
    expect(availableTabs(all)).toEqual(['daily', 'monthly', 'interval']);
  });

  it('shows Daily only with the Usages feature', () => {
    expect(availableTabs({ ...all, usagesEnabled: false })).toEqual(['monthly', 'interval']);
  });

  it('shows Monthly only when the account allows usage history, however the back office says yes', () => {
    expect(availableTabs({ ...all, viewUsageHistory: 'N' })).toEqual(['daily', 'interval']);
    expect(availableTabs({ ...all, viewUsageHistory: null })).toEqual(['daily', 'interval']);
    expect(availableTabs({ ...all, viewUsageHistory: true })).toContain('monthly');
    expect(availableTabs({ ...all, viewUsageHistory: 'yes' })).toContain('monthly');
  });

  it('shows Interval only with the cloud meter data feature', () => {
    expect(availableTabs({ ...all, mdmCloudEnabled: false })).toEqual(['daily', 'monthly']);
  });

  it('shows no tab when no gate is open', () => {
    expect(availableTabs({ usagesEnabled: false, viewUsageHistory: 'N', mdmCloudEnabled: false })).toEqual(
      [],
    );
  });
});

describe('firstTab', () => {
  it('opens Monthly when the navigation state asks for it (the overview’s View Details)', () => {
    expect(firstTab(['daily', 'monthly', 'interval'], { isMonthlyUsageTab: true })).toBe('monthly');
  });

  it('opens the first tab without that state, or when the account has no Monthly tab', () => {
    expect(firstTab(['daily', 'monthly'], {})).toBe('daily');
    expect(firstTab(['daily', 'monthly'], { isMonthlyUsageTab: false })).toBe('daily');
    expect(firstTab(['daily', 'interval'], { isMonthlyUsageTab: true })).toBe('daily');
    expect(firstTab(['interval'], {})).toBe('interval');
  });

  it('reads only the value true, not a text that says so', () => {
    expect(firstTab(['daily', 'monthly'], { isMonthlyUsageTab: 'true' })).toBe('daily');
  });

  it('has none without tabs', () => {
    expect(firstTab([], { isMonthlyUsageTab: true })).toBeNull();
  });
});
