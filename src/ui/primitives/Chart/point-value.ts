import { chartMessages } from '../../../domain/primitive-messages/chart.ts';
import type { ChartSeries } from './Chart.tsx';

/**
 * A point's value as text, or null where the series has none: formatted, with its bar's kind where the
 * series paints kinds, so the kind is read in the table and at the keyboard cursor, not only seen.
 */
export function pointValueText(
  one: ChartSeries,
  index: number,
  formatValue: (value: number, series: ChartSeries) => string,
): string | null {
  const value = one.values[index];
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const text = formatValue(value, one);
  const kind = one.barKinds?.kinds[one.barKinds.of[index] ?? -1];
  return kind ? chartMessages.valueOfKind(text, kind.label) : text;
}
