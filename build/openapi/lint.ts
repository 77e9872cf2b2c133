import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { JsonSchema } from '../../src/api/schemas/contract.ts';

/** One problem Redocly's rules find, as a line: severity, rule, where and what. */
export interface LintProblem {
  readonly severity: string;
  readonly rule: string;
  readonly where: string;
  readonly message: string;
}

/**
 * The document through Redocly's `recommended` rule set, as `redocly lint` runs it: every problem,
 * errors and warnings alike (the document is held to none of either).
 */
export async function lintOpenApiDocument(document: JsonSchema): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.map((problem) => ({
    severity: problem.severity,
    rule: problem.ruleId,
    where: problem.location.map((location) => location.pointer ?? '').join(', '),
    message: problem.message,
  }));
}
