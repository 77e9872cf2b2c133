import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { manageNotificationsMessages as messages } from '../../src/domain/manage-notifications/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { riverbendApplicationId } from '../../demo-host/simulator/sites.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-manage-notifications.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-manage-notifications');

const found = { timeout: 8000 };

const narrow = {
  parameters: {
    viewport: {
      options: {
        narrow: { name: 'Narrow (375 px)', styles: { width: '375px', height: '900px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
} as const;

/** Jordan Rivera (member 1001) is signed in before each story, on 300100200 (`?accountno=`). */
const meta = {
  title: 'Manage notifications/Manage Notifications',
  render: () => <coop-manage-notifications />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function grid(canvasElement: HTMLElement) {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-manage-notifications');
  await canvas.findByText(messages.gridCaption('300100200'), {}, found);
  return canvas;
}

export const Loaded: Story = {
  name: '300100200: bill ready and the payment reminder to the sign-in email',
  play: async ({ canvasElement }) => {
    const canvas = await grid(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: 'Bill ready to jordan.rivera@example.com' }),
    ).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Outage to (555) 010-4821' })).not.toBeChecked();
  },
};

export const Narrow: Story = { name: 'Cards, narrow (375 px)', ...narrow, play: Loaded.play };

export const Water: Story = {
  name: '300100201 (water): no high-usage alert',
  beforeEach: [withPageQuery({ accountno: '300100201' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-manage-notifications');
    await canvas.findByText(messages.gridCaption('300100201'), {}, found);
    await expect(canvas.queryByText(messages.alertNames.HIGH_USAGE)).toBeNull();
  },
};

/** The alerts call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/alerts', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-manage-notifications');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

/** The member has no confirmed contact: the way to Manage Contacts instead of the grid. */
export const NoContacts: Story = {
  name: 'No confirmed contact',
  parameters: {
    simulator: {
      state: (state) => {
        state.manageContacts.sites[riverbendApplicationId]!['1001']!.contacts = [];
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-manage-notifications');
    await expect(await canvas.findByText(messages.noContacts, { exact: false }, found)).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.manageContacts })).toBeVisible();
  },
};

export const SettingErrors: Story = {
  name: 'High usage and projected bill on without their settings',
  play: async ({ canvasElement }) => {
    const canvas = await grid(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'High usage to (555) 010-4821' }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Projected bill to jordan.rivera@example.com' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByText(messages.validation.usageThresholdRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.projectedAmountRequired)).toBeVisible();
  },
};

export const SettingErrorsNarrow: Story = {
  name: 'Setting errors, narrow (375 px)',
  ...narrow,
  play: SettingErrors.play,
};

export const Saved: Story = {
  name: 'Saved: outage alerts by text',
  play: async ({ canvasElement }) => {
    const canvas = await grid(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Outage to (555) 010-4821' }));
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByText(messages.saved('300100200'), {}, found)).toBeVisible();
  },
};

/** The save fails: the message above the grid, the boxes as the member left them. */
export const SaveFailed: Story = {
  name: 'Save failed',
  parameters: {
    simulator: { faults: [{ method: 'PUT', path: '/alerts', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await grid(canvasElement);
    const outage = canvas.getByRole('checkbox', { name: 'Outage to (555) 010-4821' });
    await userEvent.click(outage);
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
    await expect(outage).toBeChecked();
  },
};
