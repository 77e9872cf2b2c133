import type uPlot from 'uplot';
import { mergeGaps, secondsPerDay, secondsPerHour, type PixelGap } from '../../../domain/chart-time.ts';
import type { ChartSeries, ChartXAxis } from './Chart.tsx';
import * as styles from './Chart.css';
import { forcedColorOf, forcedSeriesColors, inForcedColors } from './forced-colors.ts';
import type { UPlotClass } from './load-uplot.ts';

/** The x value of point `index` as the table, the summary and the keyboard cursor show it. */
export function pointLabel(x: ChartXAxis, index: number, timeZone: string | undefined): string {
  if (x.kind === 'time') {
    const seconds = x.values[index];
    return seconds === undefined ? '' : x.format(seconds, timeZone);
  }
  const category = x.values[index] ?? '';
  return x.format ? x.format(category) : category;
}

/** The theme's colours, read from the custom properties that reach the plot (a host may override them). */
interface ChartColors {
  readonly series: readonly string[];
  readonly text: string;
  readonly grid: string;
  readonly surface: string;
  /** Any other theme colour a series names (`color`, its bar kinds' `fill` and `outline`). */
  readonly named: (property: string) => string;
}

/**
 * A colour as the canvas can draw it. The theme's custom properties hold `light-dark()` pairs (theme.css.ts),
 * which only a colour property resolves, by the scheme where it is used, and a system colour (forced
 * colours mode) is the member's own: a probe inside `element` takes the value as its `color` and gives
 * back the colour it computes (CSSOM, which a strict CSP allows).
 */
function colorResolver(element: Element): (value: string) => string {
  const probe = document.createElement('span');
  probe.hidden = true;
  return (value) => {
    if (!value.includes('(') && !/^[a-z]+$/i.test(value)) return value;
    probe.style.color = value;
    element.append(probe);
    const resolved = getComputedStyle(probe).color;
    probe.remove();
    return resolved || value;
  };
}

function readColors(element: Element): ChartColors {
  const resolve = colorResolver(element);
  if (inForcedColors()) return readForcedColors(resolve);
  const computed = getComputedStyle(element);
  const read = (property: string, fallback: string) =>
    resolve(computed.getPropertyValue(`--${property}`).trim() || fallback);
  const named = new Map<string, string>();
  return {
    series: styles.seriesColorProperties.map((property) => read(property, '#0b5cad')),
    text: read('coop-color-text', '#1f2933'),
    grid: read('coop-color-surface-muted', '#f3f5f7'),
    surface: read('coop-color-surface', '#ffffff'),
    named: (property) => {
      let color = named.get(property);
      if (color === undefined) {
        color = read(property, '#1f2933');
        named.set(property, color);
      }
      return color;
    },
  };
}

/** The system colours of forced colours mode, in place of the theme's (forced-colors.ts). */
function readForcedColors(resolve: (value: string) => string): ChartColors {
  const named = new Map<string, string>();
  return {
    series: forcedSeriesColors.map(resolve),
    text: resolve('CanvasText'),
    grid: resolve('GrayText'),
    surface: resolve('Canvas'),
    named: (property) => {
      let color = named.get(property);
      if (color === undefined) {
        color = resolve(forcedColorOf(property));
        named.set(property, color);
      }
      return color;
    },
  };
}

