import { expect, test } from './support/fixtures.ts';
import { hasInk, members, portal, portalRoute, submitCredentials } from './support/portal.ts';

test.describe('Delinquent history in the portal, under the strict Content-Security-Policy', () => {
  test('Jordan opens a delinquent notice PDF of 300100202 in the viewer', async ({ page }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');

    // The primary account has no notice.
    await page.goto('/portal.html#/delinquent-history');
    const screen = portal(page).locator('main');
    await expect(screen.getByRole('heading', { name: 'Delinquent History', exact: true })).toBeVisible();
    await expect(screen.getByText('There are no delinquents available.')).toBeVisible();

    // accountno switches the account: 300100202 has three notices.
    await page.goto('/portal.html#/delinquent-history?accountno=300100202');
    await expect(screen.locator('dl')).toContainText('300100202');
    const rows = screen.locator('tbody tr[data-row-id]');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('$212.40');
    await expect(rows.first()).toContainText('$10.62');

    await rows
      .first()
      .getByRole('button', { name: /View PDF/ })
      .click();
    const viewer = portal(page).getByRole('dialog', { name: /^Delinquent Notice \d{2}\/\d{2}\/\d{4}$/ });
    await expect(viewer.getByText('Page 1 of 1')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => hasInk(viewer.locator('canvas')), { timeout: 15_000 }).toBe(true);
    await expect(viewer.getByRole('button', { name: 'Download' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });
});
