import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { quickPayMessages } from '../../src/domain/quick-pay/messages.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-quick-pay.ts';

/**
 * The elements load the site configuration once a page, so these stories start from a fresh preview
 * page (stories/support/simulator.ts reloads it).
 */
const meta = {
  title: 'Quick Pay/Inline flow/Availability',
  render: () => <coop-quick-pay />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuickPayFeatureOff: Story = {
  name: 'QuickPay feature off',
  parameters: {
    simulator: {
      state: (state) => {
        for (const site of Object.values(state.portal.sites)) {
          site.features = site.features.map((feature) =>
            feature.name === 'QuickPay' ? { ...feature, enable: false } : feature,
          );
        }
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await expect(await canvas.findByText(quickPayMessages.featureUnavailable)).toBeVisible();
  },
};

/** The site configuration answers after 60 s. */
export const LoadingSiteConfiguration: Story = {
  name: 'Loading the site configuration',
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/site-configuration', delayMs: 60_000 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await expect(await canvas.findByText(quickPayMessages.loading)).toBeInTheDocument();
  },
};

export const SiteConfigurationFails: Story = {
  name: 'Site configuration fails (500)',
  parameters: { simulator: { faults: [{ method: 'GET', path: '/site-configuration', status: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-quick-pay');
    await expect(await canvas.findByText(errorMessages.generic)).toBeVisible();
  },
};
