import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditTimeoutSeconds, describeVerdict, judgeAudit } from '../../../build/audit.ts';

/** What npm 11's `npm audit --omit=dev --audit-level=high --json` prints, case by case. */
const npmOutput = (name: string) =>
  readFileSync(new URL(`./npm-audit/${name}.json`, import.meta.url), 'utf8');

const judged = (name: string) => judgeAudit({ stdout: npmOutput(name), timedOut: false });

describe('the dependency audit', () => {
  it('passes a report without advisories', () => {
    const verdict = judged('clean');
    expect(verdict).toEqual({ outcome: 'passed', auditedPackages: 122 });
    expect(describeVerdict(verdict)).toEqual([
      'Dependency audit: no high or critical advisory in the runtime dependencies (122 packages).',
    ]);
  });

  it('fails on high and critical advisories, naming package, severity, title and advisory', () => {
    const verdict = judged('advisories');
    expect(verdict).toEqual({
      outcome: 'failed',
      findings: [
        {
          packageName: 'pngjs',
          severity: 'critical',
          title: 'pngjs out-of-bounds read',
          url: 'https://github.com/advisories/GHSA-2p6r-37p2-mmcm',
          through: ['qrcode'],
        },
        {
          packageName: 'dompurify',
          severity: 'high',
          title: 'DOMPurify allows Cross-site Scripting (XSS)',
          url: 'https://github.com/advisories/GHSA-9x4v-xqmr-4w3x',
          through: [],
        },
      ],
    });
    const lines = describeVerdict(verdict);
    expect(lines[0]).toBe(
      'Dependency audit failed: 2 high or critical advisories in the runtime dependencies:',
    );
    expect(lines).toContain(
      '  pngjs (through qrcode): critical, pngjs out-of-bounds read, https://github.com/advisories/GHSA-2p6r-37p2-mmcm',
    );
    expect(lines).toContain(
      '  dompurify: high, DOMPurify allows Cross-site Scripting (XSS), https://github.com/advisories/GHSA-9x4v-xqmr-4w3x',
    );
    // The moderate advisory of the same report is not the build's to stop.
    expect(lines.join('\n')).not.toContain('uplot');
  });

  it('passes a report whose advisories are all below high', () => {
    const report = JSON.parse(npmOutput('advisories')) as { vulnerabilities: Record<string, unknown> };
    const moderateOnly = { ...report, vulnerabilities: { uplot: report.vulnerabilities.uplot } };
    expect(judgeAudit({ stdout: JSON.stringify(moderateOnly), timedOut: false }).outcome).toBe('passed');
  });

  it('skips, saying why, when the registry cannot be reached', () => {
    const verdict = judged('offline');
    expect(verdict.outcome).toBe('skipped');
    expect(describeVerdict(verdict)).toEqual([
      'Dependency audit skipped: request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org.',
    ]);
    expect(judged('network-timeout').outcome).toBe('skipped');
  });

  it('skips when the registry (or a mirror) answers the audit with an HTTP error', () => {
    const verdict = judged('audit-endpoint-unavailable');
    expect(verdict).toEqual({
      outcome: 'skipped',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
  });

  it('skips when npm audit does not finish in time', () => {
    expect(describeVerdict(judgeAudit({ stdout: '', timedOut: true }))).toEqual([
      `Dependency audit skipped: the registry did not answer within ${auditTimeoutSeconds} s.`,
    ]);
  });

  it('fails when npm audit fails for a reason of the project, not of the network', () => {
    const verdict = judged('no-lockfile');
    expect(verdict).toEqual({
      outcome: 'broken',
      reason: 'ENOLOCK: This command requires an existing lockfile.',
    });
    expect(judgeAudit({ stdout: 'npm error something unexpected', timedOut: false }).outcome).toBe('broken');
  });
});
