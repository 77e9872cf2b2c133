import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Checks the locked runtime dependencies (package.json's `dependencies`, the code the bundle ships to
 * members' browsers) against the registry's advisories, and fails on a high or critical one:
 *
 *   npm run audit:deps    (.ci/run runs it after `npm ci`)
 *
 * The advisories live on the registry, so a machine that cannot reach it (no network, a mirror without
 * the audit endpoint, no answer in time) skips the check with one line saying why instead of failing:
 * the rest of the pipeline does not depend on the network. Any other failure of npm audit fails.
 */

/** Long enough for a slow registry, short enough that an unreachable one does not hold up CI. */
export const auditTimeoutSeconds = 30;

const failingSeverities: ReadonlySet<string> = new Set(['high', 'critical']);

/** One advisory of npm audit's report (`auditReportVersion: 2`), as `via` lists it. */
interface AuditAdvisory {
  readonly name: string;
  readonly title: string;
  readonly url: string;
  readonly severity: string;
}

/** One vulnerable package: `via` holds its own advisories, or the names of the vulnerable packages it depends on. */
interface AuditVulnerability {
  readonly name: string;
  readonly severity: string;
  readonly via: ReadonlyArray<AuditAdvisory | string>;
  /** The packages that are vulnerable because they depend on this one. */
  readonly effects: readonly string[];
}

/** What `npm audit --json` prints when it could not audit (`statusCode` when the registry answered an error). */
interface AuditFailure {
  readonly message?: string;
  readonly statusCode?: number;
  readonly error?: { readonly code?: string; readonly summary?: string; readonly detail?: string };
}

export interface AuditFinding {
  readonly packageName: string;
  readonly severity: string;
  readonly title: string;
  readonly url: string;
  /** The runtime dependencies that pull the package in, when it is not one itself. */
  readonly through: readonly string[];
}

export type AuditVerdict =
  | { readonly outcome: 'passed'; readonly auditedPackages: number | undefined }
  | { readonly outcome: 'failed'; readonly findings: readonly AuditFinding[] }
  | { readonly outcome: 'skipped'; readonly reason: string }
  | { readonly outcome: 'broken'; readonly reason: string };

export interface AuditRun {
  /** npm audit's standard output: its JSON report, or its JSON account of why it could not audit. */
  readonly stdout: string;
  /** The run was stopped at `auditTimeoutSeconds`. */
  readonly timedOut: boolean;
}

/** Errors of reaching the registry (as Node and npm's fetch word them), as opposed to errors of the project. */
const unreachableRegistry =
  /request to \S+ failed|network timeout|socket hang up|\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|EPROTO|CERT_\w+|UNABLE_TO_\w+|SELF_SIGNED_CERT\w*)\b/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAdvisory = (via: AuditAdvisory | string): via is AuditAdvisory => typeof via !== 'string';

/** Decides what one run of `npm audit --omit=dev --json` means for the build. */
export function judgeAudit(run: AuditRun): AuditVerdict {
  if (run.timedOut) {
    return { outcome: 'skipped', reason: `the registry did not answer within ${auditTimeoutSeconds} s` };
  }
  let report: unknown;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    return { outcome: 'broken', reason: 'npm audit printed no JSON report' };
  }
  if (!isRecord(report)) return { outcome: 'broken', reason: 'npm audit printed no JSON report' };
  if (isRecord(report.vulnerabilities)) return judgeReport(report);
  return judgeFailure(report as AuditFailure);
}

