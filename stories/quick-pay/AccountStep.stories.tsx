import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { quickPayMessages } from '../../src/domain/quick-pay/messages.ts';
import { fillAccountStep } from '../support/quick-pay-steps.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-quick-pay.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { failedResponse } from '../support/expected-errors.ts';

const { accountStep, buttons } = quickPayMessages;
const accountNotFound = 'We could not find an account matching that account number and phone number.';

interface InlineQuickPayArgs {
  /** `account-no`: prefills the account number. */
  accountNo?: string;
  /** `phone`: prefills the last four phone digits. */
  phone?: string;
}

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-quick-pay');

const meta = {
  title: 'Quick Pay/Inline flow/Account step',
  // The element reads its prefill once, when it mounts: a new element per pair of values.
  render: ({ accountNo, phone }) => (
    <coop-quick-pay key={`${accountNo}|${phone}`} account-no={accountNo} phone={phone} />
  ),
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta<InlineQuickPayArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pressContinue(canvasElement: HTMLElement) {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
  await userEvent.click(canvas.getByRole('button', { name: buttons.continue }));
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await expect(await canvas.findByLabelText(accountStep.accountNumberLabel)).toHaveValue('');
    await expect(canvas.getByLabelText(accountStep.phoneLastFourLabel)).toHaveValue('');
  },
};

export const Prefilled: Story = {
  name: 'Prefilled by the page (account-no, phone)',
  args: { accountNo: '300100200', phone: '4821' },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await expect(await canvas.findByLabelText(accountStep.accountNumberLabel)).toHaveValue('300100200');
    await expect(canvas.getByLabelText(accountStep.phoneLastFourLabel)).toHaveValue('4821');
  },
};

export const AccountNumberMissing: Story = {
  name: 'Account number missing',
  play: async ({ canvasElement }) => {
    await fillAccountStep(await withinShadowRootOf(canvasElement, 'coop-quick-pay'), '', '4821');
    const canvas = await pressContinue(canvasElement);
    await expect(await canvas.findByText(accountStep.accountNumberRequired)).toBeVisible();
  },
};

export const AccountNumberNotValid: Story = {
  name: 'Account number not valid (autofilled with a letter)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await fillAccountStep(canvas, '', '4821');
    // Typing and pasting keep digits only; browser autofill and dropped text do not go through them.
    const accountField = canvas.getByLabelText<HTMLInputElement>(accountStep.accountNumberLabel);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      accountField,
      '30010020O',
    );
    accountField.dispatchEvent(new Event('input', { bubbles: true }));
    await pressContinue(canvasElement);
    await expect(await canvas.findByText(accountStep.accountNumberInvalid)).toBeVisible();
  },
};

export const PhoneDigitsMissing: Story = {
  name: 'Phone digits missing',
  play: async ({ canvasElement }) => {
    await fillAccountStep(await withinShadowRootOf(canvasElement, 'coop-quick-pay'), '300100200', '');
    const canvas = await pressContinue(canvasElement);
    await expect(await canvas.findByText(accountStep.phoneLastFourRequired)).toBeVisible();
  },
};

export const PhoneDigitsNotValid: Story = {
  name: 'Phone digits not valid (three digits)',
  play: async ({ canvasElement }) => {
    await fillAccountStep(await withinShadowRootOf(canvasElement, 'coop-quick-pay'), '300100200', '482');
    const canvas = await pressContinue(canvasElement);
    await expect(await canvas.findByText(accountStep.phoneLastFourInvalid)).toBeVisible();
  },
};

/** The verify call answers after 60 s; the site's verify timeout (30 s) ends the wait first. */
export const LookingUpAccount: Story = {
  name: 'Looking up the account (slow verify)',
  parameters: {
    simulator: { faults: [{ method: 'POST', path: '/verify/account/phone', delayMs: 60_000 }] },
  },
  play: async ({ canvasElement }) => {
    await fillAccountStep(await withinShadowRootOf(canvasElement, 'coop-quick-pay'), '300100200', '4821');
    const canvas = await pressContinue(canvasElement);
    await expect(canvas.getByRole('button', { name: buttons.continue })).toHaveAttribute('aria-busy', 'true');
  },
};

export const AccountNotFound: Story = {
  name: 'Account not found (400, wrong phone digits)',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  play: async ({ canvasElement }) => {
    await fillAccountStep(await withinShadowRootOf(canvasElement, 'coop-quick-pay'), '300100200', '0000');
    const canvas = await pressContinue(canvasElement);
    await expect(await canvas.findByText(accountNotFound)).toBeVisible();
  },
};

export const VerifyUnauthorized: Story = {
  name: 'Verify fails: unauthorized (401)',
  parameters: { simulator: { faults: [{ method: 'POST', path: '/verify/account/phone', status: 401 }] } },
  play: async ({ canvasElement }) => {
    await fillAccountStep(await withinShadowRootOf(canvasElement, 'coop-quick-pay'), '300100200', '4821');
    const canvas = await pressContinue(canvasElement);
    await expect(await canvas.findByText(errorMessages.unauthorized)).toBeVisible();
  },
};

export const VerifyServerError: Story = {
  name: 'Verify fails: server error (500)',
  parameters: { simulator: { faults: [{ method: 'POST', path: '/verify/account/phone', status: 500 }] } },
  play: async ({ canvasElement }) => {
    await fillAccountStep(await withinShadowRootOf(canvasElement, 'coop-quick-pay'), '300100200', '4821');
    const canvas = await pressContinue(canvasElement);
    await expect(await canvas.findByText(errorMessages.generic)).toBeVisible();
  },
};

export const VerifyNetworkFailure: Story = {
  name: 'Verify fails: network failure',
  parameters: { simulator: { networkFailures: [{ method: 'POST', path: '/verify/account/phone' }] } },
  play: async ({ canvasElement }) => {
    await fillAccountStep(await withinShadowRootOf(canvasElement, 'coop-quick-pay'), '300100200', '4821');
    const canvas = await pressContinue(canvasElement);
    await expect(await canvas.findByText(errorMessages.generic)).toBeVisible();
  },
};

export const VerifyOtherError: Story = {
  name: 'Verify fails: other status with a message (503)',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'POST',
          path: '/verify/account/phone',
          status: 503,
          body: { message: 'The account service is down for maintenance.' },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillAccountStep(await withinShadowRootOf(canvasElement, 'coop-quick-pay'), '300100200', '4821');
    const canvas = await pressContinue(canvasElement);
    await expect(await canvas.findByText('The account service is down for maintenance.')).toBeVisible();
  },
};

export const VerifyTimedOut: Story = {
  name: 'Verify times out (verify-timeout="2")',
  render: () => <coop-quick-pay verify-timeout="2" />,
  parameters: { simulator: { faults: [{ method: 'POST', path: '/verify/account/phone', delayMs: 5_000 }] } },
  play: async ({ canvasElement }) => {
    await fillAccountStep(await withinShadowRootOf(canvasElement, 'coop-quick-pay'), '300100200', '4821');
    const canvas = await pressContinue(canvasElement);
    await expect(await canvas.findByText(errorMessages.generic, {}, { timeout: 5_000 })).toBeVisible();
  },
};
