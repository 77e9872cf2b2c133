import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { autoPayMessages as messages } from '../../src/domain/auto-pay/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { failedResponse } from '../support/expected-errors.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './AutoPay.css.ts';
import '../../widgets/coop-auto-pay.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-auto-pay');
const found = { timeout: 8000 };
const setUp300100200 = messages.enrolLabel('300100200');
const remove300100201 = messages.removeLabel('300100201');

/**
 * Jordan Rivera (member 1001) is signed in before each story: 300100201 pays by e-check, 300100200 and
 * 300100202 may enrol, the others may not.
 */
const meta = {
  title: 'Auto pay/Auto Payments',
  render: () => <coop-auto-pay />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function canvasOf(canvasElement: HTMLElement) {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-auto-pay');
  await canvas.findByRole('button', { name: setUp300100200 }, found);
  return canvas;
}

async function openEnrol(canvasElement: HTMLElement) {
  const canvas = await canvasOf(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: setUp300100200 }));
  await canvas.findByRole('dialog', { name: messages.enrolTitle('300100200') }, found);
  return canvas;
}

/** Every account with its auto payment, or why it may not enrol. */
export const Loaded: Story = {
  name: 'Jordan’s accounts',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByText('Paid by Checking ending 1357 (e-check)')).toBeVisible();
    await expect(canvas.getByText('Prepaid accounts cannot enrol in auto pay.')).toBeVisible();
  },
};

/** The member has no account. */
export const Empty: Story = {
  name: 'No accounts',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/auto-payments',
          status: 200,
          body: { acceptedCardTypes: ['VI'], results: [], totalRecords: 0 },
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-auto-pay');
    await expect(await canvas.findByText(messages.noAccounts, {}, found)).toBeVisible();
  },
};

/** The list answers after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/auto-payments', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-auto-pay');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The list fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/auto-payments', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-auto-pay');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

/** Set Up: the stored methods, then a new card or bank account; the Visa chosen. */
export const EnrolDialog: Story = {
  name: 'Set up: the choices',
  play: async ({ canvasElement }) => {
    const canvas = await openEnrol(canvasElement);
    await expect(canvas.getByLabelText('Visa ending 4242')).toBeChecked();
    await expect(canvas.getByLabelText(messages.newCard)).toBeVisible();
  },
};

/** A new card goes through the secure payment page. */
export const EnrolNewCard: Story = {
  name: 'Set up: a new card',
  play: async ({ canvasElement }) => {
    const canvas = await openEnrol(canvasElement);
    await userEvent.click(canvas.getByLabelText(messages.newCard));
    await expect(await canvas.findByText(messages.hostedNote, {}, found)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.continueToPage })).toBeVisible();
  },
};

/** Set Up with the stored Visa: one call, said so. */
export const Enrolled: Story = {
  name: 'Set up: done with a stored card',
  play: async ({ canvasElement }) => {
    const canvas = await openEnrol(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.confirmEnrol }));
    await expect(await canvas.findByText(messages.enrolled('300100200'), {}, found)).toBeVisible();
    await expect(await canvas.findByText('Paid by Visa ending 4242 (card)', {}, found)).toBeVisible();
  },
};

/** The back office refuses: its words in the dialog, which stays open. */
export const EnrolRefused: Story = {
  name: 'Set up: refused',
  parameters: {
    simulator: {
      faults: [
        { method: 'POST', path: '/auto-payment', status: 400, body: ['Credit Card Payment Restricted.'] },
      ],
    },
    expectedConsoleErrors: [failedResponse(400)],
  },
  play: async ({ canvasElement }) => {
    const canvas = await openEnrol(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.confirmEnrol }));
    await expect(await canvas.findByText('Credit Card Payment Restricted.', {}, found)).toBeVisible();
  },
};

/** The enrolment's answer is lost: told as unknown, the list loaded again. */
export const EnrolOutcomeUnknown: Story = {
  name: 'Set up: the answer lost',
  parameters: {
    simulator: { faults: [{ method: 'POST', path: '/auto-payment', when: 'after', drop: true }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openEnrol(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.confirmEnrol }));
    await expect(await canvas.findByText(messages.enrolOutcomeUnknown, {}, found)).toBeVisible();
  },
};

/** Remove asks first, No first and focused. */
export const RemoveConfirm: Story = {
  name: 'Remove: the question',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: remove300100201 }));
    const dialog = await canvas.findByRole('alertdialog', {}, found);
    await expect(dialog).toHaveTextContent(messages.removeConfirm('300100201'));
    const no = canvas.getByRole('button', { name: messages.no });
    // toHaveFocus compares document.activeElement, which is the shadow host.
    await waitFor(() => expect(no.matches(':focus')).toBe(true));
  },
};

/** Yes: the auto payment is removed and said so. */
export const Removed: Story = {
  name: 'Remove: done',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: remove300100201 }));
    await userEvent.click(await canvas.findByRole('button', { name: messages.yes }, found));
    await expect(await canvas.findByText(messages.removed('300100201'), {}, found)).toBeVisible();
  },
};

/** Phone width: the accounts stack. */
export const Narrow: Story = {
  name: 'Narrow (375 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-auto-pay />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByText('Paid by Checking ending 1357 (e-check)')).toBeVisible();
  },
};

/**
 * A commercial member: the Riverbend School District's 2,400 accounts (docs/demo-data.md), 24 cards at a
 * time, a search by account number or address, and Show 24 more.
 */
export const SchoolDistrict: Story = {
  name: 'Many accounts: a school district’s 2,400',
  loaders: [signInAs('riverbend.schools', 'Recess#2026')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-auto-pay');
    await expect(await canvas.findByText(messages.shown(24, 2400), {}, { timeout: 20_000 })).toBeVisible();
    await expect(canvas.getByLabelText(messages.search)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.showMore(24) }));
    await expect(await canvas.findByText(messages.shown(48, 2400), {}, found)).toBeVisible();
  },
};
