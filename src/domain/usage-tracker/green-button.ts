import { addDays, clockParts, isoDateOf, type IsoDate } from '../dates.ts';
import { nameBasedUuid, urlNamespace } from './name-based-uuid.ts';

/**
 * Green Button Download My Data (beyond the spec): the usage a screen shows as an ESPI feed (NAESB
 * REQ.21 Energy Services Provider Interface 4.0, an Atom feed) and as CSV. A feed holds one UsagePoint
 * (a meter, or the account's billed service), its LocalTimeParameters (the cooperative's time zone),
 * one MeterReading linked to one ReadingType, the IntervalBlocks of its readings, and a UsageSummary for
 * each billing period the screen knows. Every entry has a self and an up link, and the links follow
 * the Alliance's resource paths (`Subscription/{id}/UsagePoint/{id}/MeterReading/{id}/IntervalBlock/{id}`,
 * `ReadingType/{id}`, `LocalTimeParameters/{id}`), which the back office serves. Identifiers are
 * name-based UUIDs of the account, the meter, the kind of readings and the day: the same data always
 * has the same ones, whoever writes it. Values are whole watt-hours or whole US gallons, starts UTC
 * epoch seconds.
 */

export const espiNamespace = 'http://naesb.org/espi';
export const atomNamespace = 'http://www.w3.org/2005/Atom';

/** What the readings are: a meter's intervals (15-minute or hourly), its days, its months, or the bills. */
export type GreenButtonKind = 'interval' | 'daily' | 'monthly' | 'billing';

export type GreenButtonService = 'electricity' | 'water';

/**
 * ESPI's codes for each service: ServiceKind (0 electricity, 2 water), CommodityKind (1 electricity,
 * 9 potable water), MeasurementKind (12 energy, 58 volume) and UnitSymbolKind (72 Wh, 128 US gallons).
 */
export const espiServiceCodes = {
  electricity: { serviceKind: 0, commodity: 1, measurement: 12, uom: 72 },
  water: { serviceKind: 2, commodity: 9, measurement: 58, uom: 128 },
} as const;

/**
 * TimePeriodOfInterest of each kind: 0 none (the interval length says it), 11 daily, 13 monthly and
 * 8 billing period, each starting at the cooperative's midnight.
 */
export const espiTimeAttributes: Readonly<Record<GreenButtonKind, number>> = {
  interval: 0,
  daily: 11,
  monthly: 13,
  billing: 8,
};

/** ESPI's Currency code of US dollars: costs and bill amounts are in hundred-thousandths of it. */
export const usDollarCurrency = 840;

/** ESPI's QualityOfReading of a reading that is not the meter's own: 8 estimated, 7 keyed in by a person. */
export const espiReadingQualities = { estimated: 8, keyed: 7 } as const;

/** One reading: its start (UTC epoch seconds), its length, and its value in whole Wh or gallons. */
export interface GreenButtonReading {
  readonly start: number;
  readonly duration: number;
  readonly value: number;
  /** What the reading cost, in hundred-thousandths of a dollar (a prepaid account's day). */
  readonly cost?: number | null;
  /** `espiReadingQualities`, for a reading the meter did not send. */
  readonly quality?: number | null;
}

/** A billing period's figures: ESPI's UsageSummary. */
export interface GreenButtonSummary {
  /** The period's first instant (the cooperative's midnight) and its length in seconds. */
  readonly start: number;
  readonly duration: number;
  /** Usage in the period, whole Wh or gallons: the bill's, or so far for the current period. */
  readonly consumption: number;
  /** The instant the figures stand at: the period's end when billed, the end of its last day read. */
  readonly asOf: number;
  /** Hundred-thousandths of a dollar: the bill, or the charges so far; null when unknown. */
  readonly amount: number | null;
  /** True for a period already billed, false for the current one. */
  readonly billed: boolean;
}

export interface GreenButtonTitles {
  readonly feed: string;
  readonly usagePoint: string;
  readonly meterReading: string;
  readonly readingType: string;
}

export interface GreenButtonInput {
  readonly accountNumber: string;
  /** The meter the readings are of; null for the account's billed usage. */
  readonly meterId: string | null;
  readonly service: GreenButtonService;
  readonly kind: GreenButtonKind;
  /** The readings' length in seconds, for interval readings (900 for 15-minute data). */
  readonly intervalSeconds?: number;
  /** In any order; a repeated start keeps its first reading. */
  readonly readings: readonly GreenButtonReading[];
  readonly summaries?: readonly GreenButtonSummary[];
  /** The cooperative's IANA time zone. */
  readonly timeZone: string;
  /** The entries' `published` and `updated`, and the feed's. */
  readonly generatedAt: Date;
  /** The absolute address resources are named under, e.g. 'https://coop.example/api/espi/1_1/resource'. */
  readonly resourceBase: string;
  readonly titles: GreenButtonTitles;
}

