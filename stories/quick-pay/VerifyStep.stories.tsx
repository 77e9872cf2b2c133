import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { quickPayMessages } from '../../src/domain/quick-pay/messages.ts';
import { goToVerifyStep } from '../support/quick-pay-steps.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-quick-pay.ts';

const { buttons, restriction } = quickPayMessages;

const meta = {
  title: 'Quick Pay/Inline flow/Verify step',
  render: () => <coop-quick-pay />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const StandardAccount: Story = {
  name: 'Standard account (300100200)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToVerifyStep(canvas, '300100200', '4821');
    await expect(canvas.getByText('Jordan Rivera')).toBeVisible();
    await expect(canvas.getByRole('button', { name: buttons.verify })).toBeEnabled();
  },
};

export const PrepaidAccount: Story = {
  name: 'Prepaid account with its label (300300400)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToVerifyStep(canvas, '300300400', '1177');
    await expect(canvas.getByText('Prepaid')).toBeVisible();
  },
};

export const BothMethodsRestricted: Story = {
  name: 'Card and e-check restricted: no Verify (300400500)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToVerifyStep(canvas, '300400500', '2468');
    await expect(canvas.getByText(restriction.bothRestricted)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: buttons.verify })).toBeNull();
  },
};

export const CardRestricted: Story = {
  name: 'Card restricted, with its tooltip (300400501)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToVerifyStep(canvas, '300400501', '2468');
    await userEvent.click(canvas.getByRole('button', { name: restriction.cardTooltip }));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(restriction.cardTooltip);
    await expect(canvas.getByRole('button', { name: buttons.verify })).toBeEnabled();
  },
};

export const RecentPaymentConfirm: Story = {
  name: 'Recent payment Confirm dialog (300500600)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToVerifyStep(canvas, '300500600', '3690');
    await userEvent.click(canvas.getByRole('button', { name: buttons.verify }));
    const dialog = within(
      await canvas.findByRole('alertdialog', { name: quickPayMessages.recentPaymentTitle }),
    );
    await expect(
      dialog.getByText(/You have made a recent payment of \$75\.00 on \d{2}\/\d{2}\/\d{4}\./),
    ).toBeVisible();
  },
};

/** The Quick Pay session expired: back to the Account step, the account number kept, the phone digits asked again. */
export const PaymentSettingsUnauthorized: Story = {
  name: 'Payment settings fail: session expired (401)',
  parameters: { simulator: { faults: [{ method: 'GET', path: '/payments/settings', status: 401 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToVerifyStep(canvas, '300100200', '4821');
    await userEvent.click(canvas.getByRole('button', { name: buttons.verify }));
    await expect(await canvas.findByText(quickPayMessages.sessionExpired)).toBeVisible();
    await expect(canvas.getByLabelText(quickPayMessages.accountStep.accountNumberLabel)).toHaveValue(
      '300100200',
    );
    await expect(canvas.getByLabelText(quickPayMessages.accountStep.phoneLastFourLabel)).toHaveValue('');
  },
};

export const PaymentSettingsServerError: Story = {
  name: 'Payment settings fail: server error (500)',
  parameters: { simulator: { faults: [{ method: 'GET', path: '/payments/settings', status: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await goToVerifyStep(canvas, '300100200', '4821');
    await userEvent.click(canvas.getByRole('button', { name: buttons.verify }));
    await expect(await canvas.findByText(errorMessages.generic)).toBeVisible();
  },
};
