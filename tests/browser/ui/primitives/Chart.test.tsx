import { expect } from 'chai';
import { sendMouse } from '@web/test-runner-commands';
import { useMemo } from 'react';
import {
  formatDayAt,
  formatReadingTime,
  formatTimeTick,
  type TimeTick,
} from '../../../../src/domain/chart-time.ts';
import { chartMessages } from '../../../../src/domain/primitive-messages/chart.ts';
import {
  Chart,
  type ChartSeries,
  type ChartTimeAxis,
  type ChartXAxis,
} from '../../../../src/ui/primitives/Chart/Chart.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, nextTick, press } from '../../support/keyboard.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';
import { buttonByName, shadowRootOf, waitFor } from '../../support/shadow-queries.ts';
import type { InstalledSimulator } from '../../support/simulator.ts';

// Twelve monthly bills, as in the Billed Usage Summary.
const billDates = [
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
];
const usage = [1150, 980, 1210, 1305, 812, 905, 870, 1020, 1290, 1402, 1388, 1104];

const billedX: ChartXAxis = { kind: 'categories', label: 'Bill Date', values: billDates };
const billedSeries: readonly ChartSeries[] = [{ label: 'Usage', values: usage, kind: 'bars', unit: 'kWh' }];
const formatKWh = (value: number, series: ChartSeries) =>
  `${value.toLocaleString('en-US')} ${series.unit ?? ''}`.trim();

const billedSummary =
  'Billed Usage Summary, 10/15/2025 to 09/15/2026. ' +
  'Usage: lowest 812 kWh on 02/15/2026, highest 1,402 kWh on 07/15/2026.';

function BilledUsage({ height }: { readonly height?: number }) {
  return (
    <Chart
      title="Billed Usage Summary"
      x={billedX}
      series={billedSeries}
      formatValue={formatKWh}
      height={height}
    />
  );
}

// 180 days of 15-minute readings from 2026-01-01 00:00 UTC, shown in UTC.
const intervalCount = 17_280;
const intervalStart = Date.UTC(2026, 0, 1) / 1000;
const intervalX: ChartTimeAxis = {
  kind: 'time',
  label: 'Time',
  values: Array.from({ length: intervalCount }, (_, index) => intervalStart + index * 900),
  format: formatReadingTime,
  formatTick: formatTimeTick,
};
const intervalSeries: readonly ChartSeries[] = [
  {
    label: 'Usage',
    kind: 'line',
    unit: 'kWh',
    values: Array.from(
      { length: intervalCount },
      (_, index) => Math.round(50 + 40 * Math.sin(index / 96)) / 100,
    ),
  },
];

function IntervalUsage() {
  return (
    <Chart
      title="Interval usage"
      x={intervalX}
      series={intervalSeries}
      formatValue={formatKWh}
      timeZone="UTC"
    />
  );
}

let rendered: ShadowRender | undefined;
let hostSheet: CSSStyleSheet | undefined;
let before: HTMLButtonElement | undefined;

/** Undoes what a test rendered and added to the page (each describe block's `afterEach`). */
function cleanUp(): void {
  rendered?.unmount();
  rendered = undefined;
  if (hostSheet)
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hostSheet);
  hostSheet = undefined;
  before?.remove();
  before = undefined;
}

function plotOf(root: ShadowRoot | Element): HTMLElement {
  const plot = root.querySelector<HTMLElement>('[part~="plot"]');
  if (!plot) throw new Error('No chart plot');
  return plot;
}

/** Waits for uPlot to load and draw its canvas. */
async function drawnCanvas(view: ShadowRender): Promise<HTMLCanvasElement> {
  const canvas = await waitFor(() => plotOf(view.root).querySelector('canvas'), 'the chart canvas');
  // uPlot paints in a microtask after it builds the canvas.
  await nextTick(20);
  return canvas;
}

/** Every pixel of the canvas as [r, g, b, a] quadruples. */
function pixelsOf(canvas: HTMLCanvasElement): Uint8ClampedArray {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2d context');
  return context.getImageData(0, 0, canvas.width, canvas.height).data;
}

function countPixels(canvas: HTMLCanvasElement, [r, g, b]: readonly [number, number, number]): number {
  const pixels = pixelsOf(canvas);
  let count = 0;
  for (let index = 0; index < pixels.length; index += 4) {
    if (
      pixels[index] === r &&
      pixels[index + 1] === g &&
      pixels[index + 2] === b &&
      pixels[index + 3] === 255
    )
      count += 1;
  }
  return count;
}

/** Pixels of one colour in the canvas column at `fraction` of the plotting area's width (0 left, 1 right). */
function countInColumn(view: ShadowRender, fraction: number, [r, g, b]: readonly [number, number, number]) {
  const plot = plotOf(view.root);
  const canvas = plot.querySelector('canvas') as HTMLCanvasElement;
  const over = plot.querySelector('.u-over') as HTMLElement;
  const canvasBox = canvas.getBoundingClientRect();
  const overBox = over.getBoundingClientRect();
  const column = Math.round((overBox.left - canvasBox.left + fraction * overBox.width) * devicePixelRatio);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const pixels = context.getImageData(column, 0, 1, canvas.height).data;
  let count = 0;
  for (let index = 0; index < pixels.length; index += 4) {
    if (pixels[index] === r && pixels[index + 1] === g && pixels[index + 2] === b) count += 1;
  }
  return count;
}

