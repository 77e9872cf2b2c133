import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';
import { approvedCard, detailValue, expectGatewayPage, futureExpiry, todayIso } from './support/quick-pay.ts';

const unknownOutcome =
  'We could not confirm whether your payment went through. Check your payment history before paying again.';

async function signInJordan(page: Page) {
  await page.goto('/portal.html#/pages/login');
  await submitCredentials(portal(page), members.jordan);
  await expect.poll(() => portalRoute(page)).toBe('accountoverview');
}

async function openPayAccounts(page: Page): Promise<Locator> {
  await page.goto('/portal.html#/billpayments/pay-multiple');
  const screen = portal(page).locator('main');
  await expect(screen.getByRole('heading', { name: 'Pay Multiple Accounts', exact: true })).toBeVisible();
  await expect(screen.getByRole('radio', { name: 'Visa ending 4242' })).toBeVisible();
  return screen;
}

/** Checks the account and types its amount. */
async function payOn(screen: Locator, accountNumber: string, amount: string) {
  await screen.getByRole('checkbox', { name: `Pay account ${accountNumber}` }).check();
  const field = screen.getByRole('textbox', { name: `Payment amount for ${accountNumber}` });
  await field.clear();
  await field.pressSequentially(amount);
  await expect(field).toHaveValue(amount);
}

/** $10.00 on 300100200 and on 300100201, by `method`, the fee agreed to when there is one. */
async function tenOnEach(screen: Locator, method: string, fee: string | null) {
  await payOn(screen, '300100200', '10.00');
  await payOn(screen, '300100201', '10.00');
  await screen.getByRole('radio', { name: method }).check();
  await expect(screen.getByText('Total payment: $20.00')).toBeVisible();
  if (fee) {
    await expect(detailValue(screen, 'Convenience fee')).toHaveText(fee);
    await screen.getByRole('checkbox', { name: `I agree to the ${fee} convenience fee` }).check();
  }
}

/** The POSTs the page sends whose path ends with `suffix`, with their idempotency keys. */
function posts(page: Page, suffix: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(suffix)) {
      seen.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return seen;
}

/** The overview's figures of one account. */
async function expectOverviewShows(page: Page, accountNumber: string, balance: string) {
  await page.goto(`/portal.html#/accountoverview?accountno=${accountNumber}`);
  await expect(portal(page).locator('main').getByText(balance).first()).toBeVisible();
}

/** dd-MMM-yyyy `days` from today, as the scheduled payments show dates (spec 02 §9). */
function dayMonthYear(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = new Intl.DateTimeFormat('en-US', { month: 'short' }).format(date);
  return `${String(date.getDate()).padStart(2, '0')}-${month}-${date.getFullYear()}`;
}

function isoDaysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test.describe('Pay Multiple Accounts in the portal, under the strict Content-Security-Policy', () => {
  test('Jordan pays $10.00 on 300100200 and on 300100201 in one card payment on the hosted page, and both balances drop', async ({
    page,
    simulator,
  }) => {
    const before = await simulator.payments();
    const starts = posts(page, '/pay-accounts/payments');
    const hostedPagePosts = posts(page, '/gateway/hosted-payment');
    await signInJordan(page);
    const screen = await openPayAccounts(page);
    await tenOnEach(screen, 'New credit or debit card', '$1.95');
    await expect(
      screen.getByText('Online payments are processed through the secured payment gateway.'),
    ).toBeVisible();
    await screen.getByRole('button', { name: 'Pay Now', exact: true }).click();

    await expectGatewayPage(page, '$20.00', '$1.95', '$21.95');
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Jordan Rivera');
    await page.getByRole('textbox', { name: 'Card number' }).fill(approvedCard);
    await page.getByRole('textbox', { name: 'Expiry date' }).fill(futureExpiry());
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
    await page.getByRole('button', { name: 'Pay $21.95', exact: true }).click();

    await page.waitForURL(/\/portal\.html#\/payment-success\?encodedParam=[0-9a-f]{32}$/);
    const result = page.getByRole('region', { name: 'Payment successful' });
    await expect(detailValue(result, 'Payment amount')).toHaveText('$20.00');
    await expect(detailValue(result, 'Convenience fee')).toHaveText('$1.95');
    await expect(detailValue(result, 'Confirmation number')).toHaveText(/^RB\d{8}$/);

    const added = (await simulator.payments()).slice(before.length);
    expect(added).toEqual([
      expect.objectContaining({
        accountNumber: '300100200',
        paymentAmount: 10,
        paymentMethod: 'cc',
        accountBalanceAfter: 118.45,
        paymentDate: todayIso(),
      }),
      expect.objectContaining({
        accountNumber: '300100201',
        paymentAmount: 10,
        paymentMethod: 'cc',
        accountBalanceAfter: 44.1,
        paymentDate: todayIso(),
      }),
    ]);
    expect(starts).toHaveLength(1);
    expect(starts[0]).toBeTruthy();
    expect(hostedPagePosts).toHaveLength(1);

    await result.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => portalRoute(page)).toMatch(/^accountoverview/);
    await expectOverviewShows(page, '300100200', '$118.45');
    await expectOverviewShows(page, '300100201', '$44.10');

    // The card saved for later is in the wallet, masked, beside the two Jordan had.
    await page.goto('/portal.html#/billpayments/payment-profile');
    const wallet = portal(page).locator('main').getByRole('list', { name: 'Saved payment methods' });
    await expect(wallet.getByRole('heading', { level: 3 })).toHaveText([
      'Visa ending 4242',
      'Checking ending 6789',
      'Visa ending 4242',
    ]);
  });

  test('Jordan pays again with the saved card, without the hosted page, once for a double press', async ({
    page,
    simulator,
  }) => {
    const before = await simulator.payments();
    const storedPayments = posts(page, '/pay-accounts/stored-payments');
    const hostedPagePosts = posts(page, '/gateway/hosted-payment');
    await signInJordan(page);
    const screen = await openPayAccounts(page);
    await tenOnEach(screen, 'Visa ending 4242', '$1.95');
    await expect(detailValue(screen, 'Total charged')).toHaveText('$21.95');
    await screen.getByRole('button', { name: 'Pay Now', exact: true }).dblclick();

    await page.waitForURL(/\/portal\.html#\/payment-success\?encodedParam=[0-9a-f]{32}$/);
    const result = page.getByRole('region', { name: 'Payment successful' });
    await expect(detailValue(result, 'Payment amount')).toHaveText('$20.00');
    await expect(detailValue(result, 'Paid with card or account ending in')).toHaveText('4242');
    expect(storedPayments).toHaveLength(1);
    expect(hostedPagePosts).toHaveLength(0);
    const added = (await simulator.payments()).slice(before.length);
    expect(
      added.map((payment) => [
        payment.accountNumber,
        payment.paymentAmount,
        payment.cardOrBankAccountNumberLastFourDigits,
      ]),
    ).toEqual([
      ['300100200', 10, '4242'],
      ['300100201', 10, '4242'],
    ]);

    // A reload of the result page shows the same payment and sends nothing.
    const confirmation = await detailValue(result, 'Confirmation number').textContent();
    await page.reload();
    await expect(detailValue(result, 'Confirmation number')).toHaveText(confirmation ?? '');
    expect(storedPayments).toHaveLength(1);
    expect((await simulator.payments()).slice(before.length)).toHaveLength(2);
  });

  test('a second tab with the same payment ready asks before paying again, and No sends nothing', async ({
    page,
    simulator,
  }) => {
    const before = await simulator.payments();
    await signInJordan(page);
    const first = await openPayAccounts(page);
    // A second tab opened from the first, which takes over its session (sessionStorage is copied).
    const [other] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => window.open(location.href)),
    ]);
    const otherPayments = posts(other, '/pay-accounts/stored-payments');
    const second = await openPayAccounts(other);
    for (const screen of [first, second]) {
      await payOn(screen, '300100201', '10.00');
      await screen.getByRole('radio', { name: 'Checking ending 6789' }).check();
      await expect(detailValue(screen, 'Total charged')).toHaveText('$10.00');
    }

    await first.getByRole('button', { name: 'Pay Now', exact: true }).click();
    await page.waitForURL(/\/portal\.html#\/payment-success\?encodedParam=/);
    await second.getByRole('button', { name: 'Pay Now', exact: true }).click();
    const question = portal(other).getByRole('alertdialog', { name: 'Confirm' });
    await expect(question).toContainText(
      'You have made a payment of $10.00 on account 300100201 today. Would you like to proceed with another payment?',
    );
    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toBeHidden();
    expect(otherPayments).toHaveLength(0);
    const added = (await simulator.payments()).slice(before.length);
    expect(added.map((payment) => [payment.accountNumber, payment.paymentAmount])).toEqual([
      ['300100201', 10],
    ]);
    await other.close();
  });

  test('Enter then a click pay once', async ({ page, simulator }) => {
    const before = await simulator.payments();
    const storedPayments = posts(page, '/pay-accounts/stored-payments');
    await simulator.addFault({ method: 'POST', path: '/pay-accounts/stored-payments', delayMs: 800 });
    await signInJordan(page);
    const screen = await openPayAccounts(page);
    await payOn(screen, '300100201', '10.00');
    await screen.getByRole('radio', { name: 'Checking ending 6789' }).check();
    await expect(detailValue(screen, 'Total charged')).toHaveText('$10.00');
    await screen.getByRole('textbox', { name: 'Payment amount for 300100201' }).press('Enter');
    await screen.getByRole('button', { name: 'Pay Now', exact: true }).click({ force: true });

    await page.waitForURL(/\/portal\.html#\/payment-success\?encodedParam=/);
    expect(storedPayments).toHaveLength(1);
    const added = (await simulator.payments()).slice(before.length);
    expect(added.map((payment) => [payment.accountNumber, payment.paymentAmount])).toEqual([
      ['300100201', 10],
    ]);
  });

  test('a saved-card payment whose answer is lost after it was recorded is told as unknown; Pay Now again is answered once and shown once in the history', async ({
    page,
    simulator,
  }) => {
    const before = await simulator.payments();
    const storedPayments = posts(page, '/pay-accounts/stored-payments');
    await simulator.addFault({
      method: 'POST',
      path: '/pay-accounts/stored-payments',
      when: 'after',
      status: 504,
    });
    await signInJordan(page);
    const screen = await openPayAccounts(page);
    await payOn(screen, '300100200', '12.34');
    await screen.getByRole('radio', { name: 'Visa ending 4242' }).check();
    await screen.getByRole('checkbox', { name: 'I agree to the $1.95 convenience fee' }).check();
    await screen.getByRole('button', { name: 'Pay Now', exact: true }).click();

    await expect(screen.getByText(unknownOutcome)).toBeVisible();
    expect(portalRoute(page)).toBe('billpayments/pay-multiple');
    // The accounts loaded again show the payment as today's; Yes sends the same intent under the same key,
    // which the back office answers with the payment it recorded.
    const pay = screen.getByRole('button', { name: 'Pay Now', exact: true });
    await expect(pay).toBeEnabled();
    await pay.click();
    // The question is a dialog of the portal's, outside its main region.
    const question = portal(page).getByRole('alertdialog', { name: 'Confirm' });
    await expect(question).toContainText('You have made a payment of $12.34 on account 300100200 today.');
    await question.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/portal\.html#\/payment-success\?encodedParam=/);
    expect(storedPayments).toHaveLength(2);
    expect(storedPayments[1]).toBe(storedPayments[0]);
    const added = (await simulator.payments()).slice(before.length);
    expect(added.map((payment) => [payment.accountNumber, payment.paymentAmount])).toEqual([
      ['300100200', 12.34],
    ]);

    await page.goto('/portal.html#/billpayments/history?accountno=300100200');
    const history = portal(page).locator('main');
    await expect(history.getByRole('heading', { name: 'Account History' })).toBeVisible();
    await expect(history.locator('tr[data-row-id^="payment-"]').filter({ hasText: '$12.34' })).toHaveCount(1);
  });

  test('Jordan schedules a payment for next week with the saved checking account, sees it in scheduled payments and deletes it', async ({
    page,
    simulator,
  }) => {
    const before = await simulator.payments();
    await signInJordan(page);
    const screen = await openPayAccounts(page);
    await payOn(screen, '300100200', '10.00');
    await screen.getByRole('radio', { name: 'Checking ending 6789' }).check();
    await screen.getByLabel('Payment date').fill(isoDaysAhead(7));
    await expect(detailValue(screen, 'Total charged')).toHaveText('$10.00');
    await screen.getByRole('button', { name: 'Schedule Payment', exact: true }).click();

    await expect.poll(() => portalRoute(page)).toMatch(/^schedule-payments-success\?transno=\d+$/);
    const success = portal(page).locator('main');
    await expect(success.getByText('Your payment has been scheduled.')).toBeVisible();
    await expect(success.getByText(dayMonthYear(7))).toBeVisible();
    expect(await simulator.payments()).toEqual(before);

    await page.goto('/portal.html#/scheduled-payments');
    const list = portal(page).locator('main');
    const rows = list.locator('tbody tr[data-row-id]');
    await expect(rows).toHaveCount(3);
    const scheduled = rows.filter({ hasText: dayMonthYear(7) });
    await expect(scheduled).toContainText('$10.00');
    await expect(scheduled).toContainText('300100200');
    await list
      .getByRole('button', { name: `Delete the scheduled payment of $10.00 on ${dayMonthYear(7)}` })
      .click();
    const question = portal(page).getByRole('alertdialog', { name: 'Delete Scheduled Payment' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: dayMonthYear(7) })).toHaveCount(0);
  });
});
