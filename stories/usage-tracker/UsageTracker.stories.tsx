import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent } from 'storybook/test';
import { siteOf } from '../../demo-host/simulator/portal/site-of.ts';
import { riverbendApplicationId } from '../../demo-host/simulator/sites.ts';
import type { SimulatorState } from '../../demo-host/simulator/simulator.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { usageTrackerMessages as messages } from '../../src/domain/usage-tracker/messages.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './UsageTracker.css.ts';
import '../../widgets/coop-usage-tracker.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-usage-tracker');

/** Jordan Rivera (member 1001) is signed in before each story, on 300100200 unless the story says otherwise. */
const meta = {
  title: 'Usage tracker/Usage Tracker',
  render: () => <coop-usage-tracker />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const usageSettings = (state: SimulatorState) => state.usageTracker.sites[riverbendApplicationId]!.settings;

async function tracker(canvasElement: HTMLElement) {
  return withinShadowRootOf(canvasElement, 'coop-usage-tracker');
}

/** The last 15 days: bars by kind under the temperatures, the figures, Explained, the table and Green Button. */
export const Daily: Story = {
  name: 'Daily (300100200)',
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: messages.tabs.daily, selected: true }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('table', { name: messages.table.caption }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await canvas.findByText(messages.chart.weekend)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: messages.interval.downloadTitle })).toBeVisible();
  },
};

/** A day chosen with the keyboard on the chart opens its hours (the meter-data feature). */
export const HourlyUsage: Story = {
  name: 'Hourly usage of a day',
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    const plot = await canvas.findByRole('application', { name: /^Daily usage/ }, { timeout: 8000 });
    plot.focus();
    await userEvent.keyboard('{End}{ArrowLeft}{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: /^Hourly usage on / }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The last 13 calendar months, their table and Green Button. */
export const Monthly: Story = {
  name: 'Monthly',
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: messages.tabs.monthly }, { timeout: 8000 }));
    await expect(
      await canvas.findByRole('table', { name: messages.monthly.caption }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.interval.downloadXml })).toBeVisible();
  },
};

/**
 * The Monthly tab's own meter and unit: 300100200 with a second meter (water) added, the water
 * meter chosen there (Gallons, no kW), while the Daily tab keeps its electric meter.
 */
export const MonthlyChoices: Story = {
  name: 'Monthly with its own meter and unit (two meters)',
  parameters: {
    simulator: {
      state: (state) => {
        const account = state.usageTracker.sites[riverbendApplicationId]!.accounts['300100200']!;
        account.meters.push({
          ...account.meters[0]!,
          meterId: 'WM-100299',
          commodity: 'Water',
          unitOfMeasure: 'gal',
          seed: 'meter|300100200|water',
          intervalDays: 0,
          intervalMinutes: null,
          firstRegisterReading: 481_200,
        });
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: messages.tabs.monthly }, { timeout: 8000 }));
    const choices = await canvas.findByRole('group', { name: messages.monthly.choices }, { timeout: 8000 });
    await expect(choices).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(messages.form.meter), 'WM-100299');
    await expect(
      await canvas.findByRole('columnheader', { name: /Usage \(Gallons\)/ }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByLabelText(messages.form.unit)).toBeNull();
  },
};

/** A week of 15-minute readings with the Green Button download. */
export const Interval: Story = {
  name: 'Interval (15-minute) and Green Button',
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: messages.tabs.interval }, { timeout: 8000 }),
    );
    await expect(
      await canvas.findByRole('heading', { name: messages.interval.downloadTitle }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const Water: Story = {
  name: 'Water (300100201, Gallons, no interval data)',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100201' })],
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await expect(
      await canvas.findByRole('columnheader', { name: /Usage \(Gallons\)/ }, { timeout: 8000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: messages.tabs.interval }));
    await expect(await canvas.findByText(messages.empty.noIntervalData)).toBeVisible();
  },
};

/** A site without MDM offers Dollars to a prepaid account. */
export const PrepaidDollars: Story = {
  name: 'Prepaid in dollars (300100203, without MDM)',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100203' })],
  parameters: {
    simulator: {
      state: (state) => {
        usageSettings(state).mdmEnabled = false;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByLabelText(messages.form.unit, {}, { timeout: 8000 }),
      'dollars',
    );
    await expect(
      await canvas.findByRole('heading', { name: messages.prepaid.title }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const Suspended: Story = {
  name: 'Usage suspended (300100205)',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100205' })],
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await expect(
      await canvas.findByText(/while its meter is being replaced/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.form.show })).toBeDisabled();
  },
};

export const NoUsage: Story = {
  name: 'No usage data (300100204, final billed)',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100204' })],
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await expect(await canvas.findByText(messages.empty.noUsage, {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The site hides usage for non-electric accounts: the water account has none. */
export const NotSupported: Story = {
  name: 'Not supported (water, non-electric usage hidden)',
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100201' })],
  parameters: {
    simulator: {
      state: (state) => {
        siteOf(state, riverbendApplicationId).configuration.hideNonElectricUsageAndOutage = true;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await expect(await canvas.findByText(messages.empty.notSupported, {}, { timeout: 8000 })).toBeVisible();
  },
};

/** Today alone has no reading yet: the range's empty message. */
export const EmptyRange: Story = {
  name: 'No usage in the range',
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    const end = await canvas.findByLabelText(messages.form.endDate, {}, { timeout: 8000 });
    fireEvent.input(canvas.getByLabelText(messages.form.startDate), {
      target: { value: (end as HTMLInputElement).value },
    });
    await userEvent.click(canvas.getByRole('button', { name: messages.form.show }));
    await expect(await canvas.findByText(messages.empty.noUsageInRange, {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A range too long for MDM: the rules of spec 03 §5 on their fields. */
export const DateRules: Story = {
  name: 'Date rules (MDM 180 days)',
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    fireEvent.input(await canvas.findByLabelText(messages.form.startDate, {}, { timeout: 8000 }), {
      target: { value: '2020-01-01' },
    });
    await userEvent.click(canvas.getByRole('button', { name: messages.form.show }));
    await expect(await canvas.findByText(messages.dates.startTooOld)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/usage/daily', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: messages.tabs.daily }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The daily usage call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/usage/daily', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await tracker(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-usage-tracker />
    </div>
  ),
};
