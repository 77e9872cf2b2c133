import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { hasInk, members, portal, portalRoute, submitCredentials } from './support/portal.ts';

/** dd-MMM-yyyy `days` from today, as the scheduled payments show dates (spec 02 §9). */
function dayMonthYear(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = new Intl.DateTimeFormat('en-US', { month: 'short' }).format(date);
  return `${String(date.getDate()).padStart(2, '0')}-${month}-${date.getFullYear()}`;
}

async function signInAsJordan(page: Page) {
  await page.goto('/portal.html#/pages/login');
  await submitCredentials(portal(page), members.jordan);
  await expect.poll(() => portalRoute(page)).toBe('accountoverview');
}

test.describe('Jordan Rivera’s scheduled payments and account history, checked with axe', () => {
  // axe-core is injected as a script, which the strict CSP refuses (tests/e2e/support/axe.ts).
  test.use({ bypassCSP: true, checkCsp: false });

  test('Jordan sees the $40.00 scheduled payment, deletes it once with Yes, and the list keeps the other', async ({
    page,
  }) => {
    const deletes: Array<{ url: string; idempotencyKey: string | undefined }> = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().includes('/scheduled-payments/')) {
        deletes.push({ url: request.url(), idempotencyKey: request.headers()['idempotency-key'] });
      }
    });
    await signInAsJordan(page);
    await page.goto('/portal.html#/scheduled-payments');
    const screen = portal(page).locator('main');
    await expect(screen.getByRole('heading', { name: 'Scheduled Payments' })).toBeVisible();
    await expect(screen.getByText(/Payments you have scheduled for a future date/)).toBeVisible();
    const rows = screen.locator('tbody tr[data-row-id]');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(dayMonthYear(10));
    await expect(rows.first()).toContainText('$40.00');
    await expect(rows.first()).toContainText('300100200');
    await expectNoAxeViolations(page, 'the scheduled payments');

    await screen
      .getByRole('button', { name: `Delete the scheduled payment of $40.00 on ${dayMonthYear(10)}` })
      .click();
    const question = portal(page).getByRole('alertdialog', { name: 'Delete Scheduled Payment' });
    await expect(question).toContainText('Are you sure you want to delete Schedule Payments?');
    await expect(question.getByRole('button', { name: 'No' })).toBeFocused();
    // The host page's own links sit outside the dialog, hidden from assistive technology while it is open.
    await expectNoAxeViolations(page, 'the delete question', 'coop-portal');

    // A double press sends one delete.
    await question.getByRole('button', { name: 'Yes' }).dblclick();
    await expect(question).toHaveCount(0);
    await expect(screen.getByText('The scheduled payment was deleted.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('$54.10');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.url).toMatch(/\/api\/v3\/members\/1001\/scheduled-payments\/4100101$/);
    expect(deletes[0]?.idempotencyKey).toBeTruthy();
    await expectNoAxeViolations(page, 'after the delete');

    // Loaded again from the back office, the deleted payment stays gone.
    await page.reload();
    await expect(portal(page).locator('main tbody tr[data-row-id]')).toHaveCount(1);
  });

  test('Jordan finds payments and bills in the account history, filters them and opens a bill’s PDF', async ({
    page,
  }) => {
    await signInAsJordan(page);
    await page.goto('/portal.html#/billpayments/history');
    const screen = portal(page).locator('main');
    await expect(screen.getByRole('heading', { name: 'Account History' })).toBeVisible();
    const rows = screen.locator('tbody tr[data-row-id]');
    await expect(rows).toHaveCount(10);
    await expect(screen.locator('tr[data-row-id^="payment-"]').first()).toBeVisible();
    await expect(screen.locator('tr[data-row-id^="bill-"]').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the account history');

    await screen.getByLabel('Show').selectOption({ label: 'Bills only' });
    await expect(screen.locator('tr[data-row-id^="payment-"]')).toHaveCount(0);
    await expect(rows).toHaveCount(10);
    await expectNoAxeViolations(page, 'bills only');

    await rows
      .first()
      .getByRole('button', { name: /View Bill/ })
      .click();
    const viewer = portal(page).getByRole('dialog');
    await expect(viewer.getByText('Page 1 of 1')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => hasInk(viewer.locator('canvas')), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });

  test('Jordan opens Deposits and Arrangements from the Billing menu’s routes', async ({ page }) => {
    await signInAsJordan(page);
    await page.goto('/portal.html#/billpayments/view-deposits?accountno=300100200');
    const screen = portal(page).locator('main');
    await expect(screen.getByRole('heading', { name: 'Deposits' })).toBeVisible();
    await expect(screen.getByText('Residential service deposit')).toBeVisible();
    await expectNoAxeViolations(page, 'the deposits');

    await page.goto('/portal.html#/billpayments/view-arrangements?accountno=300100205');
    await expect(screen.getByRole('heading', { name: 'Arrangements' })).toBeVisible();
    await expect(screen.locator('[data-arrangement="overdue"]')).toContainText('Overdue');
    await expect(screen.locator('[data-arrangement="overdue"]')).toContainText('$270.00');
    await expectNoAxeViolations(page, 'the arrangement');
  });
});
