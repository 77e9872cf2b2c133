import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { dataTableMessages } from '../../src/domain/primitive-messages/data-table.ts';
import { operationRoundupMessages as messages } from '../../src/domain/operation-roundup/messages.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './OperationRoundup.css.ts';
import '../../widgets/coop-operation-roundup.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-operation-roundup');
const found = { timeout: 8000 };

/** Jordan Rivera (member 1001, six accounts; 300100200 gives $2.00) is signed in before each story. */
const meta = {
  title: 'Operation RoundUp/Operation RoundUp',
  render: () => <coop-operation-roundup />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Awaited<ReturnType<typeof withinShadowRootOf>>;

async function selectRow(canvas: Canvas, accountNumber: string) {
  await userEvent.click(await canvas.findByRole('checkbox', { name: `Select row ${accountNumber}` }, found));
}

/** Selects 300100201, switches it on and types an amount. */
async function enrol300100201(canvas: Canvas, amount: string) {
  await selectRow(canvas, '300100201');
  await userEvent.click(canvas.getByRole('switch', { name: messages.fieldLabels.enrolled('300100201') }));
  const field = canvas.getByLabelText(messages.fieldLabels.amount('300100201'));
  await waitFor(() => expect(field).toBeEnabled());
  // Replaces the shown 0.00, as selecting it and typing would.
  await userEvent.type(field, amount, {
    initialSelectionStart: 0,
    initialSelectionEnd: (field as HTMLInputElement).value.length,
  });
}

export const Loaded: Story = {
  name: 'Six accounts, 300100200 enrolled; Proceed disabled',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await expect(
      await canvas.findByLabelText(messages.fieldLabels.amount('300100200'), {}, found),
    ).toHaveValue('2.00');
    await expect(canvas.getByRole('button', { name: messages.proceed })).toBeDisabled();
  },
};

export const Editing: Story = {
  name: 'A row selected and enrolled: its edits enabled',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await enrol300100201(canvas, '1.50');
    await expect(canvas.getByRole('button', { name: messages.proceed })).toBeEnabled();
  },
};

export const InvalidAmount: Story = {
  name: 'Proceed with an amount at the limit',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await enrol300100201(canvas, '99999999.99');
    await userEvent.click(canvas.getByRole('button', { name: messages.proceed }));
    await expect(await canvas.findByText(messages.amountErrors.aboveMaximum, {}, found)).toBeVisible();
  },
};

/** The cooperative takes part in Operation RoundUp Plus with a $50.00 maximum. */
export const RoundUpPlusMaximum: Story = {
  name: 'Operation RoundUp Plus: above its maximum',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/operation-roundup',
          status: 200,
          body: {
            roundUpPlusMaximum: 50,
            accounts: [
              {
                accountNumber: '300100201',
                accountType: 'Water',
                address: '88 Mill Pond Ln, Riverbend, OR 97401',
                operationRoundup: false,
                operationRoundupAmount: null,
                operationRoundupExpiration: null,
              },
            ],
            totalRecords: 1,
          },
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await enrol300100201(canvas, '60');
    await userEvent.click(canvas.getByRole('button', { name: messages.proceed }));
    await expect(
      await canvas.findByText(messages.amountErrors.aboveRoundUpPlusMaximum('$50.00'), {}, found),
    ).toBeVisible();
  },
};

export const Saved: Story = {
  name: 'Saved: the success message and the rows loaded again',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await enrol300100201(canvas, '1.50');
    await userEvent.click(canvas.getByRole('button', { name: messages.proceed }));
    await expect(await canvas.findByText(messages.updated, {}, found)).toBeVisible();
  },
};

/** The update fails: the catalogue's message, and what was typed stays. */
export const SaveFailed: Story = {
  name: 'The update fails',
  parameters: {
    simulator: { faults: [{ method: 'PUT', path: '/operation-roundup', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await enrol300100201(canvas, '3.75');
    await userEvent.click(canvas.getByRole('button', { name: messages.proceed }));
    await expect(await canvas.findByText(errorMessages.contactSupport, {}, found)).toBeVisible();
    await expect(canvas.getByLabelText(messages.fieldLabels.amount('300100201'))).toHaveValue('3.75');
  },
};

/** The accounts answer after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/operation-roundup', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The accounts fail to load: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/operation-roundup', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.contactSupport);
  },
};

export const NoAccounts: Story = {
  name: 'No accounts',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/operation-roundup',
          status: 200,
          body: { roundUpPlusMaximum: null, accounts: [], totalRecords: 0 },
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await expect(await canvas.findByText(messages.noAccounts, {}, found)).toBeVisible();
  },
};

export const Help: Story = {
  name: 'The help dialog',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await userEvent.click(await canvas.findByRole('button', { name: messages.help }, found));
    await expect(await canvas.findByRole('dialog', { name: messages.title }, found)).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px): the rows as cards',
  render: () => (
    <div className={styles.narrow}>
      <coop-operation-roundup />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await enrol300100201(canvas, '1.50');
    await expect(canvas.getByRole('button', { name: messages.proceed })).toBeEnabled();
  },
};

/**
 * A commercial member: the Riverbend School District (member 1010, 2,400 accounts, docs/demo-data.md).
 * The back office answers ten rows at a time; the table counts them all.
 */
export const SchoolDistrict: Story = {
  name: 'Many accounts: a school district’s 2,400, a page at a time',
  loaders: [signInAs('riverbend.schools', 'Recess#2026')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-operation-roundup');
    await expect(await canvas.findByText(dataTableMessages.rowRange(1, 10, 2400), {}, found)).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText(dataTableMessages.pageOf(1, 240))).toBeVisible();
  },
};
