import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { createApiClient } from '../../src/api/client.ts';
import { accountListMessages as messages } from '../../src/domain/accounts/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { portalMessages } from '../../src/domain/portal/messages.ts';
import { dataTableMessages } from '../../src/domain/primitive-messages/data-table.ts';
import { loadStateMessages } from '../../src/domain/primitive-messages/load-state.ts';
import { queryCacheOf } from '../../src/state/query-cache.ts';
import { loadMemberAccounts } from '../../src/state/session-actions.ts';
import { memberSessionAtom } from '../../src/state/session.ts';
import { getPageStore } from '../../src/state/store.ts';
import { atRoute, callSimulator, signInAs, startSignedIn } from '../support/member-session.ts';
import { type SimulatorFault, storyApiBase, storyApplicationId } from '../support/simulator.ts';
import { enterValue } from '../support/fields.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './AccountList.css.ts';
import '../../widgets/coop-portal.ts';
import { failedResponse } from '../support/expected-errors.ts';

const { titles } = portalMessages;

/** Jordan Rivera (six accounts) is signed in before each story, on View All Accounts. */
const meta = {
  title: 'Account list/View All Accounts',
  render: () => <coop-portal />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, atRoute('view-all-accounts')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Loads the member's accounts as a sign-in does, forgets the details it loaded with them (as a reload
 * does: the page's cache is gone), then arms `fault`: the portal has what it waits for, and only the
 * list's own call of the account details is slow or fails.
 */
function afterAccountsLoaded(fault: SimulatorFault) {
  return async () => {
    const client = createApiClient({
      apiBase: `${window.location.origin}${storyApiBase}`,
      applicationId: storyApplicationId,
    });
    const store = getPageStore();
    await loadMemberAccounts(store, client);
    queryCacheOf(store).clear(['member']);
    await callSimulator('/__simulator/faults', { method: 'POST', json: fault });
  };
}

export const AllAccounts: Story = {
  name: 'Six accounts',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(
      await canvas.findByRole('heading', { name: titles.viewAllAccounts }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '300100200' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

export const Searched: Story = {
  name: "Searched for 'willow'",
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await canvas.findByRole('link', { name: '300100200' }, { timeout: 8000 });
    await enterValue(canvas.getByRole('searchbox', { name: 'Search' }), 'willow');
    // The header row and the two accounts on Willow Creek Rd.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
  },
};

/** A school district's 2,400 accounts (demo data): the back office answers one page of ten at a time. */
export const SchoolDistrict: Story = {
  name: 'A school district (2,400 accounts, paged)',
  loaders: [signInAs('riverbend.schools', 'Recess#2026')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(
      await canvas.findByText(dataTableMessages.rowRange(1, 10, 2400), {}, { timeout: 8000 }),
    ).toBeVisible();
    // The header row and the page's ten accounts.
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
  },
};

/** The account details answer after 60 s. */
export const Loading: Story = {
  beforeEach: [afterAccountsLoaded({ method: 'GET', path: '/accounts/details', delayMs: 60_000 })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(messages.loading, {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** The account details fail with a 500: the catalogue's text and Try again. */
export const Failed: Story = {
  parameters: { expectedConsoleErrors: [failedResponse(500)] },
  beforeEach: [afterAccountsLoaded({ method: 'GET', path: '/accounts/details', status: 500 })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByText(errorMessages.generic, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: loadStateMessages.retry })).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow (400 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-portal />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByRole('link', { name: '300100205' }, { timeout: 8000 })).toBeVisible();
  },
};

/** Account List is public: a visitor gets the Sign In form in its place. */
export const AccountListVisitor: Story = {
  name: 'Account List (visitor)',
  // Runs after the signed-in setup of the whole file: the member leaves before the portal renders.
  beforeEach: [() => getPageStore().set(memberSessionAtom, null), atRoute('account-list')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(await canvas.findByLabelText('Username', {}, { timeout: 8000 })).toBeVisible();
  },
};
