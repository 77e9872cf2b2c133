import { clockParts, isoDateOf, type IsoDate } from '../dates.ts';
import type { IntervalPoint } from './interval.ts';
import { nameBasedUuid, urlNamespace } from './name-based-uuid.ts';

/**
 * Green Button Download My Data (beyond the spec): the chosen interval readings as an ESPI feed
 * (NAESB REQ.21 Energy Services Provider Interface, an Atom feed) and as CSV. The feed holds one
 * UsagePoint (the meter), its LocalTimeParameters (the cooperative's time zone), one MeterReading
 * linked to exactly one ReadingType and one UsagePoint, the ReadingType (kind 12 energy, commodity 1
 * electricity, flowDirection 1 delivered, accumulationBehaviour 4 delta data, uom 72 Wh, the interval
 * length, power of ten 0) and one IntervalBlock a local day of IntervalReadings whose starts are UTC
 * epoch seconds. Identifiers are name-based UUIDs of the account and meter: the same meter always has
 * the same ones.
 */

export const espiNamespace = 'http://naesb.org/espi';
export const atomNamespace = 'http://www.w3.org/2005/Atom';

/** The ReadingType of the readings: watt-hours delivered to the member over each interval. */
export const espiReadingType = {
  accumulationBehaviour: 4,
  commodity: 1,
  dataQualifier: 12,
  flowDirection: 1,
  kind: 12,
  phase: 769,
  powerOfTenMultiplier: 0,
  timeAttribute: 0,
  uom: 72,
} as const;

/**
 * The daylight saving rules of the United States (second Sunday of March, first Sunday of November,
 * 2:00) in ESPI's DstRuleType encoding, as the Green Button samples carry them.
 */
export const usDaylightSavingRules = { start: '360E2000', end: 'B40E2000' } as const;

/** The UTC offset of a zone at an instant, in seconds (−28,800 for Pacific Standard Time). */
export function zoneOffsetSeconds(seconds: number, timeZone: string): number {
  const { year, month, day, hour, minute } = clockParts(new Date(seconds * 1000), timeZone);
  const local = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)) / 1000;
  return local - (seconds - (((seconds % 60) + 60) % 60));
}

/** The zone's standard offset and its daylight saving shift over the year of `seconds`. */
export function localTimeParameters(seconds: number, timeZone: string) {
  const year = new Date(seconds * 1000).getUTCFullYear();
  const january = zoneOffsetSeconds(Date.UTC(year, 0, 1) / 1000, timeZone);
  const july = zoneOffsetSeconds(Date.UTC(year, 6, 1) / 1000, timeZone);
  const tzOffset = Math.min(january, july);
  const dstOffset = Math.abs(july - january);
  return {
    tzOffset,
    dstOffset,
    dstStartRule: dstOffset === 0 ? '00000000' : usDaylightSavingRules.start,
    dstEndRule: dstOffset === 0 ? '00000000' : usDaylightSavingRules.end,
  };
}

/** An instant as the cooperative's local time with its offset: '2026-11-01T01:45:00-08:00'. */
export function localDateTime(seconds: number, timeZone: string): string {
  const { year, month, day, hour, minute } = clockParts(new Date(seconds * 1000), timeZone);
  const offset = zoneOffsetSeconds(seconds, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 3600)).padStart(2, '0');
  const minutes = String(Math.floor((Math.abs(offset) % 3600) / 60)).padStart(2, '0');
  return `${year}-${month}-${day}T${hour}:${minute}:00${sign}${hours}:${minutes}`;
}

export interface GreenButtonInput {
  readonly accountNumber: string;
  readonly meterId: string;
  /** The cooperative's IANA time zone. */
  readonly timeZone: string;
  /** The readings' length in seconds. */
  readonly intervalSeconds: number;
  /** Whole watt-hours, in order of start. */
  readonly points: readonly IntervalPoint[];
  /** The feed's `updated`. */
  readonly generatedAt: Date;
  /** The absolute address resources are named under, e.g. 'https://coop.example/espi/1_1/resource'. */
  readonly resourceBase: string;
  /** The feed's title. */
  readonly title: string;
  /** The UsagePoint's title, e.g. 'Meter EM-100200'. */
  readonly usagePointTitle: string;
}

