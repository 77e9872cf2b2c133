import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { registrationMessages } from '../../src/domain/registration/messages.ts';
import { atRoute } from '../support/member-session.ts';
import { goToCodeStep } from '../support/registration-steps.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-portal.ts';

const { headers, labels } = registrationMessages;

/** Registration as the portal shows it, at '#/pages/register' ('#/register' redirects there). */
const meta = {
  title: 'Registration/In the portal',
  render: () => <coop-portal />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountNumber: Story = {
  name: 'Account number (#/register)',
  beforeEach: atRoute('register'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByLabelText(labels.accountNumber)).toBeVisible();
    await expect(window.location.hash).toBe('#/pages/register');
  },
};

export const CodeEntry: Story = {
  name: 'Code entry',
  beforeEach: atRoute('pages/register'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await goToCodeStep(canvas);
    await expect(canvas.getByRole('heading', { name: headers.enterVerificationCode })).toBeVisible();
  },
};
