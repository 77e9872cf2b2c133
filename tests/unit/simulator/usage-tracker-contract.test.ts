import { describe, expect, it } from 'vitest';
import {
  dotNetTicks,
  getBillingPeriod,
  getDailyUsage,
  getHourlyUsage,
  getIntervalUsage,
  getMonthlyUsage,
  getPrepaidSummary,
  getUsageProfile,
  getUsageSettings,
  usageTrackerOperations,
} from '../../../src/api/usage-tracker.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { intervalReadings, totalWattHours } from '../../../src/domain/usage-tracker/interval.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Usage Tracker calls and schemas against the simulator: the paths we send are the ones the back
// office serves, and what it answers passes our schemas. The clock is fixed in the Pacific autumn, so
// the 180 days of 15-minute readings cross the change back to standard time on 11/01/2026.
const origin = 'http://localhost:4173';
const now = new Date('2026-11-24T19:30:00Z');

async function jordan() {
  const simulator = createSimulator({ now: () => now });
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  const member = { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' };
  return { client, member, account: (accountNumber: string) => ({ ...member, accountNumber }) };
}

describe('the Usage Tracker calls against the simulator', () => {
  it('reads Riverbend’s usage settings: MDM, cloud meter data and meter data on, the new table, a disclaimer', async () => {
    const { client, member } = await jordan();
    const settings = await getUsageSettings(client, member);
    expect(settings).toMatchObject({
      mdmEnabled: true,
      mdmCloudEnabled: true,
      meterDataEnabled: true,
      usageSortOrder: 'DESC',
      usageTableStructure: 'NEW',
    });
    expect(settings.usageDisclaimer).toContain('<p>');
  });

  it('gives 300100200 one electric meter with 400 days of daily and 180 days of 15-minute readings', async () => {
    const { client, account } = await jordan();
    expect(await getUsageProfile(client, account('300100200'))).toEqual({
      accountNumber: '300100200',
      showUsageSuspendedMsg: false,
      meters: [
        {
          meterId: 'EM-100200',
          commodity: 'Electric',
          unitOfMeasure: 'kWh',
          intervalMinutes: 15,
          firstReadingDate: '2025-10-20',
          lastReadingDate: '2026-11-23',
          firstIntervalDate: '2026-05-28',
        },
      ],
    });
  });

  it('marks 300100205 suspended, and gives 300100204 (final billed) a meter without readings', async () => {
    const { client, account } = await jordan();
    expect((await getUsageProfile(client, account('300100205'))).showUsageSuspendedMsg).toBe(true);
    expect((await getUsageProfile(client, account('300100204'))).meters).toEqual([
      expect.objectContaining({ meterId: 'EM-100204', firstReadingDate: null, intervalMinutes: null }),
    ]);
  });

  it('answers daily usage with weather, the table rows and a summarization that adds up', async () => {
    const { client, account } = await jordan();
    const daily = await getDailyUsage(client, account('300100200'), {
      meterId: 'EM-100200',
      fromDate: '2026-11-09',
      toDate: '2026-11-23',
      unit: 'usage',
    });
    const [meter] = daily.usagesByMeter;
    expect(meter?.meterUsages).toHaveLength(15);
    expect(daily.weather).toHaveLength(15);
    expect(daily.usageWithWeather).toHaveLength(15);
    const total = meter!.meterUsages.reduce((sum, day) => sum + (day.usageValue ?? 0), 0);
    expect(meter!.summarization?.totalConsumption).toBeCloseTo(total, 3);
    for (const day of meter!.meterUsages) {
      expect(['Estimate', 'Keyed', 'normal']).toContain(day.status);
      expect(['Y', 'N']).toContain(day.isWeekend);
    }
    const weekend = meter!.meterUsages.find((day) => day.date === '2026-11-21');
    expect(weekend?.isWeekend).toBe('Y');
    for (const row of daily.usageWithWeather) {
      expect(row.highTemperature!).toBeGreaterThanOrEqual(row.lowTemperature!);
    }
    // The register grows by each day's usage.
    const [first, second] = daily.usageWithWeather;
    expect(second!.endReading! - first!.endReading!).toBeCloseTo(second!.usageValue!, -1);
  });

  it('gives the same readings for the same day whenever they are asked for', async () => {
    const first = await jordan();
    const second = await jordan();
    const request = {
      meterId: 'EM-100200',
      fromDate: '2026-02-01',
      toDate: '2026-02-07',
      unit: 'usage' as const,
    };
    expect(await getDailyUsage(first.client, first.account('300100200'), request)).toEqual(
      await getDailyUsage(second.client, second.account('300100200'), request),
    );
  });

  it('answers demand in kW with two decimals, and dollars for the prepaid account', async () => {
    const { client, account } = await jordan();
    const demand = await getDailyUsage(client, account('300100200'), {
      meterId: 'EM-100200',
      fromDate: '2026-11-20',
      toDate: '2026-11-23',
      unit: 'demand',
    });
    for (const day of demand.usagesByMeter[0]!.meterUsages) {
      expect(day.unitOfMeasure).toBe('kW');
      expect(Math.round(day.usageValue! * 100) / 100).toBe(day.usageValue);
    }
    const dollars = await getDailyUsage(client, account('300100203'), {
      meterId: 'EM-100203',
      fromDate: '2026-11-20',
      toDate: '2026-11-23',
      unit: 'dollars',
    });
    expect(dollars.usagesByMeter[0]!.meterUsages[0]).toMatchObject({
      unitOfMeasure: '$',
      prepaidAccountFlag: 'Y',
    });
    const summary = await getPrepaidSummary(client, account('300100203'), {
      fromDate: '2026-11-20',
      toDate: '2026-11-23',
    });
    expect(summary.currentBalance).toBe(36.4);
  });

  it('serves 15-minute data whose days add up to the daily usage, across the change back to standard time', async () => {
    const { client, account } = await jordan();
    const request = { meterId: 'EM-100200', fromDate: '2026-10-31', toDate: '2026-11-02' };
    const interval = await getIntervalUsage(client, account('300100200'), request);
    const readings = intervalReadings(interval);
    expect(readings.intervalSeconds).toBe(900);
    // 96 + 100 (the 25-hour day) + 96 readings, each start once.
    expect(readings.points).toHaveLength(292);
    expect(
      interval.intervals[0]!.values.filter((value) => value.startTime.startsWith('2026-11-01T01:')),
    ).toHaveLength(8);
    const daily = await getDailyUsage(client, account('300100200'), { ...request, unit: 'usage' });
    const dailyTotal = daily.usagesByMeter[0]!.meterUsages.reduce(
      (sum, day) => sum + (day.usageValue ?? 0),
      0,
    );
    expect(totalWattHours(readings.points)).toBe(Math.round(dailyTotal * 1000));
  });

  it('serves 180 days of 15-minute readings: 17,280, and 4 more for the 25-hour day', async () => {
    const { client, account } = await jordan();
    const interval = await getIntervalUsage(client, account('300100200'), {
      meterId: 'EM-100200',
      fromDate: '2026-05-28',
      toDate: '2026-11-23',
    });
    expect(interval.intervals[0]!.values).toHaveLength(17_284);
  });

  it('has no interval data for the water meter, and hourly data only within the interval days', async () => {
    const { client, account } = await jordan();
    const water = await getIntervalUsage(client, account('300100201'), {
      meterId: 'WM-100201',
      fromDate: '2026-11-01',
      toDate: '2026-11-23',
    });
    expect(water.intervals).toEqual([]);
    const hourly = await getHourlyUsage(client, account('300100200'), {
      meterId: 'EM-100200',
      date: '2026-11-20',
    });
    expect(hourly.intervals[0]!.values).toHaveLength(24);
    expect(hourly.intervals[0]!.intervalMinutes).toBe(60);
    const old = await getHourlyUsage(client, account('300100200'), {
      meterId: 'EM-100200',
      date: '2026-01-20',
    });
    expect(old.intervals[0]!.values).toEqual([]);
  });

  it('sums the last 13 calendar months', async () => {
    const { client, account } = await jordan();
    const monthly = await getMonthlyUsage(client, account('300100200'), {
      meterId: 'EM-100200',
      unit: 'usage',
    });
    expect(monthly.months.map((month) => month.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(monthly.months.at(-1)?.days).toBe(23);
  });

  it('gives the billing period that holds the last reading day, with the latest bill', async () => {
    const { client, account } = await jordan();
    const period = await getBillingPeriod(client, account('300100200'), { meterId: 'EM-100200' });
    expect(period).toMatchObject({ periodStart: '2026-11-08', periodEnd: '2026-12-07', readingDays: 16 });
    expect(period.previousBill?.amount).toBe(128.45);
  });

  it('refuses an unknown meter, unreadable dates and a foreign account', async () => {
    const { client, account } = await jordan();
    const unknownMeter = await getDailyUsage(client, account('300100200'), {
      meterId: 'EM-000000',
      fromDate: '2026-11-01',
      toDate: '2026-11-02',
      unit: 'usage',
    }).catch((caught: unknown) => caught);
    expect(failureOf(unknownMeter)).toMatchObject({ kind: 'http', status: 400 });
    const backwards = await getDailyUsage(client, account('300100200'), {
      meterId: 'EM-100200',
      fromDate: '2026-11-05',
      toDate: '2026-11-02',
      unit: 'usage',
    }).catch((caught: unknown) => caught);
    expect(failureOf(backwards)).toMatchObject({ kind: 'http', status: 400 });
    const foreign = await getUsageProfile(client, account('300200300')).catch((caught: unknown) => caught);
    expect(failureOf(foreign)).toMatchObject({ kind: 'http', status: 404, body: { message: 'Not found' } });
  });

  it('keeps the paths under the member and the account, escaping what it puts in them', () => {
    expect(
      resolvePath(usageTrackerOperations.daily.path, { memberNumber: '1001', accountNumber: '300100200' }),
    ).toBe('v3/members/1001/accounts/300100200/usage/daily');
    expect(resolvePath(usageTrackerOperations.settings.path, { memberNumber: '10/01' })).toBe(
      'v3/members/10%2F01/usage/settings',
    );
    expect(dotNetTicks(new Date('2026-01-01T00:00:00Z'))).toBe('639028224000000000');
  });
});
