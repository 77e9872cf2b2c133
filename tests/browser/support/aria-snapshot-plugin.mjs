// The `aria-snapshot` browser-test command: what a screen reader is given (roles, names, states, headings
// and their levels, landmarks, live regions), as Playwright's ARIA snapshot writes it, kept beside the
// test in `__snapshots__/<name>.aria.yml` and compared, so that a lost name, role or level fails CI.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { refuseOnSharedPage } from './test-pages.mjs';

/** The command that creates a missing snapshot, and rewrites the ones that differ, on purpose. */
export const updateCommand = 'COOP_UPDATE_ARIA_SNAPSHOTS=1 npm run test:browser -- <test files>';

const months =
  'January|February|March|April|May|June|July|August|September|October|November|December|' +
  'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec';
const weekdays =
  'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun';
const units = 'minutes?|hours?|days?|weeks?|months?';

/**
 * What differs from one day's run to the next, each replaced by a marker that names it: the simulator
 * serves every date relative to today (docs/demo-data.md), and a month's length or name changes the
 * text, not the structure. The order matters: a whole date goes before its parts. A marker is a
 * replacement pattern (`$1` a group, `$$` a dollar sign).
 */
export const ariaNormalizations = [
  // The test server's address (its port is the run's choice) and the runner's session of the page, in
  // a link's URL.
  { marker: '<origin>', pattern: /\bhttps?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?/g },
  { marker: 'wtr-session-id=<session>', pattern: /\bwtr-session-id=[\w-]+/g },
  {
    // React's useId (`«r1»`, `:r1:`, `_r_1_`) and the simulator's generated references, where a name
    // or a link carries them.
    marker: '<id>',
    pattern:
      /«r[0-9a-z]+»|:r[0-9a-z]+:|\b_r_[0-9a-z]+_\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g,
  },
  {
    // 2026-11-29, 2026-11-29T08:00:00Z (a link's query, a datetime).
    marker: '<date>',
    pattern: /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?\b/g,
  },
  {
    // 11/29/2026, 11/29/26, 11-29-2026.
    marker: '<date>',
    pattern: /\b\d{1,2}([/-])\d{1,2}\1(?:\d{4}|\d{2})\b/g,
  },
  {
    // Friday, November 29, 2026 · Nov 29, 2026 · November 29 · Nov. 29th (a weekday, if any, goes too).
    marker: '<date>',
    pattern: new RegExp(
      `\\b(?:(?:${weekdays}),? )?(?:${months})\\.? \\d{1,2}(?:st|nd|rd|th)?\\b(?:,? \\d{4}\\b)?`,
      'g',
    ),
  },
  {
    // 29 November 2026 (day first).
    marker: '<date>',
    pattern: new RegExp(`\\b\\d{1,2} (?:${months})\\.?(?: \\d{4}\\b)?`, 'g'),
  },
  {
    // 11/2026 (a chart's month).
    marker: '<month>',
    pattern: /\b\d{1,2}\/\d{4}\b/g,
  },
  {
    // November 2026, Nov 2026, Nov '26 (a bill's or a chart's month).
    marker: '<month>',
    pattern: new RegExp(`\\b(?:${months})\\.?,? (?:\\d{4}|'\\d{2})\\b`, 'g'),
  },
  {
    // A month or a weekday alone: a chart's axis or a table's row.
    marker: '<month>',
    pattern: new RegExp(`\\b(?:${months})\\b\\.?`, 'g'),
  },
  { marker: '<weekday>', pattern: new RegExp(`\\b(?:${weekdays})\\b\\.?`, 'g') },
  {
    // 3:45 PM, 3:45:12 p.m., 15:45 (with its zone, if written).
    marker: '<time>',
    pattern: /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?(?:[AaPp]\.?[Mm]\.?))?(?:\s(?:[A-Z]{2,4}T|UTC|GMT[+-]?\d*))?/g,
  },
  {
    // Counts from today: '3 days ago', 'in 12 days', '5 days left', 'due in 1 day'.
    marker: '<count> $1',
    pattern: new RegExp(`\\b\\d+ (${units})\\b(?= ago| left| remaining| from now| until| past)`, 'g'),
  },
  { marker: 'in <count> $1', pattern: new RegExp(`\\bin \\d+ (${units})\\b`, 'g') },
  {
    // A year near this one (a refund's, a copyright's), not a figure's digits; a founding year stays.
    marker: '<year>',
    pattern: /(?<![\d.,$])\b\d{4}\b(?![\d%]|[.,]\d)/g,
    when: (year) => Math.abs(Number(year) - new Date().getFullYear()) <= 30,
  },
  {
    // Amounts: a bill follows its month's usage, which follows the season.
    marker: '$$<amount>',
    pattern: /\$\s?\d[\d,]*(?:\.\d{2})?\b/g,
  },
  {
    // Measured quantities and shares: readings and temperatures are the day's.
    marker: '<n> $1',
    pattern: /\b\d[\d,]*(?:\.\d+)? ?(kWh|kW|°F|°C|[Gg]allons|CCF|[Tt]herms)(?![\w])/g,
  },
  { marker: '<n>%', pattern: /\b\d+(?:\.\d+)?%/g },
];

