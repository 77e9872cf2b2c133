import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { applyForServiceMessages as messages } from '../../src/domain/apply-for-service/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-apply-for-service.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-apply-for-service');

/** Jordan Rivera (member 1001) is signed in before each story, on 300100200 (`?accountno=`). */
const meta = {
  title: 'Application for service/Application For Service',
  render: () => <coop-apply-for-service />,
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
    const canvas = await withinShadowRootOf(canvasElement, 'coop-apply-for-service');
    await expect(await canvas.findByText('Call before visiting.', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByLabelText(messages.newNote)).toBeVisible();
  },
};

/** The Application For Service call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/apply-for-service', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-apply-for-service');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
  },
};
