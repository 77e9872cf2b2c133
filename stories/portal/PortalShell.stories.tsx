import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { portalMessages } from '../../src/domain/portal/messages.ts';
import { atRoute, signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-portal.ts';
import { elementDocs } from '../support/manifest-docs.ts';

const { header, shell, footer, titles, placeholder } = portalMessages;

// The element's attributes, events, parts and custom properties come from custom-elements.json.
// Its attributes change how the page routes: listed, not driven from the story.
const docs = elementDocs('coop-portal', { controls: false });

/** Jordan Rivera (six accounts) is signed in before the story renders, on the account overview. */
const meta = {
  title: 'Portal/Shell',
  render: () => <coop-portal />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, atRoute('accountoverview')],
  parameters: {
    ...docs.parameters,
    layout: 'fullscreen',
  },
  argTypes: docs.argTypes,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileMenuOpen: Story = {
  name: 'Header signed in, profile menu open',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    const profile = await canvas.findByRole('button', { name: 'Jordan Rivera', expanded: false });
    await userEvent.click(profile);
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: header.myProfile })).toBeVisible();
    await expect(canvas.getByRole('button', { name: header.signOut })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: header.signIn })).toBeNull();
  },
};

/** The selected account plus four others of the member's six (demo data). */
export const AccountSwitcher: Story = {
  name: 'Account switcher (six accounts)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    // The switcher shows once the member's accounts have loaded.
    const bar = within(await canvas.findByRole('region', { name: shell.accountSwitcher }, { timeout: 8000 }));
    const accounts = await bar.findAllByRole('button');
    await expect(accounts).toHaveLength(5);
    await expect(accounts[0]).toHaveAccessibleName(/300100200/);
    await expect(accounts[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bar.getByRole('button', { name: /300100201/ }));
    await expect(bar.getByRole('button', { name: /300100201/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A guarded screen in the shell: the header, the account switcher and the screen under its title. */
export const SignedInScreen: Story = {
  name: 'Signed-in screen (account overview)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(
      await canvas.findByRole('heading', { name: titles.accountOverview }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: shell.accountSwitcher })).toBeVisible();
    await expect(canvas.queryByText(placeholder.comingSoon)).toBeNull();
  },
};

export const Footer: Story = {
  name: 'Footer (signed in, home)',
  beforeEach: [atRoute('home')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    const contentinfo = within(await canvas.findByRole('contentinfo'));
    await expect(contentinfo.getByText(footer.aboutUs)).toBeVisible();
    await expect(contentinfo.getByRole('link', { name: footer.termsOfUse })).toBeVisible();
    await expect(contentinfo.getByText(new RegExp(footer.version))).toBeVisible();
    contentinfo.getByRole('link', { name: footer.termsOfUse }).scrollIntoView();
  },
};
