import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { averageBillingMessages as messages } from '../../src/domain/average-billing/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { failedResponse } from '../support/expected-errors.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './AverageBilling.css.ts';
import '../../widgets/coop-average-billing.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-average-billing');
const found = { timeout: 8000 };

/** Jordan Rivera (member 1001, six accounts) is signed in before each story. */
const meta = {
  title: 'Average billing/Average Billing',
  render: () => <coop-average-billing />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Awaited<ReturnType<typeof withinShadowRootOf>>;

async function canvasOf(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-average-billing');
  await canvas.findByRole('button', { name: 'Sign Up account 300100200' }, found);
  return canvas;
}

async function chooseView(canvas: Canvas, label: string) {
  await userEvent.selectOptions(canvas.getByLabelText(messages.viewLabel), label);
}

/** Every account in the All view: Sign Up, Remove and Not Eligible, and the filter. */
export const Loaded: Story = {
  name: 'All accounts',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove account 300100201' })).toBeVisible();
    await expect(canvas.getAllByText(messages.actions.notEligible)).toHaveLength(3);
    await expect(canvas.getByLabelText(messages.viewLabel)).toHaveValue('all');
  },
};

/** The reason of 300100204, opened from the keyboard. */
export const NotEligibleReason: Story = {
  name: 'Not Eligible: the reason on focus (300100204)',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    canvas.getByRole('button', { name: messages.reasonLabel('300100204') }).focus();
    await expect(
      await canvas.findByText('Final billed accounts cannot enrol in average billing.', {}, found),
    ).toBeVisible();
  },
};

/** The budget account explained. */
export const BudgetAccount: Story = {
  name: 'Not Eligible: a budget account (300100205)',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.reasonLabel('300100205') }));
    await expect(await canvas.findByText(messages.budgetReason, {}, found)).toBeVisible();
  },
};

/** Non-Average Billing: the selection column, Sign Up Selected and the hint. */
export const NonAverageView: Story = {
  name: 'Non-Average Billing: selection and Sign Up Selected',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await chooseView(canvas, messages.views.nonAverage);
    await expect(await canvas.findByRole('button', { name: messages.bulk.signUp }, found)).toBeDisabled();
    await expect(canvas.getByText(messages.bulkHint(messages.bulk.signUp))).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Select row 300100200'));
    await expect(canvas.getByRole('button', { name: messages.bulk.signUp })).toBeEnabled();
  },
};

/** Average Billing: Remove Selected. */
export const AverageView: Story = {
  name: 'Average Billing: Remove Selected',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await chooseView(canvas, messages.views.average);
    await expect(await canvas.findByRole('button', { name: messages.bulk.remove }, found)).toBeVisible();
    await expect(canvas.getByText(messages.bulkHint(messages.bulk.remove))).toBeVisible();
  },
};

/** Sign Up asks first: Continue or Cancel. */
export const Confirmation: Story = {
  name: 'Sign Up: the confirmation (300100200)',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up account 300100200' }));
    const dialog = await canvas.findByRole('alertdialog', {}, found);
    await expect(dialog).toHaveTextContent(messages.confirm.signUpOne('300100200'));
    await expect(canvas.getByRole('button', { name: messages.confirm.continue })).toBeVisible();
  },
};

/** One account signed up. */
export const SignedUp: Story = {
  name: 'Sign Up: the success dialog (300100200)',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up account 300100200' }));
    await userEvent.click(await canvas.findByRole('button', { name: messages.confirm.continue }, found));
    await expect(await canvas.findByText(messages.success.one('300100200'), {}, found)).toBeVisible();
  },
};

/** Two accounts signed up from Non-Average Billing in one call. */
export const BulkSignedUp: Story = {
  name: 'Sign Up Selected: the success dialog',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await chooseView(canvas, messages.views.nonAverage);
    await userEvent.click(await canvas.findByLabelText('Select all rows', {}, found));
    await userEvent.click(canvas.getByRole('button', { name: messages.bulk.signUp }));
    await userEvent.click(await canvas.findByRole('button', { name: messages.confirm.continue }, found));
    await expect(await canvas.findByText(messages.success.many, {}, found)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(messages.viewLabel)).toHaveValue('all'));
  },
};

/** The back office refuses the change with a 400: its message in the warning dialog. */
export const Refused: Story = {
  name: 'Sign Up refused: the warning dialog',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'PUT',
          path: '/levelized-accounts',
          status: 400,
          body: ['Average billing sign-ups are closed until the next billing cycle.'],
        },
      ],
    },
    expectedConsoleErrors: [failedResponse(400)],
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up account 300100202' }));
    await userEvent.click(await canvas.findByRole('button', { name: messages.confirm.continue }, found));
    await expect(
      await canvas.findByText('Average billing sign-ups are closed until the next billing cycle.', {}, found),
    ).toBeVisible();
  },
};

/** The accounts answer after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/levelized-accounts', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-average-billing');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The accounts call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/levelized-accounts', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-average-billing');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.contactSupport);
  },
};

/** The back office lists no account. */
export const Empty: Story = {
  name: 'No accounts',
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/levelized-accounts', status: 200, body: [], times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-average-billing');
    await expect(await canvas.findByText(messages.noAccounts, {}, found)).toBeVisible();
  },
};

/** Phone width: the controls stack and each row is a card. */
export const Narrow: Story = {
  name: 'Narrow (375 px): Non-Average Billing',
  render: () => (
    <div className={styles.narrow}>
      <coop-average-billing />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await chooseView(canvas, messages.views.nonAverage);
    await expect(await canvas.findByRole('button', { name: messages.bulk.signUp }, found)).toBeVisible();
  },
};
