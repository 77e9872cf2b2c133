import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { passwordMessages } from '../../src/domain/password/messages.ts';
import { atRoute } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-portal.ts';

const { forgotPassword, forgotUsername } = passwordMessages;

/** The forgot-password and forgot-username routes of `<coop-portal>`. */
const meta = {
  title: 'Password/Forgot (portal)',
  render: () => <coop-portal />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPasswordForm: Story = {
  name: 'Forgot password',
  beforeEach: atRoute('pages/forgot-password'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(forgotPassword.instructions)).toBeVisible();
    await expect(canvas.getByLabelText(forgotPassword.usernameLabel)).toHaveValue('');
  },
};

/** The same answer whether or not the username has a login. */
export const ForgotPasswordSent: Story = {
  name: 'Forgot password: confirmation',
  beforeEach: atRoute('pages/forgot-password'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await userEvent.type(await canvas.findByLabelText(forgotPassword.usernameLabel), 'jordan.rivera');
    await userEvent.click(canvas.getByRole('button', { name: forgotPassword.submit }));
    await expect(await canvas.findByText(forgotPassword.confirmation)).toBeVisible();
  },
};

export const ForgotUsernameForm: Story = {
  name: 'Forgot username',
  beforeEach: atRoute('forgot-username'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(forgotUsername.instructions)).toBeVisible();
  },
};

export const ForgotUsernameInvalid: Story = {
  name: 'Forgot username: email not valid',
  beforeEach: atRoute('forgot-username'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await userEvent.type(await canvas.findByLabelText(forgotUsername.emailLabel), 'pat.delgado');
    await userEvent.click(canvas.getByRole('button', { name: forgotUsername.submit }));
    await expect(await canvas.findByText(forgotUsername.emailInvalid)).toBeVisible();
  },
};

export const ForgotUsernameSent: Story = {
  name: 'Forgot username: confirmation',
  beforeEach: atRoute('forgot-username'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await userEvent.type(await canvas.findByLabelText(forgotUsername.emailLabel), 'pat.delgado@example.com');
    await userEvent.click(canvas.getByRole('button', { name: forgotUsername.submit }));
    await expect(await canvas.findByText(forgotUsername.confirmation)).toBeVisible();
  },
};
