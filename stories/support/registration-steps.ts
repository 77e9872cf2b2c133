import { expect, userEvent } from 'storybook/test';
import { registrationMessages } from '../../src/domain/registration/messages.ts';
import { simulatorOutbox } from './member-session.ts';
import type { ShadowCanvas } from './quick-pay-steps.ts';

const { headers, labels, buttons } = registrationMessages;

/** Alex Chen's account: no portal login yet, an email address and a cell phone on file (demo data). */
export const registrationAccount = '300700800';
export const maskedEmail = 'a***n@example.com';

/** Account step → Next: the account's contact options show. */
export async function goToSendStep(canvas: ShadowCanvas, accountNumber = registrationAccount) {
  await userEvent.type(await canvas.findByLabelText(labels.accountNumber), accountNumber);
  await userEvent.click(canvas.getByRole('button', { name: buttons.next }));
}

/** … → Send (the email option): the code is "sent" to the simulator's outbox, the code step shows. */
export async function goToCodeStep(canvas: ShadowCanvas) {
  await goToSendStep(canvas);
  await userEvent.click(await canvas.findByRole('radio', { name: labels.emailOption(maskedEmail) }));
  await userEvent.click(canvas.getByRole('button', { name: buttons.send }));
  await expect(await canvas.findByRole('heading', { name: headers.enterVerificationCode })).toBeVisible();
}

/** The newest registration code in the simulator's outbox, as the member reads it in their email. */
export async function latestRegistrationCode(): Promise<string> {
  const code = (await simulatorOutbox()).find((message) => message.code)?.code;
  if (!code) throw new Error('No registration code in the outbox');
  return code;
}

/** … → Verify with the code from the outbox: the Complete Registration form shows. */
export async function goToCompleteStep(canvas: ShadowCanvas) {
  await goToCodeStep(canvas);
  await userEvent.type(canvas.getByLabelText(labels.verificationCode), await latestRegistrationCode());
  await userEvent.click(canvas.getByRole('button', { name: buttons.verify }));
  await expect(await canvas.findByRole('heading', { name: headers.completeRegistration })).toBeVisible();
}
