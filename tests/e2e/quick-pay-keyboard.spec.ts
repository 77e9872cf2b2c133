import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { detailValue, expectGatewayPage, jordan, QuickPayForm } from './support/quick-pay.ts';

function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element,
  );
}

/** Presses Tab until `target` has focus (none if it has it already); fails after `maxPresses`. */
async function tabTo(page: Page, target: Locator, maxPresses = 10): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  if (await hasFocus(target)) return;
  throw new Error(`Tab did not reach ${target.toString()} within ${maxPresses} presses`);
}

test('Quick Pay can be completed to the hosted payment page with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const quickPayButton = page.getByRole('button', { name: 'Quick Pay', exact: true });
  await tabTo(page, quickPayButton);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Quick Pay' });
  await expect(dialog).toBeVisible();
  const form = new QuickPayForm(dialog);
  // Focus should already be in the field; today it lands on the field's help button (see the test below).
  await tabTo(page, form.accountNumber, 2);
  await page.keyboard.type(jordan.accountNumber);
  await expect(form.accountNumber).toHaveValue(jordan.accountNumber);
  await tabTo(page, form.phone, 3);
  await page.keyboard.type(jordan.phone);
  await expect(form.phone).toHaveValue(jordan.phone);
  await tabTo(page, form.button('Continue'), 3);
  await page.keyboard.press('Enter');

  await form.expectVerifyStep(jordan.name, jordan.accountNumber);
  await tabTo(page, form.button('Verify'), 3);
  await page.keyboard.press('Enter');

  await expect(form.currentStep).toHaveText('Step 3 of 3: Pay');
  await expect(detailValue(form.scope, 'Balance')).toHaveText('$128.45');
  await tabTo(page, form.amount, 3);
  await expect(form.amount).toHaveValue('128.45');
  await tabTo(page, form.button('Pay'), 3);
  await page.keyboard.press('Enter');

  await expectGatewayPage(page, '$128.45', '$1.95', '$130.40');
});

test('opening the Quick Pay dialog puts focus in the Account Number field, its help text read with it and covering nothing', async ({
  page,
}) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Quick Pay', exact: true }));
  await page.keyboard.press('Enter');
  const form = new QuickPayForm(page.getByRole('dialog', { name: 'Quick Pay' }));
  await expect(form.accountNumber).toBeVisible();
  await expect(form.accountNumber).toBeFocused({ timeout: 1_000 });
  await expect(form.accountNumber).toHaveAccessibleDescription('Your Account Number is on your bill.');
  const hint = await form.scope
    .getByText('Your Account Number is on your bill.', { exact: true })
    .boundingBox();
  const field = await form.accountNumber.boundingBox();
  expect(hint && field && (hint.y + hint.height <= field.y || hint.y >= field.y + field.height)).toBe(true);
});
