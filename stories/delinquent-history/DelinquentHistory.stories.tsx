import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { delinquentHistoryMessages as messages } from '../../src/domain/delinquent-history/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { failedResponse } from '../support/expected-errors.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './Narrow.css.ts';
import '../../widgets/coop-delinquent-history.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-delinquent-history');
const found = { timeout: 8000 };

/** Jordan Rivera (member 1001) is signed in before each story, on 300100202 unless it says otherwise. */
const meta = {
  title: 'Delinquent history/Delinquent History',
  render: () => <coop-delinquent-history />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100202' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: '300100202: 3 notices',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-delinquent-history');
    await expect(await canvas.findByText('$212.40', {}, found)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^View PDF/ })).toHaveLength(3);
  },
};

export const NoticeOpen: Story = {
  name: 'A notice open in the PDF viewer',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-delinquent-history');
    const [first] = await canvas.findAllByRole('button', { name: /^View PDF/ }, found);
    await userEvent.click(first!);
    const dialog = await canvas.findByRole('dialog', {}, found);
    await expect(dialog).toHaveAccessibleName(/^Delinquent Notice \d{2}\/\d{2}\/\d{4}$/);
  },
};

export const FileNotFound: Story = {
  name: "300100205: 'Delinquent File not found.'",
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100205' })],
  parameters: { expectedConsoleErrors: [failedResponse(404)] },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-delinquent-history');
    await userEvent.click(await canvas.findByRole('button', { name: /^View PDF/ }, found));
    await expect(await canvas.findByText(messages.fileNotFound, {}, { timeout: 15000 })).toBeVisible();
  },
};

export const Empty: Story = {
  name: '300100200: no delinquents',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-delinquent-history');
    await expect(await canvas.findByText(messages.empty, {}, found)).toBeVisible();
  },
};

/** The notices answer after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/delinquents', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-delinquent-history');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The notices cannot be loaded: the generic message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/delinquents', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-delinquent-history');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px): the notices as cards',
  render: () => (
    <div className={styles.narrow}>
      <coop-delinquent-history />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-delinquent-history');
    await expect(await canvas.findByText('$212.40', {}, found)).toBeVisible();
  },
};
