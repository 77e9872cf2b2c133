import type { Meta, StoryObj } from '@storybook/react-vite';
import { Secret, TOTP } from 'otpauth';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enrolAutoPayFromWallet } from '../../demo-host/simulator/auto-pay/auto-pay-records.ts';
import { riverbendApplicationId } from '../../demo-host/simulator/sites.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { dataTableMessages } from '../../src/domain/primitive-messages/data-table.ts';
import { myProfileMessages as messages } from '../../src/domain/my-profile/messages.ts';
import { operationRoundupMessages } from '../../src/domain/operation-roundup/messages.ts';
import { failedResponse } from '../support/expected-errors.ts';
import { enterValue } from '../support/fields.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './MyProfile.css.ts';
import '../../widgets/coop-my-profile.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-my-profile');
const found = { timeout: 8000 };
const texts = messages.loginInfo;

/** Jordan Rivera (member 1001) is signed in before each story. */
const meta = {
  title: 'My profile/My Profile',
  render: () => <coop-my-profile />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Awaited<ReturnType<typeof withinShadowRootOf>>;

async function loaded(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-my-profile');
  await expect(await canvas.findByDisplayValue('jordan.rivera@example.com', {}, found)).toBeVisible();
  return canvas;
}

async function openTab(canvas: Canvas, name: string) {
  await userEvent.click(await canvas.findByRole('tab', { name }, found));
  await waitFor(() => expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}

const confirmation = messages.paperless.confirmation;

export const LoginInfo: Story = {
  name: 'Login Info: the member’s login and preferences',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByLabelText(texts.username)).toHaveValue('jordan.rivera');
    await expect(canvas.getByLabelText(texts.removeStoredCredit)).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: messages.submitAll })).toBeVisible();
  },
};

export const LoginInfoErrors: Story = {
  name: 'Login Info: the rules on Submit All',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    // userEvent.clear cannot focus a field inside a shadow root (document.activeElement is the host).
    await enterValue(canvas.getByLabelText(texts.email), '');
    await enterValue(canvas.getByLabelText(texts.securityAnswer), '');
    await enterValue(canvas.getByLabelText(texts.newPassword), 'Moonrise#2027');
    await userEvent.click(canvas.getByRole('button', { name: messages.submitAll }));
    await expect(await canvas.findByText(messages.errors.emailRequired)).toBeVisible();
    await expect(canvas.getByText(messages.errors.securityAnswerRequired)).toBeVisible();
    await expect(canvas.getByText(messages.errors.confirmPasswordRequired)).toBeVisible();
  },
};

export const UsernameTaken: Story = {
  name: 'Login Info: a username already registered (checked on blur)',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await enterValue(canvas.getByLabelText(texts.username), 'pat.delgado');
    await userEvent.tab();
    await expect(await canvas.findByText(messages.errors.usernameTaken, {}, found)).toBeVisible();
  },
};

export const StoredDataInUse: Story = {
  name: 'Login Info: stored bank data an active autopay uses',
  parameters: {
    simulator: {
      state: (state) => {
        enrolAutoPayFromWallet(state, riverbendApplicationId, '1001', '300100200', 'BANK', new Date());
      },
    },
    expectedConsoleErrors: [failedResponse(400)],
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByLabelText(texts.removeStoredBank));
    await userEvent.click(canvas.getByRole('button', { name: messages.submitAll }));
    await expect(await canvas.findByText(messages.errors.storedPaymentInUse, {}, found)).toBeVisible();
  },
};

export const Paperless: Story = {
  name: 'Paperless Options: a paperless bill forces its email on',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await openTab(canvas, messages.tabs.paperless);
    await userEvent.click(canvas.getByLabelText(messages.paperless.rowLabels.paperlessBill('300100201')));
    const email = canvas.getByLabelText(messages.paperless.rowLabels.emailBillNotice('300100201'));
    await expect(email).toBeChecked();
    await expect(email).toBeDisabled();
  },
};

export const PaperlessConfirmation: Story = {
  name: 'Paperless Options: the confirmation checkbox is required',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await openTab(canvas, messages.tabs.paperless);
    await userEvent.click(canvas.getByLabelText(messages.paperless.selectAll.paperlessBill));
    await userEvent.click(canvas.getByRole('button', { name: messages.submitAll }));
    await expect(await canvas.findByText(messages.errors.paperlessConfirmationRequired)).toBeVisible();
    // toHaveFocus compares document.activeElement, which is the shadow host.
    await waitFor(() => expect(canvas.getByLabelText(confirmation).matches(':focus')).toBe(true));
  },
};

export const Saved: Story = {
  name: 'Paperless Options: saved, the forms reloaded on the first tab',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await openTab(canvas, messages.tabs.paperless);
    await userEvent.click(canvas.getByLabelText(messages.paperless.rowLabels.paperlessBill('300100200')));
    await userEvent.click(canvas.getByLabelText(confirmation));
    await userEvent.click(canvas.getByRole('button', { name: messages.submitAll }));
    await expect(
      await canvas.findByText('Your profile has been updated successfully.', {}, found),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: messages.tabs.loginInfo })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  },
};

