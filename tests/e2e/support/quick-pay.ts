import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Seed data (docs/demo-data.md). */
export const jordan = {
  accountNumber: '300100200',
  phone: '4821',
  name: 'Jordan Rivera',
  serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401',
} as const;
export const robin = { accountNumber: '300500600', phone: '3690', name: 'Robin Castillo' } as const;
export const approvedCard = '4242 4242 4242 4242';
export const notFoundMessage = 'We could not find an account matching that account number and phone number.';
export const genericErrorMessage =
  'We are unable to process your request at this time. Please try again later.';
export const gatewayHeading = 'Pay Riverbend Electric Cooperative';

/** The address the simulator's hosted page returns to after an approved Quick Pay payment. */
export const successUrl = /\/payment\/success\.html\?isFromQuickPay=true&encodedParam=[0-9a-f]{32}$/;
export const cancelUrl = /\/payment\/cancel\.html\?encodedParam=[0-9a-f]{32}$/;

/** MM/YY of a month two years from now: always a future expiry date. */
export function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** Today as the widgets show dates (MM/dd/yyyy), in this machine's calendar like the simulator's. */
export function todayForDisplay(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${month}/${day}/${now.getFullYear()}`;
}

/** Today as the back office writes dates (yyyy-mm-dd). */
export function todayIso(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The value next to a label in a description list (DetailList, the hosted page's summary). */
export function detailValue(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
}

export { visibleAlerts } from './alerts.ts';

/** The Quick Pay dialog's steps and fields, by role and label, as a member sees them. */
export class QuickPayForm {
  constructor(readonly scope: Locator) {}

  get accountNumber(): Locator {
    return this.scope.getByRole('textbox', { name: 'Account Number', exact: true });
  }

  get phone(): Locator {
    return this.scope.getByRole('textbox', { name: 'Last 4 Digits of Phone Number', exact: true });
  }

  get amount(): Locator {
    return this.scope.getByRole('textbox', { name: 'Payment amount', exact: true });
  }

  button(name: 'Continue' | 'Back' | 'Verify' | 'Pay'): Locator {
    return this.scope.getByRole('button', { name, exact: true });
  }

  /** The stepper's announcement of the current step, e.g. 'Step 2 of 3: Verify'. */
  get currentStep(): Locator {
    return this.scope.getByRole('status').filter({ hasText: /^Step \d of \d: / });
  }

  async findAccount(accountNumber: string, phone: string): Promise<void> {
    await this.accountNumber.fill(accountNumber);
    await this.phone.fill(phone);
    await this.button('Continue').click();
  }

  async expectVerifyStep(name: string, accountNumber: string): Promise<void> {
    await expect(this.currentStep).toHaveText('Step 2 of 3: Verify');
    await expect(detailValue(this.scope, 'Name On Account')).toHaveText(name);
    await expect(detailValue(this.scope, 'Account #')).toHaveText(accountNumber);
  }

  async replaceAmount(amount: string): Promise<void> {
    await this.amount.clear();
    await this.amount.pressSequentially(amount);
    await expect(this.amount).toHaveValue(amount);
  }
}

export async function openQuickPayDialog(page: Page): Promise<QuickPayForm> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Quick Pay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Pay' });
  await expect(dialog).toBeVisible();
  return new QuickPayForm(dialog);
}

/** Home page → Quick Pay → Account → Verify → Pay step (no recent payment on the account). */
export async function reachPayStep(
  page: Page,
  account: { accountNumber: string; phone: string; name: string } = jordan,
): Promise<QuickPayForm> {
  const form = await openQuickPayDialog(page);
  await form.findAccount(account.accountNumber, account.phone);
  await form.expectVerifyStep(account.name, account.accountNumber);
  await form.button('Verify').click();
  await expect(form.currentStep).toHaveText('Step 3 of 3: Pay');
  return form;
}

/** Waits for the simulated hosted payment page after Pay. */
export async function expectGatewayPage(
  page: Page,
  amount: string,
  fee: string,
  total: string,
): Promise<void> {
  await page.waitForURL('**/gateway/hosted-payment');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gatewayHeading);
  await expect(detailValue(main, 'Payment amount')).toHaveText(amount);
  await expect(detailValue(main, 'Card convenience fee')).toHaveText(fee);
  await expect(detailValue(main, 'Total')).toHaveText(total);
}

/** Pays on the hosted page by card and waits for the success page. */
export async function payByCardOnGateway(page: Page, total: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Jordan Rivera');
  await page.getByRole('textbox', { name: 'Card number' }).fill(approvedCard);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill(futureExpiry());
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
  await page.waitForURL(successUrl);
}

/** The `<coop-payment-result>` card on the success or cancel page. */
export function paymentResult(page: Page, title: 'Payment successful' | 'Payment cancelled'): Locator {
  return page.getByRole('region', { name: title });
}
