import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { portalMessages } from '../../src/domain/portal/messages.ts';
import { atRoute, prairieApplicationId } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-portal.ts';

const { home, header, shell } = portalMessages;
const stormMessage = "Crews are restoring power after Tuesday's storm. Check the outage map for updates.";

const meta = {
  title: 'Portal/Home',
  render: () => <coop-portal />,
  beforeEach: atRoute('home'),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  name: 'Signed out (Riverbend)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(home.quickPayBannerText)).toBeVisible();
    await expect(canvas.getByRole('link', { name: header.signIn })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: shell.mainMenu })).toBeVisible();
    await expect(canvas.getByText(home.tiles.paymentOptionsDescription)).toBeVisible();
  },
};

/**
 * Prairie Wind Power Cooperative: the meter-portal variant, its menu from configuration (sorted by
 * position, with an external 'Energy Rebates' link) and Quick Pay off. The preview's `<coop-config>`
 * names Riverbend, so the element overrides `application-id` with its own attribute.
 */
export const PrairieWind: Story = {
  name: 'Prairie Wind (custom menu, no Quick Pay)',
  render: () => <coop-portal application-id={prairieApplicationId} />,
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    const menu = within(await canvas.findByRole('navigation', { name: shell.mainMenu }));
    await expect(await menu.findByRole('link', { name: /Energy Rebates/ })).toBeVisible();
    await expect(menu.getByRole('button', { name: /My Account/i })).toBeVisible();
    await expect(canvas.queryByText(home.quickPayBannerText)).toBeNull();
    await expect(canvas.queryByText(stormMessage)).toBeNull();
  },
};

export const EmergencyBanner: Story = {
  name: 'Emergency announcement',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(stormMessage)).toBeVisible();
    await expect(canvas.getByRole('button', { name: header.closeAnnouncement })).toBeVisible();
  },
};

export const EmergencyBannerOff: Story = {
  name: 'No announcement (turned off)',
  parameters: {
    simulator: {
      state: (state) => {
        for (const site of Object.values(state.portal.sites)) {
          site.configuration.displayEmergencyAnnouncement = false;
        }
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(home.quickPayBannerText)).toBeVisible();
    await expect(canvas.queryByText(stormMessage)).toBeNull();
  },
};
