import { readFile, writeFile } from 'node:fs/promises';
import type { ClickToFocusRun, MarketingPageScripts } from './browser.ts';
import { formatKb, type BundleSizes, type FileSize } from './sizes.ts';

export const readmeStartMarker = '<!-- bench:start -->';
export const readmeEndMarker = '<!-- bench:end -->';
const readmePlaceholder = 'BUDGETS_PLACEHOLDER';

export interface BenchResults {
  /** yyyy-mm-dd */
  date: string;
  machine: string;
  /** The bundle was built by this run (not taken from dist/widgets as it was). */
  built: boolean;
  durationSeconds: number;
  budgetBytes: number;
  scripts: MarketingPageScripts;
  /** Every script `<coop-portal>` loads to show its home screen. */
  portalFirstScreen: FileSize[];
  portalBudgetBytes: number;
  clickToFocus: ClickToFocus;
  cpuThrottling: number;
  bundle: BundleSizes;
  /** How many of the largest chunks to list. */
  largestChunks: number;
  /** Every script the account overview loads for a signed-in member (`/portal.html#/accountoverview`). */
  overviewFirstScreen: FileSize[];
  /** The route screens' own chunks, with the budget of each (DESIGN.md §9: 30 KB gzip). */
  routeChunks: Array<{ screen: string; chunk: FileSize | undefined }>;
  routeBudgetBytes: number;
}

/** The chunks of the libraries that only some screens may load (DESIGN.md §9). */
const onDemandLibraries: Array<[string, RegExp]> = [
  ['uPlot (charts)', /uPlot|uplot/],
  ['pdf.js (PDF viewer)', /pdf-document|pdfjs|pdf\.worker/],
  ['qrcode', /qrcode/i],
];

