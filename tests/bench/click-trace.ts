import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { decodeVlq } from '../../build/cdn.ts';

/*
 * Where the Quick Pay click's time goes: a Chrome trace (CDP Tracing, the categories of DevTools'
 * Performance panel with its JavaScript samples) of one click, cut from the press to focus in the
 * 'Account Number' field. The probe of browser.ts marks both moments with performance.mark, which the
 * trace carries on its own clock.
 *
 * - Network: when each of the bundle's scripts was requested and had arrived, from the trace's resource
 *   events.
 * - The page's main thread, by what it was doing: compiling modules (what is left for the main thread
 *   once the script streamer has parsed them in the background), evaluating modules (their top-level code
 *   and whatever it calls), running JavaScript for events, timers and promise callbacks (React's renders,
 *   the dialog's mount, the focus), style, layout, paint; idle is what remains of the interval.
 * - JavaScript by source: the samples of V8's profiler inside the interval, each given to the source file
 *   of its function through the bundle's source maps (hidden maps, beside each chunk), grouped by package
 *   or by folder of src/.
 *
 * Tracing slows the page (about ×1.5 at CPU ×4 on the bench's machine): a traced run's times are read as
 * shares of its own interval, beside the untraced runs' medians.
 */

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

/** The user-timing marks of the probe (browser.ts) at the press and at focus in the first field. */
export const pressMark = 'coop-bench:press';
export const focusedMark = 'coop-bench:focused';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

/** Starts tracing the page behind `cdp`; the function returned stops it and hands back the events. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories },
  });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

export interface ClickTrace {
  /** Press → focus in the traced run (slower than an untraced one). */
  readonly pressToFocus: number;
  /** The bundle's scripts the click waited for: requested and arrived, ms from the press (negative: before it). */
  readonly scripts: readonly { file: string; requested: number; arrived: number | null }[];
  /** The main thread between press and focus, ms by what it did; idle is what is left. */
  readonly mainThread: readonly { phase: MainThreadPhase; ms: number }[];
  /** JavaScript samples inside the interval, ms by source (package or folder of src/). */
  readonly javaScript: readonly { source: string; ms: number }[];
}

export type MainThreadPhase =
  | 'compiling modules'
  | 'evaluating modules'
  | 'JavaScript of events, timers and promises'
  | 'style'
  | 'layout'
  | 'paint and compositing'
  | 'other work'
  | 'idle (waiting for the network)';

/** Trace events by phase; an event's time goes to its phase minus the time of nested events of another phase. */
const phaseOf: Record<string, MainThreadPhase> = {
  'v8.compile': 'compiling modules',
  'v8.compileModule': 'compiling modules',
  'v8.produceModuleCache': 'compiling modules',
  CompileScript: 'compiling modules',
  'v8.evaluateModule': 'evaluating modules',
  EvaluateScript: 'evaluating modules',
  FunctionCall: 'JavaScript of events, timers and promises',
  EventDispatch: 'JavaScript of events, timers and promises',
  TimerFire: 'JavaScript of events, timers and promises',
  FireAnimationFrame: 'JavaScript of events, timers and promises',
  RunMicrotasks: 'JavaScript of events, timers and promises',
  'V8.Execute': 'JavaScript of events, timers and promises',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint and compositing',
  Paint: 'paint and compositing',
  Layerize: 'paint and compositing',
  Commit: 'paint and compositing',
  UpdateLayer: 'paint and compositing',
  RunTask: 'other work',
};
const phaseOrder: readonly MainThreadPhase[] = [
  'idle (waiting for the network)',
  'compiling modules',
  'evaluating modules',
  'JavaScript of events, timers and promises',
  'style',
  'layout',
  'paint and compositing',
  'other work',
];

