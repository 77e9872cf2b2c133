import { expect, test } from './support/fixtures.ts';
import {
  genericErrorMessage,
  jordan,
  notFoundMessage,
  openQuickPayDialog,
  QuickPayForm,
  visibleAlerts,
} from './support/quick-pay.ts';

test.describe('Quick Pay account step', () => {
  test('a 500 from verify shows the generic error, keeps what was typed, and Continue works once the fault is gone', async ({
    page,
    simulator,
  }) => {
    await simulator.addFault({ method: 'POST', path: '/verify/account/phone', status: 500, times: 1 });
    const form = await openQuickPayDialog(page);

    await form.findAccount(jordan.accountNumber, jordan.phone);
    await expect(visibleAlerts(form.scope)).toHaveText([genericErrorMessage]);
    await expect(form.currentStep).toHaveText('Step 1 of 3: Account');
    await expect(form.accountNumber).toHaveValue(jordan.accountNumber);
    await expect(form.phone).toHaveValue(jordan.phone);
    expect(await simulator.pendingFaults()).toEqual([]);

    await form.button('Continue').click();
    await form.expectVerifyStep(jordan.name, jordan.accountNumber);
    await expect(visibleAlerts(form.scope)).toHaveCount(0);
  });

  test('the inline page prefills the account number and phone from the query, cut to 12 and 4 digits, and a wrong phone is refused', async ({
    page,
  }) => {
    await page.goto('/quick-pay.html?accountno=3001002001234567&phone=48219');
    const form = new QuickPayForm(page.getByRole('region', { name: 'Quick Pay' }));
    await expect(form.accountNumber).toHaveValue('300100200123');
    await expect(form.phone).toHaveValue('4821');

    await form.accountNumber.fill(jordan.accountNumber);
    await form.phone.fill('4822');
    await form.button('Continue').click();
    await expect(visibleAlerts(form.scope)).toHaveText([notFoundMessage]);
    await expect(form.currentStep).toHaveText('Step 1 of 3: Account');
    await expect(form.accountNumber).toHaveValue(jordan.accountNumber);
    await expect(form.phone).toHaveValue('4822');

    // The same account with its own phone is found: it was the phone that did not match.
    await form.phone.fill(jordan.phone);
    await form.button('Continue').click();
    await form.expectVerifyStep(jordan.name, jordan.accountNumber);
  });
});
