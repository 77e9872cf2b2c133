import { createStore, Provider } from 'jotai';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { create } from 'superstruct';
import type { ApiClient, CallRequest } from '../../src/api/client.ts';
import type { Operation, QueryValues } from '../../src/api/operation.ts';
import { IntervalUsageSchema } from '../../src/api/schemas/usage-tracker.ts';
import { intervalReadings } from '../../src/domain/usage-tracker/interval.ts';
import { IntervalUsage } from '../../src/features/usage-tracker/IntervalUsage.tsx';
import { intervalChart, intervalValueFormatter } from '../../src/features/usage-tracker/usage-chart.ts';
import type { DateRange } from '../../src/domain/usage-tracker/timeframes.ts';
import type { CoopConfig } from '../../src/state/config.ts';
import { ElementContextProvider } from '../../src/ui/element/ElementContext.tsx';
import { Chart } from '../../src/ui/primitives/Chart/Chart.tsx';
import '../../src/ui/styles/host.css.ts';
import { adoptSharedStyles } from '../../src/ui/styles/shadow-sheet.ts';
import '../../src/ui/theme.css.ts';

/*
 * The page of the usage tracker's draw measure (tests/bench/usage-draw.ts): the Interval tab's own
 * component (IntervalUsage: its query, LoadState, the domain's parsing and series, the Chart, Green
 * Button) in a shadow root, answered by an API client whose transport hands it the back office's
 * parsed JSON. The clock starts when the api's call receives that JSON, and runs through the schema
 * check the client makes, the domain parsing, the series, React's render and uPlot's draw, to the
 * canvas holding the drawn pixels (one pixel read back makes the browser rasterise it). Then the range
 * changes (180 days → 3 months) and the same is timed for the redraw, which must use the same canvas.
 */

export interface UsageDrawRun {
  readonly pointCount: number;
  /** Milliseconds from the api receiving the 180 days to the drawn canvas. */
  readonly milliseconds: number;
  readonly switchPointCount: number;
  /** Milliseconds from the api receiving the 3 months to the redrawn canvas. */
  readonly switchMilliseconds: number;
  /** The redraw drew on the canvas of the first draw: the chart was not built again. */
  readonly sameCanvas: boolean;
  /** Canvas pixels in the series colour after each draw: a check that the line was drawn at all. */
  readonly seriesPixels: number;
  readonly switchSeriesPixels: number;
}

/** The parts of the path timed one by one on the 180 days (fresh objects each time). */
export interface UsageDrawSteps {
  /** The schema check of the api client (superstruct `create`, as `client.call` does). */
  readonly validation: number;
  /** src/domain/usage-tracker/interval.ts: the 15-minute readings parsed and ordered. */
  readonly readings: number;
  /** The chart's x axis and series built from the readings. */
  readonly series: number;
  /**
   * The Chart alone drawing that series (rendered synchronously, as the chart's own measure does):
   * what is left of the path is React's render of the tab and its scheduling.
   */
  readonly chart: number;
}

export interface UsageResponses {
  /** The ranges' JSON texts, as the back office answered them. */
  readonly long: { readonly range: DateRange; readonly url: string };
  readonly short: { readonly range: DateRange; readonly url: string };
}

declare global {
  interface Window {
    coopUsageDraw?: {
      run(responses: UsageResponses, meterId: string, timeZone: string): Promise<UsageDrawRun>;
      steps(url: string, timeZone: string): Promise<UsageDrawSteps>;
    };
  }
}

const seriesColor = [11, 92, 173];

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

const texts = new Map<string, string>();
async function responseText(url: string): Promise<string> {
  let text = texts.get(url);
  if (text === undefined) {
    text = await (await fetch(url)).text();
    texts.set(url, text);
  }
  return text;
}

/**
 * Resolves once `ready` finds what it waits for after a change in the shadow root, one microtask
 * later: a change made in React's commit queues the observer's microtask before the one uPlot queues
 * for its draw (in the same commit's effects), so the one queued from the observer runs after the draw.
 */
