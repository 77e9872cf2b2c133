import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { myProfileMessages as messages } from '../../src/domain/my-profile/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-my-profile.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-my-profile');

/** Jordan Rivera (member 1001) is signed in before each story, on 300100200 (`?accountno=`). */
const meta = {
  title: 'My profile/My Profile',
  render: () => <coop-my-profile />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: '300100200 with its note',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-my-profile');
    await expect(await canvas.findByText('Call before visiting.', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByLabelText(messages.newNote)).toBeVisible();
  },
};

/** The My Profile call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/my-profile', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-my-profile');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
  },
};
