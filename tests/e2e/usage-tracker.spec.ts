import { readFile } from 'node:fs/promises';
import type { Download, Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

/** The text of a downloaded file. */
async function contentOf(download: Download): Promise<string> {
  const path = await download.path();
  if (!path) throw new Error(`${download.suggestedFilename()} was not saved`);
  return readFile(path, 'utf8');
}

/** The usage table's rows as shown: each row's cells (the narrow layout's labels left out). */
async function shownRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelectorAll('th, td').length > 1)
        .map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) =>
            (cell.lastElementChild?.textContent ?? cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
          ),
        ),
    );
}

test.describe('Jordan Rivera’s usage', () => {
  // axe-core is injected as a script, which the strict CSP refuses (tests/e2e/support/axe.ts).
  test.use({ bypassCSP: true, checkCsp: false, acceptDownloads: true });

  test('opens daily usage, picks a day by keyboard for its hours, exports the table, and downloads a week of 15-minute data as Green Button', async ({
    page,
  }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');
    const main = portal(page).locator('main');
    await main.getByRole('link', { name: 'Usage Tracker', exact: true }).click();
    await expect.poll(() => portalRoute(page)).toBe('usage-tracker');

    // Daily usage: the last 15 days, the days read so far in the table.
    await expect(main.getByRole('tab', { name: 'Daily', selected: true })).toBeVisible();
    const table = main.getByRole('table', { name: 'Usage details' });
    await expect(table.locator('tbody tr')).toHaveCount(14);
    const plot = main.getByRole('application', { name: /^Daily usage, / });
    await expect(plot).toBeVisible();
    await expectNoAxeViolations(page, 'daily usage', 'coop-portal');

    // A day by keyboard: on the chart, End to the last day read, Enter.
    await plot.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('End');
    const readout = main.locator('[part~="chart"] p[aria-live="polite"]').first();
    await expect(readout).toHaveText(
      /^\d{2}\/\d{2}\/\d{4}: Usage \d+ kWh \((Estimate|Keyed|Weekend|Weekday)\), High temperature -?\d+ °F, Low temperature -?\d+ °F\. Point 14 of 14\.$/,
    );
    const day = ((await readout.textContent()) ?? '').slice(0, 10);
    await page.keyboard.press('Enter');
    const hourly = main.locator('[data-section="hourly"]');
    await expect(hourly.getByRole('heading', { name: `Hourly usage on ${day}` })).toBeVisible();
    await expect(
      hourly.getByRole('application', {
        name: new RegExp(`^Hourly usage on ${day}, ${day} 00:00 to ${day} 23:00\\.`),
      }),
    ).toBeVisible();
    await expect(hourly.getByText(/^Total: [\d,]+\.\d{3} kWh$/)).toBeVisible();
    await expectNoAxeViolations(page, 'hourly usage', 'coop-portal');

    // The table exported: the file holds the rows shown, with the spec's columns.
    const rows = await shownRows(table);
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe('usage.csv');
    const lines = (await contentOf(csvDownload))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Reading Date,Meter,Reading,Type,Low Temperature,High Temperature,Usage (kWh)');
    expect(lines.slice(1).map((line) => line.split(','))).toEqual(
      rows.map(([date, meter, reading, type, low, high, usage]) => [
        date,
        meter,
        reading!.replace(/,/g, ''),
        type,
        low,
        high,
        usage!.replace(/,/g, ''),
      ]),
    );

    // A week of 15-minute readings: the Green Button file adds up to the total shown.
    await main.getByRole('tab', { name: 'Interval' }).click();
    await expect(main.getByRole('tab', { name: 'Interval', selected: true })).toBeVisible();
    await expect(main.getByLabel('Timeframe')).toHaveValue('last7Days');
    const total = main.locator('[data-total-kwh]');
    await expect(total).toHaveText(/^Total: [\d,]+\.\d{3} kWh$/);
    await expect(main.getByRole('application', { name: /^15-minute usage, / })).toBeVisible();
    const shownTotal = ((await total.textContent()) ?? '').replace(/[^\d.]/g, '');
    const [xmlDownload] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Download Green Button data (XML)' }).click(),
    ]);
    expect(xmlDownload.suggestedFilename()).toBe('green-button-300100200-EM-100200-interval.xml');
    const feed = await contentOf(xmlDownload);
    const checked = await page.evaluate((xml) => {
      const espi = 'http://naesb.org/espi';
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      const readings = [...document.getElementsByTagNameNS(espi, 'IntervalReading')];
      const starts = readings.map((reading) =>
        Number(reading.getElementsByTagNameNS(espi, 'start')[0]?.textContent),
      );
      const readingType = document.getElementsByTagNameNS(espi, 'ReadingType')[0];
      const field = (name: string) => readingType?.getElementsByTagNameNS(espi, name)[0]?.textContent;
      return {
        parsed: document.getElementsByTagName('parsererror').length === 0,
        readings: readings.length,
        distinctStarts: new Set(starts).size,
        wattHours: readings.reduce(
          (sum, reading) => sum + Number(reading.getElementsByTagNameNS(espi, 'value')[0]?.textContent),
          0,
        ),
        blocks: document.getElementsByTagNameNS(espi, 'IntervalBlock').length,
        readingType: [
          field('kind'),
          field('commodity'),
          field('flowDirection'),
          field('accumulationBehaviour'),
          field('uom'),
          field('intervalLength'),
        ],
        timeZone: document.getElementsByTagNameNS(espi, 'tzOffset')[0]?.textContent,
      };
    }, feed);
    expect(checked.parsed).toBe(true);
    // The days read of the last 7: today's readings come tomorrow.
    expect(checked.blocks).toBe(6);
    expect(checked.distinctStarts).toBe(checked.readings);
    expect(checked.readingType).toEqual(['12', '1', '1', '4', '72', '900']);
    expect(checked.timeZone).toBe('-28800');
    expect(checked.wattHours).toBe(Math.round(Number(shownTotal) * 1000));
  });
});
