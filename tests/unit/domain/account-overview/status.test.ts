import { describe, expect, it } from 'vitest';
import {
  hasActiveReturnedItems,
  hasCutoffWarning,
  isElectric,
  isPastDueOrCutoff,
  isPrepaid,
  isYes,
  outageStatus,
  PAST_DUE_OR_CUTOFF_STATUSES,
} from '../../../../src/domain/account-overview/status.ts';

describe('isYes', () => {
  it.each([true, 'Y', 'y', ' Y ', 'YES', 'true', 1, 3])('reads %j as yes', (flag) => {
    expect(isYes(flag)).toBe(true);
  });

  it.each([false, 'N', 'n', '', 'no', 'false', 0, -1, null, undefined])('reads %j as no', (flag) => {
    expect(isYes(flag)).toBe(false);
  });
});

describe('outageStatus', () => {
  it("turns 'Y' (an outage) into OFF", () => {
    expect(outageStatus({ outageStatus: 'Y' })).toBe('OFF');
  });

  it("turns 'N' into ON", () => {
    expect(outageStatus({ outageStatus: 'N' })).toBe('ON');
  });

  it('reads the letters in any case and with spaces around', () => {
    expect(outageStatus({ outageStatus: ' y ' })).toBe('OFF');
    expect(outageStatus({ outageStatus: 'n' })).toBe('ON');
  });

  it('turns a missing status into N/A', () => {
    expect(outageStatus({})).toBe('N/A');
    expect(outageStatus({ outageStatus: null })).toBe('N/A');
    expect(outageStatus({ outageStatus: '' })).toBe('N/A');
  });

  it('reads any other value as missing', () => {
    expect(outageStatus({ outageStatus: 'OFF' })).toBe('N/A');
    expect(outageStatus({ outageStatus: 'maybe' })).toBe('N/A');
  });
});

describe('isPastDueOrCutoff', () => {
  it('lists the five statuses of spec 02 §4', () => {
    expect(PAST_DUE_OR_CUTOFF_STATUSES).toEqual([
      'Past Due',
      'Pending Reconnect',
      'Pending Disconnect',
      'Disconnected',
      'Final Billed',
    ]);
  });

  it.each([
    'Past Due',
    'Pending Reconnect',
    'Pending Disconnect',
    'Disconnected',
    'Final Billed',
    'past  due',
  ])('counts %j as past-due-or-cutoff', (derivedStatus) => {
    expect(isPastDueOrCutoff({ derivedStatus })).toBe(true);
  });

  it.each(['Current', '', 'Pastdue', null, undefined])('does not count %j', (derivedStatus) => {
    expect(isPastDueOrCutoff({ derivedStatus })).toBe(false);
  });
});

describe('isPrepaid and isElectric', () => {
  it('reads the prepaid flag', () => {
    expect(isPrepaid({ isPrepaidAccount: true })).toBe(true);
    expect(isPrepaid({ isPrepaidAccount: 'Y' })).toBe(true);
    expect(isPrepaid({ isPrepaidAccount: false })).toBe(false);
    expect(isPrepaid({})).toBe(false);
  });

  it('knows an electric account by its type, in any case', () => {
    expect(isElectric({ accountType: 'Electric' })).toBe(true);
    expect(isElectric({ accountType: 'ELECTRIC' })).toBe(true);
    expect(isElectric({ accountType: 'Water' })).toBe(false);
    expect(isElectric({ accountType: null })).toBe(false);
  });

  it('reads active returned items as a flag or a count', () => {
    expect(hasActiveReturnedItems({ activeReturnedItems: true })).toBe(true);
    expect(hasActiveReturnedItems({ activeReturnedItems: 2 })).toBe(true);
    expect(hasActiveReturnedItems({ activeReturnedItems: 0 })).toBe(false);
    expect(hasActiveReturnedItems({})).toBe(false);
  });
});

describe('hasCutoffWarning', () => {
  const cutOffMsg = 'Your service is scheduled for disconnection.';

  it('warns a non-prepaid Past Due account with a cut-off message', () => {
    expect(hasCutoffWarning({ cutOffMsg, derivedStatus: 'Past Due', isPrepaidAccount: false })).toBe(true);
  });

  it('does not warn without a cut-off message', () => {
    expect(hasCutoffWarning({ cutOffMsg: null, derivedStatus: 'Past Due', isPrepaidAccount: false })).toBe(
      false,
    );
    expect(hasCutoffWarning({ cutOffMsg: '  ', derivedStatus: 'Past Due', isPrepaidAccount: false })).toBe(
      false,
    );
  });

  it('does not warn when the derived status is not Past Due, even a past-due-or-cutoff one', () => {
    expect(hasCutoffWarning({ cutOffMsg, derivedStatus: 'Current', isPrepaidAccount: false })).toBe(false);
    expect(hasCutoffWarning({ cutOffMsg, derivedStatus: 'Disconnected', isPrepaidAccount: false })).toBe(
      false,
    );
  });

  it('does not warn a prepaid account', () => {
    expect(hasCutoffWarning({ cutOffMsg, derivedStatus: 'Past Due', isPrepaidAccount: true })).toBe(false);
  });
});
