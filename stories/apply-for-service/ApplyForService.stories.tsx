import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { applyForServiceMessages as messages } from '../../src/domain/apply-for-service/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { enterValue } from '../support/fields.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-apply-for-service.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-apply-for-service');

const narrow = {
  parameters: {
    viewport: {
      options: {
        narrow: { name: 'Narrow (375 px)', styles: { width: '375px', height: '900px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
} as const;

/** A visitor, nobody signed in: the home page's Application For Service tile leads here. */
const meta = {
  title: 'Apply for service/Application For Service',
  render: () => <coop-apply-for-service />,
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => withinShadowRootOf(canvasElement, 'coop-apply-for-service');

/** A week ahead, as the date field takes it. */
function inAWeek(): string {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Fills a start of service and submits. The fields are entered as autofill would (see enterValue): the
 * phone field formats what it is given, which a simulated key press does not reach in a shadow root.
 */
async function fillStart(canvasElement: HTMLElement) {
  const canvas = await page(canvasElement);
  await userEvent.click(
    await canvas.findByRole('radio', { name: messages.requestTypes.start }, { timeout: 8000 }),
  );
  await userEvent.selectOptions(canvas.getByLabelText(messages.accountType), 'Electric');
  await enterValue(canvas.getByLabelText(messages.requestedDate.start), inAWeek());
  await enterValue(canvas.getByLabelText(messages.firstName), 'Casey');
  await enterValue(canvas.getByLabelText(messages.lastName), 'Morgan');
  await enterValue(canvas.getByLabelText(messages.address1), '418 Alder St');
  await enterValue(canvas.getByLabelText(messages.city), 'Riverbend');
  await userEvent.selectOptions(canvas.getByLabelText(messages.state), 'OR');
  await enterValue(canvas.getByLabelText(messages.zip), '97401');
  await enterValue(canvas.getByLabelText(messages.phone), '5415550188');
  await enterValue(canvas.getByLabelText(messages.email), 'casey.morgan@example.com');
  await userEvent.click(canvas.getByRole('radio', { name: messages.identityMethods.ssn }));
  await enterValue(await canvas.findByLabelText(messages.ssnLast4), '6789');
  await userEvent.click(canvas.getByRole('button', { name: messages.submit }));
  return canvas;
}

export const Form: Story = {
  name: 'The application',
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: messages.submit }, { timeout: 8000 }),
    ).toBeEnabled();
  },
};

export const FormNarrow: Story = { name: 'Narrow (375 px)', ...narrow, play: Form.play };

export const Loading: Story = {
  name: 'Loading the types of service',
  parameters: { simulator: { faults: [{ method: 'GET', path: '/account-types', delayMs: 60_000 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(await canvas.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent(
      messages.loading,
    );
  },
};

export const LoadFailed: Story = {
  name: 'Types of service failed to load',
  parameters: { simulator: { faults: [{ method: 'GET', path: '/account-types', status: 500, times: 10 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
  },
};

export const FieldErrors: Story = {
  name: 'Every missing field',
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: messages.submit }, { timeout: 8000 }));
    await expect(await canvas.findByText(messages.validation.requestTypeRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.identityRequired)).toBeVisible();
  },
};

export const DepositNotice: Story = {
  name: 'Identity: the deposit notice',
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: messages.identityMethods.deposit }, { timeout: 8000 }),
    );
    await expect(await canvas.findByText(messages.depositNotice)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: messages.depositAcknowledged })).not.toBeChecked();
  },
};

export const Confirmation: Story = {
  name: 'Confirmation number',
  play: async ({ canvasElement }) => {
    const canvas = await fillStart(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: messages.confirmation.heading }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/^SA\d{10}$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.confirmation.print })).toBeVisible();
  },
};

export const ConfirmationNarrow: Story = {
  name: 'Confirmation, narrow (375 px)',
  ...narrow,
  play: Confirmation.play,
};

export const Failed: Story = {
  name: 'Request failed (what was typed is kept)',
  parameters: { simulator: { faults: [{ method: 'POST', path: '/service-applications', status: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillStart(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
    await expect(canvas.getByLabelText(messages.city)).toHaveValue('Riverbend');
  },
};
