import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { depositsMessages as messages } from '../../src/domain/deposits/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './Deposits.css.ts';
import '../../widgets/coop-deposits.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-deposits');
const found = { timeout: 8000 };

/** Jordan Rivera (member 1001) is signed in before each story, on 300100200 (`?accountno=`). */
const meta = {
  title: 'Deposits/Deposits',
  render: () => <coop-deposits />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 300100200's held service deposit and the total held. */
export const Loaded: Story = {
  name: '300100200: a deposit held',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-deposits');
    await expect(await canvas.findByText('Residential service deposit', {}, found)).toBeVisible();
    await expect(canvas.getByText(messages.totalHeld)).toBeVisible();
  },
};

/** 300100202: two deposits held. */
export const TwoHeld: Story = {
  name: '300100202: two deposits held',
  beforeEach: [withPageQuery({ accountno: '300100202' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-deposits');
    await expect(await canvas.findByText('Additional deposit', {}, found)).toBeVisible();
    await expect(canvas.getByText('$200.00')).toBeVisible();
  },
};

/** 300100203 has no deposits. */
export const Empty: Story = {
  name: '300100203: no deposits',
  beforeEach: [withPageQuery({ accountno: '300100203' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-deposits');
    await expect(await canvas.findByText(messages.empty, {}, found)).toBeVisible();
  },
};

/** The deposits answer after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/deposits', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-deposits');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The deposits call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/deposits', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-deposits');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

/** Phone width: each deposit is a card. */
export const Narrow: Story = {
  name: 'Narrow (375 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-deposits />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-deposits');
    await expect(await canvas.findByText('Residential service deposit', {}, found)).toBeVisible();
  },
};
