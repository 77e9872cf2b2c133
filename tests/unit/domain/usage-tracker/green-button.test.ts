import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import {
  atomEntryXml,
  espiNamespace,
  type GreenButtonInput,
  greenButtonCsv,
  greenButtonDocument,
  greenButtonFeed,
  greenButtonIds,
  localDateTime,
  localMidnight,
  localTimeParameters,
  readingBlocks,
  zoneOffsetSeconds,
} from '../../../../src/domain/usage-tracker/green-button.ts';
import {
  billedGreenButtonData,
  billingPeriodGreenButtonSummary,
  dailyGreenButtonReadings,
  greenButtonService,
  intervalGreenButtonReadings,
  monthlyGreenButtonReadings,
} from '../../../../src/domain/usage-tracker/green-button-readings.ts';
import { type IntervalPoint, totalWattHours } from '../../../../src/domain/usage-tracker/interval.ts';
import { nameBasedUuid, sha1, urlNamespace } from '../../../../src/domain/usage-tracker/name-based-uuid.ts';
import type { BillingPeriod, MeterUsage } from '../../../../src/domain/usage-tracker/types.ts';
import { espiSchemaErrors } from './espi-schema.ts';

const zone = 'America/Los_Angeles';
const base = 'https://coop.example/api/espi/1_1/resource';
const at = (year: number, month: number, day: number, hour = 0) =>
  Date.UTC(year, month - 1, day, hour) / 1000;

/** 15-minute readings from 2026-10-31 00:00 Pacific through 2026-11-02: the 25-hour day in the middle. */
function readings(): IntervalPoint[] {
  const start = at(2026, 10, 31, 7);
  const end = at(2026, 11, 3, 8);
  const points: IntervalPoint[] = [];
  for (let moment = start, index = 0; moment < end; moment += 900, index += 1)
    points.push({ start: moment, wattHours: 200 + (index % 7) * 13 });
  return points;
}

/** The current billing period as the back office gives it (docs/api.md "Billing period"). */
const billingPeriod: BillingPeriod = {
  periodStart: '2026-11-08',
  periodEnd: '2026-12-07',
  usageToDate: 470.1,
  readingDays: 16,
  unitOfMeasure: 'kWh',
  energyCharge: 0.1125,
  customerChargePerDay: 0.8,
  previousBill: { billDate: '2026-11-23', amount: 128.45, usage: 1001 },
};

/** Days of the Daily tab: a normal day, the 25-hour day estimated, a keyed day, and a day without a value. */
const days: MeterUsage[] = [
  { date: '2026-10-31', usageValue: 30.123, status: 'normal', isWeekend: 'Y' },
  { date: '2026-11-01', usageValue: 41.5, status: 'Estimate', isWeekend: 'Y' },
  { date: '2026-11-02', usageValue: 28, status: 'Keyed', isWeekend: 'N' },
  { date: '2026-11-03', usageValue: null, status: 'normal', isWeekend: 'N' },
];

/** Bills as the overview's history gives them, newest first: one without its statement's first day. */
const bills = [
  {
    billDate: '2026-11-23',
    statementStartDate: '2026-10-24',
    usage: 1001,
    usageUnit: 'kWh',
    endingBalance: 128.45,
  },
  {
    billDate: '2026-10-23',
    statementStartDate: '2026-09-24',
    usage: 950,
    usageUnit: 'kWh',
    endingBalance: 120.1,
  },
  { billDate: '2026-09-23', statementStartDate: null, usage: 990, usageUnit: 'kWh', endingBalance: 118 },
  {
    billDate: '2026-08-23',
    statementStartDate: '2026-07-24',
    usage: null,
    usageUnit: 'kWh',
    endingBalance: 0,
  },
];

const titles = {
  feed: 'Green Button data for account 300100200',
  usagePoint: 'Meter EM-100200',
  meterReading: 'Interval',
  readingType: 'Usage (Wh)',
};

type FeedOptions = Partial<GreenButtonInput>;