function judgeReport(report: Record<string, unknown>): AuditVerdict {
  const vulnerabilities = Object.values(report.vulnerabilities as Record<string, AuditVulnerability>);
  const byName = new Map(vulnerabilities.map((vulnerability) => [vulnerability.name, vulnerability]));
  const findings = new Map<string, AuditFinding>();
  for (const vulnerability of vulnerabilities) {
    for (const advisory of vulnerability.via.filter(isAdvisory)) {
      if (!failingSeverities.has(advisory.severity) || findings.has(advisory.url)) continue;
      findings.set(advisory.url, {
        packageName: advisory.name,
        severity: advisory.severity,
        title: advisory.title,
        url: advisory.url,
        through: dependents(advisory.name, byName),
      });
    }
  }
  if (findings.size > 0) {
    const order = (finding: AuditFinding) => (finding.severity === 'critical' ? 0 : 1);
    return {
      outcome: 'failed',
      findings: [...findings.values()].sort(
        (a, b) => order(a) - order(b) || a.packageName.localeCompare(b.packageName),
      ),
    };
  }
  const metadata = isRecord(report.metadata) ? report.metadata : {};
  const dependencies = isRecord(metadata.dependencies) ? metadata.dependencies : {};
  return {
    outcome: 'passed',
    auditedPackages: typeof dependencies.prod === 'number' ? dependencies.prod : undefined,
  };
}

/** The packages a member's browser gets the vulnerable one through: the end of each `effects` chain. */
function dependents(name: string, byName: ReadonlyMap<string, AuditVulnerability>): string[] {
  const found = new Set<string>();
  const seen = new Set<string>([name]);
  const pending = [...(byName.get(name)?.effects ?? [])];
  for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const effects = byName.get(next)?.effects ?? [];
    if (effects.length === 0) found.add(next);
    pending.push(...effects);
  }
  return [...found].sort();
}

function judgeFailure(failure: AuditFailure): AuditVerdict {
  const message = failure.message ?? '';
  const code = failure.error?.code ?? '';
  // An HTTP error from the audit endpoint: a registry or mirror that does not audit, or is down.
  if (typeof failure.statusCode === 'number' || unreachableRegistry.test(`${message} ${code}`)) {
    return { outcome: 'skipped', reason: message || code };
  }
  const summary = failure.error?.summary || message || 'no reason given';
  return { outcome: 'broken', reason: code ? `${code}: ${summary}` : summary };
}

/** The lines printed for a verdict; an outcome other than `passed` or `skipped` fails the build. */
export function describeVerdict(verdict: AuditVerdict): string[] {
  switch (verdict.outcome) {
    case 'passed':
      return [
        `Dependency audit: no high or critical advisory in the runtime dependencies${
          verdict.auditedPackages === undefined ? '' : ` (${verdict.auditedPackages} packages)`
        }.`,
      ];
    case 'skipped':
      return [`Dependency audit skipped: ${verdict.reason}.`];
    case 'broken':
      return [`Dependency audit failed: npm audit could not run (${verdict.reason}).`];
    case 'failed':
      return [
        `Dependency audit failed: ${verdict.findings.length} high or critical ${
          verdict.findings.length === 1 ? 'advisory' : 'advisories'
        } in the runtime dependencies:`,
        ...verdict.findings.map(
          (finding) =>
            `  ${finding.packageName}${finding.through.length > 0 ? ` (through ${finding.through.join(', ')})` : ''}: ${finding.severity}, ${finding.title}, ${finding.url}`,
        ),
        'Update them (npm audit --omit=dev lists the fixes) before this build ships.',
      ];
  }
}

function runAudit(): Promise<AuditRun> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['audit', '--omit=dev', '--audit-level=high', '--json'],
      {
        cwd: fileURLToPath(new URL('../', import.meta.url)),
        timeout: auditTimeoutSeconds * 1000,
        killSignal: 'SIGKILL',
        maxBuffer: 16 * 1024 * 1024,
      },
      // npm audit exits non-zero both on advisories and on failures: its JSON tells them apart.
      (error, stdout) => resolve({ stdout, timedOut: error?.killed === true }),
    );
  });
}

async function main() {
  const verdict = judgeAudit(await runAudit());
  const lines = describeVerdict(verdict);
  const failed = verdict.outcome === 'failed' || verdict.outcome === 'broken';
  (failed ? console.error : console.log)(lines.join('\n'));
  if (failed) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
