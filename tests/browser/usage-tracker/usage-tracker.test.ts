import { expect } from 'chai';
import { switchLanguage } from '../../../src/domain/language.ts';
import { barCategories, barCategoryLabel } from '../../../src/domain/usage-tracker/daily.ts';
import { sendMouse } from '@web/test-runner-commands';
import '../../../widgets/coop-usage-tracker.ts';
import '../../../widgets/coop-portal.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import {
  linkByText,
  mountPortal,
  openAt,
  resetPage,
  signIn,
  texts,
  waitForHeading,
  waitForRoute,
} from '../portal/portal-test-support.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFocusOn, press, readingOrderProblems } from '../support/keyboard.ts';
import { captureDownloads, espiEntries, espiReadings, espiText } from '../support/downloads.ts';
import { mountElement } from '../support/mount-element.ts';
import { alertTexts, buttonByName, queryButton, setInputValue, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

const zone = 'America/Los_Angeles';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The cooperative's day `days` from today: yyyy-MM-dd. */
function isoDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** MM/dd/yyyy of a yyyy-MM-dd. */
function shown(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

function selectByLabel(root: ShadowRoot, label: string): HTMLSelectElement {
  const match = [...root.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === label,
  );
  const select = match?.htmlFor ? root.getElementById(match.htmlFor) : null;
  if (!(select instanceof HTMLSelectElement)) throw new Error(`No select labelled "${label}"`);
  return select;
}

function inputByLabel(root: ShadowRoot, label: string): HTMLInputElement {
  const match = [...root.querySelectorAll('label')].find((element) =>
    normalized(element.textContent).startsWith(label),
  );
  const input = match?.htmlFor ? root.getElementById(match.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`No input labelled "${label}"`);
  return input;
}

function choose(select: HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
  setter?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function tabs(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('[role="tab"]')].map(
    (tab) =>
      `${normalized(tab.textContent)}${tab.getAttribute('aria-selected') === 'true' ? ' (selected)' : ''}`,
  );
}

/** The usage table's rows, each as its cells' texts (without the labels of the narrow layout). */
function usageRows(root: ShadowRoot, caption = 'Usage details'): string[][] {
  const table = [...root.querySelectorAll('table')].find(
    (one) => normalized(one.caption?.textContent) === caption,
  );
  if (!table) return [];
  return [...table.querySelectorAll('tbody tr')]
    .filter((row) => row.querySelectorAll('td, th').length > 1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) =>
        normalized(cell.lastElementChild?.textContent ?? cell.textContent),
      ),
    );
}

function plot(root: ShadowRoot, title: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('[part~="plot"]')].find((one) =>
    (one.getAttribute('aria-label') ?? '').startsWith(title),
  );
  if (!found) throw new Error(`No chart "${title}"`);
  return found;
}

/** Selects a tab as a pointer does (Radix selects on mousedown). */
function openTab(root: ShadowRoot, name: string): void {
  const tab = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (one) => normalized(one.textContent) === name,
  );
  if (!tab) throw new Error(`No tab "${name}"`);
  tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true, button: 0 }));
}

function text(root: ShadowRoot): string {
  return normalized(root.textContent);
}

/** The Green Button panel on show. */
function greenButtonPanel(root: ShadowRoot): HTMLElement {
  const panel = root.querySelector<HTMLElement>('[data-section="green-button"]');
  if (!panel) throw new Error('No Green Button panel');
  expect(texts(panel.querySelectorAll('button'))).to.deep.equal([
    'Download Green Button data (XML)',
    'Download as CSV',
  ]);
  return panel;
}

/** Presses both Green Button buttons: the feed, and the CSV's lines. */
async function downloadGreenButton(root: ShadowRoot, fileName: string) {
  const downloads = captureDownloads();
  try {
    buttonByName(root, 'Download Green Button data (XML)').click();
    buttonByName(root, 'Download as CSV').click();
    const xml = await downloads.files.get(`${fileName}.xml`)!;
    const csv = (await downloads.files.get(`${fileName}.csv`)!).trim().split(/\r?\n/);
    return { xml, csv };
  } finally {
    downloads.restore();
  }
}

