import { describe, expect, it } from 'vitest';
import {
  defaultIntervalTimeframe,
  defaultTimeframe,
  intervalTimeframes,
  timeframeOf,
  timeframeRange,
  timeframes,
} from '../../../../src/domain/usage-tracker/timeframes.ts';

const today = '2026-11-24';

describe('timeframes (spec 03 §2.2, §9)', () => {
  it('offers the last 3 weeks, one month, 3 months and 180 days after the default 15 days', () => {
    expect(timeframes).toEqual(['last15Days', 'last3Weeks', 'lastOneMonth', 'last3Months', 'last180Days']);
    expect(defaultTimeframe).toBe('last15Days');
  });

  it('counts the last N days as the N days that end today', () => {
    expect(timeframeRange('last15Days', today)).toEqual({ fromDate: '2026-11-10', toDate: today });
    expect(timeframeRange('last3Weeks', today)).toEqual({ fromDate: '2026-11-04', toDate: today });
  });

  it('goes 179 days back for the last 180 days', () => {
    expect(timeframeRange('last180Days', today)).toEqual({ fromDate: '2026-05-29', toDate: today });
  });

  it('goes back whole months, to the last day of a shorter month', () => {
    expect(timeframeRange('lastOneMonth', today)).toEqual({ fromDate: '2026-10-24', toDate: today });
    expect(timeframeRange('last3Months', today)).toEqual({ fromDate: '2026-08-24', toDate: today });
    expect(timeframeRange('lastOneMonth', '2026-03-31')).toEqual({
      fromDate: '2026-02-28',
      toDate: '2026-03-31',
    });
    expect(timeframeRange('last3Months', '2028-05-31')).toEqual({
      fromDate: '2028-02-29',
      toDate: '2028-05-31',
    });
    expect(timeframeRange('lastOneMonth', '2027-01-15')).toEqual({
      fromDate: '2026-12-15',
      toDate: '2027-01-15',
    });
  });

  it('gives the interval tab a week first (Not in the spec)', () => {
    expect(intervalTimeframes[0]).toBe('last7Days');
    expect(defaultIntervalTimeframe).toBe('last7Days');
    expect(timeframeRange('last7Days', today)).toEqual({ fromDate: '2026-11-18', toDate: today });
  });

  it('tells which timeframe a range is, and none for the member’s own dates', () => {
    expect(timeframeOf({ fromDate: '2026-11-04', toDate: today }, today, timeframes)).toBe('last3Weeks');
    expect(timeframeOf({ fromDate: '2026-11-05', toDate: today }, today, timeframes)).toBeNull();
    expect(timeframeOf({ fromDate: '2026-11-04', toDate: '2026-11-23' }, today, timeframes)).toBeNull();
    expect(timeframeOf({ fromDate: '2026-11-18', toDate: today }, today, timeframes)).toBeNull();
    expect(timeframeOf({ fromDate: '2026-11-18', toDate: today }, today, intervalTimeframes)).toBe(
      'last7Days',
    );
  });
});
