import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { scheduledPaymentsMessages as messages } from '../../src/domain/scheduled-payments/messages.ts';
import { failedResponse } from '../support/expected-errors.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './ScheduledPayments.css.ts';
import '../../widgets/coop-scheduled-payments.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-scheduled-payments');
const found = { timeout: 8000 };
const deleteName = /^Delete the scheduled payment of \$40\.00/;

/** Jordan Rivera (member 1001) is signed in before each story: $40.00 and $54.10 are scheduled. */
const meta = {
  title: 'Scheduled payments/Scheduled Payments',
  render: () => <coop-scheduled-payments />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function canvasOf(canvasElement: HTMLElement) {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-scheduled-payments');
  await canvas.findByRole('button', { name: deleteName }, found);
  return canvas;
}

/** The overview text and the two scheduled payments, each with Delete. */
export const Loaded: Story = {
  name: 'Jordan’s scheduled payments',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByText('$54.10')).toBeVisible();
    // The overview text comes by its own call, which may answer after the list.
    await expect(
      await canvas.findByText(/Payments you have scheduled for a future date/, {}, found),
    ).toBeVisible();
  },
};

/** Delete asks first: 'Are you sure you want to delete Schedule Payments?' with No and Yes. */
export const DeleteConfirm: Story = {
  name: 'Delete: the question',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: deleteName }));
    const dialog = await canvas.findByRole('alertdialog', {}, found);
    await expect(dialog).toHaveTextContent(messages.deleteConfirm);
    const no = canvas.getByRole('button', { name: messages.no });
    // toHaveFocus compares document.activeElement, which is the shadow host.
    await waitFor(() => expect(no.matches(':focus')).toBe(true));
  },
};

/** Yes: the payment is deleted, said so, and the other one remains. */
export const Deleted: Story = {
  name: 'Delete: done',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: deleteName }));
    await userEvent.click(await canvas.findByRole('button', { name: messages.yes }, found));
    await expect(await canvas.findByText(messages.deleted, {}, found)).toBeVisible();
    // The list loads again after the answer: the deleted payment leaves it.
    await waitFor(() => expect(canvas.queryByRole('button', { name: deleteName })).toBeNull(), found);
    await expect(canvas.getByText('$54.10')).toBeVisible();
  },
};

/** The back office refuses the delete: its message, and the payment stays. */
export const DeleteRefused: Story = {
  name: 'Delete: refused',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'DELETE',
          path: '/scheduled-payments/',
          status: 400,
          body: ['The payment is being processed and can no longer be deleted.'],
        },
      ],
    },
    expectedConsoleErrors: [failedResponse(400)],
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: deleteName }));
    await userEvent.click(await canvas.findByRole('button', { name: messages.yes }, found));
    await expect(
      await canvas.findByText('The payment is being processed and can no longer be deleted.', {}, found),
    ).toBeVisible();
  },
};

/** No payment is scheduled. */
export const Empty: Story = {
  name: 'No payments scheduled',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/scheduled-payments',
          status: 200,
          body: { scheduledPaymentsList: [] },
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-scheduled-payments');
    await expect(await canvas.findByText(messages.empty, {}, found)).toBeVisible();
  },
};

/** The list answers after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/scheduled-payments', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-scheduled-payments');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The list fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/scheduled-payments', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-scheduled-payments');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

/** Phone width: each payment is a card. */
export const Narrow: Story = {
  name: 'Narrow (375 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-scheduled-payments />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByText('$40.00')).toBeVisible();
  },
};
