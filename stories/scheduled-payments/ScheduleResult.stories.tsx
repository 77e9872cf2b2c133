import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scheduledPaymentsMessages } from '../../src/domain/scheduled-payments/messages.ts';
import { historyStateWith } from '../../src/state/navigation-state.ts';
import { rememberScheduledPaymentDate } from '../../src/state/scheduled-payment-date.ts';
import { scheduledPaymentDateKey } from '../../src/state/storage-keys.ts';
import { atRoute, signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-portal.ts';

const messages = scheduledPaymentsMessages.result;
const found = { timeout: 8000 };

/** Hands the page's history entry `message` as navigation state, as the pay screen does. */
function withMessage(message: string) {
  return () => {
    window.history.replaceState(historyStateWith(window.history.state, { message }), '');
    return () => window.history.replaceState(historyStateWith(window.history.state, undefined), '');
  };
}

/** Stores the payment date of transNo 5000123, as the pay screen does when it schedules. */
function withStoredDate() {
  rememberScheduledPaymentDate('5000123', '2026-12-04');
  return () => window.sessionStorage.removeItem(scheduledPaymentDateKey('5000123'));
}

/** The schedule payment result pages in the portal; Jordan Rivera is signed in. */
const meta = {
  title: 'Scheduled payments/Schedule Payment results',
  render: () => <coop-portal />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** schedule-payments-success?transno=5000123: the message, the confirmation number and the stored date. */
export const Success: Story = {
  beforeEach: [
    startSignedIn,
    withStoredDate,
    withMessage('Your payment of $40.00 has been scheduled.'),
    atRoute('schedule-payments-success?transno=5000123'),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(
      await canvas.findByText('Your payment of $40.00 has been scheduled.', {}, found),
    ).toBeVisible();
    await expect(canvas.getByText('04-Dec-2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.done })).toBeVisible();
  },
};

/** schedule-payments-cancel. */
export const Canceled: Story = {
  beforeEach: [startSignedIn, atRoute('schedule-payments-cancel')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(messages.canceled, {}, found)).toBeVisible();
  },
};

/** schedule-payments-error with the message of the navigation state. */
export const Failed: Story = {
  beforeEach: [
    startSignedIn,
    withMessage('The card was declined. No payment was scheduled.'),
    atRoute('schedule-payments-error'),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(
      await canvas.findByText('The card was declined. No payment was scheduled.', {}, found),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: messages.title })).toBeVisible();
  },
};
