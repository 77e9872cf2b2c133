import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { meterReadingMessages as messages } from '../../src/domain/meter-reading/messages.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-meter-reading.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-meter-reading');

/** Jordan Rivera (member 1001) is signed in before each story, on the water account 300100201. */
const meta = {
  title: 'Meter reading/Meter Reading',
  render: () => <coop-meter-reading />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100201' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  name: '300100201 with its last reading',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-meter-reading');
    await expect(await canvas.findByText(/^Last reading: 482,950 on /, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByLabelText(messages.form.reading)).toBeVisible();
  },
};

/** A reading below the last one is refused, saying which the last one was. */
export const BelowLastReading: Story = {
  name: 'A reading below the last one',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-meter-reading');
    await userEvent.type(
      await canvas.findByLabelText(messages.form.reading, {}, { timeout: 8000 }),
      '482000',
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.form.submit }));
    await expect(
      await canvas.findByText(/^The reading cannot be lower than the last reading of 482,950 on /),
    ).toBeVisible();
  },
};

export const Submitted: Story = {
  name: 'A reading received',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-meter-reading');
    await userEvent.type(
      await canvas.findByLabelText(messages.form.reading, {}, { timeout: 8000 }),
      '483600',
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.form.submit }));
    await expect(
      await canvas.findByText(/^Thank you\. Your reading of 483,600 on /, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The prepaid account collects no readings from its member. */
export const NotCollected: Story = {
  name: 'Not collected (300100203, prepaid)',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100203' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-meter-reading');
    await expect(await canvas.findByText(messages.notCollected, {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/meter-readings', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-meter-reading');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
  },
};