/** The identifiers of a meter's resources: stable for the same account and meter. */
export function greenButtonIds(accountNumber: string, meterId: string) {
  const name = (resource: string) =>
    nameBasedUuid(urlNamespace, `coop-usage:${accountNumber}/${meterId}/${resource}`);
  return {
    retailCustomer: name('RetailCustomer'),
    usagePoint: name('UsagePoint'),
    meterReading: name('MeterReading'),
    readingType: name('ReadingType'),
    localTimeParameters: name('LocalTimeParameters'),
    intervalBlock: (day: IsoDate) => name(`IntervalBlock/${day}`),
    feed: (fromStart: number, toStart: number) => name(`Feed/${fromStart}-${toStart}`),
  };
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The readings with a value, grouped by the local day they start on, days in order. */
export function readingsByLocalDay(
  points: readonly IntervalPoint[],
  timeZone: string,
): [IsoDate, IntervalPoint[]][] {
  const days = new Map<IsoDate, IntervalPoint[]>();
  const seen = new Set<number>();
  for (const point of points) {
    if (point.wattHours === null || seen.has(point.start)) continue;
    seen.add(point.start);
    const day = isoDateOf(new Date(point.start * 1000), timeZone);
    const readings = days.get(day);
    if (readings) readings.push(point);
    else days.set(day, [point]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, readings]) => [day, readings.sort((a, b) => a.start - b.start)]);
}

