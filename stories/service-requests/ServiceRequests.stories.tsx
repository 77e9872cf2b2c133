import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { serviceRequestsMessages as messages } from '../../src/domain/service-requests/messages.ts';
import { failedResponse } from '../support/expected-errors.ts';
import { enterValue } from '../support/fields.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './Narrow.css.ts';
import '../../widgets/coop-service-requests.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-service-requests');
const found = { timeout: 8000 };

/** Jordan Rivera (member 1001) is signed in before each story, on 300100200 unless it says otherwise. */
const meta = {
  title: 'Service requests/Service Requests',
  render: () => <coop-service-requests />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Awaited<ReturnType<typeof withinShadowRootOf>>;

async function fillValidRequest(canvas: Canvas) {
  await userEvent.selectOptions(
    await canvas.findByLabelText(messages.form.serviceType, { exact: false }, found),
    'Outdoor Light Repair',
  );
  // Controlled fields: userEvent.type in a shadow root is not seen by React (see enterValue).
  await enterValue(canvas.getByLabelText(messages.form.phone, { exact: false }), '5415550148');
  fireEvent.input(canvas.getByLabelText(messages.form.comments, { exact: false }), {
    target: { value: 'Yard light is out.' },
  });
}

export const Loaded: Story = {
  name: '300100200: the form, and 7 past requests 5 a page',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-service-requests');
    await expect(await canvas.findByText('Rows 1–5 of 7', {}, found)).toBeVisible();
    // The form waits for the types of service, which may arrive after the history.
    await expect(await canvas.findByRole('button', { name: messages.form.submit }, found)).toBeDisabled();
  },
};

export const Empty: Story = {
  name: '300100201: no past request',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100201' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-service-requests');
    await expect(await canvas.findByText(messages.history.empty, {}, found)).toBeVisible();
  },
};

export const FieldErrors: Story = {
  name: 'Form errors: no service type, a phone in the wrong format',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-service-requests');
    const type = await canvas.findByLabelText(messages.form.serviceType, { exact: false }, found);
    await userEvent.click(type);
    const phone = canvas.getByLabelText(messages.form.phone, { exact: false });
    await userEvent.click(phone);
    await userEvent.type(phone, '0875551234');
    await userEvent.tab();
    await expect(await canvas.findByText(messages.validation.serviceTypeRequired, {}, found)).toBeVisible();
    await expect(await canvas.findByText(messages.validation.phoneInvalid, {}, found)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.form.submit })).toBeDisabled();
  },
};

export const Submitted: Story = {
  name: 'Submitted: the back office’s message, the request first in the history',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-service-requests');
    await fillValidRequest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: messages.form.submit }));
    await expect(
      await canvas.findByText(/^Your service request has been submitted\./, {}, found),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Rows 1–5 of 8')).toBeVisible(), found);
  },
};

export const Refused: Story = {
  name: 'Refused: the first message of the 400, what was typed kept',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'POST',
          path: '/processserviceorder',
          status: 400,
          body: ['This account already has an open request of that type.'],
        },
      ],
    },
    expectedConsoleErrors: [failedResponse(400)],
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-service-requests');
    await fillValidRequest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: messages.form.submit }));
    await expect(
      await canvas.findByText('This account already has an open request of that type.', {}, found),
    ).toBeVisible();
  },
};

/** The service types answer after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/serviceordertypes/', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-service-requests');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The service types cannot be loaded: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/serviceordertypes/', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-service-requests');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px): the form stacked, the history as cards',
  render: () => (
    <div className={styles.narrow}>
      <coop-service-requests />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-service-requests');
    await expect(await canvas.findByText('Rows 1–5 of 7', {}, found)).toBeVisible();
  },
};