function after<T>(root: ShadowRoot, ready: () => T | null): Promise<T> {
  return new Promise((resolve) => {
    const settle = () => {
      const found = ready();
      if (found === null) return false;
      observer.disconnect();
      queueMicrotask(() => resolve(found));
      return true;
    };
    const observer = new MutationObserver(() => settle());
    if (!settle()) observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
}

async function run(responses: UsageResponses, meterId: string, timeZone: string): Promise<UsageDrawRun> {
  const long = await responseText(responses.long.url);
  const short = await responseText(responses.short.url);
  const host = document.createElement('coop-bench-host');
  host.style.display = 'block';
  host.style.width = '800px';
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  adoptSharedStyles(shadowRoot);
  const mountPoint = document.createElement('div');
  shadowRoot.append(mountPoint);
  const reactRoot = createRoot(mountPoint);

  // Parsed before the clock starts (the network layer's work); a new object each call, nothing reused.
  const parsed = new Map([
    [responses.long.range.fromDate, () => JSON.parse(long) as unknown],
    [responses.short.range.fromDate, () => JSON.parse(short) as unknown],
  ]);
  let started = 0;
  const client: ApiClient = {
    options: { apiBase: `${location.origin}/api`, applicationId: 'BENCH' },
    call<Path extends string, Answer, Body, Query extends QueryValues | undefined>(
      operation: Operation<Path, Answer, Body, Query>,
      request: CallRequest<Path, Body, Query>,
    ): Promise<Answer> {
      if (operation.method !== 'GET') return Promise.reject(new Error('The bench page only reads.'));
      const query: QueryValues | undefined = request.query;
      const json = parsed.get(query?.fromDate ?? '')?.();
      if (json === undefined) return Promise.reject(new Error('No response for the range.'));
      started = performance.now();
      return Promise.resolve(create(json, operation.answer));
    },
  };
  const config = {
    apiBase: `${location.origin}/api`,
    applicationId: 'BENCH',
    paymentOrigins: [],
    storage: 'session',
    homeUrl: '/',
    portalUrl: undefined,
    verifyTimeoutSeconds: undefined,
  } satisfies CoopConfig;
  const account = { memberNumber: '1001', accessToken: 'bench', accountNumber: '300100200' };
  const meter = { meterId, commodity: 'Electric', unitOfMeasure: 'kWh', intervalMinutes: 15 };
  const store = createStore();
  const view = (range: DateRange) => (
    <Provider store={store}>
      <ElementContextProvider host={host} config={config} client={client}>
        <IntervalUsage account={account} meter={meter} range={range} unitLabel="kWh" timeZone={timeZone} />
      </ElementContextProvider>
    </Provider>
  );

  const canvasOf = () => shadowRoot.querySelector<HTMLCanvasElement>('[part~="plot"] canvas');
  const drawn = after(shadowRoot, canvasOf);
  reactRoot.render(view(responses.long.range));
  const canvas = await drawn;
  (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, 1, 1);
  const milliseconds = performance.now() - started;
  const firstPixels = seriesPixels(canvas);
  const total = () => shadowRoot.querySelector('[data-total-kwh]')?.getAttribute('data-total-kwh') ?? null;
  const firstTotal = total();

  // Leaves the browser a moment (garbage collection, the compositor) before the switch.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const redrawn = after(shadowRoot, () => {
    const shownTotal = total();
    return shownTotal !== null && shownTotal !== firstTotal ? shownTotal : null;
  });
  reactRoot.render(view(responses.short.range));
  await redrawn;
  const shownCanvas = canvasOf();
  shownCanvas?.getContext('2d')?.getImageData(0, 0, 1, 1);
  const switchMilliseconds = performance.now() - started;

  const result: UsageDrawRun = {
    pointCount: intervalReadings(create(JSON.parse(long), IntervalUsageSchema)).points.length,
    milliseconds,
    switchPointCount: intervalReadings(create(JSON.parse(short), IntervalUsageSchema)).points.length,
    switchMilliseconds,
    sameCanvas: shownCanvas === canvas,
    seriesPixels: firstPixels,
    switchSeriesPixels: shownCanvas ? seriesPixels(shownCanvas) : 0,
  };
  reactRoot.unmount();
  host.remove();
  return result;
}

async function steps(url: string, timeZone: string): Promise<UsageDrawSteps> {
  const json = JSON.parse(await responseText(url)) as unknown;
  const start = performance.now();
  const data = create(json, IntervalUsageSchema);
  const validated = performance.now();
  const readings = intervalReadings(data);
  const parsed = performance.now();
  const { x, series } = intervalChart(readings, 'kWh');
  const built = performance.now();

  const host = document.createElement('coop-bench-host');
  host.style.display = 'block';
  host.style.width = '800px';
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  adoptSharedStyles(shadowRoot);
  const mountPoint = document.createElement('div');
  shadowRoot.append(mountPoint);
  const reactRoot = createRoot(mountPoint);
  const drawn = after(shadowRoot, () => shadowRoot.querySelector<HTMLCanvasElement>('[part~="plot"] canvas'));
  const chartStart = performance.now();
  flushSync(() =>
    reactRoot.render(
      <Chart
        title="15-minute usage"
        x={x}
        series={series}
        formatValue={intervalValueFormatter}
        height={280}
        timeZone={timeZone}
      />,
    ),
  );
  const canvas = await drawn;
  (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, 1, 1);
  const chart = performance.now() - chartStart;
  reactRoot.unmount();
  host.remove();
  return { validation: validated - start, readings: parsed - validated, series: built - parsed, chart };
}

window.coopUsageDraw = { run, steps };
