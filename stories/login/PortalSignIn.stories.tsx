import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loginMessages } from '../../src/domain/login/messages.ts';
import { atRoute } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-portal.ts';

/** The Sign In screen inside `<coop-portal>`, at its routes. */
const meta = {
  title: 'Sign in/In the portal',
  render: () => <coop-portal />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginRoute: Story = {
  name: 'Sign in page (#/pages/login)',
  beforeEach: atRoute('pages/login'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByLabelText(loginMessages.usernameLabel)).toBeVisible();
    await expect(canvas.getByRole('button', { name: loginMessages.logIn })).toBeVisible();
  },
};

/** Where the portal sends a member whose session timed out. */
export const TimedOut: Story = {
  name: 'Time-out notice (#/pages/login?sessionTimeOut=true)',
  beforeEach: atRoute('pages/login?sessionTimeOut=true'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(loginMessages.loggedOut)).toBeVisible();
  },
};

/** A guarded address opened signed out goes to sign-in with a return URL. */
export const GuardedAddress: Story = {
  name: 'Guarded address signed out (#/payment-options)',
  beforeEach: atRoute('payment-options'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    // Redirected first, then the sign-in screen's code loads.
    const username = await canvas.findByLabelText(loginMessages.usernameLabel, {}, { timeout: 5000 });
    await expect(username).toBeVisible();
    await expect(window.location.hash).toContain('returnUrl=');
  },
};
