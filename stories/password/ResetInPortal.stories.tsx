import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { passwordMessages } from '../../src/domain/password/messages.ts';
import { atRoute, requestResetLink } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-portal.ts';
import { failedResponse } from '../support/expected-errors.ts';

const { reset } = passwordMessages;

/** The reset link as the simulator sends it opens the portal's route: '#/reset-password?otc=…'. */
const meta = {
  title: 'Password/Reset password (portal)',
  render: () => <coop-portal />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResetForm: Story = {
  name: 'Reset form (#/reset-password?otc=…)',
  loaders: [requestResetLink('jordan.rivera')],
  beforeEach: (context: StoryContext) =>
    atRoute(`reset-password?otc=${encodeURIComponent(context.loaded.otc as string)}`)(),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByLabelText(reset.memberNameLabel)).toHaveValue('Jordan Rivera');
  },
};

export const InvalidLink: Story = {
  name: 'Invalid link',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  beforeEach: atRoute('reset-password?otc=not-a-reset-code'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(reset.invalidLink)).toBeVisible();
  },
};
