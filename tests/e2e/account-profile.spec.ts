import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

test.describe('The account profile under the strict Content-Security-Policy', () => {
  test('Jordan is told a malformed phone is invalid, changes his phone, and sees it after a reload', async ({
    page,
  }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');

    await page.goto('/portal.html#/account-profile?accountno=300100200');
    const main = portal(page).locator('main');
    const phones = main.locator('[data-section="phones"]');
    await expect(main.getByRole('heading', { name: 'Account Profile' })).toBeVisible();
    await expect(phones.locator('dl')).toHaveText(/Cell\s*\(555\) 010-4821/);

    await phones.getByRole('button', { name: 'Edit Phones' }).click();
    const first = phones.getByRole('group', { name: 'Phone 1' });
    const number = first.getByLabel('Phone Number');
    await expect(number).toHaveValue('(555) 010-4821');
    await number.fill('');
    await number.pressSequentially('98745');
    await expect(number).toHaveValue('(987) 45');
    await phones.getByRole('button', { name: 'Save' }).click();
    await expect(first.getByText('Invalid phone format.(Ex: (987) 456-1230)')).toBeVisible();
    await expect(number).toBeFocused();

    await number.pressSequentially('61230');
    await expect(number).toHaveValue('(987) 456-1230');
    await expect(first.getByText('Invalid phone format.(Ex: (987) 456-1230)')).toHaveCount(0);
    await phones.getByRole('button', { name: 'Save' }).click();
    const accounts = portal(page).getByRole('dialog', { name: 'Update Accounts' });
    await accounts.getByRole('button', { name: 'Update This Account' }).click();

    await expect(main.getByText('Your account information has been updated successfully.')).toBeVisible();
    const confirm = portal(page).getByRole('alertdialog', { name: 'Confirm' });
    await expect(confirm).toContainText(
      'Your phone numbers have changed. Would you like to review which numbers get your notifications?',
    );
    await confirm.getByRole('button', { name: 'Manage Notifications' }).click();
    await expect.poll(() => portalRoute(page)).toBe('manage-notifications');

    await page.goto('/portal.html#/account-profile?accountno=300100200');
    await page.reload();
    await expect(phones.locator('dl')).toHaveText(/Cell\s*\(987\) 456-1230/);
    // The element on a page of its own, in the same session, reads the same back office.
    await page.goto('/account-profile.html?accountno=300100200');
    await expect(page.locator('coop-account-profile').locator('[data-section="phones"] dl')).toHaveText(
      /Cell\s*\(987\) 456-1230/,
    );
    // Jordan's other accounts were not changed.
    await page.goto('/account-profile.html?accountno=300100201');
    await expect(page.locator('coop-account-profile').locator('[data-section="phones"] dl')).toHaveText(
      /Cell\s*\(555\) 010-4821/,
    );
  });
});