/** A member-details answer with no account (a fault's body). */
export const PaperlessEmpty: Story = {
  name: 'Paperless Options: no eligible account',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/paperless-accounts',
          status: 200,
          body: {
            accounts: [],
            totalRecords: 0,
            allAccounts: { total: 0, emailBillNotice: 0, paperlessBill: 0, otherPaperless: 0 },
          },
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await openTab(canvas, messages.tabs.paperless);
    await expect(await canvas.findByText(messages.paperless.noAccounts)).toBeVisible();
  },
};

export const RoundUp: Story = {
  name: 'Operation RoundUp: the round-up rules on a selected row',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await openTab(canvas, messages.tabs.roundup);
    await userEvent.click(canvas.getByLabelText('Select row 300100201'));
    await userEvent.click(canvas.getByLabelText(operationRoundupMessages.fieldLabels.enrolled('300100201')));
    const amount = canvas.getByLabelText(operationRoundupMessages.fieldLabels.amount('300100201'));
    await waitFor(() => expect(amount).toBeEnabled());
    // A lone point: the field lets it be typed (a third decimal it refuses, and on leaving the field it
    // would show 1.234 as 1.23), and it stays as typed for the rule to name.
    await enterValue(amount, '.');
    await userEvent.click(canvas.getByRole('button', { name: messages.submitAll }));
    await expect(await canvas.findByText(operationRoundupMessages.amountErrors.invalid)).toBeVisible();
  },
};

export const RoundUpEmpty: Story = {
  name: 'Operation RoundUp: no eligible account',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/operation-roundup',
          status: 200,
          body: { roundUpPlusMaximum: null, accounts: [], totalRecords: 0 },
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await openTab(canvas, messages.tabs.roundup);
    await expect(await canvas.findByText(messages.roundup.noAccounts)).toBeVisible();
  },
};

export const Mfa: Story = {
  name: 'Multi-Factor Authentication: the mode card, Submit All hidden',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await openTab(canvas, messages.tabs.mfa);
    await expect(await canvas.findByRole('button', { name: messages.mfa.setUpNow }, found)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.submitAll })).toBeNull();
  },
};

async function startSetup(canvas: Canvas): Promise<string> {
  await openTab(canvas, messages.tabs.mfa);
  await userEvent.click(await canvas.findByRole('button', { name: messages.mfa.setUpNow }, found));
  await expect(await canvas.findByRole('img', { name: messages.mfa.qrLabel }, found)).toBeVisible();
  return (canvas.getByLabelText(messages.mfa.manualKey) as HTMLInputElement).value.replace(/\s+/g, '');
}

function codeFor(key: string): string {
  return new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

export const MfaSetup: Story = {
  name: 'Multi-Factor Authentication: the setup view with its QR code',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await startSetup(canvas);
    await expect(canvas.getByRole('button', { name: messages.mfa.verify })).toBeVisible();
  },
};

export const MfaWrongCode: Story = {
  name: 'Multi-Factor Authentication: a wrong code keeps the setup open',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const key = await startSetup(canvas);
    const wrong = String((Number(codeFor(key)) + 500000) % 1000000).padStart(6, '0');
    await userEvent.type(canvas.getByLabelText(messages.mfa.code), wrong);
    await userEvent.click(canvas.getByRole('button', { name: messages.mfa.verify }));
    await expect(await canvas.findByText(messages.mfa.verificationFailed, {}, found)).toBeVisible();
  },
};

export const MfaRemove: Story = {
  name: 'Multi-Factor Authentication: activated, then Remove App asks first',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const key = await startSetup(canvas);
    await userEvent.type(canvas.getByLabelText(messages.mfa.code), codeFor(key));
    await userEvent.click(canvas.getByRole('button', { name: messages.mfa.verify }));
    await expect(await canvas.findByText(messages.mfa.activated, {}, found)).toBeVisible();
    // The status is fetched again after the activation; Remove App shows once it says MFA is on.
    await userEvent.click(await canvas.findByRole('button', { name: messages.mfa.removeApp }, found));
    await expect(await canvas.findByText(messages.mfa.removeConfirm, {}, found)).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px): Paperless Options as cards',
  render: () => (
    <div className={styles.narrow}>
      <coop-my-profile />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await openTab(canvas, messages.tabs.paperless);
    await expect(canvas.getByLabelText(messages.paperless.selectAll.paperlessBill)).toBeVisible();
  },
};

/** The member details answer after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/member-details', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-my-profile');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The member details call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/member-details', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-my-profile');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

/**
 * A commercial member: the Riverbend School District (member 1010, 2,400 accounts, docs/demo-data.md).
 * The paperless rows come ten at a time; a select-all box applies to every account.
 */
export const SchoolDistrictPaperless: Story = {
  name: 'Many accounts: the paperless rows of 2,400, a page at a time',
  loaders: [signInAs('riverbend.schools', 'Recess#2026')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-my-profile');
    await canvas.findByRole('tab', { name: messages.tabs.paperless }, { timeout: 20_000 });
    await openTab(canvas, messages.tabs.paperless);
    // The Operation RoundUp tab, hidden, counts its rows too.
    const paperless = within(canvas.getByRole('tabpanel', { name: messages.tabs.paperless }));
    await expect(
      await paperless.findByText(dataTableMessages.rowRange(1, 10, 2400), {}, { timeout: 20_000 }),
    ).toBeVisible();
    await expect(paperless.getByLabelText(messages.paperless.selectAll.paperlessBill)).not.toBeChecked();
  },
};
