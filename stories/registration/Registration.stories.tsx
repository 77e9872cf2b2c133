import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { passwordMessages } from '../../src/domain/password/messages.ts';
import { registrationMessages } from '../../src/domain/registration/messages.ts';
import { enterValue } from '../support/fields.ts';
import {
  goToCodeStep,
  goToCompleteStep,
  goToSendStep,
  latestRegistrationCode,
  maskedEmail,
} from '../support/registration-steps.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-register.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { failedResponse } from '../support/expected-errors.ts';

const { headers, labels, buttons, errors } = registrationMessages;

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-register');

const meta = {
  title: 'Registration/Steps',
  render: () => <coop-register />,
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountNumber: Story = {
  name: '1. Account number',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await expect(await canvas.findByLabelText(labels.accountNumber)).toHaveValue('');
    await expect(canvas.getByRole('heading', { name: headers.registration })).toBeVisible();
  },
};

export const AccountNumberMissing: Story = {
  name: '1. Account number missing',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await canvas.findByLabelText(labels.accountNumber);
    await userEvent.click(canvas.getByRole('button', { name: buttons.next }));
    await expect(await canvas.findByText(errors.accountNumberRequired)).toBeVisible();
  },
};

export const SendOptions: Story = {
  name: '2. Send options (email or text)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await goToSendStep(canvas);
    await expect(await canvas.findByRole('heading', { name: headers.sendVerificationCode })).toBeVisible();
    const options = within(canvas.getByRole('group', { name: labels.sendOption }));
    await expect(options.getByRole('radio', { name: labels.emailOption(maskedEmail) })).toBeVisible();
    await expect(options.getByRole('radio', { name: labels.textOption('(***) ***-4477') })).toBeVisible();
  },
};

export const CodeEntry: Story = {
  name: '3. Code entry',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await goToCodeStep(canvas);
    await expect(canvas.getByLabelText(labels.verificationCode)).toHaveValue('');
  },
};

export const CodeWrong: Story = {
  name: '3. Code wrong (server message)',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await goToCodeStep(canvas);
    const sent = await latestRegistrationCode();
    const wrong = sent === '000000' ? '111111' : '000000';
    await userEvent.type(canvas.getByLabelText(labels.verificationCode), wrong);
    await userEvent.click(canvas.getByRole('button', { name: buttons.verify }));
    await expect(await canvas.findByText('The verification code is not valid or has expired.')).toBeVisible();
  },
};

export const CompleteRegistration: Story = {
  name: '4. Complete registration, password strength',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await goToCompleteStep(canvas);
    await userEvent.type(canvas.getByLabelText(labels.username), 'alex.chen');
    await enterValue(canvas.getByLabelText(labels.password), 'Larkspur#512');
    const meter = canvas.getByRole('meter', { name: passwordMessages.strength.label });
    await expect(meter).toBeVisible();
    await expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(3);
  },
};

export const Success: Story = {
  name: '5. Success',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await goToCompleteStep(canvas);
    await userEvent.type(canvas.getByLabelText(labels.username), 'alex.chen');
    const email = canvas.getByLabelText<HTMLInputElement>(labels.email);
    if (!email.value) await userEvent.type(email, 'a.chen@example.com');
    await userEvent.type(canvas.getByLabelText(labels.confirmEmail), email.value);
    await userEvent.type(canvas.getByLabelText(labels.password), 'Larkspur#512');
    await userEvent.type(canvas.getByLabelText(labels.confirmPassword), 'Larkspur#512');
    await userEvent.selectOptions(
      canvas.getByLabelText(labels.securityQuestion),
      'In what city were you born?',
    );
    await userEvent.type(canvas.getByLabelText(labels.securityAnswer), 'Portland');
    await userEvent.click(canvas.getByRole('button', { name: buttons.register }));
    await expect(await canvas.findByText(/Your username is alex\.chen\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: buttons.signIn })).toBeVisible();
  },
};

/** The send call answers after 60 s: the Send button stays busy meanwhile. */
export const SendingCode: Story = {
  name: '2. Sending the code (slow answer)',
  parameters: {
    simulator: { faults: [{ method: 'POST', path: '/registration/verify-account', delayMs: 60_000 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await goToSendStep(canvas);
    await userEvent.click(await canvas.findByRole('radio', { name: labels.emailOption(maskedEmail) }));
    await userEvent.click(canvas.getByRole('button', { name: buttons.send }));
    await expect(canvas.getByRole('button', { name: buttons.send })).toHaveAttribute('aria-busy', 'true');
  },
};

export const UnknownAccount: Story = {
  name: 'Unknown account (400)',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await goToSendStep(canvas, '399999999');
    await expect(await canvas.findByText('We could not find that account number.')).toBeVisible();
  },
};

export const AlreadyRegistered: Story = {
  name: 'Account already has a login (400)',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await goToSendStep(canvas, '300100200');
    await expect(
      await canvas.findByText('This account already has a portal login. Sign in, or reset your password.'),
    ).toBeVisible();
  },
};

/** 300800900 has no email or cell phone on file; Riverbend lets the member type one. */
export const NoContactOptionsTyped: Story = {
  name: 'No contact options (300800900): type one',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await goToSendStep(canvas, '300800900');
    await expect(await canvas.findByText(labels.userProvidedIntro)).toBeVisible();
  },
};

/** The same account on a site that does not let members type a contact. */
export const NoContactOptions: Story = {
  name: 'No contact options (300800900), none may be typed',
  parameters: {
    simulator: {
      state: (state) => {
        for (const site of Object.values(state.portal.sites)) {
          site.configuration.registrationAllowUserProvidedContact = false;
        }
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-register');
    await goToSendStep(canvas, '300800900');
    await expect(await canvas.findByText(errors.unableToFetchDetails)).toBeVisible();
  },
};