function readAxisFont(element: Element): string {
  const computed = getComputedStyle(element);
  const size = computed.getPropertyValue('--coop-font-size-small').trim() || '14px';
  const family = computed.getPropertyValue('--coop-font-family').trim() || 'system-ui, sans-serif';
  return `${size} ${family}`;
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

/** The pointer does not move the cursor: only the keyboard does, so the two never fight over it. */
const ignorePointer = () => null;
const withoutPointer: uPlot.Cursor.Bind = {
  mousedown: ignorePointer,
  mouseup: ignorePointer,
  click: ignorePointer,
  dblclick: ignorePointer,
  mousemove: ignorePointer,
  mouseleave: ignorePointer,
  mouseenter: ignorePointer,
};

/** What a chart draws, which may change without the plot being built again (see `plotShape`). */
export interface PlotData {
  readonly x: ChartXAxis;
  readonly series: readonly ChartSeries[];
  readonly formatValue: (value: number, series: ChartSeries) => string;
  /** Seconds between readings on a time axis (see readingInterval), null for categories. */
  readonly interval: number | null;
  /** Indexes after which a time series has a stretch without readings (see timeGapIndexes). */
  readonly gapIndexes: readonly number[];
}

export interface PlotSetup {
  /** The data as it is now: read at every draw, so new data only needs `setData`. */
  readonly data: () => PlotData;
  readonly height: number;
  /** A known IANA zone, or undefined for the browser's. */
  readonly timeZone: string | undefined;
  /** The point the keyboard cursor is on, read whenever uPlot places the cursor. */
  readonly cursorIndex: () => number | null;
  /** Called after each size change (the first draw included), when the cursor must be placed again. */
  readonly onSizeChange: (chart: uPlot) => void;
}

/**
 * What the plot is built from beyond its data: the kind of x axis, and each series' kind, axis, colour,
 * dash and whether its bars are painted by kind. New data of the same shape is drawn with `setData` on
 * the same plot (a new timeframe redraws, it does not rebuild); another shape builds the plot again.
 */
export function plotShape(x: ChartXAxis, series: readonly ChartSeries[]): string {
  return JSON.stringify([
    x.kind,
    series.map((one) => [
      one.kind,
      one.axis ?? 'start',
      one.color ?? null,
      one.dashed ?? false,
      Boolean(one.barKinds),
    ]),
  ]);
}

/** Shows uPlot's cursor (its line and a marker on each series) at point `index`, or hides it for null. */
export function placeCursor(chart: uPlot, index: number | null): void {
  const xValue = index === null ? undefined : chart.data[0][index];
  if (xValue === undefined) chart.setCursor({ left: -10, top: -10 });
  else chart.setCursor({ left: chart.valToPos(xValue, 'x'), top: 0 });
}

export function buildPlotOptions(UPlot: UPlotClass, element: HTMLElement, setup: PlotSetup): uPlot.Options {
  const { height, timeZone } = setup;
  const shape = setup.data();
  const font = readAxisFont(element);
  let colors = readColors(element);
  // The series colours go to the series without a colour of their own, in order.
  const paletteIndex = new Map<number, number>();
  shape.series.forEach((one, index) => {
    if (!one.color) paletteIndex.set(index, paletteIndex.size);
  });
  const colorOf = (seriesIndex: number) => {
    const one = setup.data().series[seriesIndex - 1];
    if (one?.color) return colors.named(one.color);
    const position = paletteIndex.get(seriesIndex - 1) ?? seriesIndex - 1;
    return colors.series[position % colors.series.length] ?? colors.text;
  };
  const hasEndAxis = shape.series.some((one) => one.axis === 'end');
  const scaleOf = (one: ChartSeries) => (one.axis === 'end' ? 'y2' : 'y');
  const firstOn = (scale: 'y' | 'y2') => setup.data().series.find((one) => scaleOf(one) === scale);

  // Lines break where time has no readings, as they do at null values.
  const timeGaps: uPlot.Series.GapsRefiner | undefined =
    shape.x.kind === 'time'
      ? (chart, _seriesIndex, firstIndex, lastIndex, nullGaps) => {
          const xs = chart.data[0];
          const gaps: PixelGap[] = [];
          for (const index of setup.data().gapIndexes) {
            const from = xs[index];
            const to = xs[index + 1];
            if (index < firstIndex || index >= lastIndex || from === undefined || to === undefined) continue;
            gaps.push([
              Math.round(chart.valToPos(from, 'x', true)),
              Math.round(chart.valToPos(to, 'x', true)),
            ]);
          }
          return gaps.length > 0 ? mergeGaps(nullGaps, gaps) : nullGaps;
        }
      : undefined;

  /** Bars painted by kind: each bar's fill (or outline) colour, from its kind. */
  const barFacet =
    (seriesIndex: number, part: 'fill' | 'outline'): uPlot.Series.BarsPathBuilderFacet['values'] =>
    (_chart, _index, firstIndex, lastIndex) => {
      const kinds = setup.data().series[seriesIndex]?.barKinds;
      const values: (string | null)[] = [];
      for (let index = 0; index <= lastIndex; index += 1) {
        const kind = index < firstIndex ? undefined : kinds?.kinds[kinds.of[index] ?? -1];
        values.push(kind ? colors.named(part === 'outline' ? (kind.outline ?? kind.fill) : kind.fill) : null);
      }
      return values;
    };

  const valueAxis = (scale: 'y' | 'y2'): uPlot.Axis => ({
    scale,
    side: scale === 'y' ? 3 : 1,
    font,
    stroke: () => colors.text,
    grid: scale === 'y' ? { stroke: () => colors.grid, width: 1 } : { show: false },
    ticks: { show: false },
    values: (_chart, splits) => {
      const first = firstOn(scale);
      const { formatValue } = setup.data();
      return splits.map((value) => (first ? formatValue(value, first) : String(value)));
    },
    size: (chart, values) => (values ? Math.ceil(widestText(chart, font, values)) + 2 * axisGap : 48),
  });

  return {
    width: element.clientWidth || 300,
    height,
    legend: { show: false },
    cursor: {
      show: true,
      x: true,
      y: false,
      bind: withoutPointer,
      // uPlot swallows a click that ends what it takes for a drag (the keyboard moved its cursor in between).
      drag: { x: false, y: false, setScale: false, click: () => undefined },
      focus: { prox: -1 },
      dataIdx: (_chart, _seriesIndex, closestIndex) => setup.cursorIndex() ?? closestIndex,
      points: {
        size: 12,
        width: 3,
        stroke: (_chart, seriesIndex) => colorOf(seriesIndex),
        fill: () => colors.surface,
      },
    },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    ...(shape.x.kind === 'time' && timeZone
      ? { tzDate: (seconds: number) => UPlot.tzDate(new Date(seconds * 1000), timeZone) }
      : {}),
    hooks: {
      // Colours are read at each draw (resizes included), so a re-themed host is drawn in its colours.
      drawClear: [
        () => {
          colors = readColors(element);
        },
      ],
      setSize: [(chart) => setup.onSizeChange(chart)],
    },
    scales: {
      x:
        shape.x.kind === 'time'
          ? {
              time: true,
              // Half a reading of room at each end: the first and last bars are whole, and the cursor's
              // marker on the last point of a line stays inside the plot.
              range: (_chart, min, max) => {
                const half = (setup.data().interval ?? secondsPerDay) / 2;
                return [min - half, max + half];
              },
            }
          : { time: false, range: () => [-0.5, Math.max(setup.data().x.values.length, 1) - 0.5] },
      // Bars grow from zero; lines too, so that the heights of two charts compare.
      y: {
        range: (_chart, min, max) =>
          UPlot.rangeNum(Math.min(0, min ?? 0), Math.max(max ?? 1, Number.EPSILON), 0.1, true),
      },
      // The second axis (temperatures) fits its own values, below zero included.
      ...(hasEndAxis
        ? {
            y2: {
              range: (_chart, min, max) =>
                min === null || max === null
                  ? [0, 1]
                  : UPlot.rangeNum(min, max === min ? min + 1 : max, 0.1, true),
            },
          }
        : {}),
    },
    axes: [
      {
        font,
        stroke: () => colors.text,
        grid: { show: false },
        ticks: { stroke: () => colors.grid },
        ...(shape.x.kind === 'time'
          ? {
              // Room for the widest label the ticks may get (hours, days or months apart).
              space: (chart: uPlot) => {
                const { x } = setup.data();
                if (x.kind !== 'time') return 50;
                const first = x.values[0] ?? 0;
                const samples = [secondsPerHour, secondsPerDay, 31 * secondsPerDay].map((increment) =>
                  x.formatTick(first, { increment, timeZone }),
                );
                return widestText(chart, font, samples) + 2 * axisGap;
              },
              values: (
                _chart: uPlot,
                splits: number[],
                _axisIndex: number,
                _space: number,
                increment: number,
              ) => {
                const { x } = setup.data();
                return x.kind === 'time'
                  ? splits.map((seconds) => x.formatTick(seconds, { increment, timeZone }))
                  : splits.map(String);
              },
            }
          : {
              splits: () => Array.from({ length: setup.data().x.values.length }, (_, index) => index),
              // Every category gets a tick; labels thin out evenly when they would overlap.
              values: (chart: uPlot, splits: number[]) => {
                const { x } = setup.data();
                const labels = splits.map((index) => pointLabel(x, index, timeZone));
                const slot = chart.bbox.width / UPlot.pxRatio / Math.max(x.values.length, 1);
                const stride = Math.max(1, Math.ceil((widestText(chart, font, labels) + axisGap) / slot));
                return labels.map((label, position) => (position % stride === 0 ? label : null));
              },
            }),
      },
      valueAxis('y'),
      ...(hasEndAxis ? [valueAxis('y2')] : []),
    ],
    series: [
      {},
      ...shape.series.map((one, index): uPlot.Series => ({
        label: one.label,
        scale: scaleOf(one),
        stroke: (_chart, seriesIndex) => colorOf(seriesIndex),
        width: one.kind === 'bars' ? (one.barKinds ? 1 : 0) : 2,
        ...(one.dashed ? { dash: [6, 4] } : {}),
        points: { show: false },
        ...(one.kind === 'bars'
          ? {
              fill: (_chart: uPlot, seriesIndex: number) => colorOf(seriesIndex),
              paths: UPlot.paths.bars?.({
                size: [0.6, 64],
                align: 0,
                ...(one.barKinds
                  ? {
                      disp: {
                        fill: { unit: 3, values: barFacet(index, 'fill') },
                        stroke: { unit: 3, values: barFacet(index, 'outline') },
                      },
                    }
                  : {}),
              }),
            }
          : timeGaps
            ? { gaps: timeGaps }
            : {}),
      })),
    ],
  };
}

/** uPlot's data: x positions (epoch seconds for time, indexes for categories) and one row per series. */
export function buildPlotData(x: ChartXAxis, series: readonly ChartSeries[]): uPlot.AlignedData {
  const positions =
    x.kind === 'time'
      ? Float64Array.from(x.values)
      : Float64Array.from(x.values, (_category, index) => index);
  return [positions, ...series.map((one) => one.values as (number | null)[])];
}
