import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

/** The data table's rows by their account number (the row header). */
function accountRow(screen: Locator, accountNumber: string): Locator {
  return screen
    .locator('tbody tr')
    .filter({ has: screen.page().getByRole('rowheader', { name: accountNumber }) });
}

function rowHeaders(screen: Locator): Locator {
  return screen.locator('tbody th[scope="row"] > span:not([aria-hidden])');
}

test.describe('Average Billing in the portal, under the strict Content-Security-Policy', () => {
  test('Jordan signs 300100200 up from Non-Average Billing, finds it under Average Billing after a reload, and removes it again', async ({
    page,
  }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');

    await page.goto('/portal.html#/levelized-billing');
    const screen = portal(page).locator('main');
    // Dialogs open in the portal's dialog layer, outside its main landmark.
    const dialogs = portal(page);
    await expect(screen.getByRole('heading', { name: 'Average Billing', exact: true })).toBeVisible();
    await expect(rowHeaders(screen)).toHaveText([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
    ]);

    // 300100204 cannot sign up, and says why to a keyboard user.
    await expect(accountRow(screen, '300100204')).toContainText('Not Eligible');
    await screen.getByRole('button', { name: 'Why account 300100204 is not eligible' }).focus();
    await expect(screen.getByRole('tooltip').filter({ visible: true })).toHaveText(
      'Final billed accounts cannot enrol in average billing.',
    );

    // Non-Average Billing: the accounts that can sign up, with the selection column and its hint.
    const view = screen.getByLabel('Show');
    await view.selectOption({ label: 'Non-Average Billing' });
    await expect(rowHeaders(screen)).toHaveText(['300100200', '300100202']);
    await expect(screen.getByRole('button', { name: 'Sign Up Selected' })).toBeDisabled();
    await expect(screen.getByText("Check multiple accounts then click 'Sign Up Selected'.")).toBeVisible();

    await screen.getByRole('button', { name: 'Sign Up account 300100200' }).click();
    const confirmation = dialogs.getByRole('alertdialog', { name: 'Sign Up for Average Billing' });
    await expect(confirmation).toContainText(
      'Account 300100200 will be signed up for average billing. Click Continue to proceed or Cancel to keep its billing type.',
    );
    await confirmation.getByRole('button', { name: 'Continue' }).click();
    const success = dialogs.getByRole('dialog', { name: 'Success' });
    await expect(success).toContainText('Account 300100200 billing type updated successfully');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(success).toBeHidden();

    // The simulator kept the change: after a reload it is under Average Billing.
    await page.reload();
    await expect(rowHeaders(screen)).toHaveCount(6);
    await screen.getByLabel('Show').selectOption({ label: 'Average Billing' });
    await expect(rowHeaders(screen)).toHaveText(['300100200', '300100201']);
    await expect(screen.getByText("Check multiple accounts then click 'Remove Selected'.")).toBeVisible();

    // And off it again.
    await screen.getByRole('button', { name: 'Remove account 300100200' }).click();
    const removal = dialogs.getByRole('alertdialog', { name: 'Remove Average Billing' });
    await removal.getByRole('button', { name: 'Continue' }).click();
    await expect(dialogs.getByRole('dialog', { name: 'Success' })).toContainText(
      'Account 300100200 billing type updated successfully',
    );
    await dialogs.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
    await expect(rowHeaders(screen)).toHaveText(['300100201']);
  });
});
