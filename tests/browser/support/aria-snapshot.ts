import { executeServerCommand } from '@web/test-runner-commands';
import { mountedElement } from './mount-element.ts';

/** What the `aria-snapshot` command (aria-snapshot-plugin.mjs) reports. */
export interface AriaSnapshotResult {
  readonly status: 'matched' | 'written' | 'updated' | 'missing' | 'mismatched' | 'error';
  /** The snapshot file, relative to the project. */
  readonly file?: string;
  readonly message: string;
  /** A unified diff, kept (`-`) against now (`+`), when the snapshot differs. */
  readonly diff?: string;
  /** The normalized snapshot as taken. */
  readonly snapshot?: string;
}

export interface AriaSnapshotOptions {
  /** False: only compare and report, never write the file (even with COOP_UPDATE_ARIA_SNAPSHOTS=1). */
  readonly write?: boolean;
  /** How long a differing snapshot is taken again while the screen settles (2 s by default). */
  readonly settleMs?: number;
}

function mountedSelector(): string {
  const element = mountedElement();
  if (!element) throw new Error('Nothing is mounted: name the element to snapshot with a selector');
  return element.localName;
}

/**
 * The test file that called, read off the stack: its snapshots sit beside it. On a shared page
 * (tests/browser/support/test-pages.mjs) the runner's session names the page, not the file. Called
 * before anything is awaited, while the caller is still on the stack.
 */
function callingTestFile(): string | undefined {
  return /\/(tests\/browser\/(?!\.pages\/)[^?:)\s]+\.test\.tsx?)/.exec(new Error().stack ?? '')?.[1];
}

/**
 * Compares the ARIA snapshot of the element `selector` matches (through open shadow roots) with
 * `__snapshots__/<name>.aria.yml` beside the test file, and reports how it went, without failing.
 */
export function compareAriaSnapshot(
  name: string,
  selector: string = mountedSelector(),
  options: AriaSnapshotOptions = {},
): Promise<AriaSnapshotResult> {
  const testFile = callingTestFile();
  return executeServerCommand<AriaSnapshotResult, object>('aria-snapshot', {
    name,
    selector,
    ...(testFile ? { testFile } : {}),
    ...options,
  });
}

/**
 * Fails unless what a screen reader is given by the element (the mounted one by default) (roles,
 * names, states, headings and levels, landmarks, live regions) matches the snapshot kept as
 * `__snapshots__/<name>.aria.yml`: a missing or differing snapshot fails with how to write it;
 * `COOP_UPDATE_ARIA_SNAPSHOTS=1` writes it instead, for the change to be reviewed.
 */
export async function expectAriaSnapshot(name: string, selector: string = mountedSelector()): Promise<void> {
  const result = await compareAriaSnapshot(name, selector);
  if (result.status === 'matched' || result.status === 'written' || result.status === 'updated') return;
  throw new Error(result.message);
}

/**
 * From now on the page's clock reads `time` (an ISO date-time with its offset) and flows on from it:
 * for a snapshot of a screen whose figures are the day's (readings, projections), which no text
 * normalization can make the same every day. The page keeps it to its end: the calling test file keeps a
 * page to itself (`// browser-test-page: own`, tests/browser/support/test-pages.mjs).
 */
export async function setPageTime(time: string): Promise<void> {
  await executeServerCommand('set-page-time', { time });
}
