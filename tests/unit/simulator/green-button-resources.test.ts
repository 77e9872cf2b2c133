import { describe, expect, it } from 'vitest';
import { getAccountInfo, getBillingHistory } from '../../../src/api/account-overview.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import {
  getBillingPeriod,
  getDailyUsage,
  getIntervalUsage,
  getMonthlyUsage,
  getUsageProfile,
} from '../../../src/api/usage-tracker.ts';
import {
  type GreenButtonInput,
  greenButtonFeed,
  greenButtonIds,
} from '../../../src/domain/usage-tracker/green-button.ts';
import {
  billedGreenButtonData,
  billingPeriodGreenButtonSummary,
  dailyGreenButtonReadings,
  greenButtonService,
  greenButtonTitles,
  intervalGreenButtonReadings,
  monthlyGreenButtonReadings,
} from '../../../src/domain/usage-tracker/green-button-readings.ts';
import { intervalReadings } from '../../../src/domain/usage-tracker/interval.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { espiSchemaErrors } from '../domain/usage-tracker/espi-schema.ts';

// The Green Button files the screens write, and the simulator serving what their links name: every
// link of a file answers, with the entry the file holds or the list it is in, and the file's own link
// answers the file itself. The clock is fixed, so the simulator's entries carry the file's dates too.
const origin = 'http://localhost:4173';
const resourceBase = `${origin}/api/espi/1_1/resource`;
const now = new Date('2026-11-24T19:30:00Z');
const zone = 'America/Los_Angeles';
const atomType = 'application/atom+xml; charset=utf-8';

