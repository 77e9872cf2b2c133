import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessages } from '../../src/domain/portal/messages.ts';
import { publicPageMessages } from '../../src/domain/public-pages/messages.ts';
import { sessionWarningMessages } from '../../src/domain/session-warning/messages.ts';
import type { MemberSession } from '../../src/domain/session.ts';
import { memberSessionAtom } from '../../src/state/session.ts';
import { getPageStore } from '../../src/state/store.ts';
import { enterValue } from '../support/fields.ts';
import { atRoute, signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-portal.ts';
import { elementDocs } from '../support/manifest-docs.ts';

const { header, shell, footer, titles } = portalMessages;
const { placeholder } = publicPageMessages;

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

/** The selected account plus four others of the member's six (demo data), and the search for the rest. */
export const AccountSwitcher: Story = {
  name: 'Account switcher (six accounts)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    // The switcher shows once the member's accounts have loaded.
    const bar = within(await canvas.findByRole('region', { name: shell.accountSwitcher }, { timeout: 8000 }));
    const accounts = (await bar.findAllByRole('button')).filter((button) =>
      button.hasAttribute('aria-pressed'),
    );
    await expect(accounts).toHaveLength(5);
    // The sixth account is found with the bar's search.
    await expect(bar.getByRole('button', { name: shell.accountSearch.open })).toBeVisible();
    await expect(accounts[0]).toHaveAccessibleName(/300100200/);
    await expect(accounts[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bar.getByRole('button', { name: /300100201/ }));
    await expect(bar.getByRole('button', { name: /300100201/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * A school district's 2,400 accounts (demo data): the bar lists five, and its search finds the others on
 * the back office's side, ten at a time.
 */
export const AccountSearch: Story = {
  name: 'Account switcher search (2,400 accounts)',
  loaders: [signInAs('riverbend.schools', 'Recess#2026')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    const bar = within(await canvas.findByRole('region', { name: shell.accountSwitcher }, { timeout: 8000 }));
    await userEvent.click(await bar.findByRole('button', { name: shell.accountSearch.open }));
    const dialog = within(await canvas.findByRole('dialog', { name: shell.accountSearch.open }));
    await expect(
      await dialog.findByText(shell.accountSearch.firstOf(10, 2400), {}, { timeout: 8000 }),
    ).toBeVisible();
    await enterValue(dialog.getByRole('searchbox', { name: shell.accountSearch.searchLabel }), 'stadium');
    await expect(
      await dialog.findByText(shell.accountSearch.matches(10, 300), {}, { timeout: 8000 }),
    ).toBeVisible();
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

/** The session signed in 18 minutes ago, ending in 100 seconds: inside the two minutes of the warning. */
function startEndingSoon({ loaded }: { loaded: Record<string, unknown> }) {
  const session = loaded.memberSession as MemberSession;
  getPageStore().set(memberSessionAtom, {
    ...session,
    signedInAt: Date.now() - 18 * 60_000,
    expiresAt: Date.now() + 100_000,
  });
}

/**
 * The warning before the session ends (WCAG 2.2.1), over the account overview: an alert dialog with the
 * time left, Stay Signed In (renews the token) and Sign Out. Unanswered, the session ends with the time-out
 * flag.
 */
export const SessionEndingWarning: Story = {
  name: 'Session ending warning',
  beforeEach: [startEndingSoon],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    const dialog = await canvas.findByRole(
      'alertdialog',
      { name: sessionWarningMessages.title },
      { timeout: 8000 },
    );
    await expect(dialog).toHaveAccessibleDescription(
      /^For your security, you will be signed out in 1 minute/,
    );
    const stay = within(dialog).getByRole('button', { name: sessionWarningMessages.staySignedIn });
    // In a shadow root the document's active element is the host: the button itself says it has focus.
    await waitFor(() => expect(stay.matches(':focus')).toBe(true));
    await expect(within(dialog).getByRole('button', { name: sessionWarningMessages.signOut })).toBeVisible();
  },
};
