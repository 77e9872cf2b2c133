import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';
import { approvedCard, futureExpiry } from './support/quick-pay.ts';

const inUse = 'Update not allowed. Active Payment setup exists.';

async function signInJordan(page: Page) {
  await page.goto('/portal.html#/pages/login');
  await submitCredentials(portal(page), members.jordan);
  await expect.poll(() => portalRoute(page)).toBe('accountoverview');
}

async function openWallet(page: Page): Promise<Locator> {
  await page.goto('/portal.html#/billpayments/payment-profile');
  const screen = portal(page).locator('main');
  await expect(screen.getByRole('heading', { name: 'Payment Profile', exact: true })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Remove Checking ending 6789' })).toBeVisible();
  return screen;
}

async function openAutoPay(page: Page): Promise<Locator> {
  await page.goto('/portal.html#/billpayments/auto-pay');
  const screen = portal(page).locator('main');
  await expect(screen.getByRole('heading', { name: 'Auto Payments', exact: true })).toBeVisible();
  await expect(accountCard(screen, '300100201')).toContainText('Paid by Checking ending 1357 (e-check)');
  return screen;
}

/** The card of one account on the auto payments screen. */
function accountCard(screen: Locator, accountNumber: string): Locator {
  return screen.locator(`li[data-account="${accountNumber}"]`);
}

/** The card of one stored method on the wallet. */
function methodCard(screen: Locator, token: string): Locator {
  return screen.locator(`li[data-method="${token}"]`);
}

/** Counts the requests of one method whose path ends with `suffix`. */
function countRequests(page: Page, method: string, suffix: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(suffix)) {
      seen.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return seen;
}

test.describe('The wallet and auto payments in the portal, under the strict Content-Security-Policy', () => {
  test('Jordan names a stored card, enrols 300100200 with it in one call, cannot remove it while auto pay uses it, then removes both', async ({
    page,
  }) => {
    const enrolments = countRequests(page, 'POST', '/accounts/300100200/auto-payment');
    const removals = countRequests(page, 'DELETE', '/payment-methods/tok-1001-card-4242');
    await signInJordan(page);

    // The wallet: two stored methods, masked; the Visa is the default.
    let wallet = await openWallet(page);
    await expect(methodCard(wallet, 'tok-1001-card-4242')).toContainText('Visa ending 4242');
    await expect(methodCard(wallet, 'tok-1001-card-4242')).toContainText('Default');
    await expect(methodCard(wallet, 'tok-1001-card-4242')).toContainText('Expires 08/2029');
    await expect(methodCard(wallet, 'tok-1001-bank-6789')).toContainText('First Demo Bank');

    await wallet.getByRole('button', { name: 'Rename Visa ending 4242' }).click();
    const rename = portal(page).getByRole('dialog', { name: 'Rename Payment Method' });
    await rename.getByLabel('Nickname').fill('Household');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(wallet.getByText('The payment method was renamed.')).toBeVisible();
    await expect(methodCard(wallet, 'tok-1001-card-4242')).toContainText('Household (Visa ending 4242)');

    // Auto pay with the stored card: one call with its token, however often Set Up is pressed.
    let autoPay = await openAutoPay(page);
    await expect(accountCard(autoPay, '300100200')).toContainText('Not enrolled');
    await autoPay.getByRole('button', { name: 'Set up auto pay for account 300100200' }).click();
    const enrol = portal(page).getByRole('dialog', { name: 'Set Up Auto Pay for 300100200' });
    await expect(enrol.getByRole('radio', { name: 'Household (Visa ending 4242)' })).toBeChecked();
    await enrol.getByRole('button', { name: 'Set Up', exact: true }).dblclick();
    await expect(autoPay.getByText('Auto pay is set up for account 300100200.')).toBeVisible();
    await expect(accountCard(autoPay, '300100200')).toContainText('Paid by Visa ending 4242 (card)');
    await page.waitForTimeout(300);
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]).not.toBe('');
    await expect(page).toHaveURL(/\/portal\.html#\/billpayments\/auto-pay$/);

    // The wallet refuses to remove a method an auto payment uses.
    wallet = await openWallet(page);
    await expect(methodCard(wallet, 'tok-1001-card-4242')).toContainText(
      'Used by auto pay for account 300100200',
    );
    await wallet.getByRole('button', { name: 'Remove Visa ending 4242' }).click();
    let question = portal(page).getByRole('alertdialog', { name: 'Remove Payment Method' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(wallet.getByText(inUse)).toBeVisible();
    await expect(methodCard(wallet, 'tok-1001-card-4242')).toBeVisible();

    // Remove the auto payment, then the card.
    autoPay = await openAutoPay(page);
    await autoPay.getByRole('button', { name: 'Remove auto pay from account 300100200' }).click();
    const removeAutoPay = portal(page).getByRole('alertdialog', { name: 'Remove Auto Pay' });
    await expect(removeAutoPay).toContainText(
      'Are you sure you want to remove auto pay from account 300100200?',
    );
    await removeAutoPay.getByRole('button', { name: 'Yes' }).click();
    await expect(autoPay.getByText('Auto pay was removed from account 300100200.')).toBeVisible();
    await expect(accountCard(autoPay, '300100200')).toContainText('Not enrolled');

    wallet = await openWallet(page);
    await wallet.getByRole('button', { name: 'Remove Visa ending 4242' }).click();
    question = portal(page).getByRole('alertdialog', { name: 'Remove Payment Method' });
    await question.getByRole('button', { name: 'Yes' }).dblclick();
    await expect(wallet.getByText('The payment method was removed.')).toBeVisible();
    await expect(methodCard(wallet, 'tok-1001-card-4242')).toHaveCount(0);
    await expect(methodCard(wallet, 'tok-1001-bank-6789')).toContainText('Default');
    expect(removals).toHaveLength(2);
    expect(removals.every((key) => key !== '')).toBe(true);
  });

  test('Jordan enrols 300100202 with a new card on the hosted page and comes back to the auto payments', async ({
    page,
    simulator,
  }) => {
    const initiations = countRequests(page, 'POST', '/accounts/300100202/auto-payment/initiate');
    await signInJordan(page);
    const autoPay = await openAutoPay(page);
    await autoPay.getByRole('button', { name: 'Set up auto pay for account 300100202' }).click();
    const enrol = portal(page).getByRole('dialog', { name: 'Set Up Auto Pay for 300100202' });
    await enrol.getByRole('radio', { name: 'A new card' }).check();
    await enrol.getByRole('button', { name: 'Continue to Secure Page' }).click();

    await page.waitForURL('**/gateway/hosted-payment');
    expect(initiations).toHaveLength(1);
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Jordan Rivera');
    await page.getByRole('textbox', { name: 'Card number' }).fill(approvedCard);
    await page.getByRole('textbox', { name: 'Expiry date' }).fill(futureExpiry());
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    const paymentsBefore = (await simulator.payments()).length;
    // Setting up a payment takes no money: the page saves the card, and asks for no amount.
    await expect(
      page.getByRole('heading', { name: 'Save a payment method for Riverbend Electric Cooperative' }),
    ).toBeVisible();
    await expect(page.getByText('Payment amount')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save card', exact: true }).click();

    await page.waitForURL(/\/portal\.html\?statuscode=0#\/billpayments\/auto-pay$/);
    const back = portal(page).locator('main');
    await expect(back.getByText('Your auto pay information has been updated.')).toBeVisible();
    await expect(accountCard(back, '300100202')).toContainText('Paid by Card ending 4242 (card)');
    expect(await simulator.payments()).toHaveLength(paymentsBefore);
  });

  test('an enrolment whose answer is lost is told as unknown, nothing more is sent, and the list shows it once', async ({
    page,
    simulator,
  }) => {
    // A gateway's time-out after the back office enrolled the account. (A dropped connection is no test
    // of this: Chromium itself sends the request again on a fresh connection, the key making it harmless.)
    await simulator.addFault({ method: 'POST', path: '/auto-payment', when: 'after', status: 504 });
    const enrolments = countRequests(page, 'POST', '/accounts/300100200/auto-payment');
    await signInJordan(page);
    const autoPay = await openAutoPay(page);
    await autoPay.getByRole('button', { name: 'Set up auto pay for account 300100200' }).click();
    const enrol = portal(page).getByRole('dialog', { name: 'Set Up Auto Pay for 300100200' });
    await enrol.getByRole('button', { name: 'Set Up', exact: true }).click();
    await expect(
      autoPay.getByText(
        'We could not confirm whether auto pay was set up. The list below has been loaded again: check it before trying again.',
      ),
    ).toBeVisible();
    await expect(accountCard(autoPay, '300100200')).toContainText('Paid by Visa ending 4242 (card)');
    await expect(autoPay.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(enrolments).toHaveLength(1);
  });
});