function input(options: FeedOptions = {}): GreenButtonInput {
  return {
    accountNumber: '300100200',
    meterId: 'EM-100200',
    service: 'electricity',
    kind: 'interval',
    intervalSeconds: 900,
    readings: intervalGreenButtonReadings(readings(), 900),
    timeZone: zone,
    generatedAt: new Date('2026-11-24T19:30:00.123Z'),
    resourceBase: `${base}/`,
    titles,
    ...options,
  };
}

const feed = (options: FeedOptions = {}) => greenButtonFeed(input(options));

/** Every file the product writes: what each screen shows, electricity and water, priced and not. */
const productInputs: Readonly<Record<string, () => GreenButtonInput>> = {
  '15-minute readings with the current billing period': () =>
    input({ summaries: [billingPeriodGreenButtonSummary(billingPeriod, zone, 'electricity')!] }),
  'hourly readings': () =>
    input({
      intervalSeconds: 3600,
      readings: intervalGreenButtonReadings(
        readings().filter((point) => point.start % 3600 === 0),
        3600,
      ),
    }),
  'the Daily tab': () =>
    input({ kind: 'daily', readings: dailyGreenButtonReadings(days, zone, 'electricity') }),
  'the Daily tab of a prepaid account': () =>
    input({
      kind: 'daily',
      readings: dailyGreenButtonReadings(
        days.map((day) => ({ ...day, prepaiddailytotal: 4.18 })),
        zone,
        'electricity',
      ),
    }),
  'the Daily tab of a water meter': () =>
    input({
      meterId: 'WM-100201',
      service: 'water',
      kind: 'daily',
      readings: dailyGreenButtonReadings(
        days.map((day) => ({ ...day, usageValue: day.usageValue === null ? null : day.usageValue * 10 })),
        zone,
        'water',
      ),
    }),
  'the Monthly tab': () =>
    input({
      kind: 'monthly',
      readings: monthlyGreenButtonReadings(
        [
          { month: '2025-11', usageValue: 350.5, days: 12 },
          { month: '2026-11', usageValue: 600.25, days: 23 },
        ],
        zone,
        'electricity',
        { first: '2025-11-19', last: '2026-11-23' },
      ),
      summaries: [billingPeriodGreenButtonSummary(billingPeriod, zone, 'electricity')!],
    }),
  'the Monthly tab of a water meter': () =>
    input({
      meterId: 'WM-100201',
      service: 'water',
      kind: 'monthly',
      readings: monthlyGreenButtonReadings(
        [{ month: '2026-10', usageValue: 4210, days: 31 }],
        zone,
        'water',
        null,
      ),
    }),
  'the overview’s billed usage': () => {
    const billed = billedGreenButtonData(bills, zone);
    return input({ meterId: null, kind: 'billing', ...billed });
  },
  'the overview’s billed usage of a water account': () => {
    const billed = billedGreenButtonData(
      bills.map((bill) => ({ ...bill, usageUnit: 'gal' })),
      zone,
    );
    return input({ meterId: null, kind: 'billing', ...billed });
  },
  'no readings at all': () => input({ readings: [] }),
};

const productFiles: Readonly<Record<string, () => string>> = Object.fromEntries(
  Object.entries(productInputs).map(([name, write]) => [name, () => greenButtonFeed(write())]),
);

function parse(xml: string) {
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  const entries = [...document.getElementsByTagName('entry')].map((entry) => {
    const content = entry.getElementsByTagName('content')[0]!;
    const resource = [...content.children][0]!;
    return {
      id: entry.getElementsByTagName('id')[0]!.textContent!,
      title: entry.getElementsByTagName('title')[0]!.textContent!,
      kind: resource.localName,
      namespace: resource.namespaceURI,
      resource,
      links: [...entry.getElementsByTagName('link')].map((link) => ({
        rel: link.getAttribute('rel')!,
        href: link.getAttribute('href')!,
      })),
    };
  });
  const feedLinks = [...document.documentElement.children]
    .filter((child) => child.localName === 'link')
    .map((link) => link.getAttribute('href'));
  return { document, entries, feedLinks };
}

type Entry = ReturnType<typeof parse>['entries'][number];

interface XmlElement {
  getElementsByTagName(name: string): ArrayLike<{ readonly textContent: string | null }>;
}

const text = (element: XmlElement, name: string) =>
  element.getElementsByTagName(name)[0]?.textContent ?? null;
