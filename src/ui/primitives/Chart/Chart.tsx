import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { chartSummary } from '../../../domain/chart-summary.ts';
import { chartMessages as messages } from '../../../domain/primitive-messages/chart.ts';
import { registerStyles } from '../../styles/shadow-sheet.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './Chart.css';

export const chartSeriesKinds = ['line', 'bars'] as const;
export type ChartSeriesKind = (typeof chartSeriesKinds)[number];

/** One data series: its name (legend, table column, summary), its values and how it is drawn. */
export interface ChartSeries {
  readonly label: string;
  /** One value per x value; `null` is a gap. */
  readonly values: readonly (number | null)[];
  readonly kind: ChartSeriesKind;
  /** The unit of the values, e.g. 'kWh', handed to `formatValue` through the series. */
  readonly unit?: string;
}

/**
 * The x values: dates on a time axis (daily or 15-minute usage) or evenly spaced category labels
 * (one per bill), each with the text shown on the axis, in the table and in the summary.
 */
export type ChartXAxis =
  | {
      readonly kind: 'dates';
      /** The heading of the x column of the table, e.g. 'Date'. */
      readonly label: string;
      readonly values: readonly Date[];
      readonly format: (date: Date) => string;
    }
  | {
      readonly kind: 'categories';
      /** The heading of the x column of the table, e.g. 'Bill Date'. */
      readonly label: string;
      readonly values: readonly string[];
      readonly format?: (category: string) => string;
    };

export interface ChartProps {
  /** The chart's name: the table's caption and the start of the text alternative. */
  readonly title: string;
  readonly x: ChartXAxis;
  readonly series: readonly ChartSeries[];
  /** A value as shown on the y axis, in the table and in the summary, e.g. formatMoney or '1,150 kWh'. */
  readonly formatValue: (value: number, series: ChartSeries) => string;
  /** Height of the plot in CSS pixels; the width follows the container. */
  readonly height?: number;
}

type UPlotClass = typeof uPlot;

let uPlotLoading: Promise<UPlotClass> | undefined;
/** Set once uPlot has loaded, so that later charts draw in their first commit. */
let uPlotLoaded: UPlotClass | undefined;

/**
 * uPlot and its stylesheet load with the first chart, not with the screens that merely import Chart.
 * The stylesheet joins the shared constructed sheet of the shadow roots (no `<style>` element: the
 * pages run under a strict CSP); taking uPlot's own file keeps it in step with the library version.
 */
function loadUPlot(): Promise<UPlotClass> {
  uPlotLoading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css?inline')]).then(
    ([library, stylesheet]) => {
      registerStyles('uplot/dist/uPlot.min.css', stylesheet.default);
      uPlotLoaded = library.default;
      return library.default;
    },
    (error: unknown) => {
      uPlotLoading = undefined;
      throw error;
    },
  );
  return uPlotLoading;
}

/** The theme's colours, read from the custom properties that reach the plot (a host may override them). */
interface ChartColors {
  readonly series: readonly string[];
  readonly text: string;
  readonly grid: string;
}

function readColors(element: Element): ChartColors {
  const computed = getComputedStyle(element);
  const read = (property: string, fallback: string) =>
    computed.getPropertyValue(`--${property}`).trim() || fallback;
  return {
    series: styles.seriesColorProperties.map((property) => read(property, '#0b5cad')),
    text: read('coop-color-text', '#1f2933'),
    grid: read('coop-color-surface-muted', '#f3f5f7'),
  };
}

function readAxisFont(element: Element): string {
  const computed = getComputedStyle(element);
  const size = computed.getPropertyValue('--coop-font-size-small').trim() || '14px';
  const family = computed.getPropertyValue('--coop-font-family').trim() || 'system-ui, sans-serif';
  return `${size} ${family}`;
}

/** The x value of point `index` as shown. */
function xLabelAt(x: ChartXAxis, index: number): string {
  if (x.kind === 'dates') {
    const date = x.values[index];
    return date ? x.format(date) : '';
  }
  const category = x.values[index] ?? '';
  return x.format ? x.format(category) : category;
}

/** Widest of the texts in CSS pixels, in the axis font. */
function widestText(chart: uPlot, font: string, texts: readonly (string | number | null)[]): number {
  chart.ctx.save();
  chart.ctx.font = font;
  let widest = 0;
  for (const text of texts) {
    if (text !== null) widest = Math.max(widest, chart.ctx.measureText(String(text)).width);
  }
  chart.ctx.restore();
  return widest;
}

const axisGap = 8;

