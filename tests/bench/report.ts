import { readFile, writeFile } from 'node:fs/promises';
import type { ClickToFocusRun, MarketingPageScripts } from './browser.ts';
import type { ChartDrawResult } from './chart-draw.ts';
import { garbageCollection, type ClickTrace } from './click-trace.ts';
import { isPortalPage, type LighthousePageResult } from './lighthouse.ts';
import { formatKb, type BundleSizes, type FileSize } from './sizes.ts';
import type { UsageChunks, UsageDrawResult } from './usage-draw.ts';

export const readmeStartMarker = '<!-- bench:start -->';
export const readmeEndMarker = '<!-- bench:end -->';
const readmePlaceholder = 'BUDGETS_PLACEHOLDER';

/** The Quick Pay click: its code by phase, its timed runs and, when traced, where a click's time went. */
export interface QuickPayMeasure {
  scripts: MarketingPageScripts;
  clickToFocus: ClickToFocus;
  cpuThrottling: number;
  /** The goals of the Quick Pay click, in milliseconds from the press, and of the code loaded on intent. */
  clickGoals: { frameMs: number; hoverFocusMs: number; coldFocusMs: number; intentBytes: number };
  /** In how many round trips the intent's first chunk has all its static imports (sizes.ts). */
  intentLevels?: number;
  /** Of `runs` traced cold clicks and as many after the hover, the median one of each (click-trace.ts). */
  traces?: { runs: number; cold?: ClickTrace; hover?: ClickTrace };
}

export interface BenchResults extends QuickPayMeasure {
  /** yyyy-mm-dd */
  date: string;
  machine: string;
  /** The bundle was built by this run (not taken from dist/widgets as it was). */
  built: boolean;
  durationSeconds: number;
  budgetBytes: number;
  /** `loader.js` on the marketing page: its own gzip budget, beside the elements' scripts it loads. */
  loaderBudgetBytes: number;
  /** The same marketing page through loader.js (`/loader.html`), before intent. */
  throughLoader: FileSize[];
  loader: FileSize | undefined;
  /** How many element tags the loader knows. */
  elementTags: number;
  /** Every script `<coop-portal>` loads to show its home screen. */
  portalFirstScreen: FileSize[];
  portalBudgetBytes: number;
  bundle: BundleSizes;
  /** How many of the largest chunks to list. */
  largestChunks: number;
  /** Every script the account overview loads for a signed-in member (`/portal.html#/accountoverview`). */
  overviewFirstScreen: FileSize[];
  /** The route screens' own chunks, with the budget of each (docs/performance.md: 30 KB gzip). */
  routeChunks: Array<{ screen: string; chunk: FileSize | undefined }>;
  routeBudgetBytes: number;
  /**
   * Lighthouse (mobile, simulated throttling) per demo page, served over HTTPS and HTTP/2, and the portal's
   * pages over HTTP/1.1 for reference; absent when the run skipped it.
   */
  lighthouse?: { runs: number; pages: LighthousePageResult[]; http1Reference: LighthousePageResult[] };
  /** The usage chart's draw time (17,280 points) and its budget. */
  chart: ChartDrawResult;
  chartBudgetMs: number;
  /** The usage tracker's Interval tab path and chunk, with their goal and budgets. */
  usage: UsageMeasure;
}

/** The usage tracker's measures (issue 19, "Done means") and what they are held to. */
export interface UsageMeasure {
  readonly draw: UsageDrawResult;
  readonly chunks: UsageChunks;
  readonly goalMs: number;
  readonly budgetMs: number;
  readonly chunkBudgetBytes: number;
}

/** Lighthouse goals for every demo page (and LCP for the portal's pages). */
export const lighthouseGoals = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  cls: 0.02,
  portalLcpMs: 2000,
};

/** The chunks of the libraries that only some screens may load (docs/performance.md). */
const onDemandLibraries: Array<[string, RegExp]> = [
  ['uPlot (charts)', /uPlot|uplot/],
  ['pdf.js (PDF viewer)', /pdf-document|pdfjs|pdf\.worker/],
  ['qrcode', /qrcode/i],
];

export interface ClickToFocus {
  /** The dialog code loads because of the click itself. */
  cold: ClickToFocusRun[];
  /** The pointer rested 150 ms on the button before the press: the code started loading on that intent. */
  hover: ClickToFocusRun[];
  /** The dialog code was loaded on intent beforehand: the reference within the same run. */
  warm: ClickToFocusRun[];
}