describe('<coop-usage-tracker>', function () {
  // Charts of a week of 15-minute readings, and axe over them, take their time on a shared machine.
  this.timeout(30_000);

  /** Signs Jordan Rivera in and opens the element on `accountNumber`, `width` px wide. */
  function show(
    accountNumber: string,
    {
      width = 1280,
      faults = [],
      state,
    }: { width?: number; faults?: readonly object[]; state?: (state: SimulatorState) => void } = {},
  ) {
    const seed = createSeedState(new Date());
    state?.(seed);
    return mountElement('coop-usage-tracker', {
      member: 'jordan.rivera',
      account: accountNumber,
      faults,
      state: seed,
      width,
    });
  }

  async function dailyShown(root: ShadowRoot, rows = 14) {
    await waitFor(
      () => usageRows(root).length === rows && root.querySelector('[part~="plot"] canvas'),
      `${rows} days and the chart`,
      15_000,
    );
  }

  for (const width of [1280, 375]) {
    it(`300100200 at ${width} px: the Daily tab’s last 15 days, bars under the temperatures, the figures, Explained and the table`, async () => {
      const { element, root } = await show('300100200', { width });
      await dailyShown(root);
      expect(tabs(root)).to.deep.equal(['Daily (selected)', 'Monthly', 'Interval']);
      expect(selectByLabel(root, 'Timeframe').value).to.equal('last15Days');
      expect(inputByLabel(root, 'Start Date').value).to.equal(isoDay(-14));
      expect(inputByLabel(root, 'End Date').value).to.equal(isoDay(0));
      expect([...selectByLabel(root, 'Unit').options].map((option) => option.text)).to.deep.equal([
        'Usage',
        'Demand Usage (kW)',
      ]);

      // The table: the days read (yesterday back), newest first, MM/dd/yyyy, usage as integers.
      const rows = usageRows(root);
      expect(rows.map((row) => row[0])).to.deep.equal(
        Array.from({ length: 14 }, (_, index) => shown(isoDay(-1 - index))),
      );
      for (const row of rows) {
        expect(row[1]).to.equal('EM-100200');
        expect(row[3]).to.be.oneOf(['Actual', 'Estimate', 'Keyed']);
        expect(row[6]).to.match(/^\d+$/);
      }

      // The chart's text alternative names its range and extremes; its legend the bar kinds and temperatures.
      const daily = plot(root, 'Daily usage');
      expect(daily.getAttribute('aria-label')).to.match(
        new RegExp(
          `^Daily usage, ${shown(isoDay(-14))} to ${shown(isoDay(-1))}\\. Usage: lowest \\d+ kWh on .*High temperature: lowest \\d+ °F on .*Low temperature: lowest`,
        ),
      );
      expect(
        [...root.querySelectorAll('[part~="chart"] li')].map((item) => normalized(item.textContent)),
      ).to.deep.equal(['Estimate', 'Keyed', 'Weekend', 'Weekday', 'High temperature', 'Low temperature']);
      await waitFor(
        () =>
          /^From .* you used [\d,]+ kWh/.test(
            normalized(root.querySelector('[data-section="explained"] p')?.textContent),
          ),
        'Explained',
      );
      await waitFor(() => !text(root).includes('Loading the projected bill'), 'the projected bill');
      expect(normalized(root.querySelector('[data-section="projected-bill"]')?.textContent)).to.match(
        /^Projected billYour bill for \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4} is projected at \$[\d,.]+ for about [\d,]+ kWh/,
      );
      expect(text(root)).to.contain('Usage shown here comes from your meter');
      expect(readingOrderProblems(root), 'the reading order').to.deep.equal([]);
      await expectNoAxeViolations(element);
    });
  }

  it('holds in its table the same numbers the chart draws', async () => {
    const { element, root } = await show('300100200');
    await dailyShown(root);
    buttonByName(root, 'Show the numbers as a table').click();
    const chartTable = await waitFor(
      () =>
        [...root.querySelectorAll('table')].find(
          (table) => normalized(table.caption?.textContent) === 'Daily usage',
        ),
      'the chart’s table',
    );
    const chartRows = [...chartTable.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => normalized(cell.textContent)),
    );
    const byDate = new Map(usageRows(root).map((row) => [row[0], row]));
    // The chart's days run oldest first.
    expect(chartRows.map((row) => row[0])).to.deep.equal(
      Array.from({ length: 14 }, (_, index) => shown(isoDay(-14 + index))),
    );
    // Each day's bar kind is said beside its usage, as the chart's legend names it.
    const kinds = barCategories.map(barCategoryLabel);
    for (const [date, usage, high, low] of chartRows) {
      const row = byDate.get(date!)!;
      const kind = /^(.*) kWh \((.*)\)$/.exec(usage ?? '');
      expect(kind?.[1], `${date}: ${usage}`).to.equal(row[6]);
      expect(kinds).to.include(kind?.[2]);
      expect(high).to.equal(`${row[5]} °F`);
      expect(low).to.equal(`${row[4]} °F`);
    }
    await expectNoAxeViolations(element);
  });

  it('says the Type column in Spanish once the page switches, the same days kept', async () => {
    const { root } = await show('300100200');
    await dailyShown(root);
    const english = usageRows(root).map((row) => row[3]);
    const inSpanish: Record<string, string> = { Actual: 'Real', Estimate: 'Estimada', Keyed: 'Ingresada' };
    try {
      await switchLanguage('es');
      const spanishRows = () => usageRows(root, 'Detalles de consumo');
      await waitFor(() => spanishRows()[0]?.[3] === inSpanish[english[0]!], 'the table in Spanish');
      expect(spanishRows().map((row) => row[3])).to.deep.equal(english.map((type) => inSpanish[type!]));
    } finally {
      await switchLanguage('en');
    }
  });

  it('redraws another timeframe on the same chart, without building it again', async () => {
    const { root, simulator } = await show('300100200');
    await dailyShown(root);
    const canvas = root.querySelector('[part~="plot"] canvas');
    choose(selectByLabel(root, 'Timeframe'), 'last3Weeks');
    await dailyShown(root, 20);
    expect(root.querySelector('[part~="plot"] canvas')).to.equal(canvas);
    expect(plot(root, 'Daily usage').getAttribute('aria-label')).to.contain(
      `Daily usage, ${shown(isoDay(-20))} to`,
    );
    expect(inputByLabel(root, 'Start Date').value).to.equal(isoDay(-20));
    const daily = simulator.requests.filter((request) =>
      request.path.includes('/usage/daily?meterId=EM-100200'),
    );
    expect(daily.some((request) => request.path.includes(`fromDate=${isoDay(-20)}`))).to.equal(true);
  });

  it('picks a day with the keyboard and loads its hourly usage (the meter-data feature)', async () => {
    const { element, root, simulator } = await show('300100200');
    await dailyShown(root);
    const daily = plot(root, 'Daily usage');
    daily.focus();
    await press('Home');
    await press('End');
    const day = isoDay(-1);
    await waitFor(
      () =>
        normalized(root.querySelector('[part~="chart"] p[aria-live]')?.textContent).startsWith(
          `${shown(day)}: Usage`,
        ),
      'the cursor on yesterday',
    );
    await press('Enter');
    const heading = await waitForHeadingIn(root, `Hourly usage on ${shown(day)}`);
    const hourly = await waitFor(() => plot(root, `Hourly usage on ${shown(day)}`), 'the hourly chart');
    expect(hourly.getAttribute('aria-label')).to.match(
      new RegExp(`^Hourly usage on ${shown(day)}, ${shown(day)} 00:00 to ${shown(day)} 23:00\\.`),
    );
    expect(heading.closest('section')?.textContent).to.match(/Total: [\d.]+ kWh/);
    expect(
      simulator.requests.some((request) =>
        request.path.includes(`/usage/hourly?meterId=EM-100200&date=${day}`),
      ),
    ).to.equal(true);
    await expectFocusOn(daily);
    await expectNoAxeViolations(element);

    buttonByName(root, 'Close hourly usage').click();
    await waitFor(() => !root.querySelector('[data-section="hourly"]'), 'the hourly usage closed');
  });

  it('picks a day by clicking its bar', async () => {
    const { root } = await show('300100200');
    await dailyShown(root);
    const over = root.querySelector<HTMLElement>('[part~="plot"] .u-over')!;
    over.scrollIntoView({ block: 'center' });

    const box = over.getBoundingClientRect();
    // The first bar (14 days before today) sits half a day in from the left of 14½ days.
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + box.width / 29), Math.round(box.bottom - 5)],
    });
    await waitForHeadingIn(root, `Hourly usage on ${shown(isoDay(-14))}`);
  });

  it('says when the chosen day has no hourly data', async () => {
    const { element, root } = await show('300100200', {
      faults: [{ method: 'GET', path: '/usage/hourly', status: 200, body: { intervals: [] }, times: 5 }],
    });
    await dailyShown(root);
    plot(root, 'Daily usage').focus();
    await press('Home');
    await press('Enter');
    await waitFor(
      () =>
        text(root).includes(
          'There were no hourly usage data found for the selected date ... You need to adjust your date range.',
        ),
      'the hourly empty message',
    );
    await expectNoAxeViolations(element);
  });

  it('applies the date rules of spec 03 §5 with the MDM feature on', async () => {
    const { element, root } = await show('300100200');
    await dailyShown(root);
    const start = inputByLabel(root, 'Start Date');
    const end = inputByLabel(root, 'End Date');
    setInputValue(start, isoDay(-200));
    buttonByName(root, 'View Usage').click();
    await waitFor(
      () => text(root).includes('The start date should be within 180 days before today.'),
      'the MDM start rule',
    );
    setInputValue(start, '1989-12-31');
    setInputValue(end, isoDay(1));
    await waitFor(
      () => text(root).includes('Choose a later date.') && text(root).includes('Invalid date range.'),
      'the earliest day and the range',
    );
    setInputValue(start, '');
    setInputValue(end, '');
    await waitFor(
      () => text(root).includes('Start date is required.') && text(root).includes('End date is required.'),
      'the required dates',
    );
    expect(start.getAttribute('aria-invalid')).to.equal('true');
    await expectNoAxeViolations(element);
  });

  it('loads the member’s own dates, and says when they have no usage', async () => {
    const { element, root } = await show('300100200');
    await dailyShown(root);
    setInputValue(inputByLabel(root, 'Start Date'), isoDay(-6));
    setInputValue(inputByLabel(root, 'End Date'), isoDay(-3));
    buttonByName(root, 'View Usage').click();
    await dailyShown(root, 4);
    expect(selectByLabel(root, 'Timeframe').value).to.equal('');
    setInputValue(inputByLabel(root, 'Start Date'), isoDay(0));
    setInputValue(inputByLabel(root, 'End Date'), isoDay(0));
    buttonByName(root, 'View Usage').click();
    await waitFor(
      () =>
        text(root).includes(
          'No usage data was found for the selected date range ... Please adjust the date range using the fields above.',
        ),
      'the range’s empty message',
    );
    await expectNoAxeViolations(element);
  });

  it('shows demand in kW with two decimals', async () => {
    const { root } = await show('300100200');
    await dailyShown(root);
    choose(selectByLabel(root, 'Unit'), 'demand');
    await waitFor(() => usageRows(root)[0]?.[6]?.match(/^\d+\.\d{2}$/), 'demand with two decimals');
    expect(normalized(root.querySelector('th:last-child')?.textContent)).to.contain('Usage (kW)');
  });

  it('exports the table’s rows with the spec’s columns, and prints', async () => {
    const { root } = await show('300100200');
    await dailyShown(root);
    const downloads = captureDownloads();
    const originalPrint = window.print;
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    try {
      buttonByName(root, 'Export CSV').click();
      await waitFor(() => downloads.files.get('usage.csv'), 'the CSV file');
      const lines = (await downloads.files.get('usage.csv')!).trim().split(/\r?\n/);
      expect(lines[0]).to.equal(
        'Reading Date,Meter,Reading,Type,Low Temperature,High Temperature,Usage (kWh)',
      );
      const shownRows = usageRows(root);
      expect(lines.slice(1)).to.have.length(shownRows.length);
      lines.slice(1).forEach((line, index) => {
        const cells = line.split(',');
        const row = shownRows[index]!;
        expect(cells[0]).to.equal(row[0]);
        expect(cells[1]).to.equal(row[1]);
        expect(Number(cells[2])).to.equal(Number(row[2]!.replace(/,/g, '')));
        expect(cells[6]).to.equal(row[6]);
      });
      buttonByName(root, 'Print').click();
      expect(printed).to.equal(1);
    } finally {
      downloads.restore();
      window.print = originalPrint;
    }
  });

  it('opens Monthly: the last 13 calendar months and their table', async () => {
    const { element, root } = await show('300100200');
    await dailyShown(root);
    const daily = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (tab) => normalized(tab.textContent) === 'Daily',
    )!;
    // One key from the selected tab: Radix moves the focus on a timer, so a second key pressed at once
    // could act on the tab the first one left.
    daily.focus();
    await press('ArrowRight');
    await waitFor(() => usageRows(root, 'Monthly usage').length === 13, '13 months', 15_000);
    expect(tabs(root)).to.deep.equal(['Daily', 'Monthly (selected)', 'Interval']);
    expect(plot(root, 'Monthly usage').getAttribute('aria-label')).to.match(
      /^Monthly usage, \d{2}\/\d{4} to \d{2}\/\d{4}\./,
    );
    await expectNoAxeViolations(element);
  });

  /** The usage column's header of the Monthly table. */
  function monthlyUsageHeader(root: ShadowRoot): string {
    const table = [...root.querySelectorAll('table')].find(
      (one) => normalized(one.caption?.textContent) === 'Monthly usage',
    );
    return [...(table?.querySelectorAll('thead th') ?? [])]
      .map((cell) => normalized(cell.textContent))
      .filter((header) => header.startsWith('Usage ('))
      .join();
  }

  /** The Monthly tab's meter and unit choices, by their group. */
  function monthlyChoices(root: ShadowRoot): HTMLElement | null {
    return root.querySelector<HTMLElement>('[role="group"][aria-label="Monthly usage choices"]');
  }

  for (const width of [1280, 375]) {
    it(`Monthly at ${width} px has its own unit: kW with two decimals there, while the Daily tab stays in kWh`, async () => {
      const { element, root, simulator } = await show('300100200', { width });
      await dailyShown(root);
      openTab(root, 'Monthly');
      await waitFor(() => usageRows(root, 'Monthly usage').length === 13, '13 months', 15_000);
      const choices = monthlyChoices(root);
      expect(choices).to.not.equal(null);
      // One meter: no meter to choose; the new table structure on an electric meter offers kW.
      expect(() => selectByLabel(root, 'Meter')).to.throw();
      const unit = selectByLabel(root, 'Unit');
      expect(choices!.contains(unit)).to.equal(true);
      expect([...unit.options].map((option) => option.text)).to.deep.equal(['Usage', 'Demand Usage (kW)']);
      expect(unit.value).to.equal('usage');
      expect(monthlyUsageHeader(root)).to.equal('Usage (kWh)');

      choose(unit, 'demand');
      await waitFor(() => monthlyUsageHeader(root) === 'Usage (kW)', 'the kW column', 15_000);
      await waitFor(
        () => usageRows(root, 'Monthly usage').every((row) => /^[\d,]+\.\d{2}$/.test(row[2] ?? '')),
        'demand with two decimals',
        15_000,
      );
      expect(
        simulator.requests.some((request) =>
          request.path.includes('/usage/monthly?meterId=EM-100200&unit=demand'),
        ),
      ).to.equal(true);
      await expectNoAxeViolations(element);

      // The Daily tab's unit was not changed by the Monthly tab's.
      openTab(root, 'Daily');
      await dailyShown(root);
      expect(selectByLabel(root, 'Unit').value).to.equal('usage');
      expect(
        simulator.requests.some(
          (request) => request.path.includes('/usage/daily?') && request.path.includes('unit=demand'),
        ),
      ).to.equal(false);
    });
  }

  it('Monthly has its own meter: a water meter chosen there shows Gallons and offers no kW, the Daily tab keeps its meter', async () => {
    const { element, root, simulator } = await show('300100200', {
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
    });
    await dailyShown(root);
    openTab(root, 'Monthly');
    await waitFor(() => usageRows(root, 'Monthly usage').length === 13, '13 months', 15_000);
    const meters = selectByLabel(root, 'Meter');
    expect(monthlyChoices(root)!.contains(meters)).to.equal(true);
    expect([...meters.options].map((option) => option.text)).to.deep.equal(['EM-100200', 'WM-100299']);
    expect(meters.value).to.equal('EM-100200');
    // kW chosen on the electric meter does not carry over to the water meter, which has no demand.
    choose(selectByLabel(root, 'Unit'), 'demand');
    await waitFor(() => monthlyUsageHeader(root) === 'Usage (kW)', 'the kW column', 15_000);

    choose(meters, 'WM-100299');
    await waitFor(() => monthlyUsageHeader(root) === 'Usage (Gallons)', 'the Gallons column', 15_000);
    expect(() => selectByLabel(root, 'Unit')).to.throw();
    expect(
      simulator.requests.some((request) =>
        request.path.includes('/usage/monthly?meterId=WM-100299&unit=usage'),
      ),
    ).to.equal(true);
    expect(usageRows(root, 'Monthly usage').every((row) => /^[\d,]+$/.test(row[2] ?? ''))).to.equal(true);
    await expectNoAxeViolations(element);

    openTab(root, 'Daily');
    await dailyShown(root);
    expect(selectByLabel(root, 'Meter').value).to.equal('EM-100200');
    expect(usageRows(root)[0]?.[1]).to.equal('EM-100200');
  });

  it('Monthly offers Dollars to a prepaid account without MDM, shown as $ with two decimals', async () => {
    const { element, root } = await show('300100203', {
      state: (state) => {
        state.usageTracker.sites[riverbendApplicationId]!.settings.mdmEnabled = false;
      },
    });
    await dailyShown(root);
    openTab(root, 'Monthly');
    await waitFor(() => usageRows(root, 'Monthly usage').length === 13, '13 months', 15_000);
    const unit = selectByLabel(root, 'Unit');
    expect([...unit.options].map((option) => option.text)).to.deep.equal([
      'Usage',
      'Dollars',
      'Demand Usage (kW)',
    ]);
    choose(unit, 'dollars');
    await waitFor(() => monthlyUsageHeader(root) === 'Usage ($)', 'the $ column', 15_000);
    await waitFor(
      () => usageRows(root, 'Monthly usage').every((row) => /^-?[\d,]+\.\d{2}$/.test(row[2] ?? '')),
      'dollars with two decimals',
      15_000,
    );
    await expectNoAxeViolations(element);
  });

  for (const width of [1280, 375]) {
    it(`opens Interval at ${width} px: a week of 15-minute readings, their total, and Green Button files that add up to it`, async () => {
      const { element, root } = await show('300100200', { width });
      await dailyShown(root);
      openTab(root, 'Interval');
      const total = await waitFor(
        () => root.querySelector<HTMLElement>('[data-total-kwh]'),
        'the interval total',
        15_000,
      );
      await waitFor(() => plot(root, '15-minute usage'), 'the interval chart');
      expect(selectByLabel(root, 'Timeframe').value).to.equal('last7Days');
      expect(plot(root, '15-minute usage').getAttribute('aria-label')).to.match(
        new RegExp(`^15-minute usage, ${shown(isoDay(-6))} 00:00 to ${shown(isoDay(-1))} 23:45\\.`),
      );
      const shownTotal = Number(total.dataset.totalKwh);
      expect(normalized(total.textContent)).to.equal(
        `Total: ${shownTotal.toLocaleString('en-US', { minimumFractionDigits: 3 })} kWh`,
      );
      await expectNoAxeViolations(element);

      const { xml, csv } = await downloadGreenButton(root, 'green-button-300100200-EM-100200-interval');
      const values = espiReadings(xml).map((reading) => reading.value);
      expect(values.length).to.be.within(6 * 96 - 4, 6 * 96 + 4);
      expect(values.reduce((sum, value) => sum + value, 0)).to.equal(Math.round(shownTotal * 1000));
      expect(espiEntries(xml).map((entry) => entry.kind)).to.include.members(['ReadingType', 'UsageSummary']);
      expect(csv[0]).to.equal('Start,End,Duration (seconds),Usage (kWh)');
      expect(
        csv.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(',')[3]) * 1000), 0),
      ).to.equal(Math.round(shownTotal * 1000));
      expect(alertTexts(root)).to.include('green-button-300100200-EM-100200-interval.csv is ready.');
    });
  }

  it('offers the Daily tab’s days as Green Button files: the days of its table, with the current billing period', async () => {
    const { element, root } = await show('300100200');
    await dailyShown(root);
    const panel = greenButtonPanel(root);
    expect(normalized(panel.querySelector('h3')?.textContent)).to.equal('Green Button Download My Data');
    await expectNoAxeViolations(element);
    const { xml, csv } = await downloadGreenButton(root, 'green-button-300100200-EM-100200-daily');
    const readings = espiReadings(xml);
    const days = usageRows(root).map((row) => row[0]!);
    expect(readings).to.have.length(days.length);
    // Each a day of the table, from the cooperative's midnight to the next, oldest first.
    const localDays = readings.map((reading) =>
      shown(new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(reading.start * 1000))),
    );
    expect(localDays).to.deep.equal([...days].sort((a, b) => Date.parse(a) - Date.parse(b)));
    for (const reading of readings) expect(reading.duration).to.be.oneOf([82_800, 86_400, 90_000]);
    const entries = espiEntries(xml);
    const readingType = entries.find((entry) => entry.kind === 'ReadingType')!.resource;
    expect([espiText(readingType, 'intervalLength'), espiText(readingType, 'timeAttribute')]).to.deep.equal([
      '86400',
      '11',
    ]);
    expect(entries.filter((entry) => entry.kind === 'UsageSummary')).to.have.length(1);
    expect(csv).to.have.length(days.length + 1);
    expect(alertTexts(root)).to.include('green-button-300100200-EM-100200-daily.csv is ready.');

    // Green Button counts usage: with Demand Usage (kW) the tab offers no file.
    choose(selectByLabel(root, 'Unit'), 'demand');
    await waitFor(
      () => !root.querySelector('[data-section="green-button"]'),
      'no Green Button with kW',
      15_000,
    );
  });

  it('offers the Monthly tab’s 13 months as Green Button files, each the month the table shows', async () => {
    const { element, root } = await show('300100200');
    await dailyShown(root);
    openTab(root, 'Monthly');
    await waitFor(() => usageRows(root, 'Monthly usage').length === 13, '13 months', 15_000);
    greenButtonPanel(root);
    await expectNoAxeViolations(element);
    const { xml, csv } = await downloadGreenButton(root, 'green-button-300100200-EM-100200-monthly');
    const months = usageRows(root, 'Monthly usage').reverse();
    expect(
      espiReadings(xml).map((reading) => Math.round(reading.value / 1000).toLocaleString('en-US')),
    ).to.deep.equal(months.map((row) => row[2]));
    const readingType = espiEntries(xml).find((entry) => entry.kind === 'ReadingType')!.resource;
    expect(espiText(readingType, 'timeAttribute')).to.equal('13');
    expect(csv).to.have.length(14);
    expect(alertTexts(root)).to.include('green-button-300100200-EM-100200-monthly.csv is ready.');
  });

  it('offers a choice of meters when the account has more than one, and loads the one chosen', async () => {
    const { element, root, simulator } = await show('300100200', {
      state: (state) => {
        const account = state.usageTracker.sites[riverbendApplicationId]!.accounts['300100200']!;
        account.meters.push({
          ...account.meters[0]!,
          meterId: 'EM-100299',
          seed: 'meter|300100200|second',
          scale: 0.4,
        });
      },
    });
    await dailyShown(root);
    const meters = selectByLabel(root, 'Meter');
    expect([...meters.options].map((option) => option.text)).to.deep.equal(['EM-100200', 'EM-100299']);
    choose(meters, 'EM-100299');
    await waitFor(() => usageRows(root)[0]?.[1] === 'EM-100299', 'the second meter’s days');
    expect(
      simulator.requests.some((request) => request.path.includes('/usage/daily?meterId=EM-100299')),
    ).to.equal(true);
    await expectNoAxeViolations(element);
  });

  it('300100201 (water): Gallons, no demand, and no interval data', async () => {
    const { element, root } = await show('300100201');
    await dailyShown(root);
    expect(normalized(root.querySelector('th:last-child')?.textContent)).to.contain('Usage (Gallons)');
    expect(() => selectByLabel(root, 'Unit')).to.throw();
    openTab(root, 'Interval');
    await waitFor(
      () => text(root).includes('No interval data available for the selected account.'),
      'no interval data',
    );
    await expectNoAxeViolations(element);
  });

  it('300100203 (prepaid) without MDM: Dollars, with the prepaid summary', async () => {
    const { element, root } = await show('300100203', {
      state: (state) => {
        state.usageTracker.sites[riverbendApplicationId]!.settings.mdmEnabled = false;
      },
    });
    await dailyShown(root);
    expect([...selectByLabel(root, 'Unit').options].map((option) => option.text)).to.deep.equal([
      'Usage',
      'Dollars',
      'Demand Usage (kW)',
    ]);
    choose(selectByLabel(root, 'Unit'), 'dollars');
    await waitFor(
      () => text(root).includes('Prepaid summary') && /Current balance\s*\$36\.40/.test(text(root)),
      'the prepaid summary',
    );
    await waitFor(() => usageRows(root)[0]?.[6]?.match(/^\d+\.\d{2}$/), 'dollars with two decimals');
    await expectNoAxeViolations(element);
  });

  for (const width of [1280, 375]) {
    it(`300100205 at ${width} px: usage suspended, the form disabled and the suspended message shown`, async () => {
      const { element, root, simulator } = await show('300100205', { width });
      await waitFor(() => text(root).includes('while its meter is being replaced'), 'the suspended message');
      expect(buttonByName(root, 'View Usage').disabled).to.equal(true);
      expect(selectByLabel(root, 'Timeframe').disabled).to.equal(true);
      expect(inputByLabel(root, 'Start Date').disabled).to.equal(true);
      expect(root.querySelector('[part~="plot"]')).to.equal(null);
      expect(simulator.requests.some((request) => request.path.includes('/usage/daily'))).to.equal(false);
      await expectNoAxeViolations(element);
    });
  }

  it('300100204 (final billed): no usage data, and no Monthly tab without usage history', async () => {
    const { element, root } = await show('300100204');
    await waitFor(
      () => text(root).includes('There were no usage data found for this account.'),
      'the no-usage message',
    );
    expect(root.querySelector('[role="tab"]')).to.equal(null);
    await expectNoAxeViolations(element);
  });

  it('says usage is not supported for a water account when the site hides non-electric usage', async () => {
    const { element, root, simulator } = await show('300100201', {
      state: (state) => {
        siteOf(state, riverbendApplicationId).configuration.hideNonElectricUsageAndOutage = true;
      },
    });
    await waitFor(
      () => text(root).includes('Usage data is not supported for the selected account.'),
      'not supported',
    );
    expect(simulator.requests.some((request) => request.path.includes('/usage/'))).to.equal(false);
    await expectNoAxeViolations(element);
  });

  it('shows only the tabs the site and account allow', async () => {
    const { root } = await show('300100200', {
      state: (state) => {
        state.usageTracker.sites[riverbendApplicationId]!.settings.mdmCloudEnabled = false;
        siteOf(state, riverbendApplicationId).features = siteOf(state, riverbendApplicationId).features.map(
          (feature) => (feature.name === 'Usages' ? { ...feature, enable: false } : feature),
        );
      },
    });
    await waitFor(() => usageRows(root, 'Monthly usage').length === 13, 'Monthly alone', 15_000);
    expect(tabs(root)).to.deep.equal(['Monthly (selected)']);
  });

  it('shows the catalogue’s message with Try again when the daily usage fails', async () => {
    const { element, root } = await show('300100200', {
      faults: [{ method: 'GET', path: '/usage/daily', status: 500, times: 10 }],
    });
    await waitFor(
      () => [...root.querySelectorAll('[role="alert"]')].some((alert) => normalized(alert.textContent)),
      'the failure',
    );
    expect(
      [...root.querySelectorAll('[role="alert"]')]
        .map((alert) => normalized(alert.textContent))
        .filter(Boolean),
    ).to.deep.equal(['We are unable to process your request at this time. Please try again later.']);
    expect(queryButton(root, 'Try again')).to.not.equal(undefined);
    await expectNoAxeViolations(element);
  });
});

