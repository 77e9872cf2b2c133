import { describe, expect, it } from 'vitest';
import { chartSummary } from '../../../src/domain/chart-summary.ts';
import { chartMessages } from '../../../src/domain/primitive-messages/chart.ts';

/** The summary's view of an x axis with these labels. */
function xAxis(labels: readonly string[]) {
  return { pointCount: labels.length, formatX: (index: number) => labels[index] ?? `missing ${index}` };
}

const kWh = (value: number) => `${value.toLocaleString('en-US')} kWh`;

describe('chartSummary', () => {
  it('names the title, the range, and the lowest and highest value with their x values', () => {
    expect(
      chartSummary({
        title: 'Billed Usage Summary',
        ...xAxis(['10/15/2025', '11/15/2025', '12/15/2025', '01/15/2026']),
        series: [{ label: 'Usage', values: [1150, 812, 1402, 990] }],
        formatValue: kWh,
      }),
    ).toBe(
      'Billed Usage Summary, 10/15/2025 to 01/15/2026. Usage: lowest 812 kWh on 11/15/2025, highest 1,402 kWh on 12/15/2025.',
    );
  });

  it('gives the first place a repeated lowest or highest value falls on', () => {
    expect(
      chartSummary({
        title: 'Usage',
        ...xAxis(['Jan', 'Feb', 'Mar', 'Apr']),
        series: [{ label: 'Usage', values: [5, 9, 5, 9] }],
        formatValue: kWh,
      }),
    ).toBe('Usage, Jan to Apr. Usage: lowest 5 kWh on Jan, highest 9 kWh on Feb.');
  });

  it('summarises every series, formatting each with its own index', () => {
    const seen: number[] = [];
    const summary = chartSummary({
      title: 'Daily usage',
      ...xAxis(['07/01/2026', '07/02/2026']),
      series: [
        { label: 'This year', values: [30, 42] },
        { label: 'Last year', values: [28.5, 25] },
      ],
      formatValue: (value, seriesIndex) => {
        seen.push(seriesIndex);
        return `${value} kWh`;
      },
    });
    expect(summary).toBe(
      'Daily usage, 07/01/2026 to 07/02/2026. This year: lowest 30 kWh on 07/01/2026, highest 42 kWh on 07/02/2026. Last year: lowest 25 kWh on 07/02/2026, highest 28.5 kWh on 07/01/2026.',
    );
    expect([...new Set(seen)]).toEqual([0, 1]);
  });

  it('skips gaps (null and non-finite values)', () => {
    expect(
      chartSummary({
        title: 'Usage',
        ...xAxis(['a', 'b', 'c', 'd']),
        series: [{ label: 'Usage', values: [null, 7, Number.NaN, 3] }],
        formatValue: kWh,
      }),
    ).toBe('Usage, a to d. Usage: lowest 3 kWh on d, highest 7 kWh on b.');
  });

  it('says a series with one value once, and a series with none that it has no values', () => {
    expect(
      chartSummary({
        title: 'Usage',
        ...xAxis(['a', 'b']),
        series: [
          { label: 'Usage', values: [null, 7] },
          { label: 'Last year', values: [null, null] },
        ],
        formatValue: kWh,
      }),
    ).toBe('Usage, a to b. Usage: 7 kWh on b. Last year: no values.');
  });

  it('names a single x value as the whole range', () => {
    expect(
      chartSummary({
        title: 'Billed Usage Summary',
        ...xAxis(['09/15/2026']),
        series: [{ label: 'Usage', values: [1150] }],
        formatValue: kWh,
      }),
    ).toBe('Billed Usage Summary, 09/15/2026. Usage: 1,150 kWh on 09/15/2026.');
  });

  it('says there is nothing to show when there are no x values', () => {
    expect(
      chartSummary({
        title: 'Billed Usage Summary',
        ...xAxis([]),
        series: [{ label: 'Usage', values: [] }],
        formatValue: kWh,
      }),
    ).toBe('Billed Usage Summary. No data to show.');
  });

  it('ignores values beyond the last x value', () => {
    expect(
      chartSummary({
        title: 'Usage',
        ...xAxis(['a', 'b']),
        series: [{ label: 'Usage', values: [2, 4, 99] }],
        formatValue: kWh,
      }),
    ).toBe('Usage, a to b. Usage: lowest 2 kWh on a, highest 4 kWh on b.');
  });

  it('formats money as the caller asks', () => {
    expect(
      chartSummary({
        title: 'Bills',
        ...xAxis(['06/2026', '07/2026']),
        series: [{ label: 'Amount', values: [128.45, 96.3] }],
        formatValue: (value) => `$${value.toFixed(2)}`,
      }),
    ).toBe('Bills, 06/2026 to 07/2026. Amount: lowest $96.30 on 07/2026, highest $128.45 on 06/2026.');
  });
});

describe('chartMessages', () => {
  it('words the table toggle', () => {
    expect(chartMessages.showTable).toBe('Show the numbers as a table');
    expect(chartMessages.hideTable).toBe('Hide the table');
    expect(chartMessages.noValue).toBe('No value');
  });
});

describe('chartSummary on many points', () => {
  it('formats only the x values it names', () => {
    const formatted: number[] = [];
    const values = Array.from({ length: 17_280 }, (_, index) =>
      index === 9000 ? 0.1 : index === 12_000 ? 4.8 : 1,
    );
    const summary = chartSummary({
      title: 'Interval usage',
      pointCount: values.length,
      formatX: (index) => {
        formatted.push(index);
        return `#${index}`;
      },
      series: [{ label: 'Usage', values }],
      formatValue: (value) => `${value} kWh`,
    });
    expect(summary).toBe(
      'Interval usage, #0 to #17279. Usage: lowest 0.1 kWh on #9000, highest 4.8 kWh on #12000.',
    );
    expect(formatted.sort((a, b) => a - b)).toEqual([0, 9000, 12_000, 17_279]);
  });
});
