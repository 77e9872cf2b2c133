import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { capitalCreditLetterMessages as messages } from '../../src/domain/capital-credit-letter/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { failedResponse } from '../support/expected-errors.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-capital-credit-letter.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-capital-credit-letter');

const narrowViewport = {
  viewport: {
    options: {
      narrow: { name: 'Narrow (375 px)', styles: { width: '375px', height: '800px' }, type: 'mobile' },
    },
  },
};

/** A visitor, nobody signed in: the page is public (spec 03 §2.8). */
const meta = {
  title: 'Capital credit letter return/Capital Credit Letter Return',
  render: () => <coop-capital-credit-letter />,
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const letter = (canvasElement: HTMLElement) =>
  withinShadowRootOf(canvasElement, 'coop-capital-credit-letter');

async function fill(canvasElement: HTMLElement, memberNumber: string, letterId: string) {
  const canvas = await letter(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(messages.memberNumber, {}, { timeout: 8000 }),
    memberNumber,
  );
  await userEvent.type(canvas.getByLabelText(messages.letterId), letterId);
  await userEvent.click(canvas.getByRole('button', { name: messages.submit }));
  return canvas;
}

export const Form: Story = {
  name: 'The form, with the cooperative’s message',
  play: async ({ canvasElement }) => {
    const canvas = await letter(canvasElement);
    await expect(
      await canvas.findByText(/Please sign your capital credit letter/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.submit })).toBeEnabled();
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px)',
  parameters: narrowViewport,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: Form.play,
};

export const FieldErrors: Story = {
  name: 'Required and format errors',
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '10-01', ' ');
    await expect(await canvas.findByText(messages.validation.invalidFormat)).toBeVisible();
    await expect(canvas.getByText(messages.validation.letterIdRequired)).toBeVisible();
  },
};

export const HelpDialog: Story = {
  name: 'Letter ID help dialog',
  play: async ({ canvasElement }) => {
    const canvas = await letter(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: messages.letterIdHelp }, { timeout: 8000 }),
    );
    await expect(await canvas.findByRole('dialog', { name: messages.letterIdHelpTitle })).toBeVisible();
  },
};

export const Returned: Story = {
  name: 'Letter CC2026A returned for member 1001',
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '1001', 'CC2026A');
    // A success is announced politely (a status), not as an alert.
    await expect(await canvas.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent(
      'Thank you. We received your signed capital credit letter CC2026A for member 1001.',
    );
  },
};

export const NotFound: Story = {
  name: 'A letter the back office does not know (its message)',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '1002', 'CC2026A');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find a capital credit letter matching that member number and letter ID.',
    );
  },
};

/** The letter return call fails: the catalogue's generic message. */
export const Failed: Story = {
  parameters: { simulator: { faults: [{ method: 'POST', path: '/letter-returns', status: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '1001', 'CC2026A');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
  },
};
