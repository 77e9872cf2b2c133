import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountOverviewMessages as overviewMessages } from '../../src/domain/account-overview/messages.ts';
import { portalMessages } from '../../src/domain/portal/messages.ts';
import { publicPageMessages } from '../../src/domain/public-pages/messages.ts';
import { atRoute, prairieApplicationId, signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-portal.ts';
import { failedResponse } from '../support/expected-errors.ts';

const { termsOfUse, maintenance, paymentOptions, servicesAndProducts, meterPortal } = publicPageMessages;

const meta = {
  title: 'Portal/Pages',
  render: () => <coop-portal />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The site's legal HTML carries a `<script>` and an image with an `onerror` handler: the script and the
 * handler are removed; the text, the image (from the site's own origin) and the privacy link stay, the
 * link opening in a new tab.
 */
export const TermsOfUse: Story = {
  name: 'Terms of use (sanitized)',
  beforeEach: atRoute('legal-terms'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByRole('heading', { name: 'Member Portal Terms of Use' })).toBeVisible();
    const privacy = canvas.getByRole('link', { name: 'privacy policy' });
    await expect(privacy).toHaveAttribute('target', '_blank');
    const root = canvasElement.querySelector('coop-portal')?.shadowRoot;
    await expect(root?.querySelector('script')).toBeNull();
    await expect(root?.querySelector('[onerror]')).toBeNull();
    const legalText = within(canvas.getByRole('main'));
    await expect(legalText.getByRole('img', { name: 'Riverbend Electric Cooperative' })).toBeVisible();
  },
};

export const TermsOfUseEmpty: Story = {
  name: 'Terms of use (none configured)',
  beforeEach: atRoute('legal-terms'),
  parameters: {
    simulator: {
      state: (state) => {
        for (const site of Object.values(state.portal.sites)) site.webContent.termsOfUse = null;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(termsOfUse.empty)).toBeVisible();
  },
};

/** With the site's maintenance flag on, any address shows the maintenance page. */
export const Maintenance: Story = {
  name: 'Maintenance (site flag on, home requested)',
  beforeEach: atRoute('home'),
  parameters: {
    simulator: {
      state: (state) => {
        for (const site of Object.values(state.portal.sites)) site.maintenance = true;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(maintenance.heading)).toBeVisible();
    await expect(canvas.getByText(maintenance.text)).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe('#/maint'));
  },
};

/** Out of maintenance, the maintenance page's address goes home (spec 03 §2.12). */
export const MaintenanceOver: Story = {
  name: 'Maintenance page when the site is up (#/maint goes home)',
  beforeEach: atRoute('maint'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(portalMessages.home.quickPayBannerText)).toBeVisible();
    await expect(canvas.queryByText(maintenance.heading)).toBeNull();
    await waitFor(() => expect(window.location.hash).toBe('#/home'));
  },
};

export const PaymentOptions: Story = {
  name: 'Payment options (signed in)',
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, atRoute('payment-options')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(paymentOptions.paperlessDescription)).toBeVisible();
    await expect(canvas.getByText(paymentOptions.payNowDescription)).toBeVisible();
    await expect(canvas.getByText(paymentOptions.ezPayDescription)).toBeVisible();
  },
};

export const ServicesAndProducts: Story = {
  name: 'Services and products',
  beforeEach: atRoute('services-products'),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(servicesAndProducts.energySavings)).toBeVisible();
    await expect(canvas.getByText(servicesAndProducts.treeTrimming)).toBeVisible();
  },
};

/**
 * Morgan Lee's member is still migrating to Prairie Wind's meter portal: the settings call answers code
 * 3101, which the 'Redirect' dialog explains before Continue goes on.
 */
export const MeterPortalRedirect: Story = {
  name: 'Meter portal: 3101 Redirect dialog (Prairie Wind)',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  render: () => <coop-portal application-id={prairieApplicationId} />,
  loaders: [signInAs('morgan.lee', 'Prairie#2026', prairieApplicationId)],
  beforeEach: [startSignedIn, atRoute('aclarajump')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    const dialog = await canvas.findByRole('alertdialog', { name: meterPortal.redirectDialogTitle });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByText(meterPortal.returnHome)).toBeVisible();
    await expect(
      canvas.getByText('Your meter data is being migrated. Please try again tomorrow.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: meterPortal.continue })).toBeVisible();
  },
};

/**
 * The back office names a meter portal on an origin the page does not list in `meter-portal-origins`:
 * the member's web token is not sent there. Casey Nguyen stays on the page and reads the generic error;
 * the console names the refused origin.
 */
export const MeterPortalRefused: Story = {
  name: 'Meter portal: an origin the page does not list is refused (Prairie Wind)',
  parameters: {
    simulator: {
      state: (state) => {
        state.meterPortal.sites[prairieApplicationId]!.aclaraUrl = 'https://meters.unlisted.example/login';
      },
    },
    expectedConsoleErrors: [
      'meter portal address origin https://meters.unlisted.example is not on the allow-list',
    ],
  },
  render: () => <coop-portal application-id={prairieApplicationId} />,
  loaders: [signInAs('casey.nguyen', 'Prairie#2026', prairieApplicationId)],
  beforeEach: [startSignedIn, atRoute('aclarajump')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(
      await canvas.findByText('We are unable to process your request at this time. Please try again later.'),
    ).toBeVisible();
    await expect(canvas.queryByText(meterPortal.redirecting)).toBeNull();
    await expect(window.location.hash).toBe('#/aclarajump');
  },
};

export const MeterPortalContinue: Story = {
  ...MeterPortalRedirect,
  name: 'Meter portal: Continue goes to the account overview',
  play: async (context) => {
    await MeterPortalRedirect.play?.(context);
    const canvas = await withinShadowRootOf(context.canvasElement, 'coop-portal');
    await userEvent.click(canvas.getByRole('button', { name: meterPortal.continue }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    // Despite the dialog's words, Continue goes to the account overview (spec 01 §2.12), which shows
    // the account's history.
    await waitFor(() => expect(window.location.hash).toBe('#/accountoverview'));
    await expect(
      await canvas.findByRole('table', { name: overviewMessages.history.title }, { timeout: 8000 }),
    ).toBeVisible();
  },
};
