import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

/** The same day next year, yyyy-MM-dd, as the date field holds it. */
function nextYear(): string {
  const today = new Date();
  const date = new Date(today.getFullYear() + 1, today.getMonth(), Math.min(today.getDate(), 28));
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

test.describe('Operation RoundUp in the portal, under the strict Content-Security-Policy', () => {
  test('Jordan enrols 300100201 with $1.50 and an expiry next year, proceeds, and sees it after a reload', async ({
    page,
  }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');

    await page.goto('/portal.html#/operation-roundup');
    const main = portal(page).locator('main');
    await expect(main.getByRole('heading', { name: 'Operation RoundUp', exact: true })).toBeVisible();
    const proceed = main.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();

    const enrol = main.getByRole('switch', { name: 'Enroll 300100201 in Operation RoundUp' });
    const amount = main.getByLabel('RoundUp amount for 300100201');
    const expiry = main.getByLabel('Expiration date for 300100201 (mm/dd/yyyy)');
    await expect(enrol).not.toBeChecked();
    await expect(enrol).toBeDisabled();

    await main.getByRole('checkbox', { name: 'Select row 300100201' }).check();
    await expect(proceed).toBeEnabled();
    await enrol.check();
    await expect(amount).toHaveValue('0.00');
    await amount.fill('');
    await amount.pressSequentially('1.5');
    await amount.blur();
    await expect(amount).toHaveValue('1.50');
    const expiryDate = nextYear();
    await expiry.fill(expiryDate);
    await proceed.click();

    await expect(
      main.getByText('Operation Roundup has been updated successfully for selected accounts.'),
    ).toBeVisible();
    await expect(enrol).toBeChecked();
    await expect(enrol).toBeDisabled();

    await page.reload();
    await expect(main.getByRole('heading', { name: 'Operation RoundUp', exact: true })).toBeVisible();
    await expect(enrol).toBeChecked();
    await expect(amount).toHaveValue('1.50');
    await expect(expiry).toHaveValue(expiryDate);
    await expect(main.getByRole('switch', { name: 'Enroll 300100200 in Operation RoundUp' })).toBeChecked();
    await expect(main.getByLabel('RoundUp amount for 300100200')).toHaveValue('2.00');
  });
});
