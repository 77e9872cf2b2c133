import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { formatReadingTime, formatTimeTick } from '../../src/domain/chart-time.ts';
import { Chart, type ChartSeries, type ChartXAxis } from '../../src/ui/primitives/Chart/Chart.tsx';
import '../../src/ui/styles/host.css.ts';
import { adoptSharedStyles } from '../../src/ui/styles/shadow-sheet.ts';
import '../../src/ui/theme.css.ts';

/*
 * The page of the chart's draw measure (tests/bench/chart-draw.ts): it draws the usage chart of a
 * member's 15-minute readings in a shadow root, as a coop element does, and times it on the page's own
 * clock. The time runs from handing the data to the chart (the React render of <Chart>) to the plot's
 * canvas holding the drawn pixels: uPlot draws in a microtask after it builds the canvas, and reading
 * one pixel back makes the browser rasterise what was drawn. The data exists before the clock starts,
 * as it does when a screen's query has answered; each run gets new arrays, so nothing is reused.
 */

export interface ChartDrawRun {
  /** Milliseconds from the render call to the drawn canvas. */
  readonly milliseconds: number;
  /** Canvas pixels in the series colour: a check that the line was drawn at all. */
  readonly seriesPixels: number;
}

declare global {
  interface Window {
    coopChartDraw?: { draw(pointCount: number): Promise<ChartDrawRun> };
  }
}

const firstReading = Date.UTC(2026, 0, 1, 6) / 1000;
const seriesColor = [11, 92, 173];
const formatKWh = (value: number, series: ChartSeries) =>
  `${value.toLocaleString('en-US')} ${series.unit ?? ''}`;

function readings(pointCount: number): { x: ChartXAxis; series: readonly ChartSeries[] } {
  return {
    x: {
      kind: 'time',
      label: 'Time',
      values: Array.from({ length: pointCount }, (_, index) => firstReading + index * 900),
      format: formatReadingTime,
      formatTick: formatTimeTick,
    },
    series: [
      {
        label: 'Usage',
        kind: 'line',
        unit: 'kWh',
        values: Array.from(
          { length: pointCount },
          (_, index) => Math.round(60 + 45 * Math.sin((index / 96) * 2 * Math.PI) + (index % 13)) / 100,
        ),
      },
    ],
  };
}

/**
 * Resolves with the canvas once uPlot has drawn on it. uPlot appends its root (canvas inside) to the
 * plot, then draws in a microtask it queues after that; the observer's own microtask comes first, so
 * the one queued from it runs after the draw. A canvas already there (uPlot loaded, so drawn in the
 * render's commit) works the same way.
 */
function drawnCanvas(plot: Element): Promise<HTMLCanvasElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => settle());
    const settle = () => {
      const canvas = plot.querySelector('canvas');
      if (!canvas) return false;
      observer.disconnect();
      queueMicrotask(() => resolve(canvas));
      return true;
    };
    if (!settle()) observer.observe(plot, { childList: true, subtree: true });
  });
}

function seriesPixels(canvas: HTMLCanvasElement): number {
  const pixels = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(
    0,
    0,
    canvas.width,
    canvas.height,
  ).data;
  let count = 0;
  for (let index = 0; index < pixels.length; index += 4) {
    if (
      pixels[index] === seriesColor[0] &&
      pixels[index + 1] === seriesColor[1] &&
      pixels[index + 2] === seriesColor[2]
    ) {
      count += 1;
    }
  }
  return count;
}

async function draw(pointCount: number): Promise<ChartDrawRun> {
  const host = document.createElement('coop-bench-host');
  host.style.display = 'block';
  host.style.width = '800px';
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  adoptSharedStyles(shadowRoot);
  const mountPoint = document.createElement('div');
  shadowRoot.append(mountPoint);
  const reactRoot = createRoot(mountPoint);
  const { x, series } = readings(pointCount);

  const started = performance.now();
  flushSync(() =>
    reactRoot.render(
      <Chart
        title="Interval usage"
        x={x}
        series={series}
        formatValue={formatKWh}
        height={280}
        timeZone="America/Chicago"
      />,
    ),
  );
  const plot = shadowRoot.querySelector('[part~="plot"]');
  if (!plot) throw new Error('The chart rendered no plot.');
  const canvas = await drawnCanvas(plot);
  (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, 1, 1);
  const milliseconds = performance.now() - started;

  const run = { milliseconds, seriesPixels: seriesPixels(canvas) };
  reactRoot.unmount();
  host.remove();
  return run;
}

window.coopChartDraw = { draw };
