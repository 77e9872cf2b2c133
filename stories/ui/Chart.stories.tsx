import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { formatDate } from '../../src/domain/dates.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { chartMessages } from '../../src/domain/primitive-messages/chart.ts';
import { Chart, type ChartSeries, type ChartXAxis } from '../../src/ui/primitives/Chart/Chart.tsx';
import { inShadowRoot } from '../support/InShadowRoot.tsx';
import { withinShadowRootOf } from '../support/shadow.ts';

/** Bars for the monthly billed usage, lines for daily and 15-minute usage; colours follow the theme. */
const meta: Meta = {
  title: 'Primitives/Chart',
  decorators: [inShadowRoot],
};
export default meta;

type Story = StoryObj;

const formatKWh = (value: number, series: ChartSeries) =>
  `${value.toLocaleString('en-US')} ${series.unit ?? ''}`.trim();
const formatDollars = (value: number) => formatMoney(value);
const formatDay = (day: Date) => formatDate(day) ?? '';

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
    const image = root.getByRole('img');
    await expect(image).toHaveAttribute(
      'aria-label',
      'Billed Usage Summary, 10/15/2025 to 09/15/2026. Usage: lowest 812 kWh on 02/15/2026, highest 1,402 kWh on 07/15/2026.',
    );
    await waitFor(() => expect(image.querySelector('canvas')).not.toBeNull());
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

const firstDay = new Date(2026, 0, 1);
const dailyX: ChartXAxis = {
  kind: 'dates',
  label: 'Date',
  values: Array.from(
    { length: 90 },
    (_, index) => new Date(firstDay.getFullYear(), firstDay.getMonth(), firstDay.getDate() + index),
  ),
  format: formatDay,
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
  render: () => <Chart title="Daily cost" x={dailyX} series={dailyCost} formatValue={formatDollars} />,
};

const intervalCount = 17_280;
const intervalX: ChartXAxis = {
  kind: 'dates',
  label: 'Time',
  values: Array.from({ length: intervalCount }, (_, index) => new Date(firstDay.getTime() + index * 900_000)),
  format: formatDay,
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

export const IntervalUsage: Story = {
  name: '180 days of 15-minute usage (17,280 points)',
  render: () => (
    <Chart title="Interval usage" x={intervalX} series={intervalUsage} formatValue={formatKWh} height={280} />
  ),
};
