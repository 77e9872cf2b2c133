import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { siteOf } from '../../demo-host/simulator/portal/site-of.ts';
import { riverbendApplicationId } from '../../demo-host/simulator/sites.ts';
import { draftPaymentsErrorMessages } from '../../src/domain/draft-payments/errors.ts';
import {
  draftPaymentsMessages as messages,
  draftValidationMessages,
} from '../../src/domain/draft-payments/messages.ts';
import { enterValue } from '../support/fields.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-draft-payments.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-draft-payments');
const found = { timeout: 8000 };

/** Jordan Rivera (member 1001, six accounts) is signed in before each story. */
const meta = {
  title: 'Draft payments/Draft Payments',
  render: () => <coop-draft-payments />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Awaited<ReturnType<typeof withinShadowRootOf>>;

async function canvasOf(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-draft-payments');
  await canvas.findByText('****4321', {}, found);
  return canvas;
}

async function openSetup(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = await canvasOf(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: messages.tabs.setup }));
  await canvas.findByLabelText(messages.selectAccount('300100200'), {}, found);
  return canvas;
}

async function openRemove(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = await canvasOf(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: messages.tabs.remove }));
  await canvas.findByLabelText('Select row 300100203', {}, found);
  return canvas;
}

/** The Accounts tab: every account with its draft, the draft days as the spec words them. */
export const Accounts: Story = {
  name: 'Accounts tab',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByText('Days after Billing 5')).toBeVisible();
    await expect(canvas.getByText('End of Month')).toBeVisible();
  },
};

/** The help link's dialog. */
export const Help: Story = {
  name: 'Help dialog',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.help.link }));
    await expect(await canvas.findByRole('dialog', { name: messages.help.title }, found)).toBeVisible();
  },
};

/** Back from the hosted page with statuscode 0. */
export const Updated: Story = {
  name: 'Back from the hosted page (statuscode 0)',
  beforeEach: [withPageQuery({ statuscode: '0' })],
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByText(messages.updated)).toBeVisible();
  },
};

/** The site allows neither bank nor card drafts: the danger alert. */
export const NotAllowed: Story = {
  name: 'Drafts not allowed',
  parameters: {
    simulator: {
      state: (state) => {
        const { configuration } = siteOf(state, riverbendApplicationId);
        configuration.allowBankDraft = false;
        configuration.allowCreditDraft = false;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.notAllowed);
  },
};

/** The drafts cannot be loaded: §8's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/drafts', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-draft-payments');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(
      draftPaymentsErrorMessages.unavailable,
    );
  },
};

/** The setup form: each account’s eligibility, Submit disabled until the form is valid. */
export const Setup: Story = {
  name: 'Setup New Draft',
  play: async ({ canvasElement }) => {
    const canvas = await openSetup(canvasElement);
    await expect(canvas.getByText(draftValidationMessages.autopay)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.form.submit })).toBeDisabled();
  },
};

async function fillBankDraft(canvas: Canvas) {
  await userEvent.click(canvas.getByLabelText(messages.selectAccount('300100200')));
  await userEvent.click(canvas.getByLabelText('When Billed'));
  // The form watches these fields: their values are entered as a browser's autofill enters them.
  await enterValue(canvas.getByLabelText(messages.form.bankAccountNumber), '123456789');
  await enterValue(canvas.getByLabelText(messages.form.confirmBankAccountNumber), '123456789');
  await enterValue(canvas.getByLabelText(messages.form.bankTransitNumber), '011000015');
  await waitFor(() => expect(canvas.getByLabelText(messages.form.bankName)).toHaveValue('First Demo Bank'));
  await userEvent.click(canvas.getByLabelText(messages.form.authorize));
  await expect(canvas.getByRole('button', { name: messages.form.submit })).toBeEnabled();
}

/** A bank draft filled in: the routing number fills the bank name, Submit enabled. */
export const SetupFilled: Story = {
  name: 'Setup New Draft: a bank draft ready to submit',
  play: async ({ canvasElement }) => {
    await fillBankDraft(await openSetup(canvasElement));
  },
};

/** The answer to a bank draft is lost after the back office saved it: told as unknown, nothing resent. */
export const UnknownOutcome: Story = {
  name: 'Setup New Draft: the answer lost',
  parameters: {
    simulator: { faults: [{ method: 'PUT', path: '/drafts/bank', when: 'after', drop: true }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openSetup(canvasElement);
    await fillBankDraft(canvas);
    await userEvent.click(canvas.getByRole('button', { name: messages.form.submit }));
    await expect(await canvas.findByText(messages.outcomeUnknown, {}, found)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.form.submit })).toBeDisabled();
  },
};

