import { expect } from 'chai';
import { formatDate } from '../../../../src/domain/dates.ts';
import { chartMessages } from '../../../../src/domain/primitive-messages/chart.ts';
import { Chart, type ChartSeries, type ChartXAxis } from '../../../../src/ui/primitives/Chart/Chart.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, nextTick, press } from '../../support/keyboard.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';
import { buttonByName, waitFor } from '../../support/shadow-queries.ts';

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

let rendered: ShadowRender | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

function plotOf(view: ShadowRender): HTMLElement {
  const plot = view.root.querySelector<HTMLElement>('[role="img"]');
  if (!plot) throw new Error('No chart image');
  return plot;
}

/** Waits for uPlot to load and draw its canvas. */
async function drawnCanvas(view: ShadowRender): Promise<HTMLCanvasElement> {
  const canvas = await waitFor(() => plotOf(view).querySelector('canvas'), 'the chart canvas');
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

function renderWide(node: Parameters<typeof renderInShadow>[0], width = 640): ShadowRender {
  const view = renderInShadow(node);
  view.host.style.display = 'block';
  view.host.style.width = `${width}px`;
  return view;
}

function tableCells(view: ShadowRender): string[][] {
  return [...view.root.querySelectorAll('table tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('Chart', () => {
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

  it('names the chart with a summary of its title, range, lowest and highest value', async () => {
    rendered = renderWide(<BilledUsage />);
    await drawnCanvas(rendered);

    const plot = plotOf(rendered);
    expect(plot.getAttribute('role')).to.equal('img');
    expect(plot.getAttribute('aria-label')).to.equal(billedSummary);
  });

  it('shows and hides a table holding exactly the numbers the chart draws', async () => {
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

  it('draws dates and lines, with gaps in the table and the two series in a legend', async () => {
    const days = [1, 2, 3, 4].map((day) => new Date(2026, 5, day));
    const x: ChartXAxis = {
      kind: 'dates',
      label: 'Date',
      values: days,
      format: (day) => formatDate(day) ?? '',
    };
    const series: readonly ChartSeries[] = [
      { label: 'Usage', values: [31.5, null, 28.25, 40], kind: 'line', unit: 'kWh' },
      { label: 'Average', values: [30, 30, 30, 30], kind: 'line', unit: 'kWh' },
    ];
    rendered = renderWide(<Chart title="Daily usage" x={x} series={series} formatValue={formatKWh} />);
    await drawnCanvas(rendered);

    expect(plotOf(rendered).getAttribute('aria-label')).to.equal(
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
  });

  it('paints the bars in the --coop-color-primary the host sets', async () => {
    rendered = renderWide(<BilledUsage />);
    rendered.host.style.setProperty('--coop-color-primary', 'rgb(200, 10, 120)');
    const canvas = await drawnCanvas(rendered);

    expect(countPixels(canvas, [200, 10, 120])).to.be.greaterThan(5_000);
    // The theme's default primary (#0b5cad) is nowhere.
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

  it('destroys the uPlot instance when it unmounts', async () => {
    rendered = renderWide(<BilledUsage />);
    await drawnCanvas(rendered);
    const plot = plotOf(rendered);
    expect(plot.querySelector('.uplot')).to.not.equal(null);

    rendered.rerender(<p>Gone</p>);

    // uPlot's destroy() removes its own root from the plot element React let go of.
    expect(plot.isConnected).to.equal(false);
    expect(plot.querySelector('.uplot')).to.equal(null);
  });

  it('draws 17,280 points of 15-minute usage within one task, once uPlot is loaded', async () => {
    // uPlot loads with the first chart; later charts draw in their first commit.
    rendered = renderWide(<BilledUsage />);
    await drawnCanvas(rendered);
    rendered.unmount();
    rendered = undefined;

    const start = new Date(2026, 0, 1).getTime();
    const count = 17_280;
    const x: ChartXAxis = {
      kind: 'dates',
      label: 'Time',
      values: Array.from({ length: count }, (_, index) => new Date(start + index * 15 * 60_000)),
      format: (time) => formatDate(time) ?? '',
    };
    const series: readonly ChartSeries[] = [
      {
        label: 'Usage',
        kind: 'line',
        unit: 'kWh',
        values: Array.from({ length: count }, (_, index) => Math.round(50 + 40 * Math.sin(index / 96)) / 100),
      },
    ];

    // Drawn in the chart's first commit (uPlot is loaded), within one task: no frame shows it empty.
    rendered = renderWide(<Chart title="Interval usage" x={x} series={series} formatValue={formatKWh} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const canvas = plotOf(rendered).querySelector('canvas');
    expect(canvas).to.not.equal(null);
    expect(countPixels(canvas as HTMLCanvasElement, [11, 92, 173])).to.be.greaterThan(500);
  });
});