function lighthouseSection(lighthouse: NonNullable<BenchResults['lighthouse']>): string[] {
  const goals = lighthouseGoals;
  const mark = (ok: boolean, text: string) => (ok ? text : `**${text}** ✗`);
  const header = [
    '| Page | Performance | Accessibility | Best practices | LCP | TBT | CLS | Benchmark index (runs) |',
    '|---|--:|--:|--:|--:|--:|--:|---|',
  ];
  const rows = (pages: readonly LighthousePageResult[]) =>
    pages.map(({ page, median: run, runs }) => {
      const portal = isPortalPage(page);
      return (
        `| \`${page}\` | ${mark(run.performance >= goals.performance, String(run.performance))}` +
        ` | ${mark(run.accessibility >= goals.accessibility, String(run.accessibility))}` +
        ` | ${mark(run.bestPractices >= goals.bestPractices, String(run.bestPractices))}` +
        ` | ${mark(!portal || run.lcpMs <= goals.portalLcpMs, milliseconds(run.lcpMs))} | ${milliseconds(run.tbtMs)}` +
        ` | ${mark(run.cls <= goals.cls, run.cls.toFixed(3))}` +
        ` | ${run.benchmarkIndex.toFixed(0)} (${runs.map((r) => `${r.performance}`).join(', ')}) |`
      );
    });
  return [
    `**Lighthouse 12.8** (mobile profile, simulated throttling, Debian's Chromium), the median of ${lighthouse.runs} run${lighthouse.runs === 1 ? '' : 's'} a page` +
      ` (by performance score), the demo host serving HTTPS and HTTP/2 as a cooperative's site and a CDN do` +
      ` (\`startDemoServer({ secure: true })\`, a self-signed certificate Chromium is told to accept).` +
      ` Goals: performance ≥ ${goals.performance}, accessibility ${goals.accessibility},` +
      ` best practices ≥ ${goals.bestPractices}, CLS ≤ ${goals.cls}, portal LCP ≤ ${milliseconds(goals.portalLcpMs)};` +
      ' ✗ marks a miss. The benchmark index is Lighthouse’s measure of the CPU during the run (higher is faster):' +
      ' this machine is shared, and a low index slows every figure of its run.',
    '',
    ...header,
    ...rows(lighthouse.pages),
    '',
    '**The portal pages over HTTP/1.1** (the plain `npm start` server), for reference: Lighthouse’s simulation' +
      ' then opens at most six connections to the host and sends the bundle’s requests through them in turn,' +
      ' one round trip each.',
    '',
    ...header,
    ...rows(lighthouse.http1Reference),
  ];
}

const chartRowStart = '| Usage chart, ';
const chartParagraphStart = '**Usage chart draw**';

/** The chart's row of the measures table: the median with uPlot loaded against the budget, and the cold one. */
export function chartRow(chart: ChartDrawResult, budgetMs: number): string {
  const warm = median(chart.warm);
  const cold = median(chart.cold);
  const verdict = warm === null ? 'not measured' : warm <= budgetMs ? 'met' : '**missed**';
  return (
    `${chartRowStart}${bytes(chart.pointCount)} points: data → drawn pixels, uPlot loaded / cold, with uPlot's load` +
    ` | **${medianText(warm)}** / ${medianText(cold)} | ≤ ${milliseconds(budgetMs)}: ${verdict} |`
  );
}

/** How the chart's figure was measured, with every run; `runAlone` when it was run with `--only chart`. */
export function chartParagraph(chart: ChartDrawResult, date: string, runAlone: boolean): string {
  const runs = (values: readonly number[]) => values.map((value) => `${value.toFixed(1)} ms`).join(', ');
  return (
    `${chartParagraphStart} (measured ${date}${runAlone ? ' by `npm run bench -- --only chart`' : ''}):` +
    ` 180 days of 15-minute readings (${bytes(chart.pointCount)} points) drawn as a line by the Chart primitive in` +
    ' a shadow root, 800 × 280 px, from a minified build of its own with uPlot in a lazily loaded chunk, under a' +
    ' strict CSP, CPU not slowed. The time runs in the page, on `performance.now()`, from the React render that' +
    ' hands the data to the chart to its canvas holding the drawn pixels (uPlot draws in a microtask after the' +
    ' render; one pixel read back makes the browser rasterise it). With uPlot loaded, median of' +
    ` ${chart.warm.length} runs on ${chart.cold.length} fresh pages: ${runs(chart.warm)}. Cold (the chart loads` +
    ` uPlot and its stylesheet from a local server), the first run of each page: ${runs(chart.cold)}.`
  );
}

/**
 * Puts the chart's row and paragraph into the bench section of docs/performance.md, replacing those of an earlier
 * run and leaving the rest of the section (the last full run) as it is: `--only chart --write-docs`.
 */
export function writePerformanceDocChartMeasure(
  documentPath: string,
  chart: ChartDrawResult,
  budgetMs: number,
  date: string,
): Promise<void> {
  return writePerformanceDocMeasure(documentPath, {
    rowStart: chartRowStart,
    rows: [chartRow(chart, budgetMs)],
    paragraphStart: chartParagraphStart,
    paragraph: chartParagraph(chart, date, true),
  });
}

/** The portal's first screen in each language: which of its scripts are Spanish catalogues. */
export interface LanguageMeasure {
  readonly english: readonly FileSize[];
  readonly spanish: readonly FileSize[];
}

/** A Spanish catalogue chunk (src/domain/**\/es.ts, button-es.ts) of the widget bundle. */
export function isSpanishCatalogue(file: string): boolean {
  return /(^|\/)(button-)?es-[\w-]+\.js$/.test(file);
}