function buildOptions(
  UPlot: UPlotClass,
  element: HTMLElement,
  { x, series, formatValue, height }: Required<Omit<ChartProps, 'title'>>,
): uPlot.Options {
  const font = readAxisFont(element);
  let colors = readColors(element);
  const colorOf = (seriesIndex: number) =>
    colors.series[(seriesIndex - 1) % colors.series.length] ?? colors.text;
  const pointCount = x.values.length;
  const firstSeries = series[0];

  return {
    width: element.clientWidth || 300,
    height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    hooks: {
      // Colours are read at each draw (resizes included), so a re-themed host is drawn in its colours.
      drawClear: [
        () => {
          colors = readColors(element);
        },
      ],
    },
    scales: {
      x:
        x.kind === 'dates'
          ? { time: true }
          : { time: false, range: () => [-0.5, Math.max(pointCount, 1) - 0.5] },
      // Bars grow from zero; lines too, so that the heights of two charts compare.
      y: {
        range: (_chart, min, max) =>
          UPlot.rangeNum(Math.min(0, min ?? 0), Math.max(max ?? 1, Number.EPSILON), 0.1, true),
      },
    },
    axes: [
      {
        font,
        stroke: () => colors.text,
        grid: { show: false },
        ticks: { stroke: () => colors.grid },
        ...(x.kind === 'dates'
          ? {
              space: (chart: uPlot) => widestText(chart, font, [xLabelAt(x, 0)]) + 2 * axisGap,
              values: (_chart: uPlot, splits: number[]) =>
                splits.map((seconds) => x.format(new Date(seconds * 1000))),
            }
          : {
              splits: () => Array.from({ length: pointCount }, (_, index) => index),
              // Every category gets a tick; labels thin out evenly when they would overlap.
              values: (chart: uPlot, splits: number[]) => {
                const labels = splits.map((index) => xLabelAt(x, index));
                const slot = chart.bbox.width / UPlot.pxRatio / Math.max(pointCount, 1);
                const stride = Math.max(1, Math.ceil((widestText(chart, font, labels) + axisGap) / slot));
                return labels.map((label, position) => (position % stride === 0 ? label : null));
              },
            }),
      },
      {
        font,
        stroke: () => colors.text,
        grid: { stroke: () => colors.grid, width: 1 },
        ticks: { show: false },
        values: (_chart, splits) =>
          splits.map((value) => (firstSeries ? formatValue(value, firstSeries) : String(value))),
        size: (chart, values) => (values ? Math.ceil(widestText(chart, font, values)) + 2 * axisGap : 48),
      },
    ],
    series: [
      {},
      ...series.map((one): uPlot.Series => ({
        label: one.label,
        stroke: (_chart, seriesIndex) => colorOf(seriesIndex),
        width: one.kind === 'bars' ? 0 : 2,
        points: { show: false },
        ...(one.kind === 'bars'
          ? {
              fill: (_chart: uPlot, seriesIndex: number) => colorOf(seriesIndex),
              paths: UPlot.paths.bars?.({ size: [0.6, 64], align: 0 }),
            }
          : {}),
      })),
    ],
  };
}

/** uPlot's data: x positions (seconds for dates, indexes for categories) and one row per series. */
function buildData(x: ChartXAxis, series: readonly ChartSeries[]): uPlot.AlignedData {
  const positions =
    x.kind === 'dates'
      ? Float64Array.from(x.values, (date) => date.getTime() / 1000)
      : Float64Array.from(x.values, (_category, index) => index);
  return [positions, ...series.map((one) => one.values as (number | null)[])];
}

/**
 * A bar or line chart drawn on canvas by uPlot, themed by the `--coop-*` colours, with a text
 * alternative (title, range, lowest and highest values) and a button that shows the same numbers as a
 * table. uPlot loads with the first chart shown. Pass stable `x`, `series` and `formatValue` (memoised):
 * a change redraws the chart from scratch.
 */
export function Chart({ title, x, series, formatValue, height = 240 }: ChartProps) {
  const tableId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [UPlot, setUPlot] = useState<UPlotClass | null>(() => uPlotLoaded ?? null);
  const [tableShown, setTableShown] = useState(false);

  useEffect(() => {
    if (UPlot) return;
    let mounted = true;
    // Without uPlot the summary and the table still give every number.
    loadUPlot().then(
      (loaded) => {
        if (mounted) setUPlot(() => loaded);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [UPlot]);

  useEffect(() => {
    const element = plotRef.current;
    if (!UPlot || !element) return;
    const chart = new UPlot(
      buildOptions(UPlot, element, { x, series, formatValue, height }),
      buildData(x, series),
      element,
    );
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [UPlot, x, series, formatValue, height]);

  const summary = useMemo(
    () =>
      chartSummary({
        title,
        pointCount: x.values.length,
        formatX: (index) => xLabelAt(x, index),
        series,
        formatValue: (value, seriesIndex) => {
          const one = series[seriesIndex];
          return one ? formatValue(value, one) : String(value);
        },
      }),
    [title, x, series, formatValue],
  );

  return (
    <div className={styles.root} data-part="chart">
      <div ref={plotRef} role="img" aria-label={summary} className={styles.plot} data-part="plot" />
      {series.length > 1 ? (
        <ul className={styles.legend}>
          {series.map((one, index) => (
            <li key={one.label} className={styles.legendItem}>
              <span className={styles.swatches[index % styles.swatches.length]} aria-hidden="true" />
              {one.label}
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        variant="link"
        className={styles.toggle}
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? messages.hideTable : messages.showTable}
      </Button>
      {/* A scrolling box must be reachable by keyboard (WCAG 2.1.1); it is named after the table. */}
      <div
        id={tableId}
        className={styles.tableScroller}
        hidden={!tableShown}
        role="region"
        aria-label={title}
        tabIndex={0}
      >
        {tableShown ? <ChartTable title={title} x={x} series={series} formatValue={formatValue} /> : null}
      </div>
    </div>
  );
}

/** The numbers the chart draws, one row per x value; built only while shown. */
function ChartTable({ title, x, series, formatValue }: Omit<ChartProps, 'height'>) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.columnHeader}>
            {x.label}
          </th>
          {series.map((one) => (
            <th key={one.label} scope="col" className={styles.numberColumnHeader}>
              {one.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {x.values.map((_value, index) => (
          <tr key={index}>
            <th scope="row" className={styles.rowHeader}>
              {xLabelAt(x, index)}
            </th>
            {series.map((one) => {
              const value = one.values[index];
              return (
                <td key={one.label} className={styles.numberCell}>
                  {typeof value === 'number' && Number.isFinite(value)
                    ? formatValue(value, one)
                    : messages.noValue}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
