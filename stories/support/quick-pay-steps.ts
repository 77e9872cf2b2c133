import { expect, userEvent } from 'storybook/test';
import { quickPayMessages } from '../../src/domain/quick-pay/messages.ts';
import type { withinShadowRootOf } from './shadow.ts';

/** Queries bound to an element's shadow root. */
export type ShadowCanvas = Awaited<ReturnType<typeof withinShadowRootOf>>;

const { accountStep, buttons } = quickPayMessages;

/** Types the account number and phone digits into the empty Account step fields, as a visitor would. */
export async function fillAccountStep(canvas: ShadowCanvas, accountNumber: string, phoneLastFour: string) {
  const accountField = await canvas.findByLabelText(accountStep.accountNumberLabel);
  if (accountNumber) await userEvent.type(accountField, accountNumber);
  if (phoneLastFour)
    await userEvent.type(canvas.getByLabelText(accountStep.phoneLastFourLabel), phoneLastFour);
}

/** Account step → Continue: the account is looked up and the Verify step shows. */
export async function goToVerifyStep(canvas: ShadowCanvas, accountNumber: string, phoneLastFour: string) {
  await fillAccountStep(canvas, accountNumber, phoneLastFour);
  await userEvent.click(canvas.getByRole('button', { name: buttons.continue }));
  await expect(await canvas.findByText(quickPayMessages.verifyStep.intro)).toBeVisible();
}

/** Account step → Verify step → Verify: the payment settings load and the Pay step shows. */
export async function goToPayStep(canvas: ShadowCanvas, accountNumber: string, phoneLastFour: string) {
  await goToVerifyStep(canvas, accountNumber, phoneLastFour);
  await userEvent.click(canvas.getByRole('button', { name: buttons.verify }));
  await expect(await canvas.findByLabelText(quickPayMessages.payStep.paymentAmountLabel)).toBeVisible();
}
