import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import {
  espiNamespace,
  greenButtonCsv,
  greenButtonFeed,
  greenButtonIds,
  localDateTime,
  localTimeParameters,
  readingsByLocalDay,
  zoneOffsetSeconds,
} from '../../../../src/domain/usage-tracker/green-button.ts';
import { type IntervalPoint, totalWattHours } from '../../../../src/domain/usage-tracker/interval.ts';
import { nameBasedUuid, sha1, urlNamespace } from '../../../../src/domain/usage-tracker/name-based-uuid.ts';

const zone = 'America/Los_Angeles';

/** 15-minute readings from 2026-10-31 00:00 Pacific through 2026-11-02: the 25-hour day in the middle. */
function readings(): IntervalPoint[] {
  const start = Date.UTC(2026, 9, 31, 7) / 1000;
  const end = Date.UTC(2026, 10, 3, 8) / 1000;
  const points: IntervalPoint[] = [];
  for (let at = start, index = 0; at < end; at += 900, index += 1)
    points.push({ start: at, wattHours: 200 + (index % 7) * 13 });
  return points;
}

function parse(xml: string) {
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  const entries = [...document.getElementsByTagName('entry')].map((entry) => {
    const content = entry.getElementsByTagName('content')[0]!;
    const resource = [...content.children][0]!;
    return {
      id: entry.getElementsByTagName('id')[0]!.textContent!,
      kind: resource.localName,
      namespace: resource.namespaceURI,
      resource,
      links: [...entry.getElementsByTagName('link')].map((link) => ({
        rel: link.getAttribute('rel')!,
        href: link.getAttribute('href')!,
      })),
    };
  });
  return { document, entries };
}

interface XmlElement {
  getElementsByTagName(name: string): ArrayLike<{ readonly textContent: string | null }>;
}

const text = (element: XmlElement, name: string) =>
  element.getElementsByTagName(name)[0]?.textContent ?? null;

function feed(points = readings()) {
  return greenButtonFeed({
    accountNumber: '300100200',
    meterId: 'EM-100200',
    timeZone: zone,
    intervalSeconds: 900,
    points,
    generatedAt: new Date('2026-11-24T19:30:00.123Z'),
    resourceBase: 'https://coop.example/api/espi/1_1/resource/',
    title: 'Green Button data for account 300100200',
    usagePointTitle: 'Meter EM-100200',
  });
}

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

  it('gives a meter the same identifiers every time, and another meter other ones', () => {
    const first = greenButtonIds('300100200', 'EM-100200');
    const again = greenButtonIds('300100200', 'EM-100200');
    const other = greenButtonIds('300100202', 'EM-100202');
    expect(again.usagePoint).toBe(first.usagePoint);
    expect(again.intervalBlock('2026-11-01')).toBe(first.intervalBlock('2026-11-01'));
    expect(other.usagePoint).not.toBe(first.usagePoint);
    expect(
      new Set([first.usagePoint, first.meterReading, first.readingType, first.localTimeParameters]).size,
    ).toBe(4);
  });
});

describe('the cooperative’s time', () => {
  it('knows Pacific standard and daylight time', () => {
    expect(zoneOffsetSeconds(Date.UTC(2026, 6, 1) / 1000, zone)).toBe(-25_200);
    expect(zoneOffsetSeconds(Date.UTC(2026, 11, 1) / 1000, zone)).toBe(-28_800);
    expect(localTimeParameters(Date.UTC(2026, 10, 1) / 1000, zone)).toEqual({
      tzOffset: -28_800,
      dstOffset: 3600,
      dstStartRule: '360E2000',
      dstEndRule: 'B40E2000',
    });
    expect(localTimeParameters(Date.UTC(2026, 10, 1) / 1000, 'UTC')).toEqual({
      tzOffset: 0,
      dstOffset: 0,
      dstStartRule: '00000000',
      dstEndRule: '00000000',
    });
  });

  it('writes local times with their offsets, the repeated hour twice', () => {
    expect(localDateTime(Date.UTC(2026, 10, 1, 8, 45) / 1000, zone)).toBe('2026-11-01T01:45:00-07:00');
    expect(localDateTime(Date.UTC(2026, 10, 1, 9, 45) / 1000, zone)).toBe('2026-11-01T01:45:00-08:00');
  });

  it('groups readings by the local day they start on: 96, 100 and 96 readings', () => {
    const days = readingsByLocalDay(readings(), zone);
    expect(days.map(([day, points]) => [day, points.length])).toEqual([
      ['2026-10-31', 96],
      ['2026-11-01', 100],
      ['2026-11-02', 96],
    ]);
  });
});

