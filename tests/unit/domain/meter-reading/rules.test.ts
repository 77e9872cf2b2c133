import { describe, expect, it } from 'vitest';
import {
  formatReading,
  meterReadingErrors,
  readingValue,
} from '../../../../src/domain/meter-reading/rules.ts';

const today = '2026-11-24';
const lastReading = { reading: 482_950, readingDate: '2026-10-25' };
const check = (form: { meterId?: string; readingDate?: string; reading?: string }, last = lastReading) =>
  meterReadingErrors(
    {
      meterId: form.meterId ?? 'WM-100201',
      readingDate: form.readingDate ?? today,
      reading: form.reading ?? '483600',
    },
    { today, lastReading: last },
  );

describe('meterReadingErrors', () => {
  it('takes a reading at or above the last one, dated between the last reading and today', () => {
    expect(check({})).toEqual({});
    expect(check({ reading: '482950', readingDate: '2026-10-25' })).toEqual({});
    expect(check({ reading: '483,600' })).toEqual({});
  });

  it('refuses a reading below the last one, saying which it was', () => {
    expect(check({ reading: '482949' })).toEqual({
      reading: 'The reading cannot be lower than the last reading of 482,950 on 10/25/2026.',
    });
  });

  it('refuses a reading date in the future, or before the last reading', () => {
    expect(check({ readingDate: '2026-11-25' })).toEqual({
      readingDate: 'The reading date cannot be in the future.',
    });
    expect(check({ readingDate: '2026-10-24' })).toEqual({
      readingDate: 'The reading date cannot be before the last reading, on 10/25/2026.',
    });
  });

  it('requires a meter, a date and a whole reading', () => {
    expect(check({ meterId: ' ', readingDate: '', reading: '' })).toEqual({
      meterId: 'Select a meter.',
      readingDate: 'Enter the day you read the meter.',
      reading: 'Enter the reading.',
    });
    expect(check({ reading: '4829.5' })).toEqual({
      reading: 'Enter the reading in whole numbers, as the meter shows it.',
    });
    expect(check({ reading: '1234567890' })).toEqual({
      reading: 'Enter the reading in whole numbers, as the meter shows it.',
    });
  });

  it('takes any reading on any past day for a meter without a reading on record', () => {
    expect(
      meterReadingErrors(
        { meterId: 'EM-1', readingDate: '2020-01-01', reading: '0' },
        { today, lastReading: null },
      ),
    ).toEqual({});
  });
});

describe('reading numbers', () => {
  it('reads what was typed, commas allowed', () => {
    expect(readingValue(' 483,600 ')).toBe(483_600);
    expect(readingValue('48a')).toBeNull();
    expect(formatReading(483_600)).toBe('483,600');
  });
});
