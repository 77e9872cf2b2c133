import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { passwordMessages } from '../../src/domain/password/messages.ts';
import { requestResetLink, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-reset-password.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { failedResponse } from '../support/expected-errors.ts';

const { reset } = passwordMessages;

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-reset-password');

/**
 * The page a reset link opens. Before the story renders, jordan.rivera asks for a link (as Forgot
 * Password does) and the page's address gets its one-time code from the simulator's outbox: `?otc=…`.
 */
const meta = {
  title: 'Password/Reset password',
  render: () => <coop-reset-password />,
  loaders: [requestResetLink('jordan.rivera')],
  beforeEach: (context: StoryContext) => withPageQuery({ otc: context.loaded.otc as string })(),
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResetForm: Story = {
  name: 'Reset form',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-reset-password');
    await expect(await canvas.findByLabelText(reset.memberNameLabel)).toHaveValue('Jordan Rivera');
    await expect(canvas.getByLabelText(reset.newPasswordLabel)).toHaveValue('');
    await expect(canvas.getByLabelText(reset.confirmPasswordLabel)).toHaveValue('');
  },
};

export const PasswordsDoNotMatch: Story = {
  name: 'Passwords do not match',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-reset-password');
    await userEvent.type(await canvas.findByLabelText(reset.newPasswordLabel), 'Moonrise#2027');
    await userEvent.type(canvas.getByLabelText(reset.confirmPasswordLabel), 'Moonrise#2028');
    await userEvent.click(canvas.getByRole('button', { name: reset.submit }));
    await expect(await canvas.findByText(passwordMessages.rules.passwordMismatch)).toBeVisible();
  },
};

export const ResetSuccess: Story = {
  name: 'Reset success',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-reset-password');
    await userEvent.type(await canvas.findByLabelText(reset.newPasswordLabel), 'Moonrise#2027');
    await userEvent.type(canvas.getByLabelText(reset.confirmPasswordLabel), 'Moonrise#2027');
    await userEvent.click(canvas.getByRole('button', { name: reset.submit }));
    await expect(await canvas.findByText(reset.success)).toBeVisible();
    await expect(canvas.getByRole('link', { name: reset.signIn })).toBeVisible();
  },
};

export const InvalidLink: Story = {
  name: 'Invalid link',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  beforeEach: withPageQuery({ otc: 'not-a-reset-code' }),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-reset-password');
    await expect(await canvas.findByText(reset.invalidLink)).toBeVisible();
    await expect(canvas.queryByLabelText(reset.newPasswordLabel)).toBeNull();
  },
};
