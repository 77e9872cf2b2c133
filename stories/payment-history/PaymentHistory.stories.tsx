import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { accountOverviewMessages } from '../../src/domain/account-overview/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { paymentHistoryMessages as messages } from '../../src/domain/payment-history/messages.ts';
import { enterValue } from '../support/fields.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './PaymentHistory.css.ts';
import '../../widgets/coop-payment-history.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-payment-history');
const found = { timeout: 8000 };

/** Jordan Rivera (member 1001) is signed in before each story, on 300100200 (`?accountno=`). */
const meta = {
  title: 'Payment history/Account History',
  render: () => <coop-payment-history />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function canvasOf(canvasElement: HTMLElement) {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-history');
  await canvas.findAllByRole('button', { name: /^View Bill/ }, found);
  return canvas;
}

/** Payments and bills newest first, the filters and the export buttons. */
export const Loaded: Story = {
  name: '300100200: payments and bills',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getAllByText(messages.payment).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** Bills only, from the type filter. */
export const BillsOnly: Story = {
  name: 'Filtered: bills only',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(messages.filters.type), messages.filters.bills);
    await expect(await canvas.findByRole('button', { name: messages.filters.clear }, found)).toBeVisible();
  },
};

/** A To date before the From date: the error on the To field. */
export const RangeError: Story = {
  name: 'Filtered: a To date before the From date',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    // A date field takes no typed characters; a date picked sets its value at once.
    await enterValue(canvas.getByLabelText(messages.filters.from), '2026-06-01');
    await enterValue(canvas.getByLabelText(messages.filters.to), '2026-01-01');
    await expect(await canvas.findByText(messages.filters.toBeforeFrom, {}, found)).toBeVisible();
  },
};

/** View Bill: the statement in the PDF viewer. */
export const BillViewer: Story = {
  name: 'View Bill: the PDF viewer',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    const [viewBill] = canvas.getAllByRole('button', { name: /^View Bill/ });
    if (viewBill) await userEvent.click(viewBill);
    await expect(await canvas.findByRole('dialog', {}, found)).toBeVisible();
  },
};

/** 300100204's latest bill has no statement: the no-bill dialog. */
export const NoBill: Story = {
  name: 'View Bill: no statement (300100204)',
  beforeEach: [withPageQuery({ accountno: '300100204' })],
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    const [viewBill] = canvas.getAllByRole('button', { name: /^View Bill/ });
    if (viewBill) await userEvent.click(viewBill);
    await expect(
      await canvas.findByText(accountOverviewMessages.noBillDialog.message, {}, found),
    ).toBeVisible();
  },
};

/** The history answers after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/bills/history', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-history');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The history call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/bills/history', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-history');
    await expect(await canvas.findByRole('button', { name: 'Try again' }, found)).toBeVisible();
    await expect(canvas.getByText(errorMessages.generic)).toBeVisible();
  },
};

/** Phone width: the filters stack and each record is a card. */
export const Narrow: Story = {
  name: 'Narrow (375 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-payment-history />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByLabelText(messages.filters.type)).toBeVisible();
  },
};