/** Cuts the trace of one click at the probe's marks. `widgetsDirectory` holds the chunks' source maps. */
export async function clickTraceBreakdown(
  events: readonly TraceEvent[],
  widgetsDirectory: string,
): Promise<ClickTrace> {
  const press = events.find((event) => event.name === pressMark);
  const focused = events.find((event) => event.name === focusedMark);
  if (!press || !focused) throw new Error('The trace holds no press or focus mark of the probe.');
  const [start, end] = [press.ts, focused.ts];
  const ms = (microseconds: number) => microseconds / 1000;
  const mainThread = events.filter((event) => event.pid === press.pid && event.tid === press.tid);

  // Scripts: requested before focus, from the launcher's first request on (the hover's head start included).
  const arrivals = new Map<unknown, number>();
  for (const event of events) {
    if (event.name === 'ResourceFinish') arrivals.set(event.args?.data?.requestId, event.ts);
  }
  const scripts = events
    .filter(
      (event) =>
        event.name === 'ResourceSendRequest' &&
        event.ts < end &&
        /\/widgets\/.+\.js$/.test(String(event.args?.data?.url ?? '')),
    )
    .map((event) => {
      const arrived = arrivals.get(event.args?.data?.requestId);
      return {
        file: new URL(String(event.args?.data?.url)).pathname.replace(/^\/widgets\//, ''),
        requested: ms(event.ts - start),
        arrived: arrived === undefined ? null : ms(arrived - start),
      };
    })
    .filter((script) => script.arrived === null || script.arrived > -1000);

  // The main thread: complete events nested by time. An event's own time (less its nested events') goes to
  // the phase of the event itself or of the nearest event around it that has one.
  const complete = mainThread
    .filter(
      (event) =>
        event.ph === 'X' && event.dur !== undefined && event.ts < end && event.ts + event.dur > start,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const clipped = (event: TraceEvent) =>
    Math.max(0, Math.min(event.ts + event.dur!, end) - Math.max(event.ts, start));
  const byPhase = new Map<MainThreadPhase, number>();
  const open: { event: TraceEvent; phase: MainThreadPhase | undefined; own: number }[] = [];
  const closeUntil = (time: number) => {
    while (open.length > 0 && open.at(-1)!.event.ts + open.at(-1)!.event.dur! <= time) {
      const { phase, own } = open.pop()!;
      if (phase) byPhase.set(phase, (byPhase.get(phase) ?? 0) + own);
    }
  };
  for (const event of complete) {
    closeUntil(event.ts);
    const parent = open.at(-1);
    if (parent) parent.own -= clipped(event);
    open.push({ event, phase: phaseOf[event.name] ?? parent?.phase, own: clipped(event) });
  }
  closeUntil(Number.POSITIVE_INFINITY);
  const busy = [...byPhase.values()].reduce((sum, value) => sum + value, 0);
  byPhase.set('idle (waiting for the network)', Math.max(0, end - start - busy));

  return {
    pressToFocus: ms(end - start),
    scripts,
    mainThread: phaseOrder.map((phase) => ({ phase, ms: ms(byPhase.get(phase) ?? 0) })),
    javaScript: await javaScriptBySource(events, press, end, widgetsDirectory),
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

/** The profiler's samples of the main thread from `press` to `end`, in ms by source of the sampled function. */
async function javaScriptBySource(
  events: readonly TraceEvent[],
  press: TraceEvent,
  end: number,
  widgetsDirectory: string,
): Promise<{ source: string; ms: number }[]> {
  const start = press.ts;
  // The profile starts on the main thread; its chunks come from the profiler's thread of the same process.
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === press.pid && event.tid === press.tid,
  );
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const bySource = new Map<string, number>();
  const sourceMaps = new Map<string, Promise<SourceLookup | undefined>>();
  let time = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  let previous: { node: ProfileNode; at: number } | undefined;
  const chunks = events.filter(
    (event) => event.name === 'ProfileChunk' && event.pid === press.pid && event.id === profile.id,
  );
  for (const chunk of chunks) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < samples.length; index += 1) {
      time += deltas[index] ?? 0;
      // A sample's time runs until the next one: given to the function sampled, inside the interval only.
      if (previous) {
        const from = Math.max(previous.at, start);
        const to = Math.min(time, end);
        if (to > from) {
          const source = await sourceOf(previous.node, widgetsDirectory, sourceMaps);
          if (source) bySource.set(source, (bySource.get(source) ?? 0) + (to - from) / 1000);
        }
      }
      const node = nodes.get(samples[index]!);
      previous = node ? { node, at: time } : undefined;
    }
  }
  return [...bySource].map(([source, value]) => ({ source, ms: value })).sort((a, b) => b.ms - a.ms);
}

/** The source that V8's garbage collector's samples are given to. */
export const garbageCollection = 'garbage collection';

type SourceLookup = (line: number, column: number) => string | undefined;

/** The group a sampled function belongs to: a package, a folder of src/, or what V8 calls it. */
async function sourceOf(
  node: ProfileNode,
  widgetsDirectory: string,
  sourceMaps: Map<string, Promise<SourceLookup | undefined>>,
): Promise<string | undefined> {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (!url) {
    // V8's own entries: (program) is the browser's work outside JavaScript, (idle) nothing at all.
    if (functionName === '(idle)' || functionName === '(root)') return undefined;
    return functionName === '(garbage collector)' ? garbageCollection : undefined;
  }
  const pathname = new URL(url).pathname;
  if (!pathname.startsWith('/widgets/')) return `page: ${pathname}`;
  const file = pathname.slice('/widgets/'.length);
  let lookup = sourceMaps.get(file);
  if (!lookup) {
    lookup = readFile(path.join(widgetsDirectory, `${file}.map`), 'utf8').then(
      (text) => sourceLookup(JSON.parse(text) as RawSourceMap),
      () => undefined,
    );
    sourceMaps.set(file, lookup);
  }
  const source = (await lookup)?.(lineNumber, columnNumber);
  return source ? sourceGroup(source) : file;
}

/** `node_modules/react-dom/…` → react-dom; `src/features/quick-pay/AccountStep.tsx` → src/features/quick-pay. */
export function sourceGroup(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (inPackage) return inPackage[1]!;
  const inSource = /(?:^|\/)(src\/(?:[^/]+\/)?[^/]+)\//.exec(source);
  if (inSource) return inSource[1]!;
  const inSourceRoot = /(?:^|\/)(src|widgets)\/[^/]+$/.exec(source);
  return inSourceRoot ? inSourceRoot[1]! : source.replace(/^(\.\.\/)+/, '');
}

interface RawSourceMap {
  sources: string[];
  mappings: string;
}

/** A source map's lookup: the source of the last segment at or before a (0-based) line and column. */
function sourceLookup(map: RawSourceMap): SourceLookup {
  const lines = decodeMappings(map.mappings);
  return (line, column) => {
    const segments = lines[line];
    if (!segments) return undefined;
    let found: number | undefined;
    for (const [generatedColumn, sourceIndex] of segments) {
      if (generatedColumn > column) break;
      found = sourceIndex;
    }
    return found === undefined ? undefined : map.sources[found];
  };
}

/** The generated column and source index of each mapping segment, line by line (source map v3). */
function decodeMappings(mappings: string): [column: number, source: number][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      if (sourceDelta === undefined) continue;
      source += sourceDelta;
      segments.push([column, source]);
    }
    return segments;
  });
}
