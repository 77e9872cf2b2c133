/** What one check of a run found. */
export interface CheckResult {
  /** The part of the walk: `visitor`, `member`, `quick pay`, `authorization`, `idempotency`, `cors`, … */
  readonly group: string;
  /** The operation (`getAccountDetails`), or what the check is (`401 without a token: getAccountDetails`). */
  readonly name: string;
  /** The request as sent: `GET /v3/members/1001/accounts/details?limit=1`. */
  readonly request?: string;
  /** The answer's status. */
  readonly status?: number;
  readonly outcome: 'pass' | 'fail' | 'skip';
  /** What failed: where, the field, what was wrong and the value found. */
  readonly failures: readonly Failure[];
  /** Why the check was skipped. */
  readonly reason?: string;
}

export interface Failure {
  /** `answer 200`, `status`, `header Access-Control-Allow-Origin`, `request body`, … */
  readonly part: string;
  /** The field's JSON pointer in the body, `(root)` for the whole. */
  readonly field: string;
  readonly problem: string;
  readonly value?: unknown;
}

export function skipped(group: string, name: string, reason: string): CheckResult {
  return { group, name, outcome: 'skip', failures: [], reason };
}

/** The counts a report ends with. */
export function tally(results: readonly CheckResult[]) {
  return {
    passed: results.filter((result) => result.outcome === 'pass').length,
    failed: results.filter((result) => result.outcome === 'fail').length,
    skipped: results.filter((result) => result.outcome === 'skip').length,
  };
}