export interface ClickToFocus {
  /** The dialog code loads because of the click itself. */
  cold: ClickToFocusRun[];
  /** The dialog code was loaded on intent beforehand: the reference within the same run. */
  warm: ClickToFocusRun[];
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

function fileTable(files: readonly FileSize[], caption: string): string[] {
  const rows = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return [
    `| ${caption} | Bytes | Gzip |`,
    '|---|--:|--:|',
    ...rows.map((file) => `| \`${file.file}\` | ${bytes(file.bytes)} | ${formatKb(file.gzipBytes)} |`),
    `| **Total** | ${bytes(rows.reduce((sum, file) => sum + file.bytes, 0))} | **${formatKb(totalGzip(rows))}** |`,
  ];
}

/** The results as markdown: printed by the bench and kept in the README's "Performance budgets" section. */
export function renderMarkdown(results: BenchResults): string {
  const beforeIntent = totalGzip(results.scripts.beforeIntent);
  const onIntent = totalGzip(results.scripts.onIntent);
  const onOpen = totalGzip(results.scripts.onOpen);
  const timingsOf = (runs: readonly ClickToFocusRun[]) =>
    runs.map((run) => run.milliseconds).filter((value): value is number => value !== null);
  const coldMedian = median(timingsOf(results.clickToFocus.cold));
  const warmMedian = median(timingsOf(results.clickToFocus.warm));
  const failures = [...results.clickToFocus.cold, ...results.clickToFocus.warm].filter(
    (run) => run.milliseconds === null,
  );
  const pressDelays = [...results.clickToFocus.cold, ...results.clickToFocus.warm]
    .map((run) => run.pressDelay)
    .filter((value): value is number => value !== null);
  const runList = (runs: readonly ClickToFocusRun[]) =>
    runs.map((run) => (run.milliseconds === null ? 'failed' : milliseconds(run.milliseconds))).join(', ');
  const cores = results.machine.match(/(\d+) cores/)?.[1];
  const withinBudget = beforeIntent <= results.budgetBytes;
  const portalFirstScreen = totalGzip(results.portalFirstScreen);
  const portalWithinBudget = portalFirstScreen <= results.portalBudgetBytes;

  const lines = [
    `Last run ${results.date} on ${results.machine}; the whole bench took ${results.durationSeconds.toFixed(0)} s` +
      ` (${results.built ? 'including the Vite build' : 'on the bundle already in dist/widgets'}).` +
      ' Sizes are gzip level 9 of the bytes the browser received (1 KB = 1,024 bytes).' +
      ' Refresh this section with `npm run bench -- --write-readme`.',
    '',
    '| Measure | Result | Budget |',
    '|---|--:|---|',
    `| Marketing page JS before intent | **${formatKb(beforeIntent)}** (${bytes(beforeIntent)} bytes) | ` +
      `≤ ${formatKb(results.budgetBytes)}: ${withinBudget ? 'within' : '**OVER BUDGET**'} |`,
    `| \`<coop-portal>\` first screen JS (\`/portal.html#/home\`) | **${formatKb(portalFirstScreen)}** | ` +
      `≤ ${formatKb(results.portalBudgetBytes)}: ${portalWithinBudget ? 'within' : '**OVER BUDGET**'} |`,
    `| Quick Pay dialog code (loaded on intent) | ${formatKb(onIntent)} | reported |`,
    `| Quick Pay code loaded when the dialog opens | ${onOpen === 0 ? 'none (all loaded on intent)' : formatKb(onOpen)} | reported |`,
    `| Click → 'Account Number' focused (dialog code not yet loaded), CPU ×${results.cpuThrottling}, ` +
      `median of ${results.clickToFocus.cold.length} | **${medianText(coldMedian)}** | reported, never asserted |`,
    `| The same with the dialog code loaded on intent beforehand (reference) | ${medianText(warmMedian)}` +
      `${coldMedian !== null && warmMedian ? ` (cold is ×${(coldMedian / warmMedian).toFixed(1)})` : ''} | reported |`,
    '',
    '**Marketing page (`/`) before intent**: every script requested while the page loads, until the network is idle.',
    '',
    ...fileTable(results.scripts.beforeIntent, 'Script'),
    '',
    '**Portal first screen** (`/portal.html#/home`, signed out): every script until the network is idle.',
    '',
    ...fileTable(results.portalFirstScreen, 'Script'),
    '',
    '**Account overview** (`/portal.html#/accountoverview`, Jordan Rivera signed in, detailed layout): every script until the network is idle.',
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
    '**Loaded on intent** (the pointer moves onto the Quick Pay button):',
    '',
    ...fileTable(results.scripts.onIntent, 'Chunk'),
    '',
    ...(results.scripts.onOpen.length > 0
      ? [
          '**Loaded when the dialog opens** (the click after that):',
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
      ' warm-up run.',
    '',
    '| Click to focus | Runs | Median |',
    '|---|---|--:|',
    `| Cold | ${runList(results.clickToFocus.cold)} | ${medianText(coldMedian)} |`,
    `| Warm | ${runList(results.clickToFocus.warm)} | ${medianText(warmMedian)} |`,
    ...failures.map((run) => `\nA run failed: ${run.failure ?? 'the field was never focused'}.`),
    ...(results.scripts.openFailure ? [`\nNot measured: ${results.scripts.openFailure}.`] : []),
    '',
    `> Timings vary on shared machines (this one has ${cores ?? 'few'} cores, shared with other work): compare` +
      ' them as ratios within one run (cold against warm), not as absolute numbers across runs or machines.' +
      ' Sizes are exact.',
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
 * Puts `markdown` between the bench markers of the README (or, the first time, in place of the
 * placeholder line), leaving the rest of the file as it is.
 */
export async function writeReadmeSection(readmePath: string, markdown: string): Promise<void> {
  const readme = await readFile(readmePath, 'utf8');
  const section = `${readmeStartMarker}\n${markdown}\n${readmeEndMarker}`;
  const start = readme.indexOf(readmeStartMarker);
  const end = readme.indexOf(readmeEndMarker);
  let updated: string;
  if (start !== -1 && end > start) {
    updated = readme.slice(0, start) + section + readme.slice(end + readmeEndMarker.length);
  } else if (readme.includes(readmePlaceholder)) {
    updated = readme.replace(readmePlaceholder, section);
  } else {
    throw new Error(
      `${readmePath} has neither the ${readmeStartMarker} … ${readmeEndMarker} markers nor ${readmePlaceholder}.`,
    );
  }
  await writeFile(readmePath, updated);
}
