import {
  type CSSProperties,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type uPlot from 'uplot';
import { nextPointIndex, pageStepFor, pointAnnouncement } from '../../../domain/chart-navigation.ts';
import { chartSummary } from '../../../domain/chart-summary.ts';
import { chartTablePageSize } from '../../../domain/chart-table.ts';
import { readingInterval, timeGapIndexes, type TimeTick } from '../../../domain/chart-time.ts';
import { knownTimeZone } from '../../../domain/dates.ts';
import { chartMessages as messages } from '../../../domain/primitive-messages/chart.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './Chart.css';
import { ChartTable } from './ChartTable.tsx';
import { pointValueText } from './point-value.ts';
import { loadedUPlot, loadUPlot, type UPlotClass } from './load-uplot.ts';
import {
  buildPlotData,
  buildPlotOptions,
  placeCursor,
  type PlotData,
  plotShape,
  pointLabel,
} from './plot-setup.ts';
import { useLanguage } from '../../element/useLanguage.ts';
import { forcedColorOf, forcedSeriesColors } from './forced-colors.ts';
import { subscribeToSchemeChanges } from './scheme-changes.ts';

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
  /**
   * The series' colour: a theme custom property without its dashes, e.g. 'coop-color-danger'. The
   * chart's series colours in order by default.
   */
  readonly color?: string;
  /** A dashed line, told apart from a solid one without its colour. */
  readonly dashed?: boolean;
  /**
   * 'end': drawn against a second value axis on the right, scaled to its own values (temperatures over
   * usage); its ticks are formatted by `formatValue` with the first series on that axis. 'start' by default.
   */
  readonly axis?: 'start' | 'end';
  /** Bars only: each bar painted by its kind (estimate, keyed, weekend, weekday), the kinds in the legend. */
  readonly barKinds?: ChartBarKinds;
}

/** A kind of bar: its name in the legend, its fill and an outline (both theme custom properties). */
export interface ChartBarKind {
  readonly label: string;
  readonly fill: string;
  /** Drawn around the bar: a light fill still meets 3:1 against the surface by its outline. */
  readonly outline?: string;
}

export interface ChartBarKinds {
  readonly kinds: readonly ChartBarKind[];
  /** Each bar's index in `kinds`, one per x value. */
  readonly of: readonly number[];
}

/**
 * Instants on uPlot's time scale (daily or 15-minute usage): a missing stretch of time is a gap in the
 * drawing, and readings space by their time.
 */
export interface ChartTimeAxis {
  readonly kind: 'time';
  /** The heading of the x column of the table, e.g. 'Date'. */
  readonly label: string;
  /** Each point's instant in epoch seconds, ascending. */
  readonly values: readonly number[];
  /** A point's time as the table, the summary and the keyboard cursor show it, e.g. formatReadingTime. */
  readonly format: (seconds: number, timeZone: string | undefined) => string;
  /** A tick label of the axis, e.g. formatTimeTick; `increment` is how far apart the axis put its ticks. */
  readonly formatTick: (seconds: number, tick: TimeTick) => string;
}

/** Evenly spaced category labels (one per bill), each shown as is or through `format`. */
export interface ChartCategoryAxis {
  readonly kind: 'categories';
  /** The heading of the x column of the table, e.g. 'Bill Date'. */
  readonly label: string;
  readonly values: readonly string[];
  readonly format?: (category: string) => string;
}

export type ChartXAxis = ChartTimeAxis | ChartCategoryAxis;

export interface ChartProps {
  /** The chart's name: the table's caption and the start of the text alternative. */
  readonly title: string;
  readonly x: ChartXAxis;
  readonly series: readonly ChartSeries[];
  /** A value as shown on the y axis, in the table and in the summary, e.g. formatMoney or '1,150 kWh'. */
  readonly formatValue: (value: number, series: ChartSeries) => string;
  /** Height of the plot in CSS pixels; the width follows the container. */
  readonly height?: number;
  /**
   * The IANA time zone a time axis is shown in (the cooperative's site setting), handed to `format` and
   * `formatTick` and used to place the ticks on its midnights; the browser's zone when absent or unknown.
   */
  readonly timeZone?: string;
  /**
   * Makes the points choosable: called with a point's index when the member clicks the plot (the
   * nearest point) or presses Enter or Space on the keyboard cursor's point.
   */
  readonly onPointChoose?: (index: number) => void;
  /** How choosing a point works, read with the plot's keyboard hint. */
  readonly chooseHint?: string;
}

/** A keyboard cursor belongs to the x values it was placed on: new data starts without one. */
interface CursorState {
  readonly index: number;
  readonly x: ChartXAxis;
}

/**
 * A bar or line chart drawn on canvas by uPlot, themed by the `--coop-*` colours, with a text
 * alternative (title, range, lowest and highest values), a keyboard cursor that reads the points one
 * by one, and a button that shows the same numbers as a paged table. uPlot loads with the first chart
 * shown. Pass stable `x`, `series` and `formatValue` (memoised): new ones of the same shape (another
 * range of days) are drawn again on the same plot; another shape (other series) builds it again.
 */
