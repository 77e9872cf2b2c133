import { formatDayAt, formatReadingTime, formatTimeTick } from '../../domain/chart-time.ts';
import { barCategories, barCategoryLabel, type DailyPoint } from '../../domain/usage-tracker/daily.ts';
import type { IntervalReadings } from '../../domain/usage-tracker/interval.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import { formatIntervalAmount, formatUsageAmount, type UsageUnit } from '../../domain/usage-tracker/units.ts';
import type { ChartBarKind, ChartSeries, ChartTimeAxis } from '../../ui/primitives/Chart/Chart.tsx';
import { numberFormat } from '../../domain/numbers.ts';

/**
 * The bar colours of spec 03 §2.2 from the theme: estimate grey, keyed dark grey, weekend light grey,
 * weekday blue. Each meets 3:1 against the surface (WCAG 1.4.11) by its fill, the light grey weekend
 * bars by their grey outline.
 */
const barColours: Record<(typeof barCategories)[number], Omit<ChartBarKind, 'label'>> = {
  estimate: { fill: 'coop-color-border' },
  keyed: { fill: 'coop-color-text-muted' },
  weekend: { fill: 'coop-color-surface-muted', outline: 'coop-color-border' },
  weekday: { fill: 'coop-color-primary' },
};

/** The kinds of usage bars, their names read in the active language. */
export function usageBarKinds(): ChartBarKind[] {
  return barCategories.map((category) => ({ label: barCategoryLabel(category), ...barColours[category] }));
}

/** The unit a temperature series carries, telling it apart from usage in `formatValue`. */
const degreesUnit = '°F';

const wholeDegrees = numberFormat({ maximumFractionDigits: 0 });

/** A formatter of the usage chart's values: usage in its unit, temperatures in °F. */
export function usageValueFormatter(unit: UsageUnit) {
  return (value: number, series: ChartSeries) =>
    series.unit === degreesUnit
      ? messages.chart.degrees(wholeDegrees.format(value))
      : formatUsageAmount(value, unit, series.unit ?? '');
}

/** A formatter of 15-minute and hourly readings: kWh to the watt-hour. */
export function intervalValueFormatter(value: number, series: ChartSeries): string {
  return formatIntervalAmount(value, series.unit ?? '');
}

/** The daily bars' x axis: each day at its UTC midnight, shown in UTC, so no zone moves a day. */
export function dailyAxis(points: readonly DailyPoint[]): ChartTimeAxis {
  return {
    kind: 'time',
    label: messages.chart.date,
    values: points.map((point) => point.seconds),
    format: formatDayAt,
    formatTick: formatTimeTick,
  };
}

/** The daily usage bars, painted by kind, with the day's high and low temperatures on the right axis. */
export function dailySeries(points: readonly DailyPoint[], unitLabel: string): ChartSeries[] {
  const kindIndex = new Map(barCategories.map((category, index) => [category, index]));
  const series: ChartSeries[] = [
    {
      label: messages.chart.usage,
      kind: 'bars',
      unit: unitLabel,
      values: points.map((point) => point.usage),
      barKinds: { kinds: usageBarKinds(), of: points.map((point) => kindIndex.get(point.category) ?? 3) },
    },
  ];
  if (points.some((point) => point.highTemp !== null || point.lowTemp !== null)) {
    series.push(
      {
        label: messages.chart.highTemperature,
        kind: 'line',
        unit: degreesUnit,
        axis: 'end',
        color: 'coop-color-danger',
        values: points.map((point) => point.highTemp),
      },
      {
        label: messages.chart.lowTemperature,
        kind: 'line',
        unit: degreesUnit,
        axis: 'end',
        color: 'coop-color-text',
        dashed: true,
        values: points.map((point) => point.lowTemp),
      },
    );
  }
  return series;
}

/** The time axis of readings within a day (hourly, 15-minute), in the cooperative's zone. */
export function readingAxis(starts: readonly number[]): ChartTimeAxis {
  return {
    kind: 'time',
    label: messages.chart.time,
    values: starts,
    format: formatReadingTime,
    formatTick: formatTimeTick,
  };
}

/** The Interval tab's chart: one line of the readings in kWh over their instants. */
export function intervalChart(
  readings: IntervalReadings,
  unitLabel: string,
): { readonly x: ChartTimeAxis; readonly series: ChartSeries[] } {
  const { points } = readings;
  const starts = new Array<number>(points.length);
  const values = new Array<number | null>(points.length);
  for (let index = 0; index < points.length; index += 1) {
    const point = points[index] as (typeof points)[number];
    starts[index] = point.start;
    values[index] = point.wattHours === null ? null : point.wattHours / 1000;
  }
  return {
    x: readingAxis(starts),
    series: [{ label: messages.chart.usage, kind: 'line', unit: unitLabel, values }],
  };
}
