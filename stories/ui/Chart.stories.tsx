import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { formatDayAt, formatReadingTime, formatTimeTick } from '../../src/domain/chart-time.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { chartMessages } from '../../src/domain/primitive-messages/chart.ts';
import { Chart, type ChartSeries, type ChartXAxis } from '../../src/ui/primitives/Chart/Chart.tsx';
import { inShadowRoot } from '../support/InShadowRoot.tsx';
import { withinShadowRootOf } from '../support/shadow.ts';

/**
 * Bars for the monthly billed usage, lines or bars on a time axis for daily and 15-minute usage (in the
 * cooperative's time zone); colours follow the theme. The plot is one tab stop: the arrow keys, Page
 * Up/Down, Home and End move a cursor between the points and announce each one. The table shows the
 * same numbers a page at a time.
 */
const meta: Meta = {
  title: 'Primitives/Chart',
  decorators: [inShadowRoot],
};
export default meta;

type Story = StoryObj;

/** The cooperative's zone, as a site setting would give it. */
const cooperativeTimeZone = 'America/Chicago';

const formatKWh = (value: number, series: ChartSeries) =>
  `${value.toLocaleString('en-US')} ${series.unit ?? ''}`.trim();
const formatDollars = (value: number) => formatMoney(value);

// Defined once, outside the render functions: the chart redraws from scratch when these change.
const billedUsageX: ChartXAxis = {
  kind: 'categories',
  label: 'Bill Date',
  values: [
    '10/15/2025',
    '11/15/2025',
    '12/15/2025',
    '01/15/2026',
    '02/15/2026',
    '03/15/2026',
    '04/15/2026',
    '05/15/2026',
    '06/15/2026',
    '07/15/2026',
    '08/15/2026',
    '09/15/2026',
  ],
};
const billedUsageSeries: readonly ChartSeries[] = [
  {
    label: 'Usage',
    kind: 'bars',
    unit: 'kWh',
    values: [1150, 980, 1210, 1305, 812, 905, 870, 1020, 1290, 1402, 1388, 1104],
  },
];

export const BilledUsage: Story = {
  name: 'Billed usage (bars, kWh)',
  render: () => (
    <Chart
      title="Billed Usage Summary"
      x={billedUsageX}
      series={billedUsageSeries}
      formatValue={formatKWh}
      height={240}
    />
  ),
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    const plot = root.getByRole('application');
    await expect(plot).toHaveAttribute(
      'aria-label',
      'Billed Usage Summary, 10/15/2025 to 09/15/2026. Usage: lowest 812 kWh on 02/15/2026, highest 1,402 kWh on 07/15/2026.',
    );
    await waitFor(() => expect(plot.querySelector('canvas')).not.toBeNull());
  },
};

export const BilledUsageTable: Story = {
  name: 'Billed usage, table shown',
  render: BilledUsage.render,
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await userEvent.click(root.getByRole('button', { name: chartMessages.showTable }));
    await expect(root.getByRole('button', { name: chartMessages.hideTable })).toBeTruthy();
    await expect(root.getByRole('cell', { name: '1,402 kWh' })).toBeTruthy();
  },
};

export const KeyboardCursor: Story = {
  name: 'Billed usage, keyboard cursor on a point',
  render: BilledUsage.render,
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    const plot = root.getByRole('application');
    await waitFor(() => expect(plot.querySelector('canvas')).not.toBeNull());
    plot.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{PageUp}');
    await expect(root.getByText('02/15/2026: Usage 812 kWh. Point 5 of 12.')).toBeVisible();
  },
};

export const NoData: Story = {
  name: 'No data to show',
  render: () => (
    <Chart
      title="Billed Usage Summary"
      x={{ kind: 'categories', label: 'Bill Date', values: [] }}
      series={[]}
      formatValue={formatKWh}
    />
  ),
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(root.getByRole('img')).toHaveAttribute(
      'aria-label',
      'Billed Usage Summary. No data to show.',
    );
  },
};

