import { describe, expect, it } from 'vitest';
import { isUsageSupported, usageAvailability } from '../../../../src/domain/usage-tracker/availability.ts';
import {
  chosenMeter,
  isMeterChoiceShown,
  meterChoices,
} from '../../../../src/domain/usage-tracker/meters.ts';

const meters = [{ meterId: 'EM-100200' }];

describe('usageAvailability (spec 03 §2.2, §6, §8)', () => {
  it('is available for an electric account with a tab and a meter', () => {
    expect(
      usageAvailability({
        account: { accountType: 'Electric' },
        hideNonElectricUsage: true,
        tabCount: 3,
        profile: { meters, showUsageSuspendedMsg: false },
      }),
    ).toBe('available');
  });

  it('is not supported for a non-electric account when the site hides their usage', () => {
    expect(isUsageSupported({ accountType: 'Water' }, true)).toBe(false);
    expect(isUsageSupported({ accountType: 'Water' }, false)).toBe(true);
    expect(isUsageSupported({ accountType: 'electric' }, true)).toBe(true);
    expect(
      usageAvailability({
        account: { accountType: 'Water' },
        hideNonElectricUsage: true,
        tabCount: 3,
        profile: { meters, showUsageSuspendedMsg: true },
      }),
    ).toBe('not-supported');
  });

  it('has no usage without a tab or without a meter', () => {
    const base = { account: { accountType: 'Electric' }, hideNonElectricUsage: false };
    expect(usageAvailability({ ...base, tabCount: 0, profile: { meters } })).toBe('no-usage');
    expect(usageAvailability({ ...base, tabCount: 2, profile: { meters: [] } })).toBe('no-usage');
  });

  it('is suspended when the account says so, however it says yes', () => {
    const base = { account: { accountType: 'Water' }, hideNonElectricUsage: false, tabCount: 1 };
    expect(usageAvailability({ ...base, profile: { meters, showUsageSuspendedMsg: true } })).toBe(
      'suspended',
    );
    expect(usageAvailability({ ...base, profile: { meters, showUsageSuspendedMsg: 'Y' } })).toBe('suspended');
    expect(usageAvailability({ ...base, profile: { meters, showUsageSuspendedMsg: 'N' } })).toBe('available');
  });
});

describe('meter choices', () => {
  const two = [{ meterId: 'EM-1' }, { meterId: 'EM-2' }, { meterId: 'EM-1' }, { meterId: ' ' }];

  it('lists each meter once, without blank ones', () => {
    expect(meterChoices(two).map((meter) => meter.meterId)).toEqual(['EM-1', 'EM-2']);
  });

  it('shows the select only with more than one meter', () => {
    expect(isMeterChoiceShown(two)).toBe(true);
    expect(isMeterChoiceShown(meters)).toBe(false);
  });

  it('keeps the chosen meter, else the first', () => {
    expect(chosenMeter(two, 'EM-2')?.meterId).toBe('EM-2');
    expect(chosenMeter(two, 'EM-9')?.meterId).toBe('EM-1');
    expect(chosenMeter([], 'EM-9')).toBeUndefined();
  });
});
