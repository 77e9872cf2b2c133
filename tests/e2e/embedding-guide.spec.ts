import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/** The tags of the manifest the demo serves, `<coop-config>` aside (the guide's Configuration section). */
const manifestTags = (
  JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as {
    modules: Array<{ declarations: Array<{ tagName?: string }> }>;
  }
).modules
  .flatMap((module) => module.declarations.map((declaration) => declaration.tagName))
  .filter((tag) => tag !== undefined && tag !== 'coop-config');

test.describe('the Embedding guide', () => {
  test('lists every element from the manifest, under the strict policy, with a live Quick Pay button', async ({
    page,
  }) => {
    await page.goto('/embedding.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embedding guide');
    await expect(page.getByRole('navigation', { name: 'Elements' }).getByRole('link')).toHaveText([
      ...manifestTags.map((tag) => `<${tag}>`),
      'Configuration',
      'Theming',
    ]);
    expect(manifestTags.length).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('table', { name: 'Attributes of <coop-portal>' })).toContainText('base-path');
    await page
      .getByRole('group', { name: 'Live example of coop-quick-pay-button' })
      .getByRole('button', { name: 'Quick Pay', exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: 'Quick Pay' })).toBeVisible();
  });
});

test.describe('the Embedding guide, checked by axe', () => {
  // axe-core is injected as a script tag, which the strict policy refuses: bypassed here only.
  test.use({ bypassCSP: true, checkCsp: false });

  test('has no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/embedding.html');
    await expect(page.getByRole('button', { name: 'Quick Pay', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the Embedding guide');
  });
});
