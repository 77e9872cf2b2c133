import { describeValue } from '../validator.ts';
import { type CheckResult, type Failure, tally } from './results.ts';

/** Where a run went and when, at the head of every report. */
export interface RunHeading {
  readonly apiBase: string;
  readonly applicationId: string;
  readonly startedAt: Date;
  readonly durationMs: number;
}

const describeFailure = (failure: Failure) =>
  `${failure.part} ${failure.field}: ${failure.problem}${
    failure.value === undefined ? '' : ` (found ${describeValue(failure.value)})`
  }`;

const marks = { pass: 'pass', fail: 'FAIL', skip: 'skip' } as const;

/** The report a person reads: each check on a line, what failed under it, the counts at the end. */
export function textReport(heading: RunHeading, results: readonly CheckResult[]): string {
  const lines = [`coop-contract-check: ${heading.apiBase} (ApplicationId ${heading.applicationId})`];
  let group: string | undefined;
  for (const result of results) {
    if (result.group !== group) {
      group = result.group;
      lines.push('', group);
    }
    const what =
      result.outcome === 'skip'
        ? `skipped: ${result.reason ?? ''}`
        : `${result.request ?? ''} → ${result.status ?? 'no answer'}`;
    lines.push(`  ${marks[result.outcome]}  ${result.name}  ${what}`.trimEnd());
    for (const failure of result.failures) lines.push(`          ${describeFailure(failure)}`);
  }
  const { passed, failed, skipped } = tally(results);
  lines.push(
    '',
    `${passed} passed, ${failed} failed, ${skipped} skipped (${(heading.durationMs / 1000).toFixed(1)} s)`,
  );
  return `${lines.join('\n')}\n`;
}

/** The report as JSON, for a script. */
export function jsonReport(heading: RunHeading, results: readonly CheckResult[]): string {
  return `${JSON.stringify(
    {
      apiBase: heading.apiBase,
      applicationId: heading.applicationId,
      startedAt: heading.startedAt.toISOString(),
      durationMs: heading.durationMs,
      ...tally(results),
      results,
    },
    null,
    2,
  )}\n`;
}

const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The report as JUnit XML, which CI services show as a test run: one suite per group. */
export function junitReport(heading: RunHeading, results: readonly CheckResult[]): string {
  const groups = [...new Set(results.map((result) => result.group))];
  const totals = tally(results);
  const suites = groups.map((group) => {
    const members = results.filter((result) => result.group === group);
    const counts = tally(members);
    const cases = members.map((result) => {
      const name = xml(result.request ? `${result.name} (${result.request})` : result.name);
      const open = `    <testcase classname="${xml(`coop-contract-check.${group}`)}" name="${name}">`;
      if (result.outcome === 'pass') return `${open}</testcase>`;
      if (result.outcome === 'skip')
        return `${open}<skipped message="${xml(result.reason ?? '')}"/></testcase>`;
      const detail = result.failures.map(describeFailure);
      return `${open}\n      <failure message="${xml(detail[0] ?? 'failed')}">${xml(detail.join('\n'))}</failure>\n    </testcase>`;
    });
    return [
      `  <testsuite name="${xml(group)}" tests="${members.length}" failures="${counts.failed}" skipped="${counts.skipped}" timestamp="${heading.startedAt.toISOString()}">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="coop-contract-check ${xml(heading.apiBase)}" tests="${results.length}" failures="${totals.failed}" skipped="${totals.skipped}" time="${(heading.durationMs / 1000).toFixed(3)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
