import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { arrangementsMessages as messages } from '../../src/domain/arrangements/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './Arrangements.css.ts';
import '../../widgets/coop-arrangements.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-arrangements');
const found = { timeout: 8000 };

/** Jordan Rivera (member 1001) is signed in before each story, on 300100205 (`?accountno=`). */
const meta = {
  title: 'Arrangements/Arrangements',
  render: () => <coop-arrangements />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100205' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 300100205: the arrangement, its next payment overdue. */
export const Overdue: Story = {
  name: '300100205: next payment overdue',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-arrangements');
    await expect(await canvas.findByText(messages.details, {}, found)).toBeVisible();
    await expect(canvas.getByText(messages.overdue)).toBeVisible();
    await expect(canvas.getByText('$270.00')).toBeVisible();
  },
};

/** 300100200 has no arrangement. */
export const NoArrangement: Story = {
  name: '300100200: no arrangement',
  beforeEach: [withPageQuery({ accountno: '300100200' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-arrangements');
    await expect(await canvas.findByText(messages.noArrangement, {}, found)).toBeVisible();
  },
};

/** The account answers after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/info', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-arrangements');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The account cannot be loaded: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/info', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-arrangements');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

/** Phone width. */
export const Narrow: Story = {
  name: 'Narrow (375 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-arrangements />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-arrangements');
    await expect(await canvas.findByText(messages.details, {}, found)).toBeVisible();
  },
};
