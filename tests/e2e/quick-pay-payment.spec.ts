import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  cancelUrl,
  detailValue,
  expectGatewayPage,
  jordan,
  openQuickPayDialog,
  payByCardOnGateway,
  paymentResult,
  reachPayStep,
  todayForDisplay,
  todayIso,
} from './support/quick-pay.ts';

/** Counts the browser's POSTs to the Quick Pay "initiate a payment" call and to the hosted page. */
function countPaymentRequests(page: Page) {
  const counts = { pay: 0, hostedPagePosts: 0 };
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST') return;
    const { pathname } = new URL(request.url());
    if (/^\/api\/v3\/quick-pay\/member\/[^/]+\/pay$/.test(pathname)) counts.pay += 1;
    if (pathname === '/gateway/hosted-payment') counts.hostedPagePosts += 1;
  });
  return counts;
}

test.describe('Quick Pay from the home page to the hosted payment page', () => {
  test('a card payment of $10.00 is recorded once, shown on the success page, and prompts the recent-payment confirmation next time', async ({
    page,
    simulator,
  }) => {
    const paymentsBefore = await simulator.payments();

    const form = await openQuickPayDialog(page);
    await expect(form.currentStep).toHaveText('Step 1 of 3: Account');
    await form.findAccount(jordan.accountNumber, jordan.phone);
    await form.expectVerifyStep(jordan.name, jordan.accountNumber);
    await expect(detailValue(form.scope, 'Service Address')).toHaveText(jordan.serviceAddress);
    await form.button('Verify').click();

    await expect(form.currentStep).toHaveText('Step 3 of 3: Pay');
    await expect(detailValue(form.scope, 'Balance')).toHaveText('$128.45');
    await expect(form.amount).toHaveValue('128.45');
    await form.replaceAmount('10.00');
    await form.button('Pay').click();

    await expectGatewayPage(page, '$10.00', '$1.95', '$11.95');
    await expect(detailValue(page.getByRole('main'), 'Account')).toHaveText(jordan.accountNumber);
    await payByCardOnGateway(page, '$11.95');

    const result = paymentResult(page, 'Payment successful');
    await expect(result.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
      'Your payment was processed successfully.',
    );
    await expect(detailValue(result, 'Payment amount')).toHaveText('$10.00');
    await expect(detailValue(result, 'Convenience fee')).toHaveText('$1.95');
    await expect(detailValue(result, 'Paid with card or account ending in')).toHaveText('4242');
    await expect(detailValue(result, 'Confirmation number')).toHaveText(/^RB\d{8}$/);
    await expect(detailValue(result, 'Account balance')).toHaveText('$118.45');
    const confirmationNumber = await detailValue(result, 'Confirmation number').innerText();

    const paymentsAfter = await simulator.payments();
    expect(paymentsAfter.slice(0, paymentsBefore.length)).toEqual(paymentsBefore);
    expect(paymentsAfter.slice(paymentsBefore.length)).toEqual([
      expect.objectContaining({
        confirmationNumber,
        accountNumber: jordan.accountNumber,
        memberNumber: '1001',
        paymentAmount: 10,
        convenienceFee: 1.95,
        paymentMethod: 'cc',
        cardOrBankAccountNumberLastFourDigits: '4242',
        paymentDate: todayIso(),
        accountBalanceAfter: 118.45,
      }),
    ]);

    // A second Quick Pay on the same account asks first, naming the payment just made.
    const second = await openQuickPayDialog(page);
    await second.findAccount(jordan.accountNumber, jordan.phone);
    await second.expectVerifyStep(jordan.name, jordan.accountNumber);
    await second.button('Verify').click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
    await expect(confirm).toBeVisible();
    const recentPaymentText = `You have made a recent payment of $10.00 on ${todayForDisplay()}. Would you like to proceed with another payment?`;
    await expect(confirm.getByText(recentPaymentText, { exact: true })).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription(recentPaymentText);
    await confirm.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(second.currentStep).toHaveText('Step 3 of 3: Pay');
    await expect(detailValue(second.scope, 'Balance')).toHaveText('$118.45');
    await expect(second.amount).toHaveValue('118.45');
    expect(await simulator.payments()).toHaveLength(paymentsBefore.length + 1);
  });

  test('cancelling on the hosted page records no payment, shows the cancelled page, and Done returns home', async ({
    page,
    simulator,
  }) => {
    const paymentsBefore = await simulator.payments();
    const form = await reachPayStep(page);
    await form.button('Pay').click();
    await expectGatewayPage(page, '$128.45', '$1.95', '$130.40');

    await page.getByRole('button', { name: 'Cancel payment', exact: true }).click();
    await page.waitForURL(cancelUrl);
    const result = paymentResult(page, 'Payment cancelled');
    await expect(result.getByRole('heading', { level: 2 })).toHaveText('Payment cancelled');
    await expect(
      result.getByText('Your payment was cancelled. No payment was made.', { exact: true }),
    ).toBeVisible();
    await expect(result.getByRole('alert')).toHaveCount(0);
    expect(await simulator.payments()).toEqual(paymentsBefore);

    await result.getByRole('button', { name: 'Done', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Powering the Riverbend valley, together',
    );
  });
});

test.describe('Pay is sent once', () => {
  test('a double click on Pay starts one payment and records one payment', async ({ page, simulator }) => {
    const paymentsBefore = await simulator.payments();
    const counts = countPaymentRequests(page);
    const form = await reachPayStep(page);
    await form.replaceAmount('10.00');

    await form.button('Pay').dblclick();
    await expectGatewayPage(page, '$10.00', '$1.95', '$11.95');
    await payByCardOnGateway(page, '$11.95');
    await expect(detailValue(paymentResult(page, 'Payment successful'), 'Payment amount')).toHaveText(
      '$10.00',
    );

    expect(counts).toEqual({ pay: 1, hostedPagePosts: 1 });
    const newPayments = (await simulator.payments()).slice(paymentsBefore.length);
    expect(newPayments.map((payment) => [payment.accountNumber, payment.paymentAmount])).toEqual([
      [jordan.accountNumber, 10],
    ]);
  });

  test('two clicks on Pay in the same task start one payment and record one payment', async ({
    page,
    simulator,
  }) => {
    const paymentsBefore = await simulator.payments();
    const counts = countPaymentRequests(page);
    const form = await reachPayStep(page);
    await form.replaceAmount('10.00');
    // Blur first, as a click would, so the amount is normalised before both clicks land.
    await form.amount.blur();

    await form.button('Pay').evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expectGatewayPage(page, '$10.00', '$1.95', '$11.95');
    await payByCardOnGateway(page, '$11.95');
    await expect(detailValue(paymentResult(page, 'Payment successful'), 'Payment amount')).toHaveText(
      '$10.00',
    );

    expect(counts).toEqual({ pay: 1, hostedPagePosts: 1 });
    const newPayments = (await simulator.payments()).slice(paymentsBefore.length);
    expect(newPayments.map((payment) => [payment.accountNumber, payment.paymentAmount])).toEqual([
      [jordan.accountNumber, 10],
    ]);
  });
});