/** Midnight of 2026-01-01 in the cooperative's zone (CST, UTC−6), in epoch seconds. */
const firstDay = Date.UTC(2026, 0, 1, 6) / 1000;
const dailyX: ChartXAxis = {
  kind: 'time',
  label: 'Date',
  values: Array.from({ length: 90 }, (_, index) => firstDay + index * 86_400),
  format: formatDayAt,
  formatTick: formatTimeTick,
};
const dailyCost: readonly ChartSeries[] = [
  {
    label: 'Cost',
    kind: 'line',
    values: Array.from({ length: 90 }, (_, index) =>
      index === 40 ? null : Math.round(400 + 150 * Math.sin(index / 9) + (index % 7) * 12) / 100,
    ),
  },
  { label: 'Average', kind: 'line', values: Array.from({ length: 90 }, () => 4.1) },
];

export const DailyCost: Story = {
  name: 'Daily cost (two lines, money, a gap)',
  render: () => (
    <Chart
      title="Daily cost"
      x={dailyX}
      series={dailyCost}
      formatValue={formatDollars}
      timeZone={cooperativeTimeZone}
    />
  ),
};

// Three weeks of daily usage with the days of 01/08 to 01/10 missing: the time axis leaves their room.
const dailyUsageDays = Array.from({ length: 21 }, (_, index) => firstDay + index * 86_400).filter(
  (_, index) => index < 7 || index > 9,
);
const dailyUsageX: ChartXAxis = {
  kind: 'time',
  label: 'Date',
  values: dailyUsageDays,
  format: formatDayAt,
  formatTick: formatTimeTick,
};
const dailyUsage: readonly ChartSeries[] = [
  {
    label: 'Usage',
    kind: 'bars',
    unit: 'kWh',
    values: dailyUsageDays.map((_, index) => 28 + ((index * 7) % 11)),
  },
];

export const DailyUsageWithMissingDays: Story = {
  name: 'Daily usage (bars on a time axis, three days missing)',
  render: () => (
    <Chart
      title="Daily usage"
      x={dailyUsageX}
      series={dailyUsage}
      formatValue={formatKWh}
      timeZone={cooperativeTimeZone}
    />
  ),
};

const intervalCount = 17_280;
const intervalX: ChartXAxis = {
  kind: 'time',
  label: 'Time',
  values: Array.from({ length: intervalCount }, (_, index) => firstDay + index * 900),
  format: formatReadingTime,
  formatTick: formatTimeTick,
};
const intervalUsage: readonly ChartSeries[] = [
  {
    label: 'Usage',
    kind: 'line',
    unit: 'kWh',
    values: Array.from(
      { length: intervalCount },
      (_, index) => Math.round(60 + 45 * Math.sin((index / 96) * 2 * Math.PI) + (index % 13)) / 100,
    ),
  },
];

function IntervalChart() {
  return (
    <Chart
      title="Interval usage"
      x={intervalX}
      series={intervalUsage}
      formatValue={formatKWh}
      height={280}
      timeZone={cooperativeTimeZone}
    />
  );
}

export const IntervalUsage: Story = {
  name: '180 days of 15-minute usage (17,280 points)',
  render: () => <IntervalChart />,
};

export const IntervalUsageTablePage: Story = {
  name: '180 days of 15-minute usage, table on its second page',
  render: () => <IntervalChart />,
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await userEvent.click(root.getByRole('button', { name: chartMessages.showTable }));
    await userEvent.click(root.getByRole('button', { name: chartMessages.nextRows }));
    await expect(root.getByText('Rows 97–192 of 17,280')).toBeVisible();
    await expect(root.getByRole('rowheader', { name: '01/02/2026 00:00' })).toBeTruthy();
    // One page of rows and the header row, not 17,280.
    await expect(root.getAllByRole('row')).toHaveLength(97);
  },
};

export const IntervalUsageKeyboardCursor: Story = {
  name: '180 days of 15-minute usage, keyboard cursor a day in',
  render: () => <IntervalChart />,
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    const plot = root.getByRole('application');
    await waitFor(() => expect(plot.querySelector('canvas')).not.toBeNull());
    plot.focus();
    await userEvent.keyboard('{PageUp}{PageUp}{ArrowRight}');
    await expect(
      root.getByText(/^01\/02\/2026 00:15: Usage [\d.]+ kWh\. Point 98 of 17,280\.$/),
    ).toBeVisible();
  },
};
