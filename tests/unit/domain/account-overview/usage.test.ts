import { describe, expect, it } from 'vitest';
import { billedUsageSummary, USAGE_GRAPH_BILL_COUNT } from '../../../../src/domain/account-overview/usage.ts';

describe('billedUsageSummary', () => {
  it('lists the bills with a usage oldest first, with their date and usage as shown', () => {
    const summary = billedUsageSummary([
      { billDate: '2026-03-01', usage: 1150, usageUnit: 'kWh' },
      { billDate: '2026-01-01', usage: 880.4, usageUnit: 'kWh' },
      { billDate: '2026-02-01', usage: 1020, usageUnit: 'kWh' },
    ]);
    expect(summary.points.map((point) => [point.billDateText, point.usageText])).toEqual([
      ['01/01/2026', '880 kWh'],
      ['02/01/2026', '1,020 kWh'],
      ['03/01/2026', '1,150 kWh'],
    ]);
    expect(summary.unit).toBe('kWh');
    expect(summary.summary).toBe('Billed usage in kWh for the last 3 bills.');
  });

  it('keeps only the latest twelve bills', () => {
    const bills = Array.from({ length: 14 }, (_, index) => ({
      billDate: `2025-${String((index % 12) + 1).padStart(2, '0')}-${index < 12 ? '01' : '15'}`,
      usage: index,
      usageUnit: 'gal',
    }));
    const summary = billedUsageSummary(bills);
    expect(summary.points).toHaveLength(USAGE_GRAPH_BILL_COUNT);
    expect(summary.points.at(-1)?.billDateText).toBe('12/01/2025');
    expect(summary.points[0]?.billDateText).toBe('02/01/2025');
  });

  it('leaves out bills without a usage or a valid date, and says nothing of a missing unit', () => {
    const summary = billedUsageSummary([
      { billDate: '2026-03-01', usage: null },
      { billDate: 'soon', usage: 5 },
      { billDate: '2026-02-01', usage: 12 },
    ]);
    expect(summary.points.map((point) => point.usageText)).toEqual(['12']);
    expect(summary.unit).toBe('');
  });
});
