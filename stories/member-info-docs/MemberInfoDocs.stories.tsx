import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { riverbendApplicationId } from '../../demo-host/simulator/sites.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { memberInfoDocsMessages as messages } from '../../src/domain/member-info-docs/messages.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './Narrow.css.ts';
import '../../widgets/coop-member-info-docs.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-member-info-docs');
const found = { timeout: 8000 };

/** Jordan Rivera (member 1001) is signed in before each story. */
const meta = {
  title: 'Member documents/Member Information Documents',
  render: () => <coop-member-info-docs />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'The three documents under “Member Documents”',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-member-info-docs');
    await expect(await canvas.findByRole('link', { name: /^Bylaws/ }, found)).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Member Documents');
  },
};

export const Empty: Story = {
  name: 'No documents',
  parameters: {
    simulator: {
      state: (state) => {
        state.memberInfoDocs.sites[riverbendApplicationId] = [];
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-member-info-docs');
    await expect(await canvas.findByText(messages.empty, {}, found)).toBeVisible();
  },
};

/** The documents answer after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/member-info-docs', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-member-info-docs');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The documents cannot be loaded: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/member-info-docs', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-member-info-docs');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-member-info-docs />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-member-info-docs');
    await expect(await canvas.findByRole('link', { name: /^Rate Schedule/ }, found)).toBeVisible();
  },
};