describe('the usage tracker in <coop-portal>', function () {
  this.timeout(30_000);
  let simulator: InstalledSimulator;

  afterEach(() => {
    resetPage();
    simulator.uninstall();
  });

  it('opens on Monthly from the overview’s View Details', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('accountoverview');
    const { root } = mountPortal();
    await waitForHeading(root, 'Account Overview');
    (await waitFor(() => linkByText(root, 'View Details'), 'View Details')).click();
    await waitForRoute('usage-tracker');
    await waitFor(
      () => tabs(root).join() === 'Daily,Monthly (selected),Interval',
      'the Monthly tab first',
      15_000,
    );
  });

  it('shows the tracker on the direct usage tracker page, without the portal’s header', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('usage-tracker/direct-usage-tracker');
    const { root } = mountPortal();
    await waitForHeading(root, 'Usage Tracker');
    await waitFor(() => tabs(root).join() === 'Daily (selected),Monthly,Interval', 'the tabs', 15_000);
    expect(root.querySelector('header')).to.equal(null);
  });
});

async function waitForHeadingIn(root: ShadowRoot, name: string): Promise<HTMLElement> {
  return waitFor(
    () =>
      [...root.querySelectorAll<HTMLElement>('h3')].find(
        (heading) => normalized(heading.textContent) === name,
      ),
    `the heading "${name}"`,
  );
}
