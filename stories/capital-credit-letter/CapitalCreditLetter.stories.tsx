import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { capitalCreditLetterMessages as messages } from '../../src/domain/capital-credit-letter/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-capital-credit-letter.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-capital-credit-letter');

/** Jordan Rivera (member 1001) is signed in before each story, on 300100200 (`?accountno=`). */
const meta = {
  title: 'Capital credit letter return/Capital Credit Letter Return',
  render: () => <coop-capital-credit-letter />,
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
    const canvas = await withinShadowRootOf(canvasElement, 'coop-capital-credit-letter');
    await expect(await canvas.findByText('Call before visiting.', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByLabelText(messages.newNote)).toBeVisible();
  },
};

/** The Capital Credit Letter Return call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/capital-credit-letter', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-capital-credit-letter');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
  },
};