const languageRowStart = '| Spanish catalogues';
const languageParagraphStart = '**Languages**';

export function languageRows({ english, spanish }: LanguageMeasure): string[] {
  const catalogues = (files: readonly FileSize[]) => files.filter((file) => isSpanishCatalogue(file.file));
  const englishCatalogues = catalogues(english);
  const spanishCatalogues = catalogues(spanish);
  return [
    `${languageRowStart} loaded by the English portal first screen | **${englishCatalogues.length} files,` +
      ` ${formatKb(totalGzip(englishCatalogues))}** | none: ${englishCatalogues.length === 0 ? 'met' : '**FAILED**'} |`,
    `${languageRowStart} loaded by the Spanish portal first screen (member's choice: Español) |` +
      ` ${spanishCatalogues.length} files, ${formatKb(totalGzip(spanishCatalogues))}` +
      ` (first screen ${formatKb(totalGzip(spanish))} in all, English ${formatKb(totalGzip(english))}) | reported |`,
  ];
}

export function languageParagraph(measure: LanguageMeasure, date: string): string {
  const spanishFiles = measure.spanish.filter((file) => isSpanishCatalogue(file.file));
  return (
    `${languageParagraphStart} (measured ${date}): \`/portal.html#/home\` loaded twice, signed out, until the network is` +
    " idle: as a first visit (English), and with the member's remembered choice of Español. Spanish" +
    " catalogues are the chunks of the areas' es.ts; a page loads the ones of the code it runs, only once it" +
    ` speaks Spanish: ${spanishFiles.map((file) => `\`${file.file}\` ${formatKb(file.gzipBytes)}`).join(', ')}.`
  );
}

export function writePerformanceDocLanguageMeasure(
  documentPath: string,
  measure: LanguageMeasure,
  date: string,
): Promise<void> {
  return writePerformanceDocMeasure(documentPath, {
    rowStart: languageRowStart,
    rows: languageRows(measure),
    paragraphStart: languageParagraphStart,
    paragraph: languageParagraph(measure, date),
  });
}

const usageRowStart = '| Usage tracker';
const usageParagraphStart = '**Usage tracker draw**';

/** The usage tracker's rows of the measures table: the draw, the switch and the chunk. */
export function usageRows(usage: UsageMeasure): string[] {
  const { draw, chunks } = usage;
  const warm = median(draw.warm);
  const cold = median(draw.cold);
  const switched = median(draw.switches);
  const verdict =
    warm === null
      ? 'not measured'
      : `${warm <= usage.goalMs ? 'met' : '**missed**'}; ≤ ${milliseconds(usage.budgetMs)} budget: ` +
        `${warm <= usage.budgetMs ? 'within' : '**OVER BUDGET**'}`;
  const screen = chunks.screen;
  const uPlot = chunks.uPlot.map((chunk) => `\`${chunk.file}\` ${formatKb(chunk.gzipBytes)}`).join(', ');
  return [
    `${usageRowStart}, Interval tab, 180 days of 15-minute readings (${bytes(draw.pointCount)} points): response →` +
      ` drawn chart, uPlot loaded / cold | **${medianText(warm)}** / ${medianText(cold)} |` +
      ` ≤ ${milliseconds(usage.goalMs)} goal: ${verdict} |`,
    `${usageRowStart}, switching timeframe 180 days → 3 months (${bytes(draw.switchPointCount)} points): response →` +
      ` redrawn on the same canvas | **${medianText(switched)}** | reported; same canvas: asserted |`,
    `${usageRowStart}'s own chunk${screen ? ` (\`${screen.file}\`)` : ''}, beside the shared uPlot chunk` +
      `${chunks.uPlot.length === 1 ? '' : 's'} (${uPlot || 'not found'})` +
      ` | **${screen ? formatKb(screen.gzipBytes) : 'not found'}** |` +
      ` ≤ ${formatKb(usage.chunkBudgetBytes)}: ${screen ? (screen.gzipBytes <= usage.chunkBudgetBytes ? 'within' : '**OVER BUDGET**') : 'not measured'} |`,
  ];
}

/** How the usage tracker's figures were measured, with every run; `runAlone` with `--only usage`. */
export function usageParagraph(usage: UsageMeasure, date: string, runAlone: boolean): string {
  const { draw } = usage;
  const runs = (values: readonly number[]) => values.map((value) => `${value.toFixed(1)} ms`).join(', ');
  const step = (pick: (steps: UsageDrawResult['steps'][number]) => number) =>
    medianText2(median(draw.steps.map(pick)));
  const warm = median(draw.warm);
  const parts =
    draw.steps.length > 0 && warm !== null
      ? ` Its parts timed one by one on the same 180 days (median of ${draw.steps.length}): the api client's schema` +
        ` check ${step((steps) => steps.validation)}, the domain's parsing of the readings` +
        ` (src/domain/usage-tracker/interval.ts) ${step((steps) => steps.readings)}, the chart's axis and series` +
        ` ${step((steps) => steps.series)}, the Chart alone drawing that series (rendered synchronously, as the` +
        ` chart's own measure does) ${step((steps) => steps.chart)}; the rest of the median, about` +
        ` ${medianText2(warm - (median(draw.steps.map((steps) => steps.validation + steps.readings + steps.series + steps.chart)) ?? 0))},` +
        " is React scheduling and rendering the tab (the query's data arrives in a transition, and the chart is" +
        ' built in a passive effect).'
      : '';
  return (
    `${usageParagraphStart} (measured ${date}${runAlone ? ' by `npm run bench -- --only usage`' : ''}):` +
    " the Interval tab's own component (`IntervalUsage`: its query, LoadState, the domain's parsing and" +
    ' series, the Chart, Green Button) in a shadow root, 800 px wide, from a minified build of its own with uPlot' +
    ' in a lazily loaded chunk, under a strict CSP, CPU not slowed; its api call answered with the demo back' +
    ` office's JSON for 300100200 (${draw.ranges.long.fromDate} to ${draw.ranges.long.toDate},` +
    ` ${bytes(draw.pointCount)} readings across a daylight-saving change), parsed before the clock starts. The time` +
    ' runs in the page, on `performance.now()`, from the api receiving that JSON, through the schema check the' +
    ' client makes, to the canvas holding the drawn pixels. With uPlot loaded, median of' +
    ` ${draw.warm.length} runs on ${draw.cold.length} fresh pages: ${runs(draw.warm)}. Cold, the first run of each` +
    ` page: ${runs(draw.cold)}.${parts} Each run then switches to 3 months (${draw.ranges.short.fromDate} to` +
    ` ${draw.ranges.short.toDate}, ${bytes(draw.switchPointCount)} readings): the chart redraws with uPlot's` +
    ' `setData` on the canvas of the first draw (the bench fails if it is another), from the api receiving the' +
    ` JSON to the redrawn pixels: ${runs(draw.switches)}. Sizes are gzip level 9 of the widget bundle's chunks.`
  );
}

