import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect } from './fixtures.ts';

// axe-core is injected as a script tag, which the pages' strict CSP refuses: a spec using this helper
// must `test.use({ bypassCSP: true, checkCsp: false })`, as tests/e2e/accessibility.spec.ts does.

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the same tags as tests/browser/support/axe.ts. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeWindow {
  axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
}

/**
 * Runs axe-core on the whole page, or on what `include` selects (it looks inside open shadow roots); a
 * soft failure lists every violation.
 */
export async function expectNoAxeViolations(page: Page, state: string, include?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as AxeWindow;
      if (!axe) throw new Error('axe-core was not injected');
      const results = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: JSON.stringify(node.target),
          html: node.html,
          failure: node.failureSummary?.replace(/\s+/g, ' ') ?? '',
        })),
      }));
    },
    { tags: wcagTags, include },
  );
  expect.soft(violations, `axe-core violations on ${state}`).toEqual([]);
}