function renderWide(node: Parameters<typeof renderInShadow>[0], width = 640): ShadowRender {
  const view = renderInShadow(node);
  view.host.style.display = 'block';
  view.host.style.width = `${width}px`;
  return view;
}

/** A button in the page just before the host, to Tab from. */
function buttonBefore(host: HTMLElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Before the chart';
  host.before(button);
  return button;
}

function tableCells(view: ShadowRender): string[][] {
  return [...view.root.querySelectorAll('table tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

function liveReadout(view: ShadowRender): HTMLElement {
  const readout = view.root.querySelector<HTMLElement>('[part~="chart"] p[aria-live="polite"]');
  if (!readout) throw new Error('No live region for the cursor');
  return readout;
}

function tableStatus(view: ShadowRender): HTMLElement {
  const status = [...view.root.querySelectorAll<HTMLElement>('p[aria-live="polite"]')].find((element) =>
    element.textContent?.startsWith('Rows '),
  );
  if (!status) throw new Error('No table status');
  return status;
}

function adoptHostStyles(css: string): void {
  hostSheet = new CSSStyleSheet();
  hostSheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, hostSheet];
}

describe('Chart', () => {
  afterEach(cleanUp);

  it('draws the bars on a canvas the width of its container', async () => {
    rendered = renderWide(<BilledUsage height={200} />);
    const canvas = await drawnCanvas(rendered);

    expect(canvas.getBoundingClientRect().width).to.equal(640);
    expect(canvas.getBoundingClientRect().height).to.equal(200);
    const pixels = pixelsOf(canvas);
    let painted = 0;
    for (let index = 3; index < pixels.length; index += 4) if (pixels[index] !== 0) painted += 1;
    // Twelve bars of a 640 × 200 plot cover far more than a few axis labels would.
    expect(painted).to.be.greaterThan(10_000);
    await expectNoAxeViolations(rendered.root);
  });

  it('names the plot with a summary of its title, range, lowest and highest value, and says how its keys work', async () => {
    rendered = renderWide(<BilledUsage />);
    await drawnCanvas(rendered);

    const plot = plotOf(rendered.root);
    expect(plot.getAttribute('role')).to.equal('application');
    expect(plot.getAttribute('aria-roledescription')).to.equal('interactive chart');
    expect(plot.getAttribute('aria-label')).to.equal(billedSummary);
    expect(plot.tabIndex).to.equal(0);
    const hint = rendered.root.getElementById(plot.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).to.equal(chartMessages.plotKeyboardHint);
  });

  it('is an image, out of the tab order, when there is nothing to draw', async () => {
    const empty: ChartXAxis = { kind: 'categories', label: 'Bill Date', values: [] };
    rendered = renderWide(
      <Chart title="Billed Usage Summary" x={empty} series={[]} formatValue={formatKWh} />,
    );
    await drawnCanvas(rendered);

    const plot = plotOf(rendered.root);
    expect(plot.getAttribute('role')).to.equal('img');
    expect(plot.getAttribute('aria-label')).to.equal('Billed Usage Summary. No data to show.');
    expect(plot.hasAttribute('tabindex')).to.equal(false);
    await expectNoAxeViolations(rendered.root);
  });

  it('exposes part="chart" and part="plot", which a host page styles with ::part()', async () => {
    adoptHostStyles(
      'coop-test-host::part(chart) { outline: 3px solid rgb(255, 0, 0); }' +
        'coop-test-host::part(plot) { background-color: rgb(0, 128, 0); }',
    );
    rendered = renderWide(<BilledUsage />);
    const canvas = await waitFor(() => rendered?.root.querySelector('canvas'), 'the chart canvas');

    const chart = rendered.root.querySelector<HTMLElement>('[part~="chart"]');
    const plot = rendered.root.querySelector<HTMLElement>('[part~="plot"]');
    expect(chart, 'an element with part="chart"').to.not.equal(null);
    expect(plot, 'an element with part="plot"').to.not.equal(null);
    expect(plot?.contains(canvas)).to.equal(true);
    expect(chart?.contains(plot)).to.equal(true);
    expect(getComputedStyle(chart as HTMLElement).outlineStyle).to.equal('solid');
    expect(getComputedStyle(chart as HTMLElement).outlineWidth).to.equal('3px');
    expect(getComputedStyle(chart as HTMLElement).outlineColor).to.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(plot as HTMLElement).backgroundColor).to.equal('rgb(0, 128, 0)');
  });

  it('shows and hides a table holding exactly the numbers the chart draws, on one page for twelve bills', async () => {
    rendered = renderWide(<BilledUsage />);
    await drawnCanvas(rendered);
    expect(rendered.root.querySelector('table')).to.equal(null);

    const toggle = buttonByName(rendered.root, chartMessages.showTable);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.focus();
    await press('Enter');

    await expectFocusOn(toggle);
    expect(toggle.textContent).to.equal(chartMessages.hideTable);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const table = rendered.root.querySelector('table');
    expect(table?.closest('[id]')?.id).to.equal(toggle.getAttribute('aria-controls'));
    expect(table?.querySelector('caption')?.textContent).to.equal('Billed Usage Summary');
    expect([...rendered.root.querySelectorAll('th[scope="col"]')].map((th) => th.textContent)).to.deep.equal([
      'Bill Date',
      'Usage',
    ]);
    expect(rendered.root.querySelectorAll('th[scope="row"]')).to.have.length(12);
    expect(tableCells(rendered)).to.deep.equal([
      ['Bill Date', 'Usage'],
      ['10/15/2025', '1,150 kWh'],
      ['11/15/2025', '980 kWh'],
      ['12/15/2025', '1,210 kWh'],
      ['01/15/2026', '1,305 kWh'],
      ['02/15/2026', '812 kWh'],
      ['03/15/2026', '905 kWh'],
      ['04/15/2026', '870 kWh'],
      ['05/15/2026', '1,020 kWh'],
      ['06/15/2026', '1,290 kWh'],
      ['07/15/2026', '1,402 kWh'],
      ['08/15/2026', '1,388 kWh'],
      ['09/15/2026', '1,104 kWh'],
    ]);
    // One page holds them all: no page controls.
    expect(rendered.root.querySelector('select')).to.equal(null);
    expect(rendered.root.textContent).to.not.contain(chartMessages.nextRows);
    await expectNoAxeViolations(rendered.root);

    // The table's scrolling box comes next in the tab order, named after the chart.
    await press('Tab');
    const region = rendered.root.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).to.equal('Billed Usage Summary');
    await expectFocusOn(region);

    await press('Shift+Tab');
    await expectFocusOn(toggle);
    await press('Space');
    await expectFocusOn(toggle);
    expect(toggle.textContent).to.equal(chartMessages.showTable);
    expect(rendered.root.querySelector('table')).to.equal(null);
    await expectNoAxeViolations(rendered.root);
  });

  it('pages the table of 17,280 readings: one page of rows in the page, moved by keyboard, announced, its caption kept', async () => {
    rendered = renderWide(<IntervalUsage />);
    await drawnCanvas(rendered);
    const toggle = buttonByName(rendered.root, chartMessages.showTable);
    toggle.focus();
    await press('Enter');

    const table = await waitFor(() => rendered?.root.querySelector('table'), 'the table');
    // A day of 15-minute readings: 96 rows and the header row, not 17,280.
    expect(rendered.root.querySelectorAll('tr')).to.have.length(97);
    expect(table.querySelector('caption')?.textContent).to.equal('Interval usage');
    const status = tableStatus(rendered);
    expect(status.getAttribute('aria-live')).to.equal('polite');
    expect(status.textContent).to.equal('Rows 1–96 of 17,280');
    expect(tableCells(rendered).slice(0, 3)).to.deep.equal([
      ['Time', 'Usage'],
      ['01/01/2026 00:00', '0.5 kWh'],
      ['01/01/2026 00:15', '0.5 kWh'],
    ]);
    const previous = buttonByName(rendered.root, chartMessages.previousRows);
    const next = buttonByName(rendered.root, chartMessages.nextRows);
    expect(previous.disabled).to.equal(true);
    await expectNoAxeViolations(rendered.root);

    // Toggle, the table's scrolling box, then Next (Previous is disabled on the first page).
    await press('Tab');
    await press('Tab');
    await expectFocusOn(next);
    await press('Enter');
    await waitFor(() => status.textContent === 'Rows 97–192 of 17,280', 'the second page');
    expect(rendered.root.querySelectorAll('tbody tr')).to.have.length(96);
    expect(tableCells(rendered)[1]).to.deep.equal(['01/02/2026 00:00', '0.84 kWh']);
    expect(table.querySelector('caption')?.textContent).to.equal('Interval usage');
    await expectFocusOn(next);

    // Back to the first page: Previous becomes disabled and hands focus to Next.
    await press('Shift+Tab');
    await expectFocusOn(previous);
    await press('Space');
    await waitFor(() => status.textContent === 'Rows 1–96 of 17,280', 'the first page again');
    await expectFocusOn(next);

    // The list of pages jumps to the last day.
    await press('Tab');
    const pages = rendered.root.querySelector('select') as HTMLSelectElement;
    await expectFocusOn(pages);
    expect(pages.labels[0]?.textContent).to.equal(chartMessages.goToRows);
    expect(pages.options).to.have.length(180);
    expect(pages.options[1]?.textContent).to.equal('01/02/2026 00:00 to 01/02/2026 23:45');
    await press('End');
    await waitFor(() => status.textContent === 'Rows 17,185–17,280 of 17,280', 'the last page');
    expect(rendered.root.querySelectorAll('tbody tr')).to.have.length(96);
    expect(tableCells(rendered).at(-1)?.[0]).to.equal('06/29/2026 23:45');
    expect(next.disabled).to.equal(true);
    expect(table.querySelector('caption')?.textContent).to.equal('Interval usage');
    await expectNoAxeViolations(rendered.root);
  });

  it('reads the points with the keyboard: Tab to the plot, then the arrows, Page Up and Down, Home and End', async () => {
    rendered = renderWide(<BilledUsage />);
    await drawnCanvas(rendered);
    before = buttonBefore(rendered.host);
    before.focus();

    await press('Tab');
    const plot = plotOf(rendered.root);
    await expectFocusOn(plot);
    expect(liveReadout(rendered).textContent).to.equal('');

    await press('ArrowRight');
    await press('ArrowRight');
    const readout = liveReadout(rendered);
    expect(readout.getAttribute('aria-atomic')).to.equal('true');
    expect(readout.textContent).to.equal('11/15/2025: Usage 980 kWh. Point 2 of 12.');

    await press('PageUp');
    expect(readout.textContent).to.equal('02/15/2026: Usage 812 kWh. Point 5 of 12.');
    await press('PageDown');
    expect(readout.textContent).to.equal('11/15/2025: Usage 980 kWh. Point 2 of 12.');
    await press('End');
    expect(readout.textContent).to.equal('09/15/2026: Usage 1,104 kWh. Point 12 of 12.');
    await press('ArrowRight');
    expect(readout.textContent).to.equal('09/15/2026: Usage 1,104 kWh. Point 12 of 12.');
    await press('Home');
    expect(readout.textContent).to.equal('10/15/2025: Usage 1,150 kWh. Point 1 of 12.');
    await expectFocusOn(plot);
  });

  it('shows the cursor on the focused point, with a focus ring nothing covers, and hides it when focus leaves', async () => {
    rendered = renderWide(<BilledUsage />);
    await drawnCanvas(rendered);
    before = buttonBefore(rendered.host);
    before.focus();
    await press('Tab');
    await press('ArrowRight');
    await press('ArrowRight');

    const plot = plotOf(rendered.root);
    const over = plot.querySelector('.u-over') as HTMLElement;
    const line = plot.querySelector('.u-cursor-x') as HTMLElement;
    const marker = plot.querySelector('.u-cursor-pt') as HTMLElement;
    expect(line.classList.contains('u-off')).to.equal(false);
    expect(marker.classList.contains('u-off')).to.equal(false);
    // The second of twelve bars has its centre at 1.5 twelfths of the plotting area.
    const overBox = over.getBoundingClientRect();
    const lineBox = line.getBoundingClientRect();
    expect(Math.abs(lineBox.right - (overBox.left + (1.5 / 12) * overBox.width))).to.be.lessThan(2.5);
    const markerBox = marker.getBoundingClientRect();
    expect(Math.abs(markerBox.left + markerBox.width / 2 - lineBox.right)).to.be.lessThan(2.5);
    // A solid line in the text colour, where uPlot's own is faint and dashed.
    expect(getComputedStyle(line).borderRightStyle).to.equal('solid');
    expect(getComputedStyle(line).borderRightWidth).to.equal('2px');
    expect(getComputedStyle(line).borderRightColor).to.equal('rgb(31, 41, 51)');

    // The focus ring: the theme's 3 px outline, and the plot is what shows at its centre (not covered).
    const style = getComputedStyle(plot);
    expect(style.outlineStyle).to.equal('solid');
    expect(style.outlineWidth).to.equal('3px');
    expect(style.outlineColor).to.equal('rgb(26, 95, 208)');
    const plotBox = plot.getBoundingClientRect();
    const atCentre = rendered.root.elementFromPoint(
      plotBox.left + plotBox.width / 2,
      plotBox.top + plotBox.height / 2,
    );
    expect(plot.contains(atCentre)).to.equal(true);
    await expectNoAxeViolations(rendered.root);

    await press('Tab');
    await expectFocusOn(buttonByName(rendered.root, chartMessages.showTable));
    expect(line.classList.contains('u-off')).to.equal(true);
    expect(liveReadout(rendered).textContent).to.equal('');

    // Back on the plot, the cursor is where it was.
    await press('Shift+Tab');
    await expectFocusOn(plot);
    expect(line.classList.contains('u-off')).to.equal(false);
    expect(liveReadout(rendered).textContent).to.equal('11/15/2025: Usage 980 kWh. Point 2 of 12.');
    await press('ArrowRight');
    expect(liveReadout(rendered).textContent).to.equal('12/15/2025: Usage 1,210 kWh. Point 3 of 12.');
  });

  it('moves a day of 15-minute readings with Page Up in 17,280 points', async () => {
    rendered = renderWide(<IntervalUsage />);
    await drawnCanvas(rendered);
    before = buttonBefore(rendered.host);
    before.focus();
    await press('Tab');
    await expectFocusOn(plotOf(rendered.root));

    await press('PageUp');
    expect(liveReadout(rendered).textContent).to.equal('01/01/2026 00:00: Usage 0.5 kWh. Point 1 of 17,280.');
    await press('PageUp');
    expect(liveReadout(rendered).textContent).to.equal(
      '01/02/2026 00:00: Usage 0.84 kWh. Point 97 of 17,280.',
    );
    await press('End');
    expect(liveReadout(rendered).textContent).to.match(
      /^06\/29\/2026 23:45: Usage [\d.]+ kWh\. Point 17,280 of 17,280\.$/,
    );
  });

  it('draws dates on a time axis and lines, with gaps in the table and the two series in a legend', async () => {
    const days = [1, 2, 3, 4].map((day) => Date.UTC(2026, 5, day) / 1000);
    const x: ChartXAxis = {
      kind: 'time',
      label: 'Date',
      values: days,
      format: formatDayAt,
      formatTick: formatTimeTick,
    };
    const series: readonly ChartSeries[] = [
      { label: 'Usage', values: [31.5, null, 28.25, 40], kind: 'line', unit: 'kWh' },
      { label: 'Average', values: [30, 30, 30, 30], kind: 'line', unit: 'kWh' },
    ];
    rendered = renderWide(
      <Chart title="Daily usage" x={x} series={series} formatValue={formatKWh} timeZone="UTC" />,
    );
    await drawnCanvas(rendered);

    expect(plotOf(rendered.root).getAttribute('aria-label')).to.equal(
      'Daily usage, 06/01/2026 to 06/04/2026. ' +
        'Usage: lowest 28.25 kWh on 06/03/2026, highest 40 kWh on 06/04/2026. ' +
        'Average: lowest 30 kWh on 06/01/2026, highest 30 kWh on 06/01/2026.',
    );
    expect([...rendered.root.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal([
      'Usage',
      'Average',
    ]);
    buttonByName(rendered.root, chartMessages.showTable).click();
    await nextTick();
    expect(tableCells(rendered)).to.deep.equal([
      ['Date', 'Usage', 'Average'],
      ['06/01/2026', '31.5 kWh', '30 kWh'],
      ['06/02/2026', chartMessages.noValue, '30 kWh'],
      ['06/03/2026', '28.25 kWh', '30 kWh'],
      ['06/04/2026', '40 kWh', '30 kWh'],
    ]);
    await expectNoAxeViolations(rendered.root);

    // A point where one series has no value says so.
    before = buttonBefore(rendered.host);
    before.focus();
    await press('Tab');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(liveReadout(rendered).textContent).to.equal(
      '06/02/2026: Usage no value, Average 30 kWh. Point 2 of 4.',
    );
  });

  it('breaks the line where time has no readings, and spaces the readings by their time', async () => {
    // Two days of 15-minute readings with 12 hours missing in the middle (2026-01-01 18:00 to 02 06:00),
    // all at one value, so that a line drawn across the gap would cross its middle.
    const start = Date.UTC(2026, 0, 1) / 1000;
    const values = Array.from({ length: 192 }, (_, index) => start + index * 900).filter(
      (seconds) => seconds < start + 18 * 3600 || seconds >= start + 30 * 3600,
    );
    const x: ChartXAxis = {
      kind: 'time',
      label: 'Time',
      values,
      format: formatReadingTime,
      formatTick: formatTimeTick,
    };
    const series: readonly ChartSeries[] = [
      { label: 'Usage', kind: 'line', unit: 'kWh', values: values.map(() => 1) },
    ];
    rendered = renderWide(
      <Chart title="Interval usage" x={x} series={series} formatValue={formatKWh} timeZone="UTC" />,
    );
    await drawnCanvas(rendered);

    // The x scale runs from half a reading before the first to half a reading after the last.
    const first = start - 450;
    const span = start + 191 * 900 + 450 - first;
    const at = (seconds: number) => (seconds - first) / span;
    const primary = [11, 92, 173] as const;
    expect(countInColumn(rendered, at(start + 9 * 3600), primary)).to.be.greaterThan(0);
    expect(countInColumn(rendered, at(start + 24 * 3600), primary)).to.equal(0);
    expect(countInColumn(rendered, at(start + 40 * 3600), primary)).to.be.greaterThan(0);
  });

  it('places the ticks on the midnights of the time zone given and hands that zone to the formatters', async () => {
    // Two weeks of days starting at midnight in Tokyo (15:00 UTC the day before).
    const tokyoMidnight = Date.UTC(2026, 4, 31, 15) / 1000;
    const days = Array.from({ length: 14 }, (_, index) => tokyoMidnight + index * 86_400);
    const ticks: Array<{ seconds: number } & TimeTick> = [];
    const x: ChartXAxis = {
      kind: 'time',
      label: 'Date',
      values: days,
      format: formatDayAt,
      formatTick: (seconds, tick) => {
        ticks.push({ seconds, ...tick });
        return formatTimeTick(seconds, tick);
      },
    };
    const series: readonly ChartSeries[] = [
      { label: 'Usage', kind: 'bars', unit: 'kWh', values: days.map((_, index) => 20 + index) },
    ];
    rendered = renderWide(
      <Chart title="Daily usage" x={x} series={series} formatValue={formatKWh} timeZone="Asia/Tokyo" />,
    );
    await drawnCanvas(rendered);

    const dayTicks = ticks.filter((tick) => tick.increment >= 86_400 && tick.increment < 28 * 86_400);
    expect(dayTicks.length).to.be.greaterThan(3);
    expect(ticks.every((tick) => tick.timeZone === 'Asia/Tokyo')).to.equal(true);
    // Every tick a day or more apart falls on a midnight in Tokyo (UTC+9), none on a UTC midnight.
    expect(dayTicks.filter((tick) => (tick.seconds + 9 * 3600) % 86_400 !== 0)).to.deep.equal([]);

    buttonByName(rendered.root, chartMessages.showTable).click();
    await nextTick();
    expect(tableCells(rendered)[1]).to.deep.equal(['06/01/2026', '20 kWh']);
  });

  it('shows labels in the browser’s zone when the time zone is not one it knows', async () => {
    const seconds = Date.UTC(2026, 0, 1, 12) / 1000;
    const x: ChartXAxis = {
      kind: 'time',
      label: 'Time',
      values: [seconds, seconds + 900],
      format: formatReadingTime,
      formatTick: formatTimeTick,
    };
    const series: readonly ChartSeries[] = [{ label: 'Usage', kind: 'line', values: [1, 2] }];
    rendered = renderWide(
      <Chart
        title="Interval usage"
        x={x}
        series={series}
        formatValue={formatKWh}
        timeZone="Nowhere/Nothing"
      />,
    );
    await drawnCanvas(rendered);

    buttonByName(rendered.root, chartMessages.showTable).click();
    await nextTick();
    expect(tableCells(rendered)[1]?.[0]).to.equal(formatReadingTime(seconds, undefined));
  });

  it('paints the bars in the --coop-color-primary the host sets', async () => {
    rendered = renderWide(<BilledUsage />);
    rendered.host.style.setProperty('--coop-color-primary', 'rgb(200, 10, 120)');
    const canvas = await drawnCanvas(rendered);

    expect(countPixels(canvas, [200, 10, 120])).to.be.greaterThan(5_000);
    // The theme's default primary (#0b5cad) is nowhere.
    expect(countPixels(canvas, [11, 92, 173])).to.equal(0);
  });

  it('draws again in the dark scheme’s colours when its element turns dark', async () => {
    rendered = renderWide(<BilledUsage />);
    const canvas = await drawnCanvas(rendered);
    expect(countPixels(canvas, [11, 92, 173])).to.be.greaterThan(5_000);

    rendered.host.setAttribute('scheme', 'dark');
    await nextTick(50);
    // The dark scheme's primary (#8ab8f0) in place of the light one.
    expect(countPixels(canvas, [138, 184, 240])).to.be.greaterThan(5_000);
    expect(countPixels(canvas, [11, 92, 173])).to.equal(0);
  });

  it('draws again at the new width when its container resizes, in the colours of that moment', async () => {
    rendered = renderWide(<BilledUsage height={180} />, 640);
    const canvas = await drawnCanvas(rendered);
    expect(countPixels(canvas, [11, 92, 173])).to.be.greaterThan(5_000);

    rendered.host.style.setProperty('--coop-color-primary', 'rgb(20, 120, 60)');
    rendered.host.style.width = '360px';
    await waitFor(() => canvas.getBoundingClientRect().width === 360, 'the canvas at 360 px');
    await nextTick(20);

    expect(canvas.getBoundingClientRect().height).to.equal(180);
    expect(canvas.width).to.equal(Math.round(360 * devicePixelRatio));
    expect(countPixels(canvas, [20, 120, 60])).to.be.greaterThan(3_000);
    expect(countPixels(canvas, [11, 92, 173])).to.equal(0);
  });

  it('keeps the cursor on its point when the container resizes', async () => {
    rendered = renderWide(<BilledUsage />, 640);
    await drawnCanvas(rendered);
    before = buttonBefore(rendered.host);
    before.focus();
    await press('Tab');
    await press('End');

    rendered.host.style.width = '360px';
    const plot = plotOf(rendered.root);
    const canvas = plot.querySelector('canvas') as HTMLCanvasElement;
    await waitFor(() => canvas.getBoundingClientRect().width === 360, 'the canvas at 360 px');
    await nextTick(20);

    const overBox = (plot.querySelector('.u-over') as HTMLElement).getBoundingClientRect();
    const lineBox = (plot.querySelector('.u-cursor-x') as HTMLElement).getBoundingClientRect();
    expect(Math.abs(lineBox.right - (overBox.left + (11.5 / 12) * overBox.width))).to.be.lessThan(2.5);
  });

  it('destroys the uPlot instance when it unmounts', async () => {
    rendered = renderWide(<BilledUsage />);
    await drawnCanvas(rendered);
    const plot = plotOf(rendered.root);
    expect(plot.querySelector('.uplot')).to.not.equal(null);

    rendered.rerender(<p>Gone</p>);

    // uPlot's destroy() removes its own root from the plot element React let go of.
    expect(plot.isConnected).to.equal(false);
    expect(plot.querySelector('.uplot')).to.equal(null);
  });

  // Daily usage as the usage tracker draws it: bars painted by kind, temperatures on a second axis.
  const days = [1, 2, 3, 4].map((day) => Date.UTC(2026, 10, day) / 1000);
  const dayAxis: ChartTimeAxis = {
    kind: 'time',
    label: 'Date',
    values: days,
    format: formatDayAt,
    formatTick: formatTimeTick,
  };
  const kinds = [
    { label: 'Estimate', fill: 'coop-color-border' },
    { label: 'Weekend', fill: 'coop-color-surface-muted', outline: 'coop-color-border' },
    { label: 'Weekday', fill: 'coop-color-primary' },
  ];
  const dailySeries: readonly ChartSeries[] = [
    {
      label: 'Usage',
      kind: 'bars',
      unit: 'kWh',
      values: [30, 25, 28, 31],
      barKinds: { kinds, of: [0, 1, 1, 2] },
    },
    {
      label: 'High temperature',
      kind: 'line',
      unit: '°F',
      axis: 'end',
      color: 'coop-color-danger',
      values: [60, 58, 61, 59],
    },
    {
      label: 'Low temperature',
      kind: 'line',
      unit: '°F',
      axis: 'end',
      color: 'coop-color-text',
      dashed: true,
      values: [40, 38, 41, 39],
    },
  ];
  const formatDaily = (value: number, series: ChartSeries) => `${value} ${series.unit ?? ''}`;

  it('paints each bar by its kind, lists the kinds and the lines in the legend, and puts the lines on a second axis', async () => {
    rendered = renderWide(
      <Chart title="Daily usage" x={dayAxis} series={dailySeries} formatValue={formatDaily} timeZone="UTC" />,
    );
    rendered.host.style.setProperty('--coop-color-border', 'rgb(120, 130, 140)');
    rendered.host.style.setProperty('--coop-color-primary', 'rgb(200, 10, 120)');
    const canvas = await drawnCanvas(rendered);

    expect(countPixels(canvas, [120, 130, 140])).to.be.greaterThan(500);
    expect(countPixels(canvas, [200, 10, 120])).to.be.greaterThan(500);
    expect([...rendered.root.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal([
      'Estimate',
      'Weekend',
      'Weekday',
      'High temperature',
      'Low temperature',
    ]);
    // A second value axis of its own, on the right, for the temperatures.
    const axes = [...rendered.root.querySelectorAll<HTMLElement>('.u-axis')];
    expect(axes).to.have.length(3);
    const overBox = (rendered.root.querySelector('.u-over') as HTMLElement).getBoundingClientRect();
    expect(axes[2]!.getBoundingClientRect().left).to.be.at.least(overBox.right - 1);
    // The marker colours above are for counting pixels, not a palette: axe checks the theme's own.
    rendered.host.style.removeProperty('--coop-color-border');
    rendered.host.style.removeProperty('--coop-color-primary');
    await expectNoAxeViolations(rendered.root);
  });

  it('says each bar’s kind in words too, in the table and at the keyboard cursor, not by its fill alone', async () => {
    rendered = renderWide(
      <Chart title="Daily usage" x={dayAxis} series={dailySeries} formatValue={formatDaily} timeZone="UTC" />,
    );
    await drawnCanvas(rendered);
    buttonByName(rendered.root, chartMessages.showTable).click();
    await nextTick();
    expect(tableCells(rendered).slice(1, 3)).to.deep.equal([
      ['11/01/2026', '30 kWh (Estimate)', '60 °F', '40 °F'],
      ['11/02/2026', '25 kWh (Weekend)', '58 °F', '38 °F'],
    ]);

    plotOf(rendered.root).focus();
    await press('End');
    expect(liveReadout(rendered).textContent).to.equal(
      '11/04/2026: Usage 31 kWh (Weekday), High temperature 59 °F, Low temperature 39 °F. Point 4 of 4.',
    );
  });

  it('chooses a point by Enter or Space at the keyboard cursor, and by a click on the plot', async () => {
    const chosen: number[] = [];
    rendered = renderWide(
      <Chart
        title="Daily usage"
        x={dayAxis}
        series={dailySeries}
        formatValue={formatDaily}
        timeZone="UTC"
        onPointChoose={(index) => chosen.push(index)}
        chooseHint="Press Enter to see the day’s hours."
      />,
    );
    await drawnCanvas(rendered);
    const plot = plotOf(rendered.root);
    const hint = rendered.root.getElementById(plot.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).to.equal(
      `${chartMessages.plotKeyboardHint} Press Enter to see the day’s hours.`,
    );

    before = buttonBefore(rendered.host);
    before.focus();
    await press('Tab');
    await press('Enter');
    expect(chosen).to.deep.equal([]);
    await press('ArrowRight');
    await press('ArrowRight');
    await press('Enter');
    await press(' ');
    expect(chosen).to.deep.equal([1, 1]);

    const over = plot.querySelector('.u-over') as HTMLElement;
    const box = over.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + (3.5 / 4) * box.width), Math.round(box.bottom - 3)],
    });
    expect(chosen).to.deep.equal([1, 1, 3]);
    expect(liveReadout(rendered).textContent).to.match(/^11\/04\/2026: Usage 31 kWh/);
  });

  it('draws new data of the same shape on the same plot, and builds it again for another shape', async () => {
    function Daily({
      values,
      withTemperatures,
    }: {
      readonly values: readonly number[];
      readonly withTemperatures: boolean;
    }) {
      const x = useMemo<ChartXAxis>(() => ({ ...dayAxis, values: days.slice(0, values.length) }), [values]);
      const series = useMemo<readonly ChartSeries[]>(
        () =>
          withTemperatures
            ? [{ ...dailySeries[0]!, values, barKinds: undefined }, dailySeries[1]!]
            : [{ label: 'Usage', kind: 'bars', unit: 'kWh', values }],
        [values, withTemperatures],
      );
      return <Chart title="Daily usage" x={x} series={series} formatValue={formatDaily} timeZone="UTC" />;
    }
    rendered = renderWide(<Daily values={[30, 25, 28, 31]} withTemperatures={false} />);
    const canvas = await drawnCanvas(rendered);
    const uplotRoot = plotOf(rendered.root).querySelector('.uplot');

    rendered.rerender(<Daily values={[10, 12, 14]} withTemperatures={false} />);
    await waitFor(
      () => plotOf(rendered!.root).getAttribute('aria-label')?.includes('11/01/2026 to 11/03/2026'),
      'the new range',
    );
    expect(plotOf(rendered.root).querySelector('canvas')).to.equal(canvas);
    expect(plotOf(rendered.root).querySelector('.uplot')).to.equal(uplotRoot);
    expect(plotOf(rendered.root).getAttribute('aria-label')).to.contain(
      'lowest 10 kWh on 11/01/2026, highest 14 kWh on 11/03/2026',
    );

    rendered.rerender(<Daily values={[10, 12, 14]} withTemperatures={true} />);
    await waitFor(() => plotOf(rendered!.root).querySelector('.uplot') !== uplotRoot, 'a plot built again');
    expect(rendered.root.querySelectorAll('.u-axis')).to.have.length(3);
  });

  it('draws 17,280 points of 15-minute usage within one task, once uPlot is loaded', async () => {
    // uPlot loads with the first chart; later charts draw in their first commit.
    rendered = renderWide(<BilledUsage />);
    await drawnCanvas(rendered);
    rendered.unmount();
    rendered = undefined;

    // Drawn in the chart's first commit (uPlot is loaded), within one task: no frame shows it empty.
    rendered = renderWide(<IntervalUsage />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const canvas = plotOf(rendered.root).querySelector('canvas');
    expect(canvas).to.not.equal(null);
    expect(countPixels(canvas as HTMLCanvasElement, [11, 92, 173])).to.be.greaterThan(500);
  });
});

// The element, the simulator and the session helpers load inside the test, so that the primitive's own
// tests above run whatever state the screens' code is in.
describe('<coop-account-overview> with its usage chart', () => {
  afterEach(cleanUp);

  const originalAddress = `${location.pathname}${location.search}`;
  let simulator: InstalledSimulator | undefined;
  let element: HTMLElement | undefined;

  afterEach(async () => {
    element?.remove();
    element = undefined;
    if (hostSheet)
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hostSheet);
    hostSheet = undefined;
    history.replaceState(null, '', originalAddress);
    if (simulator) (await import('../../portal/portal-test-support.ts')).resetPage();
    simulator?.uninstall();
    simulator = undefined;
  });

  it('lets the host page style the chart and its plot through ::part(chart) and ::part(plot)', async () => {
    adoptHostStyles(
      'coop-account-overview::part(chart) { outline: 3px solid rgb(255, 0, 0); }' +
        'coop-account-overview::part(plot) { background-color: rgb(0, 128, 0); }',
    );
    simulator = (await import('../../support/simulator.ts')).installSimulator();
    await (await import('../../portal/portal-test-support.ts')).signIn(simulator);
    await import('../../../../widgets/coop-account-overview.ts');
    history.replaceState(null, '', `${originalAddress}${location.search ? '&' : '?'}accountno=300100200`);
    element = document.createElement('coop-account-overview');
    document.body.append(element);
    const root = shadowRootOf(element);

    const section = await waitFor(
      () => root.querySelector('[data-section="usage"]:has(canvas)'),
      'the usage chart drawn',
    );
    const chart = section.querySelector<HTMLElement>('[part~="chart"]');
    const plot = section.querySelector<HTMLElement>('[part~="plot"]');
    expect(chart, 'an element with part="chart"').to.not.equal(null);
    expect(plot?.querySelector('canvas'), 'the canvas inside part="plot"').to.not.equal(null);
    expect(getComputedStyle(chart as HTMLElement).outlineStyle).to.equal('solid');
    expect(getComputedStyle(chart as HTMLElement).outlineWidth).to.equal('3px');
    expect(getComputedStyle(chart as HTMLElement).outlineColor).to.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(plot as HTMLElement).backgroundColor).to.equal('rgb(0, 128, 0)');
  });
});
