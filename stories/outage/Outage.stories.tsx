import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { siteOf } from '../../demo-host/simulator/portal/site-of.ts';
import { riverbendApplicationId } from '../../demo-host/simulator/sites.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { outageErrorMessages } from '../../src/domain/outage/errors.ts';
import { outageMessages as messages } from '../../src/domain/outage/messages.ts';
import { failedResponse } from '../support/expected-errors.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './Outage.css.ts';
import '../../widgets/coop-outage.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-outage');
const found = { timeout: 8000 };

/** Jordan Rivera (member 1001) is signed in before each story, on 300100200 unless it says otherwise. */
const meta = {
  title: 'Outage/Outage',
  render: () => <coop-outage />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Awaited<ReturnType<typeof withinShadowRootOf>>;

async function openTab(canvas: Canvas, name: string) {
  await userEvent.click(await canvas.findByRole('tab', { name }, found));
  await waitFor(() => expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}

export const NoOutage: Story = {
  name: 'Status: no outage (300100200)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await expect(await canvas.findByText(messages.status.none, {}, found)).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      messages.tabs.status,
      messages.tabs.report,
      messages.tabs.map,
      messages.tabs.history,
    ]);
  },
};

export const ActiveOutage: Story = {
  name: 'Status: active outage with its restoration time (300100202)',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100202' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await expect(
      await canvas.findByText(
        new RegExp(`^${messages.status.active}is \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\.$`),
        {},
        found,
      ),
    ).toBeVisible();
  },
};

export const ReportForm: Story = {
  name: 'Report an Outage: the form',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await openTab(canvas, messages.tabs.report);
    await expect(
      await canvas.findByLabelText(messages.report.problem, { exact: false }, found),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.report.submit })).toBeDisabled();
  },
};

export const ReportFormErrors: Story = {
  name: 'Report an Outage: required problem and call-back number',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await openTab(canvas, messages.tabs.report);
    const problem = await canvas.findByLabelText(messages.report.problem, { exact: false }, found);
    await userEvent.click(canvas.getByLabelText(messages.report.otherPhone));
    await userEvent.click(canvas.getByLabelText(messages.report.callBack));
    await userEvent.click(problem);
    await userEvent.click(canvas.getByLabelText(messages.report.comment));
    await expect(await canvas.findByText(messages.validation.problemRequired)).toBeVisible();
    await expect(await canvas.findByText(messages.validation.phoneRequired)).toBeVisible();
  },
};

export const Reported: Story = {
  name: 'Report an Outage: reported, with a call back',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await openTab(canvas, messages.tabs.report);
    const problem = await canvas.findByLabelText(messages.report.problem, { exact: false }, found);
    await userEvent.selectOptions(problem, 'Power is completely off');
    await userEvent.click(canvas.getByLabelText(messages.report.callBack));
    await userEvent.click(canvas.getByRole('button', { name: messages.report.submit }));
    await expect(
      await canvas.findByText(
        'Thank you. Your outage report has been received and a crew has been notified. We will call you at (555) 010-4821 when your power is restored.',
        {},
        found,
      ),
    ).toBeVisible();
  },
};

export const FinalBilled: Story = {
  name: 'No Report an Outage tab: final billed, no outage (300100204)',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100204' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await expect(await canvas.findByText(messages.status.none, {}, found)).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: messages.tabs.report })).toBeNull();
  },
};

export const OutageMap: Story = {
  name: 'Map: the configured outage map',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await openTab(canvas, messages.tabs.map);
    await expect(
      await canvas.findByRole('link', { name: new RegExp(messages.map.link) }, found),
    ).toHaveAttribute('href', 'https://outages.riverbend-electric.example/map');
  },
};

export const History: Story = {
  name: 'Outage History: 28 outages, 10 a page',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await openTab(canvas, messages.tabs.history);
    await expect(await canvas.findByText('Rows 1–10 of 28', {}, found)).toBeVisible();
  },
};

export const HistoryEmpty: Story = {
  name: 'Outage History: none at the water account’s location (300100201)',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100201' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await openTab(canvas, messages.tabs.history);
    await expect(await canvas.findByText(messages.history.empty, {}, found)).toBeVisible();
  },
};

export const NotSupported: Story = {
  name: 'Not supported: a water account under the hide setting (300100201)',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100201' })],
  parameters: {
    simulator: {
      state: (state) => {
        siteOf(state, riverbendApplicationId).configuration.hideNonElectricUsageAndOutage = true;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await expect(await canvas.findByText(outageErrorMessages.notSupported, {}, found)).toBeVisible();
  },
};

export const NoAccountContext: Story = {
  name: 'No account context: the address names another member',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200', memberno: '1002' })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await expect(await canvas.findByText(outageErrorMessages.noAccountContext, {}, found)).toBeVisible();
  },
};

export const NoLocation: Story = {
  name: 'No location: no report, no history',
  parameters: {
    simulator: {
      state: (state) => {
        state.accounts.sites[riverbendApplicationId]!.accounts['300100200']!.locationId = '';
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await openTab(canvas, messages.tabs.report);
    await expect(await canvas.findByText(outageErrorMessages.noLocation, {}, found)).toBeVisible();
  },
};

/** The status answers after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/outage/status', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await expect(await canvas.findByText(messages.status.loading, {}, found)).toBeInTheDocument();
  },
};

/** The status call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/outage/status', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

/** A report the back office refuses with a 400 on the problem. */
export const ReportRefused: Story = {
  name: 'Report an Outage: the back office refuses the problem',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'POST',
          path: '/outage/reports',
          status: 400,
          body: [{ field: 'outageReason', message: 'Select one of the problems listed for this account.' }],
        },
      ],
    },
    expectedConsoleErrors: [failedResponse(400)],
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await openTab(canvas, messages.tabs.report);
    const problem = await canvas.findByLabelText(messages.report.problem, { exact: false }, found);
    await userEvent.selectOptions(problem, 'Tree on line');
    await userEvent.click(canvas.getByRole('button', { name: messages.report.submit }));
    await expect(
      await canvas.findByText('Select one of the problems listed for this account.', {}, found),
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px): the history as cards',
  render: () => (
    <div className={styles.narrow}>
      <coop-outage />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-outage');
    await openTab(canvas, messages.tabs.history);
    await expect(await canvas.findByText('Rows 1–10 of 28', {}, found)).toBeVisible();
  },
};
