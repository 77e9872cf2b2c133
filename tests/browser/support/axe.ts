import axe from 'axe-core';

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    at ${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
        )
        .join('\n');
      return `- ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the document (it looks inside open shadow roots) or on the given context, and
 * fails with a readable list if any WCAG A/AA rule is violated.
 */
export async function expectNoAxeViolations(context: axe.ElementContext = document): Promise<void> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: wcagTags },
    resultTypes: ['violations'],
  });
  if (results.violations.length > 0) {
    throw new Error(
      `Expected no accessibility violations, found ${results.violations.length}:\n${describeViolations(results.violations)}`,
    );
  }
}
