import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOTP } from 'otpauth';
import { expect, userEvent, waitFor } from 'storybook/test';
import { loginMessages } from '../../src/domain/login/messages.ts';
import { enterValue } from '../support/fields.ts';
import { withPageQuery } from '../support/member-session.ts';
import { type ShadowCanvas } from '../support/quick-pay-steps.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-login.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { failedResponse } from '../support/expected-errors.ts';

const { links, help, mfa } = loginMessages;

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-login');

const meta = {
  title: 'Sign in/Sign in form',
  render: () => <coop-login />,
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvas: ShadowCanvas, userName: string, password: string) {
  if (userName) await userEvent.type(await canvas.findByLabelText(loginMessages.usernameLabel), userName);
  if (password) await userEvent.type(canvas.getByLabelText(loginMessages.passwordLabel), password);
  await userEvent.click(canvas.getByRole('button', { name: loginMessages.logIn }));
}

export const Credentials: Story = {
  name: 'Credentials form',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-login');
    await expect(await canvas.findByLabelText(loginMessages.usernameLabel)).toHaveValue('');
    await expect(canvas.getByLabelText(loginMessages.passwordLabel)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: loginMessages.logIn })).toBeVisible();
    await expect(canvas.getByText(links.createAccount)).toBeVisible();
    await expect(canvas.getByText(links.forgotPassword)).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  name: 'Validation errors (both fields empty)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-login');
    await canvas.findByLabelText(loginMessages.usernameLabel);
    await signIn(canvas, '', '');
    await expect(await canvas.findByText(loginMessages.usernameRequired)).toBeVisible();
    await expect(canvas.getByText(loginMessages.passwordRequired)).toBeVisible();
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password (server message)',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-login');
    await signIn(canvas, 'jordan.rivera', 'Sunset#2026');
    await expect(await canvas.findByText('The username or password you entered is incorrect.')).toBeVisible();
  },
};

/** The sign-in call answers after 60 s: the Log in button stays busy meanwhile. */
export const SigningInSlow: Story = {
  name: 'Signing in (slow answer)',
  parameters: { simulator: { faults: [{ method: 'POST', path: '/auth/login', delayMs: 60_000 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-login');
    await signIn(canvas, 'jordan.rivera', 'Sunrise#2026');
    await expect(canvas.getByRole('button', { name: loginMessages.logIn })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The site configuration answers after 60 s: the form waits for it (on a fresh page). */
export const LoadingSettings: Story = {
  name: 'Loading the site settings',
  parameters: {
    simulator: { faults: [{ method: 'GET', path: 'site-configuration', delayMs: 60_000 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-login');
    await expect(await canvas.findByText(loginMessages.loading)).toBeInTheDocument();
    await expect(canvas.queryByLabelText(loginMessages.usernameLabel)).toBeNull();
  },
};

export const SigningIn: Story = {
  name: 'Signed in (jordan.rivera)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-login');
    await signIn(canvas, 'jordan.rivera', 'Sunrise#2026');
    await expect(await canvas.findByText(loginMessages.success)).toBeVisible();
  },
};

/** Pat Delgado signs in with multi-factor sign-in on: the authenticator code step. */
export const VerificationCode: Story = {
  name: 'Verification code step (pat.delgado)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-login');
    await signIn(canvas, 'pat.delgado', 'Harvest#2026');
    await expect(await canvas.findByText(mfa.instructions)).toBeVisible();
    await expect(canvas.getByLabelText(mfa.codeLabel)).toHaveValue('');
  },
};

export const VerificationCodeAccepted: Story = {
  name: 'Verification code accepted',
  play: async (context) => {
    await VerificationCode.play?.(context);
    const canvas = await withinShadowRootOf(context.canvasElement, 'coop-login');
    const code = new TOTP({ secret: 'JBSWY3DPEHPK3PXP', digits: 6, period: 30 }).generate();
    await enterValue(canvas.getByLabelText(mfa.codeLabel), code);
    await userEvent.click(canvas.getByRole('button', { name: mfa.verify }));
    await expect(await canvas.findByText(loginMessages.success)).toBeVisible();
  },
};

export const VerificationCodeWrong: Story = {
  name: 'Verification code wrong',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  play: async (context) => {
    await VerificationCode.play?.(context);
    const canvas = await withinShadowRootOf(context.canvasElement, 'coop-login');
    await enterValue(canvas.getByLabelText(mfa.codeLabel), '000000');
    await userEvent.click(canvas.getByRole('button', { name: mfa.verify }));
    await expect(
      await canvas.findByText(
        'The verification code is not valid. Enter the 6-digit code from your authenticator app.',
      ),
    ).toBeVisible();
  },
};

/** The portal signed the member out after a time-out and opened this page with `?sessionTimeOut=true`. */
export const TimedOut: Story = {
  name: 'Time-out notice (?sessionTimeOut=true)',
  beforeEach: withPageQuery({ sessionTimeOut: 'true' }),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-login');
    await expect(await canvas.findByText(loginMessages.loggedOut)).toBeVisible();
  },
};

export const HelpDialog: Story = {
  name: "Help dialog 'Member Login'",
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-login');
    await userEvent.click(await canvas.findByText(links.help));
    const dialog = await canvas.findByRole('dialog', { name: help.title });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByText(help.text)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: help.close }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