const self = (entry: Entry) => entry.links.find((link) => link.rel === 'self')!.href;
const up = (entry: Entry) => entry.links.find((link) => link.rel === 'up')!.href;
const related = (entry: Entry) =>
  entry.links.filter((link) => link.rel === 'related').map((link) => link.href);
const ofKind = (entries: readonly Entry[], kind: string) => entries.filter((entry) => entry.kind === kind);

/** The children of an ESPI element as name → text, in their order. */
function children(element: {
  readonly children: ArrayLike<{ localName: string; textContent: string | null }>;
}) {
  return [...Array.from(element.children)].map((child) => [child.localName, child.textContent]);
}

/** The readings of a feed's IntervalBlocks: start, duration, value, and cost and quality where given. */
function intervalReadings(entries: readonly Entry[]) {
  return ofKind(entries, 'IntervalBlock').flatMap((block) =>
    [...block.resource.getElementsByTagName('IntervalReading')].map((reading) => ({
      start: Number(text(reading, 'start')),
      duration: Number(text(reading, 'duration')),
      value: Number(text(reading, 'value')),
      ...(text(reading, 'cost') === null ? {} : { cost: Number(text(reading, 'cost')) }),
      ...(text(reading, 'quality') === null ? {} : { quality: Number(text(reading, 'quality')) }),
    })),
  );
}

describe('the Green Button files against the Green Button Alliance’s ESPI 4.0 schema', () => {
  for (const [name, write] of Object.entries(productInputs)) {
    it(`${name}: a valid feed, and each of its entries a valid entry as the back office serves it`, async () => {
      const file = write();
      const entries = greenButtonDocument(file).entries.map((entry) => atomEntryXml(entry, file.generatedAt));
      expect(await espiSchemaErrors([greenButtonFeed(file), ...entries])).toEqual([]);
    });
  }

  it('refuses LocalTimeParameters whose children are not in the schema’s order', async () => {
    const xml = feed().replace(
      /<LocalTimeParameters xmlns="http:\/\/naesb.org\/espi">(<dstEndRule>[^<]*<\/dstEndRule>)(.*)(<tzOffset>[^<]*<\/tzOffset>)<\/LocalTimeParameters>/,
      (_, end: string, middle: string, offset: string) =>
        `<LocalTimeParameters xmlns="${espiNamespace}">${offset}${middle}${end}</LocalTimeParameters>`,
    );
    expect(await espiSchemaErrors(xml)).toEqual([
      "document-0.xml:23: Schemas validity error : Element '{http://naesb.org/espi}tzOffset': This element is not expected. Expected is one of ( {http://naesb.org/espi}extension, {http://naesb.org/espi}batchItemInfo, {http://naesb.org/espi}dstEndRule ).",
    ]);
  });

  it('holds 180 days of 15-minute readings, the longest range the Interval tab loads', async () => {
    const points: IntervalPoint[] = [];
    for (let moment = at(2026, 5, 28, 7); moment < at(2026, 11, 24, 8); moment += 900)
      points.push({ start: moment, wattHours: 250 });
    const xml = feed({ readings: intervalGreenButtonReadings(points, 900) });
    expect(xml.match(/<IntervalBlock /g)).toHaveLength(180);
    expect(xml.match(/<IntervalReading>/g)).toHaveLength(180 * 96 + 4);
    expect(await espiSchemaErrors(xml)).toEqual([]);
  }, 120_000);
});