const medianText2 = (value: number | null) => (value === null ? 'not measured' : `${value.toFixed(1)} ms`);

/**
 * Puts the usage tracker's rows and paragraph into the bench section of docs/performance.md, replacing those of an
 * earlier run and leaving the rest as it is: `--only usage --write-docs`.
 */
export function writePerformanceDocUsageMeasure(
  documentPath: string,
  usage: UsageMeasure,
  date: string,
): Promise<void> {
  return writePerformanceDocMeasure(documentPath, {
    rowStart: usageRowStart,
    rows: usageRows(usage),
    paragraphStart: usageParagraphStart,
    paragraph: usageParagraph(usage, date, true),
  });
}

/**
 * The lines of docs/performance.md's bench section, to change in place, and `save` to write them back
 * with the rest of the file as it was.
 */
async function benchSectionLines(
  documentPath: string,
): Promise<{ lines: string[]; save: () => Promise<void> }> {
  const readme = await readFile(documentPath, 'utf8');
  const start = readme.indexOf(readmeStartMarker);
  const end = readme.indexOf(readmeEndMarker);
  if (start === -1 || end < start) {
    throw new Error(
      `${documentPath} has no ${readmeStartMarker} … ${readmeEndMarker} section: run the whole bench first.`,
    );
  }
  const lines = readme.slice(start, end).split('\n');
  return {
    lines,
    save: () => writeFile(documentPath, readme.slice(0, start) + lines.join('\n') + readme.slice(end)),
  };
}

/**
 * Replaces, in the bench section of docs/performance.md, the measures table's rows that start with `rowStart` and
 * the paragraph that starts with `paragraphStart` (or adds them after the table's last row).
 */
async function writePerformanceDocMeasure(
  documentPath: string,
  {
    rowStart,
    rows,
    paragraphStart,
    paragraph,
  }: { rowStart: string; rows: readonly string[]; paragraphStart: string; paragraph: string },
): Promise<void> {
  const { lines, save } = await benchSectionLines(documentPath);
  const rowIndex = lines.findIndex((line) => line.startsWith(rowStart));
  if (rowIndex !== -1) {
    let count = 1;
    while (lines[rowIndex + count]?.startsWith(rowStart)) count += 1;
    lines.splice(rowIndex, count, ...rows);
  } else {
    // After the last row of the measures table.
    const header = lines.findIndex((line) => line.startsWith('| Measure |'));
    if (header === -1) throw new Error(`${documentPath}'s bench section has no measures table.`);
    let last = header;
    while (lines[last + 1]?.startsWith('|')) last += 1;
    lines.splice(last + 1, 0, ...rows);
  }
  const paragraphIndex = lines.findIndex((line) => line.startsWith(paragraphStart));
  if (paragraphIndex !== -1) {
    lines[paragraphIndex] = paragraph;
  } else {
    // After the last paragraph that follows the measures table (the chart's), else after the table.
    const header = lines.findIndex((line) => line.startsWith('| Measure |'));
    let last = header;
    while (lines[last + 1]?.startsWith('|')) last += 1;
    const chartParagraphIndex = lines.findIndex((line) => line.startsWith(chartParagraphStart));
    if (chartParagraphIndex > last) last = chartParagraphIndex;
    lines.splice(last + 1, 0, '', paragraph);
  }
  await save();
}