async function jordan() {
  const simulator = createSimulator({ now: () => now });
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  const token = session.accessToken ?? '';
  const member = { memberNumber: session.memberNumber, accessToken: token };
  const get = (href: string, bearer: string | null = token) =>
    simulator.fetch(
      new Request(href, {
        headers: { ApplicationId: 'RIVERBEND-WEB', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      }),
    );
  return { client, get, account: (accountNumber: string) => ({ ...member, accountNumber }) };
}

type Jordan = Awaited<ReturnType<typeof jordan>>;
type Kind = 'interval' | 'daily' | 'monthly';

/** A file of a usage tracker tab, as the tab writes it from what it loaded. */
async function trackerFile(
  { client, account }: Jordan,
  accountNumber: string,
  kind: Kind,
  range = { fromDate: '2026-11-18', toDate: '2026-11-23' },
): Promise<GreenButtonInput> {
  const [meter] = (await getUsageProfile(client, account(accountNumber))).meters;
  if (!meter) throw new Error(`${accountNumber} has no meter`);
  const { meterId } = meter;
  const service = greenButtonService(meter);
  const period = await getBillingPeriod(client, account(accountNumber), { meterId });
  const summary = billingPeriodGreenButtonSummary(period, zone, service);
  let readings;
  let intervalSeconds: number | undefined;
  if (kind === 'interval') {
    const loaded = intervalReadings(
      await getIntervalUsage(client, account(accountNumber), { meterId, ...range }),
    );
    intervalSeconds = loaded.intervalSeconds;
    readings = intervalGreenButtonReadings(loaded.points, loaded.intervalSeconds);
  } else if (kind === 'daily') {
    const daily = await getDailyUsage(client, account(accountNumber), { meterId, ...range, unit: 'usage' });
    readings = dailyGreenButtonReadings(daily.usagesByMeter[0]?.meterUsages ?? [], zone, service);
  } else {
    const monthly = await getMonthlyUsage(client, account(accountNumber), { meterId, unit: 'usage' });
    const span = { first: meter.firstReadingDate!, last: meter.lastReadingDate! };
    readings = monthlyGreenButtonReadings(monthly.months, zone, service, span);
  }
  return {
    accountNumber,
    meterId,
    service,
    kind,
    ...(intervalSeconds === undefined ? {} : { intervalSeconds }),
    readings,
    summaries: summary ? [summary] : [],
    timeZone: zone,
    generatedAt: now,
    resourceBase,
    titles: greenButtonTitles(kind, { accountNumber, meterId, service }),
  };
}

/** The overview's file of the account's billed usage. */
async function billedFile({ client, account }: Jordan, accountNumber: string): Promise<GreenButtonInput> {
  const billed = billedGreenButtonData(await getBillingHistory(client, account(accountNumber)), zone);
  const info = await getAccountInfo(client, account(accountNumber));
  return {
    accountNumber,
    meterId: null,
    kind: 'billing',
    ...billed,
    timeZone: zone,
    generatedAt: now,
    resourceBase,
    titles: greenButtonTitles('billing', {
      accountNumber,
      meterId: null,
      service: billed.service,
      serviceAddress: info.serviceAddress ?? null,
    }),
  };
}

/** Each entry of an Atom document, its lines trimmed: the same entry reads the same in a feed or alone. */
function entriesOf(xml: string): string[] {
  return [...xml.matchAll(/<entry(?: xmlns="[^"]+")?>\n([\s\S]*?)\n\s*<\/entry>/g)].map((match) =>
    match[1]!
      .split('\n')
      .map((line) => line.trim())
      .join('\n'),
  );
}

const unescape = (href: string) => href.replace(/&amp;/g, '&');

/** Follows every link of the file: each must answer, with what the file holds there. */
async function followLinks(get: Jordan['get'], xml: string) {
  const fileEntries = entriesOf(xml);
  const selfOf = (entry: string) => unescape(/<link rel="self" href="([^"]+)"/.exec(entry)![1]!);
  const upOf = (entry: string) => unescape(/<link rel="up" href="([^"]+)"/.exec(entry)![1]!);
  const hrefs = new Set([...xml.matchAll(/href="([^"]+)"/g)].map((match) => unescape(match[1]!)));
  const answers: string[] = [];
  for (const href of hrefs) {
    const response = await get(href);
    expect(response.status, href).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(atomType);
    const body = await response.text();
    answers.push(body);
    const own = fileEntries.find((entry) => selfOf(entry) === href);
    if (href.includes('/Batch/')) expect(body, 'the file again').toBe(xml);
    else if (own) expect(entriesOf(body)).toEqual([own]);
    else {
      const listed = entriesOf(body);
      const expected = fileEntries.filter((entry) => upOf(entry) === href);
      expect(expected.length, href).toBeGreaterThan(0);
      for (const entry of expected) expect(listed, href).toContain(entry);
      for (const entry of listed) expect(upOf(entry)).toBe(href);
    }
  }
  expect(await espiSchemaErrors(answers)).toEqual([]);
  return hrefs;
}

describe('the Green Button resources the simulator serves', () => {
  for (const kind of ['interval', 'daily', 'monthly'] as const) {
    it(`answers every link of 300100200’s ${kind} file with what the file holds there`, async () => {
      const jordanRivera = await jordan();
      const xml = greenButtonFeed(await trackerFile(jordanRivera, '300100200', kind));
      const hrefs = await followLinks(jordanRivera.get, xml);
      expect([...hrefs].some((href) => href.includes('/UsageSummary/'))).toBe(true);
    }, 120_000);
  }

  it('answers every link of the overview’s billed usage file, a UsageSummary a bill', async () => {
    const jordanRivera = await jordan();
    const file = await billedFile(jordanRivera, '300100200');
    expect(file.summaries).toHaveLength(12);
    await followLinks(jordanRivera.get, greenButtonFeed(file));
  }, 120_000);

  it('answers the water meter’s and the prepaid account’s daily files', async () => {
    const jordanRivera = await jordan();
    for (const accountNumber of ['300100201', '300100203']) {
      const xml = greenButtonFeed(await trackerFile(jordanRivera, accountNumber, 'daily'));
      await followLinks(jordanRivera.get, xml);
    }
  }, 120_000);

  it('lists every block of a MeterReading: the 180 days of 15-minute readings', async () => {
    const jordanRivera = await jordan();
    const file = await trackerFile(jordanRivera, '300100200', 'interval');
    const ids = greenButtonIds('300100200', 'EM-100200');
    const blocks = `${resourceBase}/Subscription/${ids.subscription}/UsagePoint/${ids.usagePoint}/MeterReading/${ids.meterReading('interval')}/IntervalBlock`;
    const body = await (await jordanRivera.get(blocks)).text();
    expect(body.match(/<IntervalBlock /g)).toHaveLength(180);
    expect(body).toContain(`<id>urn:uuid:${ids.intervalBlock('interval', '2026-11-18')}</id>`);
    expect(file.readings.length).toBe(6 * 96);
  }, 120_000);

  it('answers 401 without the member’s token, and 404 to what is not the member’s or not there', async () => {
    const { get } = await jordan();
    const ids = greenButtonIds('300100200', 'EM-100200');
    const subscription = `${resourceBase}/Subscription/${ids.subscription}`;
    expect((await get(`${subscription}/UsagePoint`, null)).status).toBe(401);
    expect((await get(`${subscription}/UsagePoint`, 'not-a-token')).status).toBe(401);
    // Another member's account (Pat Delgado's, docs/demo-data.md) and unknown identifiers.
    const other = greenButtonIds('300200300', null).subscription;
    expect((await get(`${resourceBase}/Subscription/${other}/UsagePoint`)).status).toBe(404);
    expect((await get(`${subscription}/UsagePoint/${ids.meterReading('daily')}`)).status).toBe(404);
    expect((await get(`${resourceBase}/ReadingType/${ids.usagePoint}`)).status).toBe(404);
    const batch = `${resourceBase}/Batch/Subscription/${ids.subscription}/UsagePoint/${ids.usagePoint}/MeterReading/${ids.meterReading('daily')}`;
    expect((await get(batch)).status).toBe(404);
    expect(
      (await get(`${batch}?published-min=2026-11-18T08:00:00Z&published-max=2026-11-20T08:00:00Z`)).status,
    ).toBe(200);
  }, 120_000);
});