/** The ESPI Atom feed of the readings, as XML text. */
export function greenButtonFeed(input: GreenButtonInput): string {
  const { accountNumber, meterId, timeZone, intervalSeconds, points, resourceBase } = input;
  const ids = greenButtonIds(accountNumber, meterId);
  const base = resourceBase.replace(/\/+$/, '');
  const updated = input.generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const customer = `${base}/RetailCustomer/${ids.retailCustomer}`;
  const usagePoint = `${customer}/UsagePoint/${ids.usagePoint}`;
  const meterReadings = `${usagePoint}/MeterReading`;
  const meterReading = `${meterReadings}/${ids.meterReading}`;
  const intervalBlocks = `${meterReading}/IntervalBlock`;
  const readingType = `${base}/ReadingType/${ids.readingType}`;
  const localTime = `${base}/LocalTimeParameters/${ids.localTimeParameters}`;
  const days = readingsByLocalDay(points, timeZone);
  const first = days[0]?.[1][0]?.start ?? Math.floor(input.generatedAt.getTime() / 1000);
  const lastDay = days.at(-1)?.[1];
  const last = lastDay?.at(-1)?.start ?? first;
  const zone = localTimeParameters(first, timeZone);

  const entry = (id: string, title: string, links: readonly string[], content: string) =>
    [
      '  <entry>',
      `    <id>urn:uuid:${id}</id>`,
      ...links.map((link) => `    ${link}`),
      `    <title>${escapeXml(title)}</title>`,
      `    <content>${content}</content>`,
      `    <published>${updated}</published>`,
      `    <updated>${updated}</updated>`,
      '  </entry>',
    ].join('\n');
  const link = (rel: string, href: string, type?: string) =>
    `<link rel="${rel}" href="${escapeXml(href)}"${type ? ` type="${type}"` : ''}/>`;
  const element = (name: string, children: string) =>
    `<${name} xmlns="${espiNamespace}">${children}</${name}>`;
  const fields = (values: Readonly<Record<string, string | number>>) =>
    Object.entries(values)
      .map(([name, value]) => `<${name}>${value}</${name}>`)
      .join('');

  const entries = [
    entry(
      ids.usagePoint,
      input.usagePointTitle,
      [
        link('self', usagePoint, 'espi-entry/UsagePoint'),
        link('up', `${customer}/UsagePoint`, 'espi-feed/UsagePoint'),
        link('related', meterReadings, 'espi-feed/MeterReading'),
        link('related', localTime, 'espi-entry/LocalTimeParameters'),
      ],
      element('UsagePoint', '<ServiceCategory><kind>0</kind></ServiceCategory>'),
    ),
    entry(
      ids.localTimeParameters,
      timeZone,
      [
        link('self', localTime, 'espi-entry/LocalTimeParameters'),
        link('up', `${base}/LocalTimeParameters`, 'espi-feed/LocalTimeParameters'),
      ],
      element('LocalTimeParameters', fields(zone)),
    ),
    entry(
      ids.meterReading,
      input.usagePointTitle,
      [
        link('self', meterReading, 'espi-entry/MeterReading'),
        link('up', meterReadings, 'espi-feed/MeterReading'),
        link('related', intervalBlocks, 'espi-feed/IntervalBlock'),
        link('related', readingType, 'espi-entry/ReadingType'),
      ],
      element('MeterReading', ''),
    ),
    entry(
      ids.readingType,
      'Energy Delivered (Wh)',
      [
        link('self', readingType, 'espi-entry/ReadingType'),
        link('up', `${base}/ReadingType`, 'espi-feed/ReadingType'),
      ],
      element(
        'ReadingType',
        fields({
          accumulationBehaviour: espiReadingType.accumulationBehaviour,
          commodity: espiReadingType.commodity,
          dataQualifier: espiReadingType.dataQualifier,
          flowDirection: espiReadingType.flowDirection,
          intervalLength: intervalSeconds,
          kind: espiReadingType.kind,
          phase: espiReadingType.phase,
          powerOfTenMultiplier: espiReadingType.powerOfTenMultiplier,
          timeAttribute: espiReadingType.timeAttribute,
          uom: espiReadingType.uom,
        }),
      ),
    ),
    ...days.map(([day, readings]) => {
      const start = readings[0]?.start ?? 0;
      const end = (readings.at(-1)?.start ?? start) + intervalSeconds;
      const block = `${intervalBlocks}/${ids.intervalBlock(day)}`;
      const readingsXml = readings
        .map(
          (reading) =>
            `<IntervalReading><timePeriod><duration>${intervalSeconds}</duration><start>${reading.start}</start></timePeriod><value>${reading.wattHours}</value></IntervalReading>`,
        )
        .join('');
      return entry(
        ids.intervalBlock(day),
        day,
        [
          link('self', block, 'espi-entry/IntervalBlock'),
          link('up', intervalBlocks, 'espi-feed/IntervalBlock'),
        ],
        element(
          'IntervalBlock',
          `<interval><duration>${end - start}</duration><start>${start}</start></interval>${readingsXml}`,
        ),
      );
    }),
  ];

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="${atomNamespace}">`,
    `  <id>urn:uuid:${ids.feed(first, last)}</id>`,
    `  <title>${escapeXml(input.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  ${link('self', `${usagePoint}/MeterReading/${ids.meterReading}/IntervalBlock`)}`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The readings as CSV: the local start and end with their offsets, the length, and kWh to the watt-hour. */
export function greenButtonCsv(
  points: readonly IntervalPoint[],
  intervalSeconds: number,
  timeZone: string,
  headers: readonly string[],
): string {
  const lines = [headers.join(',')];
  const seen = new Set<number>();
  for (const point of points) {
    if (point.wattHours === null || seen.has(point.start)) continue;
    seen.add(point.start);
    lines.push(
      [
        localDateTime(point.start, timeZone),
        localDateTime(point.start + intervalSeconds, timeZone),
        intervalSeconds,
        (point.wattHours / 1000).toFixed(3),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