export function totalGzip(files: readonly FileSize[]): number {
  return files.reduce((sum, file) => sum + file.gzipBytes, 0);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const bytes = (count: number) => count.toLocaleString('en-US');
const milliseconds = (value: number) => `${value.toFixed(0)} ms`;
const medianText = (value: number | null) => (value === null ? 'not measured' : milliseconds(value));

/**
 * The marketing page's scripts through loader.js: the elements' own (the same files as without the
 * loader) and the loader's, each with its budget.
 */
export function loaderSplit(files: readonly FileSize[]): { elements: number; loader: number } {
  const loader = totalGzip(files.filter((file) => file.file === 'loader.js'));
  return { elements: totalGzip(files) - loader, loader };
}

function fileTable(files: readonly FileSize[], caption: string): string[] {
  const rows = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return [
    `| ${caption} | Bytes | Gzip |`,
    '|---|--:|--:|',
    ...rows.map((file) => `| \`${file.file}\` | ${bytes(file.bytes)} | ${formatKb(file.gzipBytes)} |`),
    `| **Total** | ${bytes(rows.reduce((sum, file) => sum + file.bytes, 0))} | **${formatKb(totalGzip(rows))}** |`,
  ];
}

const quickPayRowsStart = '| Quick Pay dialog code (loaded on intent)';
const quickPayRowsEnd = '| Pointer arrival → focused';
const quickPaySectionStart = '**Loaded on intent**';
const quickPaySectionEnd = '> Timings vary';

const timingsOf = (runs: readonly ClickToFocusRun[]) =>
  runs.map((run) => run.milliseconds).filter((value): value is number => value !== null);
const pressMedian = (runs: readonly ClickToFocusRun[], measure: 'pressToFrame' | 'pressToFocus') =>
  median(runs.map((run) => run[measure]).filter((value): value is number => value !== null));

/**
 * The Quick Pay rows of the measures table: its code on intent and on opening, the click's medians (dated
 * when `--only quick-pay` measured them apart from the rest of the table).
 */
export function quickPayRows(results: QuickPayMeasure, measuredAlone?: { date: string }): string[] {
  const onIntent = totalGzip(results.scripts.onIntent);
  const onOpen = totalGzip(results.scripts.onOpen);
  const { cold, hover, warm } = results.clickToFocus;
  const coldMedian = median(timingsOf(cold));
  const warmMedian = median(timingsOf(warm));
  const coldFrame = pressMedian(cold, 'pressToFrame');
  const coldFocus = pressMedian(cold, 'pressToFocus');
  const hoverFocus = pressMedian(hover, 'pressToFocus');
  const goal = (value: number | null, limit: number) =>
    value === null ? 'not measured' : value <= limit ? 'met' : '**missed**';
  const cpu = `CPU ×${results.cpuThrottling}${measuredAlone ? ` (${measuredAlone.date})` : ''}`;
  return [
    `${quickPayRowsStart} | **${formatKb(onIntent)}** | ≤ ${formatKb(results.clickGoals.intentBytes)}: ` +
      `${onIntent <= results.clickGoals.intentBytes ? 'within' : '**over**'} |`,
    `| Quick Pay code loaded when the dialog opens | ${onOpen === 0 ? 'none (all loaded on intent)' : formatKb(onOpen)} | reported |`,
    `| Press → the dialog's frame on screen, cold, ${cpu} | **${medianText(coldFrame)}** | ` +
      `≤ ${milliseconds(results.clickGoals.frameMs)}: ${goal(coldFrame, results.clickGoals.frameMs)} |`,
    `| Press → 'Account Number' focused after a 150 ms hover, ${cpu} | **${medianText(hoverFocus)}** | ` +
      `≤ ${milliseconds(results.clickGoals.hoverFocusMs)}: ${goal(hoverFocus, results.clickGoals.hoverFocusMs)} |`,
    `| Press → 'Account Number' focused, cold (no hover), ${cpu} | **${medianText(coldFocus)}** | ` +
      `≤ ${milliseconds(results.clickGoals.coldFocusMs)}: ${goal(coldFocus, results.clickGoals.coldFocusMs)} |`,
    `${quickPayRowsEnd}, cold / dialog code already loaded (reference) | ${medianText(coldMedian)} / ${medianText(warmMedian)}` +
      `${coldMedian !== null && warmMedian ? ` (cold is ×${(coldMedian / warmMedian).toFixed(1)})` : ''} | reported |`,
  ];
}

/** The Quick Pay part of the report: its code on intent and on opening, the click's runs, the traces. */
export function quickPaySection(
  results: QuickPayMeasure,
  cores: string | undefined,
  /** Set when `--only quick-pay` measured this part apart from the rest of the section. */
  measuredAlone?: { date: string },
): string[] {
  const { cold, hover, warm } = results.clickToFocus;
  const failures = [...cold, ...hover, ...warm].filter((run) => run.milliseconds === null);
  const pressDelays = [...cold, ...warm]
    .map((run) => run.pressDelay)
    .filter((value): value is number => value !== null);
  const runList = (runs: readonly ClickToFocusRun[]) =>
    runs.map((run) => (run.milliseconds === null ? 'failed' : milliseconds(run.milliseconds))).join(', ');
  const levels = results.intentLevels;
  return [
    `${quickPaySectionStart} (the pointer moves onto the Quick Pay button)` +
      `${levels === undefined ? '' : `, in ${levels} round trip${levels === 1 ? '' : 's'} (the levels of its first chunk's static imports)`}:`,
    '',
    ...fileTable(results.scripts.onIntent, 'Chunk'),
    '',
    ...(results.scripts.onOpen.length > 0
      ? [
          '**Loaded when the dialog opens** (the click after that: the later steps, while the visitor types):',
          '',
          ...fileTable(results.scripts.onOpen, 'Chunk'),
          '',
        ]
      : []),
    `**Click to first field focused.** Each run loads \`/\` in a fresh browser context (empty cache), slows the` +
      ` CPU ×${results.cpuThrottling} (CDP \`Emulation.setCPUThrottlingRate\`) and clicks the button with a real` +
      ' mouse; the time runs, in the page with `performance.now()`, from the pointer reaching the button' +
      `${pressDelays.length > 0 ? ` (the press followed within ${milliseconds(Math.max(...pressDelays))})` : ''}` +
      " to focus landing in the 'Account Number' input inside the button's shadow root. Cold: nothing hovered" +
      ' before the click, so the click itself loads the dialog code. Warm: the pointer rested on the button until' +
      ' that code had loaded, then left, and came back to click. Cold and warm runs alternate after one discarded' +
      ' warm-up run.' +
      (measuredAlone
        ? ` Measured ${measuredAlone.date} by \`npm run bench -- --only quick-pay\`, apart from the rest of this section.`
        : ''),
    '',
    '| Click to focus (from the pointer’s arrival) | Runs | Median |',
    '|---|---|--:|',
    `| Cold | ${runList(cold)} | ${medianText(median(timingsOf(cold)))} |`,
    `| Hover 150 ms, then press | ${runList(hover)} | ${medianText(median(timingsOf(hover)))} |`,
    `| Warm | ${runList(warm)} | ${medianText(median(timingsOf(warm)))} |`,
    ...failures.map((run) => `\nA run failed: ${run.failure ?? 'the field was never focused'}.`),
    ...(results.scripts.openFailure ? [`\nNot measured: ${results.scripts.openFailure}.`] : []),
    ...(results.traces ? ['', ...clickTraceSection(results.traces, results.cpuThrottling)] : []),
    '',
    `${quickPaySectionEnd} on shared machines (this one has ${cores ?? 'few'} cores, shared with other work): compare` +
      ' them as ratios within one run (cold against warm), not as absolute numbers across runs or machines.' +
      ' Sizes are exact.',
  ];
}

/** How many of the sources of JavaScript time the trace table lists. */
const traceSources = 10;

/** Where the traced clicks' time went: the main thread by phase, JavaScript by source, the scripts waited for. */
function clickTraceSection(traces: NonNullable<QuickPayMeasure['traces']>, cpuThrottling: number): string[] {
  const runs = [
    ['Cold', traces.cold],
    ['After a 150 ms hover', traces.hover],
  ].filter((entry): entry is [string, ClickTrace] => entry[1] !== undefined);
  if (runs.length === 0) return [];
  const share = (value: number, trace: ClickTrace) =>
    `${value.toFixed(0)} ms (${((100 * value) / trace.pressToFocus).toFixed(0)} %)`;
  const phases = runs[0]![1].mainThread.map((entry) => entry.phase);
  const sources = [
    ...new Set(
      runs.flatMap(([, trace]) => trace.javaScript.slice(0, traceSources).map((entry) => entry.source)),
    ),
  ];
  const sourceMs = (trace: ClickTrace, source: string) =>
    trace.javaScript.find((entry) => entry.source === source)?.ms ?? 0;
  sources.sort((a, b) => sourceMs(runs[0]![1], b) - sourceMs(runs[0]![1], a));
  const columns = runs.map(([name]) => name).join(' | ');
  const rule = `|---|${runs.map(() => '--:').join('|')}|`;
  // Scripts that had arrived by the time of focus; any requested before it and still under way then are
  // the later steps' code, which the click did not wait for.
  const arrival = (trace: ClickTrace) => {
    const waited = trace.scripts.filter(
      (script) => script.arrived !== null && script.arrived <= trace.pressToFocus,
    );
    if (waited.length === 0) return 'none';
    const last = Math.max(...waited.map((script) => script.arrived!));
    const first = Math.min(...waited.map((script) => script.requested));
    const later = trace.scripts.length - waited.length;
    return (
      `${waited.length}, requested from ${first.toFixed(0)} ms, the last in at ${last.toFixed(0)} ms` +
      `${later > 0 ? ` (${later} more under way)` : ''}`
    );
  };
  return [
    `**Where the click's time goes**: ${traces.runs} more cold clicks and ${traces.runs} more clicks after the hover, traced` +
      ` (CDP \`Tracing\`, DevTools' timeline categories with V8's samples; tests/bench/click-trace.ts), CPU` +
      ` ×${cpuThrottling}, from the press to focus in the first field; of each kind, the click with the median` +
      ' time is shown. Tracing slows the page, so read each' +
      " column as shares of its own run. The main thread's time by what it did (compiling is what is left for" +
      " it once the script streamer has parsed a module in the background; evaluating is the modules' top-level" +
      " code; events, timers and promises are React's renders, the dialog's mount and the focus; other work is" +
      " the rest of the main thread's tasks, mostly loading the scripts), then the" +
      " JavaScript samples by the source of their function (the chunks' source maps), then the bundle's" +
      ' scripts the click waited for.',
    '',
    `| Main thread, press → focus | ${columns} |`,
    rule,
    `| **Press → focus, traced** | ${runs.map(([, trace]) => `**${milliseconds(trace.pressToFocus)}**`).join(' | ')} |`,
    ...phases.map(
      (phase) =>
        `| ${phase[0]!.toUpperCase()}${phase.slice(1)} | ${runs
          .map(([, trace]) => share(trace.mainThread.find((entry) => entry.phase === phase)?.ms ?? 0, trace))
          .join(' | ')} |`,
    ),
    `| Scripts waited for (ms from the press) | ${runs.map(([, trace]) => arrival(trace)).join(' | ')} |`,
    '',
    `| JavaScript by source | ${columns} |`,
    rule,
    ...sources.map(
      (source) =>
        `| ${source === garbageCollection ? source : `\`${source}\``} | ${runs
          .map(([, trace]) => milliseconds(sourceMs(trace, source)))
          .join(' | ')} |`,
    ),
  ];
}

/**
 * Puts the Quick Pay rows and part of a `--only quick-pay` run into the bench section of
 * docs/performance.md, in place of those of the last run, leaving the rest of the section as it is.
 */
export async function writePerformanceDocQuickPayMeasure(
  documentPath: string,
  results: QuickPayMeasure,
  cores: string | undefined,
  date: string,
): Promise<void> {
  const { lines, save } = await benchSectionLines(documentPath);
  const replace = (first: string, last: string, replacement: readonly string[]) => {
    const from = lines.findIndex((line) => line.startsWith(first));
    const to = lines.findIndex((line, index) => index >= from && line.startsWith(last));
    if (from === -1 || to === -1) {
      throw new Error(`${documentPath}'s bench section has no part from "${first}" to "${last}".`);
    }
    lines.splice(from, to - from + 1, ...replacement);
  };
  replace(quickPayRowsStart, quickPayRowsEnd, quickPayRows(results, { date }));
  replace(quickPaySectionStart, quickPaySectionEnd, quickPaySection(results, cores, { date }));
  await save();
}

/** The results as markdown: printed by the bench and kept in docs/performance.md. */
export function renderMarkdown(results: BenchResults): string {
  const beforeIntent = totalGzip(results.scripts.beforeIntent);
  const cores = results.machine.match(/(\d+) cores/)?.[1];
  const withinBudget = beforeIntent <= results.budgetBytes;
  const throughLoader = loaderSplit(results.throughLoader);
  const portalFirstScreen = totalGzip(results.portalFirstScreen);
  const portalWithinBudget = portalFirstScreen <= results.portalBudgetBytes;

  const lines = [
    `Last run ${results.date} on ${results.machine}; the whole bench took ${results.durationSeconds.toFixed(0)} s` +
      ` (${results.built ? 'including the Vite build' : 'on the bundle already in dist/widgets'}).` +
      ' Sizes are gzip level 9 of the bytes the browser received (1 KB = 1,024 bytes).' +
      ' Refresh this section with `npm run bench -- --write-docs`.',
    '',
    '| Measure | Result | Budget |',
    '|---|--:|---|',
    `| Marketing page JS before intent | **${formatKb(beforeIntent)}** (${bytes(beforeIntent)} bytes) | ` +
      `≤ ${formatKb(results.budgetBytes)}: ${withinBudget ? 'within' : '**OVER BUDGET**'} |`,
    `| The same page through \`loader.js\` (\`/loader.html\`): the elements' scripts | **${formatKb(throughLoader.elements)}** | ` +
      `≤ ${formatKb(results.budgetBytes)}: ${throughLoader.elements <= results.budgetBytes ? 'within' : '**OVER BUDGET**'} |`,
    `| \`loader.js\` itself (its table of ${results.elementTags} tags) | **${formatKb(throughLoader.loader)}** | ` +
      `≤ ${formatKb(results.loaderBudgetBytes)}: ${throughLoader.loader <= results.loaderBudgetBytes ? 'within' : '**OVER BUDGET**'} |`,
    `| The same page through \`loader.js\`, in all | ${formatKb(throughLoader.elements + throughLoader.loader)} | reported |`,
    `| \`<coop-portal>\` first screen JS (\`/portal.html#/home\`) | **${formatKb(portalFirstScreen)}** | ` +
      `≤ ${formatKb(results.portalBudgetBytes)}: ${portalWithinBudget ? 'within' : '**OVER BUDGET**'} |`,
    ...quickPayRows(results),
    chartRow(results.chart, results.chartBudgetMs),
    ...usageRows(results.usage),
    '',
    chartParagraph(results.chart, results.date, false),
    '',
    usageParagraph(results.usage, results.date, false),
    '',
    ...(results.lighthouse
      ? lighthouseSection(results.lighthouse)
      : ['Lighthouse was skipped in this run (`--no-lighthouse`).']),
    '',
    "**Marketing page (`/`) before intent**: every script of the bundle requested while the page loads, until the network is idle (the demo site's own language and scheme switch, `/demo-switch.js`, is the site's and not counted, here or below).",
    '',
    ...fileTable(results.scripts.beforeIntent, 'Script'),
    '',
    '**The same page through `loader.js`** (`/loader.html`), before intent:',
    '',
    ...fileTable(results.throughLoader, 'Script'),
    '',
    '**Portal first screen** (`/portal.html#/home`, signed out): every script of the bundle until the network is idle.',
    '',
    ...fileTable(results.portalFirstScreen, 'Script'),
    '',
    '**Account overview** (`/portal.html#/accountoverview`, Jordan Rivera signed in, detailed layout): every script of the bundle until the network is idle.',
    '',
    ...fileTable(results.overviewFirstScreen, 'Script'),
    '',
    '| Library loaded only where used | On the overview’s first screen |',
    '|---|---|',
    ...onDemandLibraries.map(
      ([name, pattern]) =>
        `| ${name} | ${results.overviewFirstScreen.some((file) => pattern.test(file.file)) ? 'loaded (its screen shows it)' : 'not loaded'} |`,
    ),
    '',
    `**Route screens' own chunks** (budget ${formatKb(results.routeBudgetBytes)} gzip each):`,
    '',
    '| Screen | Chunk | Gzip | Budget |',
    '|---|---|--:|---|',
    ...results.routeChunks.map(({ screen, chunk }) =>
      chunk
        ? `| ${screen} | \`${chunk.file}\` | ${formatKb(chunk.gzipBytes)} | ${chunk.gzipBytes <= results.routeBudgetBytes ? 'within' : '**over**'} |`
        : `| ${screen} | not found | | |`,
    ),
    '',
    ...quickPaySection(results, cores),
    '',
    '**Widget entries** (`coop-*.js` of the widget bundle): the entry alone and with the chunks it imports statically.',
    '',
    '| Entry | Bytes | Gzip | Gzip with static imports |',
    '|---|--:|--:|--:|',
    ...results.bundle.entries.map(
      (entry) =>
        `| \`${entry.file}\` | ${bytes(entry.bytes)} | ${formatKb(entry.gzipBytes)} | ${formatKb(entry.gzipWithStaticImports)} |`,
    ),
    '',
    `**Largest chunks** (${Math.min(results.largestChunks, results.bundle.chunks.length)} of ${results.bundle.chunks.length}):`,
    '',
    '| Chunk | Bytes | Gzip |',
    '|---|--:|--:|',
    ...results.bundle.chunks
      .slice(0, results.largestChunks)
      .map((chunk) => `| \`${chunk.file}\` | ${bytes(chunk.bytes)} | ${formatKb(chunk.gzipBytes)} |`),
  ];
  return lines.join('\n');
}

/**
 * Puts `markdown` between the bench markers of docs/performance.md (or, the first time, in place of the
 * placeholder line), leaving the rest of the file as it is.
 */
export async function writePerformanceDocSection(documentPath: string, markdown: string): Promise<void> {
  await writeBetweenMarkers(documentPath, readmeStartMarker, readmeEndMarker, markdown, readmePlaceholder);
}

/**
 * Puts `markdown` between `startMarker` and `endMarker` in the document (or, the first time, in place of
 * `placeholder`), leaving the rest of the file as it is.
 */
export async function writeBetweenMarkers(
  documentPath: string,
  startMarker: string,
  endMarker: string,
  markdown: string,
  placeholder?: string,
): Promise<void> {
  const document = await readFile(documentPath, 'utf8');
  const section = `${startMarker}\n${markdown}\n${endMarker}`;
  const start = document.indexOf(startMarker);
  const end = document.indexOf(endMarker);
  let updated: string;
  if (start !== -1 && end > start) {
    updated = document.slice(0, start) + section + document.slice(end + endMarker.length);
  } else if (placeholder && document.includes(placeholder)) {
    updated = document.replace(placeholder, section);
  } else {
    throw new Error(
      `${documentPath} has neither the ${startMarker} … ${endMarker} markers${placeholder ? ` nor ${placeholder}` : ''}.`,
    );
  }
  await writeFile(documentPath, updated);
}
