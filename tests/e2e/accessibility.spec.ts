import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import {
  cancelUrl,
  expectGatewayPage,
  jordan,
  openQuickPayDialog,
  payByCardOnGateway,
  paymentResult,
  QuickPayForm,
  reachPayStep,
  robin,
  visibleAlerts,
} from './support/quick-pay.ts';

// axe-core is injected as a script tag, which the pages' strict CSP refuses: this file alone bypasses
// the policy (and so skips the CSP check, which every other spec keeps).
test.use({ bypassCSP: true, checkCsp: false });

test('the home page and each step of the Quick Pay dialog through to the success page have no WCAG A/AA violations', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Quick Pay', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the home page');

  const form = await openQuickPayDialog(page);
  await form.button('Continue').click();
  await expect(visibleAlerts(form.scope)).toHaveText([
    'Please enter your account number.',
    'Please enter last 4 digits of your phone number.',
  ]);
  await expectNoAxeViolations(page, 'the Account step with errors shown');

  await form.findAccount(jordan.accountNumber, jordan.phone);
  await form.expectVerifyStep(jordan.name, jordan.accountNumber);
  await expectNoAxeViolations(page, 'the Verify step');

  await form.button('Verify').click();
  await expect(form.currentStep).toHaveText('Step 3 of 3: Pay');
  await expect(form.amount).toHaveValue('128.45');
  await expectNoAxeViolations(page, 'the Pay step');

  await form.scope.getByRole('button', { name: 'Close', exact: true }).click();
  const quit = page.getByRole('alertdialog', { name: 'Quick Pay' });
  await expect(quit).toHaveAccessibleDescription('Are you sure you want to quit making payment ?');
  await expectNoAxeViolations(page, 'the quit confirmation on the Pay step');
  await quit.getByRole('button', { name: 'No', exact: true }).click();
  await expect(quit).toBeHidden();

  await form.replaceAmount('10.00');
  await form.button('Pay').click();
  await expectGatewayPage(page, '$10.00', '$1.95', '$11.95');
  await expectNoAxeViolations(page, 'the hosted payment page');

  await page.getByRole('button', { name: 'Pay $11.95', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('There is a problem');
  await expectNoAxeViolations(page, 'the hosted payment page with errors shown');

  await payByCardOnGateway(page, '$11.95');
  await expect(paymentResult(page, 'Payment successful').getByText(/^RB\d{8}$/)).toBeVisible();
  await expectNoAxeViolations(page, 'the success page');
});

test('the recent-payment confirmation, the inline Quick Pay page and the cancel page have no WCAG A/AA violations', async ({
  page,
}) => {
  const form = await openQuickPayDialog(page);
  await form.findAccount(robin.accountNumber, robin.phone);
  await form.expectVerifyStep(robin.name, robin.accountNumber);
  await form.button('Verify').click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'the recent-payment Confirm dialog');

  await page.goto('/quick-pay.html');
  const inline = new QuickPayForm(page.getByRole('region', { name: 'Quick Pay' }));
  await expect(inline.accountNumber).toBeVisible();
  await expectNoAxeViolations(page, 'the inline Quick Pay page');

  await reachPayStep(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectGatewayPage(page, '$128.45', '$1.95', '$130.40');
  await page.getByRole('button', { name: 'Cancel payment', exact: true }).click();
  await page.waitForURL(cancelUrl);
  await expect(paymentResult(page, 'Payment cancelled')).toBeVisible();
  await expectNoAxeViolations(page, 'the cancel page');
});