/** Applies every normalization to the snapshot's text; the structure (indentation, roles) is untouched. */
export function normalizeAriaSnapshot(snapshot) {
  const text = snapshot.replace(/\r\n/g, '\n').trimEnd();
  return ariaNormalizations.reduce(
    (result, { marker, pattern, when }) =>
      when
        ? result.replace(pattern, (match) => (when(match) ? marker : match))
        : result.replace(pattern, marker),
    text,
  );
}

/**
 * A unified diff of two texts by lines (`-` kept, `+` now), with `context` lines around each change:
 * a longest common subsequence, ample for a snapshot of a few hundred lines.
 */
export function unifiedLineDiff(expected, actual, { context = 3, from = 'kept', to = 'now' } = {}) {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1] + 1
          : Math.max(common[(i + 1) * width + j], common[i * width + j + 1]);
    }
  }
  /** Each line with its kind and its numbers in both texts (1-based). */
  const lines = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: ' ', text: a[i], old: (i += 1), new: (j += 1) });
    } else if (i < a.length && (j === b.length || common[(i + 1) * width + j] >= common[i * width + j + 1])) {
      lines.push({ kind: '-', text: a[i], old: (i += 1), new: j });
    } else {
      lines.push({ kind: '+', text: b[j], old: i, new: (j += 1) });
    }
  }
  const changed = lines.flatMap((line, index) => (line.kind === ' ' ? [] : [index]));
  if (changed.length === 0) return '';
  /** Ranges of `lines` to print: each change with its context, overlapping ones merged. */
  const hunks = [];
  for (const index of changed) {
    const start = Math.max(0, index - context);
    const end = Math.min(lines.length, index + context + 1);
    const last = hunks.at(-1);
    if (last && start <= last.end) last.end = end;
    else hunks.push({ start, end });
  }
  const out = [`--- ${from}`, `+++ ${to}`];
  for (const { start, end } of hunks) {
    const slice = lines.slice(start, end);
    const oldLines = slice.filter((line) => line.kind !== '+');
    const newLines = slice.filter((line) => line.kind !== '-');
    const oldStart = oldLines.length > 0 ? oldLines[0].old : slice[0].old;
    const newStart = newLines.length > 0 ? newLines[0].new : slice[0].new;
    out.push(`@@ -${oldStart},${oldLines.length} +${newStart},${newLines.length} @@`);
    for (const line of slice) out.push(`${line.kind}${line.text}`);
  }
  return out.join('\n');
}

