import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('the Embedding guide', () => {
  test('lists every element from the manifest, under the strict policy, with a live Quick Pay button', async ({
    page,
  }) => {
    await page.goto('/embedding.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embedding guide');
    await expect(page.getByRole('navigation', { name: 'Elements' }).getByRole('link')).toHaveCount(10);
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
