import { describe, expect, it } from 'vitest';
import { timeframeRange } from '../../../../src/domain/usage-tracker/timeframes.ts';
import { earliestUsageDate, usageRangeErrors } from '../../../../src/domain/usage-tracker/date-rules.ts';

const today = '2026-11-24';
const rules = (startDate: string, endDate: string, mdmEnabled = false) =>
  usageRangeErrors({ startDate, endDate, today, mdmEnabled });

describe('usageRangeErrors (spec 03 §5)', () => {
  it('accepts a range within the rules', () => {
    expect(rules('2026-11-10', '2026-11-24')).toEqual({});
    expect(rules('2026-11-24', '2026-11-24')).toEqual({});
  });

  it('requires both dates', () => {
    expect(rules('', '')).toEqual({ startDate: 'Start date is required.', endDate: 'End date is required.' });
    expect(rules('', '2026-11-20')).toEqual({ startDate: 'Start date is required.' });
    expect(rules('2026-11-20', '  ')).toEqual({ endDate: 'End date is required.' });
    expect(rules('11/20/2026', '2026-11-21')).toEqual({ startDate: 'Start date is required.' });
  });

  it('refuses a date before 1990-01-01, and takes 1990-01-01 itself', () => {
    expect(earliestUsageDate).toBe('1990-01-01');
    expect(rules('1989-12-31', '2026-11-20')).toEqual({ startDate: 'Choose a later date.' });
    expect(rules('1989-12-01', '1989-12-31')).toEqual({
      startDate: 'Choose a later date.',
      endDate: 'Choose a later date.',
    });
    expect(rules('1990-01-01', '1990-01-02')).toEqual({});
  });

  it('refuses an end after today or before the start', () => {
    expect(rules('2026-11-20', '2026-11-25')).toEqual({ endDate: 'Invalid date range.' });
    expect(rules('2026-11-20', '2026-11-19')).toEqual({ endDate: 'Invalid date range.' });
    expect(rules('2026-11-25', '2026-11-24')).toEqual({ endDate: 'Invalid date range.' });
  });

  it('without MDM, allows any length and any start from 1990', () => {
    expect(rules('2020-01-01', '2026-11-24')).toEqual({});
  });

  describe('with the MDM feature', () => {
    it('refuses a range longer than 180 days', () => {
      expect(rules('2026-05-28', '2026-11-24', true)).toEqual({
        startDate: 'The start date should be within 180 days before today.',
        endDate: 'The search date range should not exceed 180 days.',
      });
      expect(rules('2026-01-01', '2026-07-01', true)).toMatchObject({
        endDate: 'The search date range should not exceed 180 days.',
      });
    });

    it('takes the longest range, 180 days that end today', () => {
      expect(rules('2026-05-29', '2026-11-24', true)).toEqual({});
      expect(rules('2026-05-29', '2026-11-23', true)).toEqual({});
    });

    it('refuses a start more than 179 days before today, even for a short range', () => {
      expect(rules('2026-05-28', '2026-06-01', true)).toEqual({
        startDate: 'The start date should be within 180 days before today.',
      });
    });

    it('takes a start 179 days back (the 180th day), and the 180-day timeframe', () => {
      expect(rules('2026-05-29', '2026-06-01', true)).toEqual({});
      const range = timeframeRange('last180Days', today);
      expect(rules(range.fromDate, range.toDate, true)).toEqual({});
    });

    it('says the earlier rules first: a missing or invalid date is not measured', () => {
      expect(rules('', '2026-11-30', true)).toEqual({
        startDate: 'Start date is required.',
        endDate: 'Invalid date range.',
      });
      expect(rules('1980-01-01', '2026-11-24', true)).toEqual({ startDate: 'Choose a later date.' });
    });
  });
});