/** A snapshot name becomes a file name: no folders, nothing a shell or another system would mind. */
const namePattern = /^[a-z0-9][a-z0-9.-]*$/;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `set-page-time { time }` sets the clock of the test's page (its Date, its timers keep running), for a
 * screen whose figures, not only its dates, are the day's (the usage tracker's readings): a file of
 * its own, as the page keeps it.
 *
 * `aria-snapshot { selector, name, testFile?, write?, settleMs? }` → `{ status, file, message, diff?,
 * snapshot }`. It compares the normalized snapshot of the one element `selector` matches (CSS, through
 * open shadow roots; an element's dialogs render in its root, so they are part of it) with
 * `<test file's folder>/__snapshots__/<name>.aria.yml`, the test file being the one the browser names
 * (the caller's, which a shared page's session does not tell), else the session's. It never throws: the
 * browser side fails the test on any status but `matched`, `written` and `updated`. A snapshot is
 * written only with COOP_UPDATE_ARIA_SNAPSHOTS=1 (missing: created; different: rewritten), so CI never
 * writes one; `write: false` only reports (the test that proves the comparison fails).
 */
export function ariaSnapshotPlugin({ update = process.env.COOP_UPDATE_ARIA_SNAPSHOTS === '1' } = {}) {
  return {
    name: 'coop-aria-snapshot',
    async executeCommand({ command, payload, session }) {
      if (command === 'set-page-time') {
        refuseOnSharedPage(command, session.testFile);
        // Playwright's clock, flowing from `time`: the page's context is its own, so no other file's.
        await session.browser.getPage(session.id).clock.setSystemTime(new Date(payload.time));
        return true;
      }
      if (command !== 'aria-snapshot') return undefined;
      const { selector, name, write = true, settleMs = 2000 } = payload ?? {};
      const testFile = payload?.testFile ? resolve(process.cwd(), payload.testFile) : session.testFile;
      if (typeof name !== 'string' || !namePattern.test(name)) {
        return { status: 'error', message: `A snapshot name is lower case, digits, '.' and '-': ${name}` };
      }
      const file = join(dirname(testFile), '__snapshots__', `${name}.aria.yml`);
      const shown = relative(process.cwd(), file);
      const locator = session.browser.getPage(session.id).locator(selector);
      const take = async () => `${normalizeAriaSnapshot(await locator.ariaSnapshot({ timeout: 5000 }))}\n`;

      let snapshot;
      try {
        snapshot = await take();
      } catch (error) {
        return {
          status: 'error',
          file: shown,
          message: `No ARIA snapshot of '${selector}': ${error.message}`,
        };
      }
      const kept = await readFile(file, 'utf8').catch((error) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      // A screen still settling (a late answer, a chunk of code on its way) gets the time Playwright's
      // toMatchAriaSnapshot gives it: taken again until it matches. One to be written is taken again
      // until it holds still.
      const canWrite = write && update;
      const deadline = Date.now() + settleMs;
      for (let previous; snapshot !== kept && Date.now() < deadline;) {
        if (kept === undefined || canWrite) {
          if (snapshot === previous) break;
          previous = snapshot;
        }
        await pause(kept === undefined || canWrite ? 250 : 100);
        snapshot = await take();
      }
      if (snapshot === kept) return { status: 'matched', file: shown, message: `${shown} matches`, snapshot };

      if (canWrite) {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, snapshot);
      }
      if (kept === undefined) {
        return canWrite
          ? { status: 'written', file: shown, message: `${shown} written`, snapshot }
          : {
              status: 'missing',
              file: shown,
              message: `No ARIA snapshot ${shown}: create it with ${updateCommand} and review it.`,
              snapshot,
            };
      }
      const diff = unifiedLineDiff(kept.trimEnd(), snapshot.trimEnd(), {
        from: `${shown} (kept)`,
        to: `'${selector}' (now)`,
      });
      if (canWrite) return { status: 'updated', file: shown, message: `${shown} rewritten`, diff, snapshot };
      const keptLines = kept.split('\n');
      const nowLines = snapshot.split('\n');
      const differing = keptLines.findIndex((line, index) => line !== nowLines[index]);
      const firstLine = (differing === -1 ? keptLines.length : differing) + 1;
      return {
        status: 'mismatched',
        file: shown,
        message:
          `The ARIA snapshot of '${selector}' differs from ${shown} (first at line ${firstLine}):\n${diff}\n` +
          `If the change is intended, update it with ${updateCommand} and review the file's diff.`,
        diff,
        snapshot,
      };
    },
  };
}
