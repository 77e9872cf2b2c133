import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { accountOverviewMessages as messages } from '../../src/domain/account-overview/messages.ts';
import { usageTrackerMessages } from '../../src/domain/usage-tracker/messages.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './AccountOverview.css.ts';
import '../../widgets/coop-account-overview.ts';
import { elementDocs } from '../support/manifest-docs.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-account-overview');

/** Jordan Rivera (member 1001) is signed in before each story; `?accountno=` picks the account. */
const meta = {
  title: 'Account overview/Account overview',
  render: ({ layout }: { layout?: 'detailed' | 'basic' }) => <coop-account-overview layout={layout} />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function forAccount(accountNumber: string, expectedText: string): Story {
  return {
    beforeEach: [startSignedIn, withPageQuery({ accountno: accountNumber })],
    play: async ({ canvasElement }) => {
      const canvas = await withinShadowRootOf(canvasElement, 'coop-account-overview');
      await expect(await canvas.findByText(accountNumber, {}, { timeout: 8000 })).toBeVisible();
      await expect(await canvas.findByText(expectedText, { exact: false })).toBeVisible();
    },
  };
}

export const Electric: Story = {
  name: '300100200 Electric, capital credit refund',
  ...forAccount('300100200', 'Your 2025 capital credit refund of $38.12'),
};

/** The Billed Usage Summary's last 12 bills, with Green Button Download My Data under My Meter and View Details. */
export const BilledUsageGreenButton: Story = {
  name: '300100200 Billed usage with Green Button',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-account-overview');
    await expect(
      await canvas.findByRole('heading', { name: messages.usage.title }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { name: usageTrackerMessages.interval.downloadTitle },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: usageTrackerMessages.interval.downloadXml }),
    ).toBeVisible();
  },
};

export const WaterAverageBilling: Story = {
  name: '300100201 Water, average billing and AutoPay',
  ...forAccount('300100201', messages.summary.autoPayEnrolled),
};

export const PastDueWithOutage: Story = {
  name: '300100202 Past due, cut-off notice and active outage',
  ...forAccount('300100202', messages.banners.activeOutage.trim()),
};

export const Prepaid: Story = {
  name: '300100203 Prepaid',
  ...forAccount('300100203', messages.summary.accountBalance),
};

export const FinalBilledNoStatement: Story = {
  name: '300100204 Final billed, returned items, latest bill without statement',
  ...forAccount('300100204', messages.banners.returnedItems),
};

export const ArrangementOverdue: Story = {
  name: '300100205 Arrangement, next payment overdue',
  ...forAccount('300100205', 'Payment arrangement: 6 monthly payments of $45.00'),
};

/** Every call of the overview answers after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/info', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-account-overview');
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Account info failed',
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/info', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-account-overview');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      messages.genericError,
    );
  },
};

export const BasicLayout: Story = {
  name: 'Basic layout (300100205)',
  render: () => <coop-account-overview layout="basic" />,
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100205' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-account-overview');
    await expect(await canvas.findByText(messages.cards.myBill, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByText(messages.cards.quickLinks)).toBeNull();
  },
};

export const Narrow: Story = {
  name: 'Narrow (400 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-account-overview />
    </div>
  ),
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100202' })],
};