describe('greenButtonFeed (ESPI)', () => {
  it('is an Atom feed of a UsagePoint, its LocalTimeParameters, a MeterReading, its ReadingType and a block a day', () => {
    const { document, entries } = parse(feed());
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
    ]);
    for (const entry of entries) expect(entry.namespace).toBe(espiNamespace);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
  });

  it('names the reading type: kind 12, commodity 1, flowDirection 1, accumulationBehaviour 4, uom 72 Wh, 900 s, power of ten 0', () => {
    const readingType = parse(feed()).entries.find((entry) => entry.kind === 'ReadingType')!.resource;
    expect({
      kind: text(readingType, 'kind'),
      commodity: text(readingType, 'commodity'),
      flowDirection: text(readingType, 'flowDirection'),
      accumulationBehaviour: text(readingType, 'accumulationBehaviour'),
      uom: text(readingType, 'uom'),
      intervalLength: text(readingType, 'intervalLength'),
      powerOfTenMultiplier: text(readingType, 'powerOfTenMultiplier'),
    }).toEqual({
      kind: '12',
      commodity: '1',
      flowDirection: '1',
      accumulationBehaviour: '4',
      uom: '72',
      intervalLength: '900',
      powerOfTenMultiplier: '0',
    });
  });

  it('gives the cooperative’s time zone in LocalTimeParameters', () => {
    const local = parse(feed()).entries.find((entry) => entry.kind === 'LocalTimeParameters')!.resource;
    expect(text(local, 'tzOffset')).toBe('-28800');
    expect(text(local, 'dstOffset')).toBe('3600');
  });

  it('links each MeterReading to exactly one ReadingType and one UsagePoint, and the blocks to the MeterReading', () => {
    const { entries } = parse(feed());
    const self = (entry: (typeof entries)[number]) => entry.links.find((link) => link.rel === 'self')!.href;
    const usagePoint = entries.find((entry) => entry.kind === 'UsagePoint')!;
    const readingType = entries.find((entry) => entry.kind === 'ReadingType')!;
    const meterReadings = entries.filter((entry) => entry.kind === 'MeterReading');
    expect(meterReadings).toHaveLength(1);
    for (const meterReading of meterReadings) {
      const related = meterReading.links.filter((link) => link.rel === 'related');
      const up = meterReading.links.filter((link) => link.rel === 'up');
      expect(related.filter((link) => link.href.includes('/ReadingType/')).map((link) => link.href)).toEqual([
        self(readingType),
      ]);
      expect(up).toHaveLength(1);
      expect(up[0]!.href).toBe(`${self(usagePoint)}/MeterReading`);
      expect(self(meterReading).startsWith(`${self(usagePoint)}/MeterReading/`)).toBe(true);
      for (const block of entries.filter((entry) => entry.kind === 'IntervalBlock')) {
        expect(block.links.find((link) => link.rel === 'up')!.href).toBe(
          `${self(meterReading)}/IntervalBlock`,
        );
      }
    }
    expect(
      usagePoint.links.some(
        (link) =>
          link.rel === 'related' &&
          link.href === self(entries.find((entry) => entry.kind === 'LocalTimeParameters')!),
      ),
    ).toBe(true);
    expect(self(usagePoint).startsWith('https://coop.example/api/espi/1_1/resource/RetailCustomer/')).toBe(
      true,
    );
  });

  it('starts readings at UTC epoch seconds, never twice the same, and they add up to the readings given', () => {
    const points = readings();
    const { entries } = parse(feed(points));
    const intervalReadings = entries
      .filter((entry) => entry.kind === 'IntervalBlock')
      .flatMap((entry) => [...entry.resource.getElementsByTagName('IntervalReading')]);
    const starts = intervalReadings.map((reading) => Number(text(reading, 'start')));
    expect(starts).toHaveLength(292);
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts[0]).toBe(Date.UTC(2026, 9, 31, 7) / 1000);
    for (const reading of intervalReadings) expect(text(reading, 'duration')).toBe('900');
    const total = intervalReadings.reduce((sum, reading) => sum + Number(text(reading, 'value')), 0);
    expect(total).toBe(totalWattHours(points));
    const block = entries.find(
      (entry) =>
        entry.kind === 'IntervalBlock' &&
        entry.resource.getElementsByTagName('IntervalReading').length === 100,
    )!;
    expect(text(block.resource.getElementsByTagName('interval')[0]!, 'duration')).toBe('90000');
  });

  it('leaves out gaps and a repeated start', () => {
    const points: IntervalPoint[] = [
      { start: 1_800_000_000, wattHours: 10 },
      { start: 1_800_000_000, wattHours: 99 },
      { start: 1_800_000_900, wattHours: null },
      { start: 1_800_001_800, wattHours: 30 },
    ];
    const { entries } = parse(feed(points));
    const values = entries
      .filter((entry) => entry.kind === 'IntervalBlock')
      .flatMap((entry) =>
        [...entry.resource.getElementsByTagName('value')].map((value) => Number(value.textContent)),
      );
    expect(values).toEqual([10, 30]);
  });

  it('escapes what it writes into the XML', () => {
    const xml = greenButtonFeed({
      accountNumber: '1',
      meterId: 'A&B<C>',
      timeZone: 'UTC',
      intervalSeconds: 900,
      points: [],
      generatedAt: new Date('2026-11-24T00:00:00Z'),
      resourceBase: 'https://coop.example/espi',
      title: 'Data "for" <you>',
      usagePointTitle: 'Meter A&B<C>',
    });
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
    expect(greenButtonCsv(points, 900, zone, ['Start', 'End', 'Duration (seconds)', 'Usage (kWh)'])).toBe(
      'Start,End,Duration (seconds),Usage (kWh)\r\n' +
        '2026-11-01T01:45:00-07:00,2026-11-01T01:00:00-08:00,900,0.412\r\n' +
        '2026-11-01T01:45:00-08:00,2026-11-01T02:00:00-08:00,900,1.005\r\n',
    );
  });
});