const secondsPerDay = 86_400;

/** The UTC offset of a zone at an instant, in seconds (−28,800 for Pacific Standard Time). */
export function zoneOffsetSeconds(seconds: number, timeZone: string): number {
  const { year, month, day, hour, minute } = clockParts(new Date(seconds * 1000), timeZone);
  const local = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)) / 1000;
  return local - (seconds - (((seconds % 60) + 60) % 60));
}

/**
 * The instant a calendar day starts in a zone, in epoch seconds: its midnight, which no zone skips (the
 * clocks change later in the night).
 */
export function localMidnight(date: IsoDate, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day) / 1000;
  const guess = utc - zoneOffsetSeconds(utc, timeZone);
  return utc - zoneOffsetSeconds(guess, timeZone);
}

/** The instant the day after a calendar day starts: the end of a period given by its last day. */
export function dayEnd(date: IsoDate, timeZone: string): number {
  return localMidnight(addDays(date, 1), timeZone);
}

/**
 * The daylight saving rules of the United States (second Sunday of March, first Sunday of November,
 * 2:00) in ESPI's DstRuleType encoding, as the Green Button samples carry them.
 */
export const usDaylightSavingRules = { start: '360E2000', end: 'B40E2000' } as const;

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

/** An instant as Atom writes it: UTC to the second. */
export function atomDateTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const uuid = (name: string) => nameBasedUuid(urlNamespace, `coop-usage:${name}`);

/**
 * The identifiers of an account's resources: its subscription, and for a meter (or, with `meterId`
 * null, the account's billed service) its UsagePoint and what hangs under it.
 */
export function greenButtonIds(accountNumber: string, meterId: string | null) {
  const point = meterId === null ? accountNumber : `${accountNumber}/${meterId}`;
  return {
    subscription: uuid(`${accountNumber}/Subscription`),
    usagePoint: uuid(`${point}/UsagePoint`),
    meterReading: (kind: GreenButtonKind) => uuid(`${point}/MeterReading/${kind}`),
    readingType: (kind: GreenButtonKind) => uuid(`${point}/ReadingType/${kind}`),
    intervalBlock: (kind: GreenButtonKind, day: IsoDate) => uuid(`${point}/IntervalBlock/${kind}/${day}`),
    usageSummary: (start: number) => uuid(`${point}/UsageSummary/${start}`),
    feed: (kind: GreenButtonKind, from: number, to: number) => uuid(`${point}/Feed/${kind}/${from}-${to}`),
  };
}

/** The LocalTimeParameters of a time zone: one for every account of the cooperative. */
export function localTimeParametersId(timeZone: string): string {
  return uuid(`LocalTimeParameters/${timeZone}`);
}

/** The addresses of an account's resources under `resourceBase`, as the feed's links name them. */
export function greenButtonHrefs(
  resourceBase: string,
  accountNumber: string,
  meterId: string | null,
  timeZone: string,
) {
  const base = resourceBase.replace(/\/+$/, '');
  const ids = greenButtonIds(accountNumber, meterId);
  const subscription = `${base}/Subscription/${ids.subscription}`;
  const usagePoints = `${subscription}/UsagePoint`;
  const usagePoint = `${usagePoints}/${ids.usagePoint}`;
  const meterReadings = `${usagePoint}/MeterReading`;
  const meterReading = (kind: GreenButtonKind) => `${meterReadings}/${ids.meterReading(kind)}`;
  const intervalBlocks = (kind: GreenButtonKind) => `${meterReading(kind)}/IntervalBlock`;
  const usageSummaries = `${usagePoint}/UsageSummary`;
  return {
    ids,
    usagePoints,
    usagePoint,
    meterReadings,
    meterReading,
    intervalBlocks,
    intervalBlock: (kind: GreenButtonKind, day: IsoDate) =>
      `${intervalBlocks(kind)}/${ids.intervalBlock(kind, day)}`,
    readingTypes: `${base}/ReadingType`,
    readingType: (kind: GreenButtonKind) => `${base}/ReadingType/${ids.readingType(kind)}`,
    localTimeParametersList: `${base}/LocalTimeParameters`,
    localTimeParameters: `${base}/LocalTimeParameters/${localTimeParametersId(timeZone)}`,
    usageSummaries,
    usageSummary: (start: number) => `${usageSummaries}/${ids.usageSummary(start)}`,
    /** The whole file again: the batch of one MeterReading over the readings' span. */
    batch: (kind: GreenButtonKind) =>
      `${base}/Batch/Subscription/${ids.subscription}/UsagePoint/${ids.usagePoint}/MeterReading/${ids.meterReading(kind)}`,
  };
}

