import type { Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { hasInk, members, portal, portalRoute, submitCredentials } from './support/portal.ts';
import { undefinedThemeTokens } from './support/theme.ts';

/** The banners of the overview, each as its id and its text. */
async function bannerIds(overview: Locator): Promise<string[]> {
  return overview
    .locator('[data-banner]')
    .evaluateAll((banners) => banners.map((banner) => banner.getAttribute('data-banner') ?? ''));
}

test.describe('The account overview of Jordan Rivera’s six accounts, checked with axe', () => {
  // axe-core is injected as a script, which the strict CSP refuses (tests/e2e/support/axe.ts).
  test.use({ bypassCSP: true, checkCsp: false });

  test('Jordan walks the accounts through the switcher and sees on each the banners and cards its data calls for', async ({
    page,
  }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');
    const overview = portal(page).locator('main');
    const myAccount = overview.locator('[data-card="my-account"]');
    const switcher = portal(page).getByRole('region', { name: 'Your accounts' });

    await expect(myAccount).toContainText('300100200');
    await expect(overview.getByText('Total Amount Due')).toBeVisible();
    expect(await bannerIds(overview)).toEqual(['capital-credit-refund']);
    await expect(overview.locator('[data-section="history"] tbody tr')).toHaveCount(10);
    await expectNoAxeViolations(page, 'the overview of 300100200');
    expect(await undefinedThemeTokens(page), 'theme tokens used without a value').toEqual([]);

    // Each account: its banners, and a card line its data calls for.
    const expected: Array<[string, string[], string, RegExp]> = [
      ['300100201', [], 'budget-billing', /Billing Type:?\s*Average/],
      ['300100202', ['cut-off', 'active-outage'], 'account-status', /Service Status:?\s*OFF/],
      ['300100203', ['prepaid-disconnect'], 'my-bill', /Account Balance/],
      ['300100204', ['returned-items'], 'my-account', /Account Status:?\s*Inactive/],
    ];
    for (const [accountNumber, banners, card, line] of expected) {
      await switcher.getByRole('button', { name: new RegExp(accountNumber) }).click();
      await expect(myAccount).toContainText(accountNumber);
      await expect(overview.locator(`[data-card="${card}"]`)).toContainText(line);
      await expect.poll(() => bannerIds(overview)).toEqual(banners);
    }
  });

  test('Jordan opens 300100205 from View All Accounts and sees its overdue arrangement', async ({ page }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');

    await page.goto('/portal.html#/view-all-accounts');
    const list = portal(page).locator('main');
    await expect(list.getByRole('table')).toBeVisible();
    await expect(list.locator('tbody tr')).toHaveCount(6);
    await expectNoAxeViolations(page, 'View All Accounts');
    await list.getByRole('link', { name: '300100205' }).click();

    await expect
      .poll(() => portalRoute(page))
      .toBe('accountoverview?accountno=300100205&isFromViewAllAccounts=true');
    const overview = portal(page).locator('main');
    await expect(overview.locator('[data-card="my-account"]')).toContainText('300100205');
    await expect.poll(() => bannerIds(overview)).toEqual(['arrangement']);
    await expect(overview.locator('[data-card="arrangement-details"]')).toContainText('Overdue');
  });
});

test.describe('Bills under the strict Content-Security-Policy', () => {
  test('Jordan opens a bill: the PDF viewer draws its first page; on 300100204 the latest bill has no statement', async ({
    page,
  }) => {
    const dialogChunks: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.match(/\/chunks\/((?:Pdf\w*|NoBill)?Dialog)-/)?.[1];
      if (name) dialogChunks.push(name);
    });
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');
    const overview = portal(page).locator('main');
    await expect(overview.locator('[data-section="history"] tbody tr')).toHaveCount(10);
    // No dialog shows at first, so none of their code has come: it comes with the pointer on View Bill.
    await page.waitForLoadState('networkidle');
    expect(dialogChunks).toEqual([]);

    const viewBill = overview
      .locator('tr[data-row-id^="bill-"]')
      .first()
      .getByRole('button', { name: /View Bill/ });
    await viewBill.hover();
    await expect.poll(() => [...dialogChunks].sort()).toEqual(['Dialog', 'NoBillDialog', 'PdfViewerDialog']);
    await viewBill.click();
    const viewer = portal(page).getByRole('dialog');
    await expect(viewer.getByText('Page 1 of 1')).toBeVisible({ timeout: 30_000 });
    const canvas = viewer.locator('canvas');
    await expect.poll(() => hasInk(canvas), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    await page.goto('/portal.html#/accountoverview?accountno=300100204');
    await expect(overview.locator('[data-card="my-account"]')).toContainText('300100204');
    await overview
      .locator('tr[data-row-id^="bill-"]')
      .first()
      .getByRole('button', { name: /View Bill/ })
      .click();
    const noBill = portal(page).getByRole('dialog', { name: 'Bill Not Available' });
    await expect(noBill).toContainText('The billing statement is not available. Please check back soon.');
  });
});
