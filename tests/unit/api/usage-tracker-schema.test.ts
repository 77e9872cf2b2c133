import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { IntervalUsageSchema } from '../../../src/api/schemas/usage-tracker.ts';

const series = (values: unknown) => ({ intervals: [{ meterId: 'EM-1', intervalMinutes: 15, values }] });

describe('the interval usage schema', () => {
  it('takes readings with a start time and a number or null, other fields allowed', () => {
    expect(
      is(
        series([
          { startTime: '2026-11-23T00:00:00', value: 0.42 },
          { startTime: '2026-11-23T00:15:00', value: null, estimated: true },
        ]),
        IntervalUsageSchema,
      ),
    ).toBe(true);
    expect(is(series([]), IntervalUsageSchema)).toBe(true);
  });

  it.each([
    ['a missing start time', [{ value: 1 }]],
    ['a start time that is not text', [{ startTime: 20261123, value: 1 }]],
    ['a value that is text', [{ startTime: '2026-11-23T00:00:00', value: '1' }]],
    ['a missing value', [{ startTime: '2026-11-23T00:00:00' }]],
    ['a reading that is not an object', [null]],
    ['readings that are not a list', { startTime: '2026-11-23T00:00:00', value: 1 }],
  ])('refuses %s', (_, values) => {
    expect(is(series(values), IntervalUsageSchema)).toBe(false);
  });
});
