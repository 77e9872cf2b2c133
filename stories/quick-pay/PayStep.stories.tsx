import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { quickPayMessages } from '../../src/domain/quick-pay/messages.ts';
import { goToPayStep, goToVerifyStep, type ShadowCanvas } from '../support/quick-pay-steps.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-quick-pay.ts';

const { buttons, payStep, amount } = quickPayMessages;

const meta = {
  title: 'Quick Pay/Inline flow/Pay step',
  render: () => <coop-quick-pay />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the amount and leaves the field, which is when the amount is checked. */
async function enterAmount(canvas: ShadowCanvas, value: string) {
  const field = canvas.getByLabelText<HTMLInputElement>(payStep.paymentAmountLabel);
  await userEvent.type(field, value, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
  await userEvent.click(canvas.getByText(payStep.gatewayNotice));
}

export const StandardAccount: Story = {
  name: 'Standard account: balance as default, card fee (300100200)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToPayStep(canvas, '300100200', '4821');
    await expect(canvas.getByLabelText(payStep.paymentAmountLabel)).toHaveValue('128.45');
    await expect(canvas.getByText('A $1.95 convenience fee applies to card payments.')).toBeVisible();
  },
};

export const PastDueCutoffMinimum: Story = {
  name: 'Past due with cut-off: minimum as default (300200300)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToPayStep(canvas, '300200300', '6093');
    await expect(canvas.getByLabelText(payStep.paymentAmountLabel)).toHaveValue('235.00');
  },
};

export const PrepaidCreditBalance: Story = {
  name: 'Prepaid, credit balance and reconnect amount (300300400)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToPayStep(canvas, '300300400', '1177');
    await expect(canvas.getByText('($12.50)')).toBeVisible();
    await expect(canvas.getByText(payStep.notAvailable)).toBeVisible();
    await expect(canvas.getByLabelText(payStep.paymentAmountLabel)).toHaveValue('35.00');
  },
};

export const PrepaidMinimum: Story = {
  name: 'Prepaid, minimum amount as default (300300401)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToPayStep(canvas, '300300401', '1177');
    await expect(canvas.getByLabelText(payStep.paymentAmountLabel)).toHaveValue('20.00');
  },
};

export const CutoffBlocked: Story = {
  name: 'Cut-off account may not pay online (300600700)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToPayStep(canvas, '300600700', '5151');
    await expect(
      canvas.getByText(
        'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: buttons.pay })).toBeDisabled();
  },
};

export const BelowCutoffMinimum: Story = {
  name: 'Amount below the cut-off minimum (300200300)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToPayStep(canvas, '300200300', '6093');
    await enterAmount(canvas, '100');
    await expect(
      await canvas.findByText(amount.minimumPayment(235, 'cutoffReconnectDisconnectDeposit')),
    ).toBeVisible();
  },
};

export const BelowPrepaidReconnectMinimum: Story = {
  name: 'Amount below the prepaid reconnect amount (300300400)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToPayStep(canvas, '300300400', '1177');
    await enterAmount(canvas, '10');
    await expect(await canvas.findByText(amount.prepaidReconnectMinimum(35))).toBeVisible();
  },
};

export const Overpayment: Story = {
  name: 'Amount above what the account may pay (300100200)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToPayStep(canvas, '300100200', '4821');
    await enterAmount(canvas, '2000');
    await expect(await canvas.findByText(amount.overpay)).toBeVisible();
  },
};

/** The settings call answers after 60 s; the client's 30 s timeout ends the wait first. */
export const LoadingPaymentSettings: Story = {
  name: 'Loading the payment settings (Verify busy)',
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/payments/settings', delayMs: 60_000 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToVerifyStep(canvas, '300100200', '4821');
    await userEvent.click(canvas.getByRole('button', { name: buttons.verify }));
    await expect(canvas.getByRole('button', { name: buttons.verify })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A server error may come after the request was recorded: Pay again sends it under the same key. */
export const PaymentRequestFails: Story = {
  name: 'Pay gets no clear answer: server error (500)',
  parameters: { simulator: { faults: [{ method: 'POST', path: '/pay', status: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToPayStep(canvas, '300100200', '4821');
    await userEvent.click(canvas.getByRole('button', { name: buttons.pay }));
    await expect(await canvas.findByText(quickPayMessages.paymentOutcomeUnknown)).toBeVisible();
    await expect(canvas.getByRole('button', { name: buttons.pay })).toBeEnabled();
  },
};

/** The preview keeps the page from leaving (.storybook/preview.tsx); Actions shows coop-payment-submitted. */
export const SendingToPaymentPage: Story = {
  name: 'Pay pressed: leaving for the hosted payment page',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToPayStep(canvas, '300100200', '4821');
    const submitted = new Promise((resolve) =>
      canvasElement.addEventListener('coop-payment-submitted', resolve, { once: true }),
    );
    await userEvent.click(canvas.getByRole('button', { name: buttons.pay }));
    await submitted;
    await expect(canvas.getByRole('button', { name: buttons.pay })).toHaveAttribute('aria-busy', 'true');
  },
};