export function Chart({
  title,
  x,
  series,
  formatValue,
  height = 240,
  timeZone,
  onPointChoose,
  chooseHint,
}: ChartProps) {
  const tableId = useId();
  const hintId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const shownCursorIndex = useRef<number | null>(null);
  const [UPlot, setUPlot] = useState<UPlotClass | null>(() => loadedUPlot() ?? null);
  const [tableShown, setTableShown] = useState(false);
  const [cursor, setCursor] = useState<CursorState | null>(null);
  const [plotFocused, setPlotFocused] = useState(false);

  const language = useLanguage();
  const zone = useMemo(() => knownTimeZone(timeZone), [timeZone]);
  const pointCount = x.values.length;
  const interval = useMemo(() => (x.kind === 'time' ? readingInterval(x.values) : null), [x]);
  const gapIndexes = useMemo(
    () => (x.kind === 'time' ? timeGapIndexes(x.values, interval) : []),
    [x, interval],
  );
  const activeIndex = cursor && cursor.x === x && cursor.index < pointCount ? cursor.index : null;
  // The cursor shows while the plot has focus; it comes back where it was when focus returns.
  const shownIndex = plotFocused ? activeIndex : null;

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

  // What the plot draws, read by it at every draw: new data of the same shape is drawn with setData.
  const data: PlotData = useMemo(
    () => ({ x, series, formatValue, interval, gapIndexes }),
    [x, series, formatValue, interval, gapIndexes],
  );
  const dataRef = useRef(data);
  const drawnData = useRef<PlotData | null>(null);
  const shape = plotShape(x, series);
  const drawnShape = useRef<string | null>(null);
  const chooseRef = useRef(onPointChoose);
  chooseRef.current = onPointChoose;

  useLayoutEffect(() => {
    dataRef.current = data;
    const chart = chartRef.current;
    // Another shape builds the plot again (below) with this data.
    if (!chart || drawnData.current === data || drawnShape.current !== plotShape(data.x, data.series)) return;
    drawnData.current = data;
    chart.setData(buildPlotData(data.x, data.series), true);
  }, [data]);

  useEffect(() => {
    const element = plotRef.current;
    if (!UPlot || !element) return;
    const chart = new UPlot(
      buildPlotOptions(UPlot, element, {
        data: () => dataRef.current,
        height,
        timeZone: zone,
        cursorIndex: () => shownCursorIndex.current,
        // A new size moves every point: the cursor follows its point.
        onSizeChange: (sized) => placeCursor(sized, shownCursorIndex.current),
      }),
      buildPlotData(dataRef.current.x, dataRef.current.series),
      element,
    );
    chartRef.current = chart;
    drawnData.current = dataRef.current;
    drawnShape.current = shape;
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height });
    });
    observer.observe(element);
    // A click chooses the nearest point (uPlot's own pointer handling is off: the cursor is the keyboard's).
    const onClick = (event: MouseEvent) => {
      const choose = chooseRef.current;
      if (!choose || chart.data[0].length === 0) return;
      const box = chart.over.getBoundingClientRect();
      const index = chart.posToIdx(event.clientX - box.left);
      if (index >= 0 && index < chart.data[0].length) {
        setCursor({ index, x: dataRef.current.x });
        choose(index);
      }
    };
    chart.over.addEventListener('click', onClick);
    return () => {
      chart.over.removeEventListener('click', onClick);
      observer.disconnect();
      chartRef.current = null;
      drawnData.current = null;
      chart.destroy();
    };
    // `shape` stands for the series' kinds, axes and colours: data alone changes through setData above.
  }, [UPlot, shape, height, zone]);

  // The axes' labels are formatted in the active language: a switch formats and draws them again.
  useEffect(() => {
    const chart = chartRef.current;
    if (chart && chart.status === 1) chart.redraw(false, true);
  }, [language]);

  // The canvas is drawn in the theme's colours, read at each draw: a change of scheme draws it again.
  useEffect(
    () =>
      subscribeToSchemeChanges(() => {
        // After the change's styles apply (a `scheme` setting's custom state is set by the same mutation).
        requestAnimationFrame(() => {
          const chart = chartRef.current;
          // Paths rebuilt too: uPlot keeps each series' stroke and fill from the last build of its paths.
          if (chart && chart.status === 1) chart.redraw(true, true);
        });
      }),
    [],
  );

  useEffect(() => {
    shownCursorIndex.current = shownIndex;
    const chart = chartRef.current;
    // A chart not drawn yet has no scales; its first size change places the cursor.
    if (chart && chart.status === 1) placeCursor(chart, shownIndex);
  }, [shownIndex]);

  const labelAt = useCallback((index: number) => pointLabel(x, index, zone), [x, zone]);

  const summary = useMemo(
    () =>
      chartSummary({
        title,
        pointCount,
        formatX: labelAt,
        series,
        formatValue: (value, seriesIndex) => {
          const one = series[seriesIndex];
          return one ? formatValue(value, one) : String(value);
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the summary reads in the active language
    [title, pointCount, labelAt, series, formatValue, language],
  );

  const announcement =
    shownIndex === null
      ? ''
      : pointAnnouncement({
          at: labelAt(shownIndex),
          index: shownIndex,
          pointCount,
          series: series.map((one) => ({
            label: one.label,
            value: pointValueText(one, shownIndex, formatValue),
          })),
        });

  const pageStep = pageStepFor(interval);
  const onPlotKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if ((event.key === 'Enter' || event.key === ' ') && onPointChoose) {
      if (activeIndex === null) return;
      event.preventDefault();
      onPointChoose(activeIndex);
      return;
    }
    const next = nextPointIndex(activeIndex, event.key, pointCount, pageStep);
    if (next === null) return;
    // The keys would otherwise scroll the page.
    event.preventDefault();
    setCursor({ index: next, x });
  };

  const interactive = pointCount > 0;

  return (
    <div className={styles.root} part="chart">
      <div className={styles.plotArea}>
        {/*
          The plot is one tab stop whose arrow keys move a cursor between the points. Its role is
          'application' (described as an interactive chart) rather than 'img': screen readers then pass
          the arrow keys to it instead of reading on, and announce each point through the live region
          below. Its name is the same text alternative an image would have.
        */}
        <div
          ref={plotRef}
          part="plot"
          className={styles.plot}
          {...(interactive
            ? {
                role: 'application',
                'aria-roledescription': messages.plotRoleDescription,
                'aria-describedby': hintId,
                tabIndex: 0,
                onKeyDown: onPlotKeyDown,
                onFocus: () => setPlotFocused(true),
                onBlur: () => setPlotFocused(false),
              }
            : { role: 'img' })}
          aria-label={summary}
        />
        {/* Shown under the plot too, so that a sighted keyboard user reads the values as well. */}
        <p className={styles.readout} aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>
      {interactive ? (
        <p id={hintId} hidden>
          {chooseHint && onPointChoose
            ? `${messages.plotKeyboardHint} ${chooseHint}`
            : messages.plotKeyboardHint}
        </p>
      ) : null}
      {series.length > 1 || series.some((one) => one.barKinds) ? (
        <ul className={styles.legend}>
          {legendEntries(series).map((entry) => (
            <li key={entry.label} className={styles.legendItem}>
              <span className={entry.swatchClass} style={entry.style} aria-hidden="true" />
              {entry.label}
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
      <div id={tableId} hidden={!tableShown}>
        {tableShown ? (
          <ChartTable
            title={title}
            xLabel={x.label}
            rowCount={pointCount}
            labelAt={labelAt}
            series={series}
            formatValue={formatValue}
            pageSize={chartTablePageSize(interval)}
          />
        ) : null}
      </div>
    </div>
  );
}

interface LegendEntry {
  readonly label: string;
  readonly swatchClass: string;
  readonly style: CSSProperties;
}

/**
 * A swatch's fill (none for a line) and edge, in theme colours (custom properties without their dashes)
 * and in the system colours the plot draws in forced colours mode.
 */
function swatchStyle(fill: string | null, edge: string, forcedFill: string | null, forcedEdge: string) {
  return {
    [styles.swatchProperties.fill]: fill ? `var(--${fill})` : 'transparent',
    [styles.swatchProperties.edge]: `var(--${edge})`,
    [styles.swatchProperties.forcedFill]: forcedFill ?? 'transparent',
    [styles.swatchProperties.forcedEdge]: forcedEdge,
  } as CSSProperties;
}

/**
 * The legend: each series by its name and colour, a series painted by kind by its kinds instead, a
 * dashed line with a dashed swatch.
 */
function legendEntries(series: readonly ChartSeries[]): LegendEntry[] {
  let palette = 0;
  return series.flatMap((one): LegendEntry[] => {
    if (one.barKinds) {
      return one.barKinds.kinds.map((kind) => {
        const edge = kind.outline ?? kind.fill;
        return {
          label: kind.label,
          swatchClass: styles.swatch,
          style: swatchStyle(kind.fill, edge, forcedColorOf(kind.fill), forcedColorOf(edge)),
        };
      });
    }
    const line = one.kind === 'line';
    const swatchClass = line ? (one.dashed ? styles.dashedLineSwatch : styles.lineSwatch) : styles.swatch;
    let color = one.color;
    let forced = color ? forcedColorOf(color) : undefined;
    if (!color) {
      color =
        styles.seriesColorProperties[palette % styles.seriesColorProperties.length] ?? 'coop-color-primary';
      forced = forcedSeriesColors[palette % forcedSeriesColors.length];
      palette += 1;
    }
    forced ??= 'CanvasText';
    return [
      {
        label: one.label,
        swatchClass,
        style: swatchStyle(line ? null : color, color, line ? null : forced, forced),
      },
    ];
  });
}
