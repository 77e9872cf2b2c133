import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { quickPayButtonMessages } from '../../src/domain/quick-pay/button-messages.ts';
import { quickPayMessages } from '../../src/domain/quick-pay/messages.ts';
import { goToVerifyStep } from '../support/quick-pay-steps.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-quick-pay-button.ts';
import { elementDocs } from '../support/manifest-docs.ts';

interface QuickPayButtonArgs {
  /** `label`: the button text. */
  label?: string;
  /** `variant`: "banner" adds the Quick Pay sentence beside the button. */
  variant?: 'banner';
}

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-quick-pay-button');

const meta = {
  title: 'Quick Pay/Button',
  render: ({ label, variant }) => <coop-quick-pay-button label={label} variant={variant} />,
  argTypes: {
    ...docs.argTypes,
    // The manifest's one value, plus the default look (no attribute).
    variant: { ...docs.argTypes.variant, options: ['default', 'banner'], mapping: { default: undefined } },
  },
  parameters: docs.parameters,
} satisfies Meta<QuickPayButtonArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses the button and waits for the dialog's Account step. The dialog's frame (same role and name)
 * shows first while the dialog's code loads, so the step's field is what says the dialog is there.
 */
async function openDialog(canvasElement: HTMLElement) {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay-button');
  await userEvent.click(await canvas.findByRole('button', { name: quickPayButtonMessages.label }));
  await canvas.findByLabelText(quickPayMessages.accountStep.accountNumberLabel, {}, { timeout: 5000 });
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay-button');
    await expect(await canvas.findByRole('button', { name: quickPayButtonMessages.label })).toBeVisible();
  },
};

export const Banner: Story = {
  name: 'Banner variant',
  args: { variant: 'banner' },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay-button');
    await expect(await canvas.findByText(quickPayButtonMessages.bannerText, { exact: false })).toBeVisible();
  },
};

const cooperativeBannerText = 'lets you pay your Riverbend bill in a minute, no sign-in needed.';

export const BannerWithCooperativeText: Story = {
  name: "Banner variant with the cooperative's text",
  args: { variant: 'banner' },
  parameters: {
    simulator: {
      state: (state) => {
        for (const site of Object.values(state.portal.sites))
          site.configuration.quickPayBannerText = cooperativeBannerText;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay-button');
    await expect(await canvas.findByText(cooperativeBannerText, { exact: false })).toBeVisible();
  },
};

export const DialogOpen: Story = {
  name: 'Dialog open on the Account step',
  play: async ({ canvasElement }) => {
    const canvas = await openDialog(canvasElement);
    const accountField = canvas.getByLabelText(quickPayMessages.accountStep.accountNumberLabel);
    // toHaveFocus compares document.activeElement, which is the shadow host.
    await waitFor(() => expect(accountField.matches(':focus')).toBe(true));
  },
};

export const QuitConfirmation: Story = {
  name: 'Quit confirmation (Escape on the Verify step)',
  play: async ({ canvasElement }) => {
    const canvas = await openDialog(canvasElement);
    await goToVerifyStep(canvas, '300100200', '4821');
    await userEvent.keyboard('{Escape}');
    const confirmation = within(
      await canvas.findByRole('alertdialog', { name: quickPayMessages.dialogTitle }),
    );
    await expect(confirmation.getByText(quickPayMessages.quitConfirmation)).toBeVisible();
    await expect(confirmation.getByRole('button', { name: quickPayMessages.buttons.no })).toBeVisible();
  },
};
