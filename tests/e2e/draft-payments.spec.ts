import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

const authorize =
  'I authorize the cooperative to draft the selected accounts from the account above each time they are billed, until I remove the draft.';

/** The shown table's row of an account (its row header). */
function accountRow(screen: Locator, accountNumber: string): Locator {
  return screen
    .getByRole('tabpanel')
    .locator('tbody tr')
    .filter({ has: screen.page().getByRole('rowheader', { name: accountNumber }) });
}

async function openDraftPayments(page: Page): Promise<Locator> {
  await page.goto('/portal.html#/pages/login');
  await submitCredentials(portal(page), members.jordan);
  await expect.poll(() => portalRoute(page)).toBe('accountoverview');
  await page.goto('/portal.html#/draft-payments');
  const screen = portal(page).locator('main');
  await expect(screen.getByRole('heading', { name: 'Draft Payments', exact: true })).toBeVisible();
  await expect(accountRow(screen, '300100203')).toContainText('****4321');
  return screen;
}

/** Fills a bank draft for 300100200, When Billed, from routing 011000015. */
async function fillBankDraft(screen: Locator) {
  await screen.getByRole('tab', { name: 'Setup New Draft' }).click();
  await screen.getByRole('checkbox', { name: 'Select account 300100200' }).check();
  await screen.getByRole('radio', { name: 'When Billed' }).check();
  await expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();
  await screen.getByLabel('Bank Account Number', { exact: true }).fill('123456789');
  await screen.getByLabel('Confirm Bank Account Number').fill('123456789');
  await screen.getByLabel('Routing Number').fill('011000015');
  await expect(screen.getByLabel('Bank Name')).toHaveValue('First Demo Bank');
  await screen.getByRole('checkbox', { name: authorize }).check();
}

test.describe('Draft Payments in the portal, under the strict Content-Security-Policy', () => {
  test('Jordan sets up a bank draft on 300100200, sees it in the Accounts tab, and removes it', async ({
    page,
  }) => {
    const screen = await openDraftPayments(page);
    await expect(accountRow(screen, '300100200')).toContainText('No draft');

    await screen.getByRole('tab', { name: 'Setup New Draft' }).click();
    await expect(accountRow(screen, '300100201')).toContainText(
      'Account is signed up for AutoPay. Draft is not allowed.',
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    // The routing number of a bank marked DO NOT USE leaves the bank name blank.
    const routing = screen.getByLabel('Routing Number');
    await routing.fill('121000358');
    await routing.blur();
    await expect(screen.getByLabel('Bank Name')).toHaveValue('');
    await expect(screen.getByText('Please enter a valid routing number.')).toBeVisible();

    await fillBankDraft(screen);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(screen.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByText('Your draft information has been updated.')).toBeVisible();
    const drafted = accountRow(screen, '300100200');
    await expect(drafted).toContainText('Checking');
    await expect(drafted).toContainText('****6789');
    await expect(drafted).toContainText('First Demo Bank');
    await expect(drafted).toContainText('When Billed');

    // The simulator kept it: after a reload it is still there.
    await page.reload();
    await expect(accountRow(screen, '300100200')).toContainText('****6789');

    await screen.getByRole('tab', { name: 'Remove Draft' }).click();
    await screen.getByRole('checkbox', { name: 'Select row 300100200' }).check();
    await screen.locator('[data-remove-drafts]').click();
    const confirmation = portal(page).getByRole('alertdialog', { name: 'Remove Draft' });
    await expect(confirmation).toContainText(
      'Are you sure you want to delete draft on selected account(s) ?',
    );
    await confirmation.getByRole('button', { name: 'Yes' }).click();
    await expect(screen.getByText('The draft was removed from the selected account(s).')).toBeVisible();
    await expect(accountRow(screen, '300100200')).toHaveCount(0);

    await screen.getByRole('tab', { name: 'Accounts' }).click();
    await expect(accountRow(screen, '300100200')).toContainText('No draft');
  });

  test('an answer lost after the draft was saved is told as unknown, nothing more is sent, and the draft shows once', async ({
    page,
    simulator,
  }) => {
    // A gateway's time-out after the back office saved the draft. (A dropped connection is no test of
    // this: Chromium itself sends the request again on a fresh connection, the key making it harmless.)
    await simulator.addFault({ method: 'PUT', path: '/drafts/bank', when: 'after', status: 504 });
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/drafts/bank')) saves.push(request.url());
    });

    const screen = await openDraftPayments(page);
    await fillBankDraft(screen);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(
      screen.getByText(
        'We could not confirm whether your draft was changed. Nothing more was sent: check the Accounts tab before trying again.',
      ),
    ).toBeVisible();
    await expect(screen.getByLabel('Bank Account Number', { exact: true })).toHaveValue('');
    await expect(submit).toBeDisabled();
    await page.waitForTimeout(500);
    expect(saves).toHaveLength(1);

    await screen.getByRole('tab', { name: 'Accounts' }).click();
    await expect(accountRow(screen, '300100200')).toHaveCount(1);
    await expect(accountRow(screen, '300100200')).toContainText('****6789');
    expect(saves).toHaveLength(1);
  });
});
