import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { unclaimedCapitalCreditsMessages as messages } from '../../src/domain/unclaimed-capital-credits/messages.ts';
import { enterValue } from '../support/fields.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-unclaimed-capital-credits.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-unclaimed-capital-credits');

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

/** A visitor, nobody signed in: the page is public (spec 03 §2.9). */
const meta = {
  title: 'Unclaimed capital credits/Unclaimed Capital Credits',
  render: () => <coop-unclaimed-capital-credits />,
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  withinShadowRootOf(canvasElement, 'coop-unclaimed-capital-credits');

/** Gives one name and searches (the watched names enable Search, so they are entered as autofill would). */
async function search(canvasElement: HTMLElement, field: string, name: string) {
  const canvas = await page(canvasElement);
  await enterValue(await canvas.findByLabelText(field, {}, { timeout: 8000 }), name);
  const button = canvas.getByRole('button', { name: messages.search });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return canvas;
}

async function claimEleanor(canvasElement: HTMLElement) {
  const canvas = await search(canvasElement, messages.lastName, 'Whitaker');
  await userEvent.click(
    await canvas.findByRole('button', { name: 'Claim Eleanor Whitaker, Riverbend, OR' }, { timeout: 8000 }),
  );
  await expect(await canvas.findByRole('heading', { name: messages.claimHeading })).toBeVisible();
  return canvas;
}

async function fillContact(canvas: Awaited<ReturnType<typeof page>>) {
  await enterValue(canvas.getByLabelText(messages.contact.phone), '5415550134');
  await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
  await enterValue(canvas.getByLabelText(messages.contact.address1), '22 Fern Ave');
  await enterValue(canvas.getByLabelText(messages.contact.city), 'Eugene');
  await userEvent.selectOptions(canvas.getByLabelText(messages.contact.state), 'OR');
  await userEvent.click(canvas.getByRole('button', { name: messages.submit }));
}

export const Search: Story = {
  name: 'Search (disabled until a name is given)',
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(
      await canvas.findByText(/holds capital credits for former members/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.search })).toBeDisabled();
  },
};

export const Results: Story = {
  name: 'Results for Whitaker',
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, messages.lastName, 'Whitaker');
    await expect(await canvas.findByText('Thomas Whitaker', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('Cedar Falls, OR')).toBeVisible();
  },
};

export const ResultsNarrow: Story = { name: 'Results, narrow (375 px)', ...narrow, play: Results.play };

export const Searching: Story = {
  name: 'Searching',
  parameters: { simulator: { faults: [{ method: 'POST', path: '/unclaimed/search', delayMs: 60_000 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, messages.lastName, 'Whitaker');
    // The spinner's label (the results' own status stays empty until the answer).
    await expect(await canvas.findByText(messages.loading, {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  name: 'Nothing found',
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, messages.lastName, 'Smith');
    await expect(
      await canvas.findByText(
        'There were no unclaimed capital credits found matching ... Smith',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

export const SearchFailed: Story = {
  name: 'Search failed',
  parameters: { simulator: { faults: [{ method: 'POST', path: '/unclaimed/search', status: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, messages.companyName, 'Prairie Feed & Seed');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
  },
};

export const ClaimForm: Story = {
  name: 'Claim: the contact form',
  play: async ({ canvasElement }) => {
    const canvas = await claimEleanor(canvasElement);
    await expect(canvas.getByLabelText(messages.contact.name)).toHaveValue('Eleanor Whitaker');
  },
};

export const ClaimFormNarrow: Story = { name: 'Claim, narrow (375 px)', ...narrow, play: ClaimForm.play };

export const ClaimErrors: Story = {
  name: 'Claim: every rule’s message',
  play: async ({ canvasElement }) => {
    const canvas = await claimEleanor(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.submit }));
    await expect(await canvas.findByText(messages.validation.phoneRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.contactPrefRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.stateRequired)).toBeVisible();
  },
};

export const ClaimSent: Story = {
  name: 'Claim sent',
  play: async ({ canvasElement }) => {
    const canvas = await claimEleanor(canvasElement);
    await fillContact(canvas);
    // A success is announced politely (a status), not as an alert.
    await expect(await canvas.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent(
      'Thank you. Your claim was sent to member services, who will contact you by phone within 10 business days.',
    );
  },
};

export const ClaimFailed: Story = {
  name: 'Claim failed (what was typed is kept)',
  parameters: { simulator: { faults: [{ method: 'POST', path: '/unclaimed/claims', status: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await claimEleanor(canvasElement);
    await fillContact(canvas);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
    await expect(canvas.getByLabelText(messages.contact.city)).toHaveValue('Eugene');
  },
};