/** Field rules told as the member leaves each field. */
export const SetupErrors: Story = {
  name: 'Setup New Draft: field errors',
  play: async ({ canvasElement }) => {
    const canvas = await openSetup(canvasElement);
    await userEvent.click(canvas.getByLabelText('Day of Month'));
    await userEvent.type(canvas.getByLabelText(messages.form.dayOfMonth), '29');
    await userEvent.type(canvas.getByLabelText(messages.form.bankAccountNumber), '12');
    await userEvent.type(canvas.getByLabelText(messages.form.bankTransitNumber), '121000358');
    await userEvent.tab();
    await expect(await canvas.findByText(draftValidationMessages.dayOfMonthMax, {}, found)).toBeVisible();
    await expect(canvas.getByText(draftValidationMessages.bankAccountLength)).toBeVisible();
    await expect(canvas.getByLabelText(messages.form.bankName)).toHaveValue('');
  },
};

/** A card draft: no bank fields, the hosted page takes the card. */
export const CardDraft: Story = {
  name: 'Setup New Draft: a card draft',
  play: async ({ canvasElement }) => {
    const canvas = await openSetup(canvasElement);
    await userEvent.click(canvas.getByLabelText(messages.form.creditDraft));
    await expect(await canvas.findByText(messages.form.hostedNote, {}, found)).toBeVisible();
  },
};

/** The Remove Draft tab and its confirmation. */
export const RemoveConfirm: Story = {
  name: 'Remove Draft: the confirmation',
  play: async ({ canvasElement }) => {
    const canvas = await openRemove(canvasElement);
    await userEvent.click(canvas.getByLabelText('Select row 300100203'));
    const remove = canvas
      .getAllByRole('button', { name: messages.remove.button })
      .find((button) => button.hasAttribute('data-remove-drafts'));
    if (remove) await userEvent.click(remove);
    const dialog = await canvas.findByRole('alertdialog', { name: messages.remove.confirmTitle }, found);
    await expect(dialog).toHaveTextContent(messages.remove.confirm);
  },
};

/** No account has a draft. */
export const NothingToRemove: Story = {
  name: 'Remove Draft: nothing to remove',
  parameters: {
    simulator: {
      state: (state) => {
        for (const record of Object.values(
          state.draftPayments.sites[riverbendApplicationId]?.accounts ?? {},
        )) {
          record.draft = null;
        }
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-draft-payments');
    await userEvent.click(await canvas.findByRole('tab', { name: messages.tabs.remove }, found));
    await expect(
      await canvas.findByText(draftPaymentsErrorMessages.noAccountsToRemove, {}, found),
    ).toBeVisible();
  },
};

/** The back office lists no account for the member. */
export const Empty: Story = {
  name: 'No accounts',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/drafts',
          when: 'after',
          status: 200,
          body: {
            settings: {
              allowBankDraft: true,
              allowCreditDraft: true,
              defaultDraftOption: 'BANK',
              draftType: 'ACCOUNT',
              individualMethodSetup: 'Y',
              defaultDraftMethod: 'WHEN_BILLED',
              maxDraftDays: 20,
              nachaProcess: true,
              preventPastDueSetup: true,
              enforceNoMoreChecks: true,
              allowVisa: true,
              allowMaster: true,
              allowAmex: false,
              allowDiscover: false,
            },
            results: [],
            totalRecords: 0,
            draftableAccounts: { BANK: 0, CREDIT: 0 },
          },
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-draft-payments');
    await expect(await canvas.findByText(draftPaymentsErrorMessages.noAccounts, {}, found)).toBeVisible();
  },
};

/**
 * A commercial member: the Riverbend School District's 2,400 accounts (docs/demo-data.md). Beyond 50
 * accounts the tables page 25 rows at a time and search, instead of drawing every account.
 */
export const SchoolDistrict: Story = {
  name: 'Many accounts: a school district’s 2,400',
  loaders: [signInAs('riverbend.schools', 'Recess#2026')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-draft-payments');
    await expect(await canvas.findByText('Rows 1–25 of 2,400', {}, { timeout: 20_000 })).toBeVisible();
    await expect(canvas.getByLabelText('Search')).toBeVisible();
  },
};