/** The readings in order of start, each start once (its first reading). */
export function orderedReadings(readings: readonly GreenButtonReading[]): GreenButtonReading[] {
  const seen = new Set<number>();
  const kept: GreenButtonReading[] = [];
  for (const reading of readings) {
    if (seen.has(reading.start) || !Number.isFinite(reading.value)) continue;
    seen.add(reading.start);
    kept.push(reading);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * The IntervalBlocks of the readings: the readings that start on the same local day, a block named by
 * that day. A day of interval readings is one block, and a day's, a month's or a bill's reading a
 * block of its own, so a block holds the same readings whatever range a file covers.
 */
export function readingBlocks(
  readings: readonly GreenButtonReading[],
  timeZone: string,
): [IsoDate, GreenButtonReading[]][] {
  const blocks: [IsoDate, GreenButtonReading[]][] = [];
  // In order of start, the zone is asked once a day, not once a reading (17,280 in 180 days).
  let current: GreenButtonReading[] = [];
  let dayEnds = -Infinity;
  for (const reading of orderedReadings(readings)) {
    if (reading.start >= dayEnds) {
      const day = isoDateOf(new Date(reading.start * 1000), timeZone);
      dayEnds = dayEnd(day, timeZone);
      current = [];
      blocks.push([day, current]);
    }
    current.push(reading);
  }
  return blocks;
}

/** The ReadingType's fields in the schema's order. */
export function espiReadingType(
  kind: GreenButtonKind,
  service: GreenButtonService,
  { intervalSeconds, priced }: { readonly intervalSeconds?: number; readonly priced: boolean },
): [string, number][] {
  const codes = espiServiceCodes[service];
  // Months and billing periods have no one length: each reading carries its own.
  const length = kind === 'interval' ? intervalSeconds : kind === 'daily' ? secondsPerDay : undefined;
  const fields: [string, number | undefined][] = [
    ['accumulationBehaviour', 4],
    ['commodity', codes.commodity],
    ['currency', priced ? usDollarCurrency : undefined],
    ['dataQualifier', 12],
    ['flowDirection', 1],
    ['intervalLength', length],
    ['kind', codes.measurement],
    ['phase', service === 'electricity' ? 769 : undefined],
    ['powerOfTenMultiplier', 0],
    ['timeAttribute', espiTimeAttributes[kind]],
    ['uom', codes.uom],
  ];
  return fields.filter((field): field is [string, number] => field[1] !== undefined);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export type EspiResource =
  'UsagePoint' | 'LocalTimeParameters' | 'MeterReading' | 'ReadingType' | 'IntervalBlock' | 'UsageSummary';

/** A link of an entry: to a single resource (`entry`) or to a list of them (`feed`). */
export interface GreenButtonLink {
  readonly href: string;
  readonly resource: EspiResource;
  readonly to: 'entry' | 'feed';
}

/** One Atom entry of the feed: an ESPI resource with its links. */
export interface GreenButtonEntry {
  readonly id: string;
  readonly resource: EspiResource;
  readonly title: string;
  readonly self: string;
  readonly up: string;
  readonly related: readonly GreenButtonLink[];
  /** The resource's XML, in the ESPI namespace. */
  readonly content: string;
}

export interface GreenButtonDocument {
  readonly id: string;
  readonly title: string;
  /** Where the back office serves this same feed again. */
  readonly self: string;
  readonly entries: readonly GreenButtonEntry[];
}

const fields = (values: readonly (readonly [string, number | string])[]) =>
  values.map(([name, value]) => `<${name}>${value}</${name}>`).join('');

const interval = (start: number, duration: number) =>
  `<duration>${duration}</duration><start>${start}</start>`;

function readingXml(reading: GreenButtonReading): string {
  const cost = typeof reading.cost === 'number' ? `<cost>${reading.cost}</cost>` : '';
  const quality =
    typeof reading.quality === 'number'
      ? `<ReadingQuality><quality>${reading.quality}</quality></ReadingQuality>`
      : '';
  return `<IntervalReading>${cost}${quality}<timePeriod>${interval(reading.start, reading.duration)}</timePeriod><value>${reading.value}</value></IntervalReading>`;
}

function summaryXml(summary: GreenButtonSummary, service: GreenButtonService): string {
  const codes = espiServiceCodes[service];
  const measurement = `<powerOfTenMultiplier>0</powerOfTenMultiplier><timeStamp>${summary.asOf}</timeStamp><uom>${codes.uom}</uom><value>${summary.consumption}</value>`;
  const amount = summary.amount === null ? '' : String(summary.amount);
  return [
    `<billingPeriod>${interval(summary.start, summary.duration)}</billingPeriod>`,
    amount && summary.billed ? `<billLastPeriod>${amount}</billLastPeriod>` : '',
    amount && !summary.billed ? `<billToDate>${amount}</billToDate>` : '',
    amount ? `<currency>${usDollarCurrency}</currency>` : '',
    summary.billed
      ? `<overallConsumptionLastPeriod>${measurement}</overallConsumptionLastPeriod>`
      : `<currentBillingPeriodOverAllConsumption>${measurement}</currentBillingPeriodOverAllConsumption>`,
    `<statusTimeStamp>${summary.asOf}</statusTimeStamp>`,
    `<commodity>${codes.commodity}</commodity>`,
  ].join('');
}

const espiElement = (name: EspiResource, children: string) =>
  children === ''
    ? `<${name} xmlns="${espiNamespace}"/>`
    : `<${name} xmlns="${espiNamespace}">${children}</${name}>`;

/** The feed's resources and links, before they are written as XML. */
export function greenButtonDocument(input: GreenButtonInput): GreenButtonDocument {
  const { accountNumber, meterId, service, kind, timeZone, titles } = input;
  const hrefs = greenButtonHrefs(input.resourceBase, accountNumber, meterId, timeZone);
  const { ids } = hrefs;
  const readings = orderedReadings(input.readings);
  // A period once (its first summary), as a reading's start is: its identifier is made from its start.
  const summaries = (input.summaries ?? [])
    .filter((summary, index, all) => all.findIndex((other) => other.start === summary.start) === index)
    .sort((a, b) => a.start - b.start);
  const generated = Math.floor(input.generatedAt.getTime() / 1000);
  const first = readings[0]?.start ?? generated;
  const lastReading = readings.at(-1);
  const end = lastReading ? lastReading.start + lastReading.duration : first;
  const zone = localTimeParameters(first, timeZone);
  const priced = readings.some((reading) => typeof reading.cost === 'number');
  const blocks = readingBlocks(readings, timeZone);
  const dayOf = (seconds: number) => isoDateOf(new Date(seconds * 1000), timeZone);

  const entries: GreenButtonEntry[] = [
    {
      id: ids.usagePoint,
      resource: 'UsagePoint',
      title: titles.usagePoint,
      self: hrefs.usagePoint,
      up: hrefs.usagePoints,
      related: [
        { href: hrefs.meterReadings, resource: 'MeterReading', to: 'feed' },
        { href: hrefs.localTimeParameters, resource: 'LocalTimeParameters', to: 'entry' },
        ...(summaries.length > 0
          ? [{ href: hrefs.usageSummaries, resource: 'UsageSummary', to: 'feed' } as const]
          : []),
      ],
      content: espiElement(
        'UsagePoint',
        `<ServiceCategory><kind>${espiServiceCodes[service].serviceKind}</kind></ServiceCategory>`,
      ),
    },
    {
      id: localTimeParametersId(timeZone),
      resource: 'LocalTimeParameters',
      title: timeZone,
      self: hrefs.localTimeParameters,
      up: hrefs.localTimeParametersList,
      related: [],
      // The schema's order: dstEndRule, dstOffset, dstStartRule, tzOffset.
      content: espiElement(
        'LocalTimeParameters',
        fields([
          ['dstEndRule', zone.dstEndRule],
          ['dstOffset', zone.dstOffset],
          ['dstStartRule', zone.dstStartRule],
          ['tzOffset', zone.tzOffset],
        ]),
      ),
    },
    {
      id: ids.meterReading(kind),
      resource: 'MeterReading',
      title: titles.meterReading,
      self: hrefs.meterReading(kind),
      up: hrefs.meterReadings,
      related: [
        // Only to blocks the file holds: every link of the file names something in it.
        ...(blocks.length > 0
          ? [{ href: hrefs.intervalBlocks(kind), resource: 'IntervalBlock', to: 'feed' } as const]
          : []),
        { href: hrefs.readingType(kind), resource: 'ReadingType', to: 'entry' },
      ],
      content: espiElement('MeterReading', ''),
    },
    {
      id: ids.readingType(kind),
      resource: 'ReadingType',
      title: titles.readingType,
      self: hrefs.readingType(kind),
      up: hrefs.readingTypes,
      related: [],
      content: espiElement(
        'ReadingType',
        fields(
          espiReadingType(kind, service, {
            ...(input.intervalSeconds === undefined ? {} : { intervalSeconds: input.intervalSeconds }),
            priced,
          }),
        ),
      ),
    },
    ...blocks.map(([day, blockReadings]): GreenButtonEntry => {
      const start = blockReadings[0]?.start ?? 0;
      const last = blockReadings.at(-1);
      const blockEnd = last ? last.start + last.duration : start;
      return {
        id: ids.intervalBlock(kind, day),
        resource: 'IntervalBlock',
        title: day,
        self: hrefs.intervalBlock(kind, day),
        up: hrefs.intervalBlocks(kind),
        related: [],
        content: espiElement(
          'IntervalBlock',
          `<interval>${interval(start, blockEnd - start)}</interval>${blockReadings.map(readingXml).join('')}`,
        ),
      };
    }),
    ...summaries.map((summary): GreenButtonEntry => ({
      id: ids.usageSummary(summary.start),
      resource: 'UsageSummary',
      // The period's first and last day, as the bill names them.
      title: `${dayOf(summary.start)}/${dayOf(summary.start + summary.duration - 1)}`,
      self: hrefs.usageSummary(summary.start),
      up: hrefs.usageSummaries,
      related: [],
      content: espiElement('UsageSummary', summaryXml(summary, service)),
    })),
  ];

  const span =
    readings.length > 0 ? `?published-min=${atomDateTime(first)}&published-max=${atomDateTime(end)}` : '';
  return {
    id: ids.feed(kind, first, end),
    title: titles.feed,
    self: `${hrefs.batch(kind)}${span}`,
    entries,
  };
}

const linkXml = (rel: string, href: string, type?: string) =>
  `<link rel="${rel}" href="${escapeXml(href)}"${type ? ` type="${type}"` : ''}/>`;

function entryLines(entry: GreenButtonEntry, updated: string, indent: string): string[] {
  return [
    `${indent}  <id>urn:uuid:${entry.id}</id>`,
    `${indent}  ${linkXml('self', entry.self, `espi-entry/${entry.resource}`)}`,
    `${indent}  ${linkXml('up', entry.up, `espi-feed/${entry.resource}`)}`,
    ...entry.related.map(
      (link) => `${indent}  ${linkXml('related', link.href, `espi-${link.to}/${link.resource}`)}`,
    ),
    `${indent}  <title>${escapeXml(entry.title)}</title>`,
    `${indent}  <content>${entry.content}</content>`,
    `${indent}  <published>${updated}</published>`,
    `${indent}  <updated>${updated}</updated>`,
  ];
}

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';

/** Entries as an Atom feed document: the file, or a list of resources the back office serves. */
export function atomFeedXml(
  feed: { readonly id: string; readonly title: string; readonly self: string },
  entries: readonly GreenButtonEntry[],
  generatedAt: Date,
): string {
  const updated = atomDateTime(Math.floor(generatedAt.getTime() / 1000));
  return [
    xmlDeclaration,
    `<feed xmlns="${atomNamespace}">`,
    `  <id>urn:uuid:${feed.id}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  ${linkXml('self', feed.self)}`,
    ...entries.flatMap((entry) => ['  <entry>', ...entryLines(entry, updated, '  '), '  </entry>']),
    '</feed>',
    '',
  ].join('\n');
}

/** One entry as an Atom entry document: a single resource as the back office serves it. */
export function atomEntryXml(entry: GreenButtonEntry, generatedAt: Date): string {
  const updated = atomDateTime(Math.floor(generatedAt.getTime() / 1000));
  return [
    xmlDeclaration,
    `<entry xmlns="${atomNamespace}">`,
    ...entryLines(entry, updated, ''),
    '</entry>',
    '',
  ].join('\n');
}

/** The ESPI Atom feed of the readings, as XML text. */
export function greenButtonFeed(input: GreenButtonInput): string {
  const document = greenButtonDocument(input);
  return atomFeedXml(document, document.entries, input.generatedAt);
}

/**
 * The readings as CSV: the local start and end with their offsets, the length, and the usage (kWh to
 * the watt-hour, or whole gallons).
 */
export function greenButtonCsv(
  readings: readonly GreenButtonReading[],
  service: GreenButtonService,
  timeZone: string,
  headers: readonly string[],
): string {
  const lines = [headers.join(',')];
  for (const reading of orderedReadings(readings)) {
    lines.push(
      [
        localDateTime(reading.start, timeZone),
        localDateTime(reading.start + reading.duration, timeZone),
        reading.duration,
        service === 'water' ? String(reading.value) : (reading.value / 1000).toFixed(3),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