describe('name-based UUIDs', () => {
  it('hashes with SHA-1 as FIPS 180-4 does', () => {
    const hex = (bytes: Uint8Array) =>
      Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(hex(sha1(new TextEncoder().encode('abc')))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hex(sha1(new Uint8Array()))).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(hex(sha1(new TextEncoder().encode('a'.repeat(1000))))).toBe(
      '291e9a6c66994949b57ba5e650361e98fc36b1ba',
    );
  });

  it('makes version 5 UUIDs as RFC 9562 does', () => {
    // Python: uuid.uuid5(uuid.NAMESPACE_URL, 'http://example.com/')
    expect(nameBasedUuid(urlNamespace, 'http://example.com/')).toBe('0a300ee9-f9e4-5697-a51a-efc7fafaba67');
    expect(nameBasedUuid(urlNamespace, 'x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('gives a meter the same identifiers every time, and another meter, kind or the account other ones', () => {
    const first = greenButtonIds('300100200', 'EM-100200');
    const again = greenButtonIds('300100200', 'EM-100200');
    const other = greenButtonIds('300100202', 'EM-100202');
    const account = greenButtonIds('300100200', null);
    expect(again.usagePoint).toBe(first.usagePoint);
    expect(again.intervalBlock('interval', '2026-11-01')).toBe(first.intervalBlock('interval', '2026-11-01'));
    expect(account.subscription).toBe(first.subscription);
    expect(new Set([first.usagePoint, other.usagePoint, account.usagePoint]).size).toBe(3);
    expect(
      new Set([
        first.meterReading('interval'),
        first.meterReading('daily'),
        first.meterReading('monthly'),
        first.readingType('interval'),
        first.readingType('daily'),
        first.intervalBlock('daily', '2026-11-01'),
      ]).size,
    ).toBe(6);
  });
});

describe('the cooperative’s time', () => {
  it('knows Pacific standard and daylight time', () => {
    expect(zoneOffsetSeconds(at(2026, 7, 1), zone)).toBe(-25_200);
    expect(zoneOffsetSeconds(at(2026, 12, 1), zone)).toBe(-28_800);
    expect(localTimeParameters(at(2026, 11, 1), zone)).toEqual({
      tzOffset: -28_800,
      dstOffset: 3600,
      dstStartRule: '360E2000',
      dstEndRule: 'B40E2000',
    });
    expect(localTimeParameters(at(2026, 11, 1), 'UTC')).toEqual({
      tzOffset: 0,
      dstOffset: 0,
      dstStartRule: '00000000',
      dstEndRule: '00000000',
    });
  });

  it('starts a day at its midnight, daylight or standard', () => {
    expect(localMidnight('2026-11-01', zone)).toBe(at(2026, 11, 1, 7));
    expect(localMidnight('2026-11-02', zone)).toBe(at(2026, 11, 2, 8));
    expect(localMidnight('2026-03-08', zone)).toBe(at(2026, 3, 8, 8));
    expect(localMidnight('2026-03-09', zone)).toBe(at(2026, 3, 9, 7));
    expect(localMidnight('2026-11-01', 'UTC')).toBe(at(2026, 11, 1));
  });

  it('writes local times with their offsets, the repeated hour twice', () => {
    expect(localDateTime(Date.UTC(2026, 10, 1, 8, 45) / 1000, zone)).toBe('2026-11-01T01:45:00-07:00');
    expect(localDateTime(Date.UTC(2026, 10, 1, 9, 45) / 1000, zone)).toBe('2026-11-01T01:45:00-08:00');
  });

  it('blocks interval readings by the local day they start on: 96, 100 and 96 readings', () => {
    const blocks = readingBlocks(intervalGreenButtonReadings(readings(), 900), zone);
    expect(blocks.map(([day, points]) => [day, points.length])).toEqual([
      ['2026-10-31', 96],
      ['2026-11-01', 100],
      ['2026-11-02', 96],
    ]);
  });
});

describe('greenButtonFeed (ESPI)', () => {
  it('is an Atom feed of a UsagePoint, its LocalTimeParameters, a MeterReading, its ReadingType, a block a day and the billing period', () => {
    const { document, entries } = parse(
      productFiles['15-minute readings with the current billing period']!(),
    );
    expect(document.documentElement.localName).toBe('feed');
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(entries.map((entry) => entry.kind)).toEqual([
      'UsagePoint',
      'LocalTimeParameters',
      'MeterReading',
      'ReadingType',
      'IntervalBlock',
      'IntervalBlock',
      'IntervalBlock',
      'UsageSummary',
    ]);
    for (const entry of entries) expect(entry.namespace).toBe(espiNamespace);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(entries.map((entry) => entry.title)).toEqual([
      'Meter EM-100200',
      'America/Los_Angeles',
      'Interval',
      'Usage (Wh)',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-08/2026-12-07',
    ]);
    expect(text(document.documentElement as unknown as XmlElement, 'updated')).toBe('2026-11-24T19:30:00Z');
  });

  it('names every resource at the Alliance’s paths: each entry with one self and one up link', () => {
    const { entries } = parse(productFiles['15-minute readings with the current billing period']!());
    const ids = greenButtonIds('300100200', 'EM-100200');
    const usagePoint = `${base}/Subscription/${ids.subscription}/UsagePoint/${ids.usagePoint}`;
    const meterReading = `${usagePoint}/MeterReading/${ids.meterReading('interval')}`;
    for (const entry of entries) {
      expect(entry.links.filter((link) => link.rel === 'self')).toHaveLength(1);
      expect(entry.links.filter((link) => link.rel === 'up')).toHaveLength(1);
    }
    const [point, local, reading, type, block] = entries as [Entry, Entry, Entry, Entry, Entry];
    const summary = ofKind(entries, 'UsageSummary')[0]!;
    expect([self(point), up(point)]).toEqual([
      usagePoint,
      `${base}/Subscription/${ids.subscription}/UsagePoint`,
    ]);
    expect(related(point)).toEqual([`${usagePoint}/MeterReading`, self(local), `${usagePoint}/UsageSummary`]);
    expect(self(local)).toMatch(new RegExp(`^${base}/LocalTimeParameters/[0-9a-f-]{36}$`));
    expect(up(local)).toBe(`${base}/LocalTimeParameters`);
    expect([self(reading), up(reading)]).toEqual([meterReading, `${usagePoint}/MeterReading`]);
    expect(related(reading)).toEqual([`${meterReading}/IntervalBlock`, self(type)]);
    expect([self(type), up(type)]).toEqual([
      `${base}/ReadingType/${ids.readingType('interval')}`,
      `${base}/ReadingType`,
    ]);
    expect([self(block), up(block)]).toEqual([
      `${meterReading}/IntervalBlock/${ids.intervalBlock('interval', '2026-10-31')}`,
      `${meterReading}/IntervalBlock`,
    ]);
    expect([self(summary), up(summary)]).toEqual([
      `${usagePoint}/UsageSummary/${ids.usageSummary(at(2026, 11, 8, 8))}`,
      `${usagePoint}/UsageSummary`,
    ]);
  });

  it('links only to its own entries or to the lists they are in, and names itself as the batch of its MeterReading', () => {
    for (const write of Object.values(productFiles)) {
      const { entries } = parse(write());
      const selves = new Set(entries.map(self));
      const lists = new Set(entries.map(up));
      for (const entry of entries)
        for (const link of entry.links) expect(selves.has(link.href) || lists.has(link.href)).toBe(true);
    }
    const ids = greenButtonIds('300100200', 'EM-100200');
    expect(parse(feed()).feedLinks).toEqual([
      `${base}/Batch/Subscription/${ids.subscription}/UsagePoint/${ids.usagePoint}/MeterReading/${ids.meterReading('interval')}` +
        '?published-min=2026-10-31T07:00:00Z&published-max=2026-11-03T08:00:00Z',
    ]);
    expect(feed()).toContain('?published-min=2026-10-31T07:00:00Z&amp;published-max=2026-11-03T08:00:00Z"');
  });

  it('gives the cooperative’s time zone in LocalTimeParameters, in the schema’s order', () => {
    const local = ofKind(parse(feed()).entries, 'LocalTimeParameters')[0]!.resource;
    expect(children(local)).toEqual([
      ['dstEndRule', 'B40E2000'],
      ['dstOffset', '3600'],
      ['dstStartRule', '360E2000'],
      ['tzOffset', '-28800'],
    ]);
  });

  it('types 15-minute readings: energy delivered in Wh, 900 s, electricity; the UsagePoint an electric service', () => {
    const { entries } = parse(feed());
    expect(children(ofKind(entries, 'ReadingType')[0]!.resource)).toEqual([
      ['accumulationBehaviour', '4'],
      ['commodity', '1'],
      ['dataQualifier', '12'],
      ['flowDirection', '1'],
      ['intervalLength', '900'],
      ['kind', '12'],
      ['phase', '769'],
      ['powerOfTenMultiplier', '0'],
      ['timeAttribute', '0'],
      ['uom', '72'],
    ]);
    expect(text(ofKind(entries, 'UsagePoint')[0]!.resource, 'kind')).toBe('0');
  });

  it('types each kind of readings by its period, and water as gallons of potable water', () => {
    const typeOf = (name: string) =>
      Object.fromEntries(children(ofKind(parse(productFiles[name]!()).entries, 'ReadingType')[0]!.resource));
    expect(typeOf('hourly readings')).toMatchObject({ intervalLength: '3600', timeAttribute: '0' });
    expect(typeOf('the Daily tab')).toMatchObject({ intervalLength: '86400', timeAttribute: '11' });
    expect(typeOf('the Monthly tab')).toMatchObject({ timeAttribute: '13' });
    expect(typeOf('the Monthly tab')).not.toHaveProperty('intervalLength');
    expect(typeOf('the overview’s billed usage')).toMatchObject({ timeAttribute: '8', uom: '72' });
    expect(typeOf('the overview’s billed usage')).not.toHaveProperty('intervalLength');
    expect(typeOf('the Daily tab')).not.toHaveProperty('currency');
    expect(typeOf('the Daily tab of a prepaid account')).toMatchObject({ currency: '840' });
    expect(
      children(
        ofKind(parse(productFiles['the Daily tab of a water meter']!()).entries, 'ReadingType')[0]!.resource,
      ),
    ).toEqual([
      ['accumulationBehaviour', '4'],
      ['commodity', '9'],
      ['dataQualifier', '12'],
      ['flowDirection', '1'],
      ['intervalLength', '86400'],
      ['kind', '58'],
      ['powerOfTenMultiplier', '0'],
      ['timeAttribute', '11'],
      ['uom', '128'],
    ]);
    const water = parse(productFiles['the overview’s billed usage of a water account']!()).entries;
    expect(text(ofKind(water, 'UsagePoint')[0]!.resource, 'kind')).toBe('2');
    expect(text(ofKind(water, 'ReadingType')[0]!.resource, 'uom')).toBe('128');
  });

  it('starts readings at UTC epoch seconds, never twice the same, and they add up to the readings given', () => {
    const points = readings();
    const { entries } = parse(feed());
    const values = intervalReadings(entries);
    expect(values).toHaveLength(292);
    expect(new Set(values.map((reading) => reading.start)).size).toBe(292);
    expect(values[0]!.start).toBe(at(2026, 10, 31, 7));
    for (const reading of values) expect(reading.duration).toBe(900);
    expect(values.reduce((sum, reading) => sum + reading.value, 0)).toBe(totalWattHours(points));
    const longDay = ofKind(entries, 'IntervalBlock').find((entry) => entry.title === '2026-11-01')!;
    expect(longDay.resource.getElementsByTagName('IntervalReading')).toHaveLength(100);
    expect(children(longDay.resource.getElementsByTagName('interval')[0]!)).toEqual([
      ['duration', '90000'],
      ['start', String(at(2026, 11, 1, 7))],
    ]);
  });

  it('leaves out gaps and a repeated start', () => {
    const points: IntervalPoint[] = [
      { start: 1_800_000_000, wattHours: 10 },
      { start: 1_800_000_000, wattHours: 99 },
      { start: 1_800_000_900, wattHours: null },
      { start: 1_800_001_800, wattHours: 30 },
    ];
    const values = intervalReadings(
      parse(feed({ readings: intervalGreenButtonReadings(points, 900) })).entries,
    );
    expect(values.map((reading) => reading.value)).toEqual([10, 30]);
  });

  it('writes the Daily tab’s days from midnight to midnight: the 25-hour day, an estimate’s and a keyed reading’s quality', () => {
    expect(intervalReadings(parse(productFiles['the Daily tab']!()).entries)).toEqual([
      { start: at(2026, 10, 31, 7), duration: 86_400, value: 30_123 },
      { start: at(2026, 11, 1, 7), duration: 90_000, value: 41_500, quality: 8 },
      { start: at(2026, 11, 2, 8), duration: 86_400, value: 28_000, quality: 7 },
    ]);
    const { entries } = parse(productFiles['the Daily tab']!());
    expect(ofKind(entries, 'IntervalBlock').map((entry) => entry.title)).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(
      dailyGreenButtonReadings(
        [{ date: '2026-03-08', usageValue: 20, status: 'normal' }],
        zone,
        'electricity',
      ),
    ).toEqual([{ start: at(2026, 3, 8, 8), duration: 82_800, value: 20_000 }]);
  });

  it('prices a prepaid account’s days in hundred-thousandths of a dollar, and counts water in whole gallons', () => {
    expect(
      intervalReadings(parse(productFiles['the Daily tab of a prepaid account']!()).entries).map(
        (reading) => reading.cost,
      ),
    ).toEqual([418_000, 418_000, 418_000]);
    expect(
      intervalReadings(parse(productFiles['the Daily tab of a water meter']!()).entries).map(
        (reading) => reading.value,
      ),
    ).toEqual([301, 415, 280]);
  });

  it('writes the Monthly tab’s months from their first day to the next month’s, cut to the days with readings', () => {
    expect(intervalReadings(parse(productFiles['the Monthly tab']!()).entries)).toEqual([
      { start: at(2025, 11, 19, 8), duration: 12 * 86_400, value: 350_500 },
      { start: at(2026, 11, 1, 7), duration: 23 * 86_400 + 3600, value: 600_250 },
    ]);
    expect(
      monthlyGreenButtonReadings(
        [
          { month: '2025-12', usageValue: 900, days: 31 },
          { month: '2026-01', usageValue: null, days: 0 },
          { month: '2025-10', usageValue: 10, days: 0 },
        ],
        zone,
        'electricity',
        { first: '2025-11-19', last: '2026-11-23' },
      ),
    ).toEqual([{ start: at(2025, 12, 1, 8), duration: 31 * 86_400, value: 900_000 }]);
  });

  it('writes each bill the overview graphs whose period is known, with its amount, as a reading and a UsageSummary', () => {
    const { entries } = parse(productFiles['the overview’s billed usage']!());
    expect(intervalReadings(entries)).toEqual([
      { start: at(2026, 9, 24, 7), duration: 30 * 86_400, value: 950_000 },
      { start: at(2026, 10, 24, 7), duration: 31 * 86_400 + 3600, value: 1_001_000 },
    ]);
    const summaries = ofKind(entries, 'UsageSummary');
    expect(summaries.map((entry) => entry.title)).toEqual(['2026-09-24/2026-10-23', '2026-10-24/2026-11-23']);
    const measurement = (consumption: string, end: number) => [
      ['powerOfTenMultiplier', '0'],
      ['timeStamp', String(end)],
      ['uom', '72'],
      ['value', consumption],
    ];
    const latest = summaries[1]!.resource;
    expect(children(latest).map(([name]) => name)).toEqual([
      'billingPeriod',
      'billLastPeriod',
      'currency',
      'overallConsumptionLastPeriod',
      'statusTimeStamp',
      'commodity',
    ]);
    expect(children(latest.getElementsByTagName('billingPeriod')[0]!)).toEqual([
      ['duration', String(31 * 86_400 + 3600)],
      ['start', String(at(2026, 10, 24, 7))],
    ]);
    expect(text(latest, 'billLastPeriod')).toBe('12845000');
    expect(text(latest, 'currency')).toBe('840');
    expect(children(latest.getElementsByTagName('overallConsumptionLastPeriod')[0]!)).toEqual(
      measurement('1001000', at(2026, 11, 24, 8)),
    );
    expect(text(latest, 'statusTimeStamp')).toBe(String(at(2026, 11, 24, 8)));
    expect(text(latest, 'commodity')).toBe('1');
    expect(related(ofKind(entries, 'UsagePoint')[0]!)).toContain(up(summaries[0]!));
    expect(self(ofKind(entries, 'UsagePoint')[0]!)).toContain(
      `/UsagePoint/${greenButtonIds('300100200', null).usagePoint}`,
    );
  });

  it('takes the latest 12 bills with a usage, as the Billed Usage Summary graphs them', () => {
    const year = Array.from({ length: 14 }, (_, index) => {
      const month = String(index + 1).padStart(2, '0');
      const billYear = index < 12 ? 2025 : 2026;
      const billMonth = index < 12 ? month : String(index - 11).padStart(2, '0');
      return {
        billDate: `${billYear}-${billMonth}-20`,
        statementStartDate: `${billYear}-${billMonth}-01`,
        usage: 500 + index,
        usageUnit: 'kWh',
        endingBalance: 60,
      };
    });
    const { readings: billed, service } = billedGreenButtonData(year, zone);
    expect(service).toBe('electricity');
    expect(billed.map((reading) => reading.value)).toEqual(
      Array.from({ length: 12 }, (_, index) => (502 + index) * 1000),
    );
  });

  it('sums up the current billing period so far: its usage and charges as of its last day read', () => {
    const summary = billingPeriodGreenButtonSummary(billingPeriod, zone, 'electricity');
    expect(summary).toEqual({
      start: at(2026, 11, 8, 8),
      duration: 30 * 86_400,
      consumption: 470_100,
      asOf: at(2026, 11, 24, 8),
      // 470.1 kWh at $0.1125 and 16 days at $0.80: $65.69.
      amount: 6_569_000,
      billed: false,
    });
    const resource = ofKind(
      parse(productFiles['15-minute readings with the current billing period']!()).entries,
      'UsageSummary',
    )[0]!.resource;
    expect(children(resource).map(([name]) => name)).toEqual([
      'billingPeriod',
      'billToDate',
      'currency',
      'currentBillingPeriodOverAllConsumption',
      'statusTimeStamp',
      'commodity',
    ]);
    expect(text(resource, 'billToDate')).toBe('6569000');
    expect(billingPeriodGreenButtonSummary({ ...billingPeriod, readingDays: 0 }, zone, 'electricity')).toBe(
      null,
    );
  });

  it('tells water meters from electric ones', () => {
    expect(greenButtonService({ commodity: 'Water', unitOfMeasure: 'gal' })).toBe('water');
    expect(greenButtonService({ commodity: 'Electric', unitOfMeasure: 'kWh' })).toBe('electricity');
    expect(greenButtonService(undefined)).toBe('electricity');
  });

  it('escapes what it writes into the XML', () => {
    const xml = greenButtonFeed(
      input({
        accountNumber: '1',
        meterId: 'A&B<C>',
        timeZone: 'UTC',
        readings: [],
        resourceBase: 'https://coop.example/espi',
        titles: { ...titles, feed: 'Data "for" <you>', usagePoint: 'Meter A&B<C>' },
      }),
    );
    expect(xml).toContain('<title>Data &quot;for&quot; &lt;you&gt;</title>');
    expect(xml).toContain('<title>Meter A&amp;B&lt;C&gt;</title>');
    expect(parse(xml).entries).toHaveLength(4);
  });
});

describe('greenButtonCsv', () => {
  it('lists each reading with its local start and end, its length and kWh to the watt-hour', () => {
    const points: IntervalPoint[] = [
      { start: Date.UTC(2026, 10, 1, 8, 45) / 1000, wattHours: 412 },
      { start: Date.UTC(2026, 10, 1, 9, 45) / 1000, wattHours: 1005 },
      { start: Date.UTC(2026, 10, 1, 10) / 1000, wattHours: null },
    ];
    expect(
      greenButtonCsv(intervalGreenButtonReadings(points, 900), 'electricity', zone, [
        'Start',
        'End',
        'Duration (seconds)',
        'Usage (kWh)',
      ]),
    ).toBe(
      'Start,End,Duration (seconds),Usage (kWh)\r\n' +
        '2026-11-01T01:45:00-07:00,2026-11-01T01:00:00-08:00,900,0.412\r\n' +
        '2026-11-01T01:45:00-08:00,2026-11-01T02:00:00-08:00,900,1.005\r\n',
    );
  });

  it('lists days in whole gallons for a water meter', () => {
    expect(
      greenButtonCsv(
        dailyGreenButtonReadings([{ date: '2026-11-01', usageValue: 301.4 }], zone, 'water'),
        'water',
        zone,
        ['Start', 'End', 'Duration (seconds)', 'Usage (Gallons)'],
      ),
    ).toBe(
      'Start,End,Duration (seconds),Usage (Gallons)\r\n' +
        '2026-11-01T00:00:00-07:00,2026-11-02T00:00:00-08:00,90000,301\r\n',
    );
  });
});
