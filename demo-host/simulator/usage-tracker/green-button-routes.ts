import { Hono } from 'hono';
import { addDays, daysBetween, type IsoDate, isoDateOf } from '../../../src/domain/dates.ts';
import {
  atomEntryXml,
  atomFeedXml,
  type GreenButtonDocument,
  type GreenButtonEntry,
  type GreenButtonInput,
  type GreenButtonKind,
  type GreenButtonReading,
  type GreenButtonSummary,
  greenButtonDocument,
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
import { nameBasedUuid, urlNamespace } from '../../../src/domain/usage-tracker/name-based-uuid.ts';
import { type MemberCaller, requireCaller } from '../access.ts';
import type { AccountOverviewRecord, AccountRecord } from '../accounts/account-records.ts';
import { billingHistoryView } from '../accounts/account-overview-views.ts';
import { accountOverview, memberAccounts, siteAccounts } from '../accounts/site-accounts.ts';
import { notFound } from '../responses.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { meterContexts, usageRecordOf, usageTimeZone } from './usage-contexts.ts';
import {
  billingPeriodView,
  dailySpan,
  dailyView,
  intervalSpan,
  intervalView,
  type MeterContext,
  monthlyView,
} from './usage-views.ts';

// The Green Button files' links, served (docs/api.md "Green Button resources"): every resource a file
// names, at the address the file names it by, worked out from the same readings through the same
// functions the screens write their files with, so what a link answers is what the file holds.

/** Where the routes are mounted under /api: ESPI's resource root. */
export const espiResourcePath = '/espi/1_1/resource';

/** A kind of readings of a usage point over a range of the cooperative's days. */
interface ReadingSource {
  /** The days it has readings for; null when none. */
  readonly span: { readonly first: IsoDate; readonly last: IsoDate } | null;
  readonly intervalSeconds?: number;
  readonly readings: (from: IsoDate, to: IsoDate) => GreenButtonReading[];
  /** The billing periods a file of the range sums up. */
  readonly summaries: (from: IsoDate, to: IsoDate) => GreenButtonSummary[];
}

/** A meter (or the account's billed service) and the kinds of readings it has. */
interface UsagePointSource {
  readonly account: AccountRecord;
  readonly meterId: string | null;
  readonly service: GreenButtonInput['service'];
  readonly kinds: Partial<Record<GreenButtonKind, ReadingSource>>;
}

const startsWithin = (timeZone: string, from: IsoDate, to: IsoDate) => (reading: { start: number }) => {
  const day = isoDateOf(new Date(reading.start * 1000), timeZone);
  return day >= from && day <= to;
};

/** A meter's interval, daily and monthly readings, each with the meter's current billing period. */
function meterSource(context: MeterContext, cycleDay: number): UsagePointSource {
  const { meter, timeZone } = context;
  const service = greenButtonService(meter);
  const daily = dailySpan(context);
  const interval = intervalSpan(context);
  const summary = billingPeriodGreenButtonSummary(billingPeriodView(context, cycleDay), timeZone, service);
  const summaries = () => (summary ? [summary] : []);
  const intervalSeconds = (meter.intervalMinutes ?? 15) * 60;
  const kinds: Partial<Record<GreenButtonKind, ReadingSource>> = {};
  if (interval) {
    kinds.interval = {
      span: interval,
      intervalSeconds,
      readings: (from, to) =>
        intervalGreenButtonReadings(
          intervalReadings(intervalView(context, from, to)).points,
          intervalSeconds,
        ),
      summaries,
    };
  }
  if (daily) {
    kinds.daily = {
      span: daily,
      readings: (from, to) =>
        dailyGreenButtonReadings(
          dailyView(context, from, to, 'usage').usagesByMeter[0]?.meterUsages ?? [],
          timeZone,
          service,
        ),
      summaries,
    };
    // The Monthly tab's 13 calendar months end with the month under way: its readings start on the
    // first day of the oldest one that has readings.
    const [year, month] = context.lastDay.split('-').map(Number) as [number, number];
    const oldestMonth = new Date(Date.UTC(year, month - 13, 1)).toISOString().slice(0, 10);
    kinds.monthly = {
      span: { first: oldestMonth > daily.first ? oldestMonth : daily.first, last: daily.last },
      readings: (from, to) =>
        monthlyGreenButtonReadings(monthlyView(context, 'usage').months, timeZone, service, daily).filter(
          startsWithin(timeZone, from, to),
        ),
      summaries,
    };
  }
  return { account: context.account, meterId: meter.meterId, service, kinds };
}

/** The account's bills as the overview's Billed Usage Summary gives them to its file. */
function billedSource(
  account: AccountRecord,
  overview: AccountOverviewRecord,
  timeZone: string,
): UsagePointSource {
  const billed = billedGreenButtonData(billingHistoryView(account, overview).results, timeZone);
  const days = billed.readings.map((reading) => isoDateOf(new Date(reading.start * 1000), timeZone));
  const first = days[0];
  const last = days.at(-1);
  return {
    account,
    meterId: null,
    service: billed.service,
    kinds:
      first && last
        ? {
            billing: {
              span: { first, last },
              readings: (from, to) => billed.readings.filter(startsWithin(timeZone, from, to)),
              summaries: (from, to) => billed.summaries.filter(startsWithin(timeZone, from, to)),
            },
          }
        : {},
  };
}

/**
 * Writes the resources of the caller's accounts and answers the ESPI paths from them. Only a
 * signed-in member's access token opens them, and only for that member's accounts.
 */
export function greenButtonRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');

  function usagePoints(applicationId: string, account: AccountRecord): UsagePointSource[] {
    const { billingCycleDay } = usageRecordOf(store, applicationId, account);
    return [
      ...meterContexts(store, applicationId, account).map((context) => meterSource(context, billingCycleDay)),
      billedSource(account, accountOverview(store.state, account), usageTimeZone(store, applicationId)),
    ];
  }

  function callerAccounts(applicationId: string, caller: MemberCaller): AccountRecord[] {
    return memberAccounts(siteAccounts(store.state, applicationId), caller.memberNumber);
  }

  routes.get('/*', member, (c) => {
    const applicationId = c.var.applicationId;
    const timeZone = usageTimeZone(store, applicationId);
    const url = new URL(c.req.url);
    const root = url.pathname.indexOf(espiResourcePath);
    const resourceBase = `${url.origin}${url.pathname.slice(0, root + espiResourcePath.length)}`;
    const href = `${resourceBase}${url.pathname.slice(root + espiResourcePath.length)}`;
    const segments = url.pathname
      .slice(root + espiResourcePath.length)
      .split('/')
      .filter((segment) => segment !== '');
    const now = store.now();

    /**
     * A file of the readings from `from` to `to`, summing up the billing periods of the days `summed`
     * (the same days unless given).
     */
    const input = (
      point: UsagePointSource,
      kind: GreenButtonKind,
      source: ReadingSource,
      from: IsoDate,
      to: IsoDate,
      summed: { readonly first: IsoDate; readonly last: IsoDate } = { first: from, last: to },
    ): GreenButtonInput => ({
      accountNumber: point.account.accountNumber,
      meterId: point.meterId,
      service: point.service,
      kind,
      ...(source.intervalSeconds === undefined ? {} : { intervalSeconds: source.intervalSeconds }),
      readings: source.readings(from, to),
      summaries: source.summaries(summed.first, summed.last),
      timeZone,
      generatedAt: now,
      resourceBase,
      titles: greenButtonTitles(kind, {
        accountNumber: point.account.accountNumber,
        meterId: point.meterId,
        service: point.service,
        serviceAddress: point.account.serviceAddress,
      }),
    });

    /**
     * The documents of the usage points' kinds, every billing period summed up: with the readings of
     * all their days ('all'), of their first day only ('first': enough for every entry but the
     * blocks), or of each day `days` names (a block's).
     */
    function documents(
      points: readonly UsagePointSource[],
      days: 'all' | 'first' | ((source: ReadingSource) => readonly IsoDate[]),
      only?: GreenButtonKind,
    ): GreenButtonDocument[] {
      return points.flatMap((point) =>
        Object.entries(point.kinds).flatMap(([name, source]) => {
          const kind = name as GreenButtonKind;
          const span = source.span;
          if (!span || (only && kind !== only)) return [];
          const ranges: [IsoDate, IsoDate][] =
            days === 'all'
              ? [[span.first, span.last]]
              : days === 'first'
                ? [[span.first, span.first]]
                : days(source).map((day) => [day, day]);
          return ranges.map(([from, to]) => greenButtonDocument(input(point, kind, source, from, to, span)));
        }),
      );
    }

    /** The first usage point and kind whose identifiers `matches` accepts. */
    function findKind(
      points: readonly UsagePointSource[],
      matches: (ids: ReturnType<typeof greenButtonIds>, kind: GreenButtonKind) => boolean,
    ): { point: UsagePointSource; kind: GreenButtonKind } | undefined {
      for (const point of points) {
        const ids = greenButtonIds(point.account.accountNumber, point.meterId);
        const kind = (Object.keys(point.kinds) as GreenButtonKind[]).find((one) => matches(ids, one));
        if (kind) return { point, kind };
      }
      return undefined;
    }

    /** The entry at `href`, or the list of the entries under it; 404 when the documents hold neither. */
    function answer(found: readonly GreenButtonDocument[]) {
      const entries = new Map<string, GreenButtonEntry>();
      for (const document of found) for (const entry of document.entries) entries.set(entry.self, entry);
      const entry = entries.get(href);
      const atom = (xml: string) =>
        c.body(xml, 200, { 'Content-Type': 'application/atom+xml; charset=utf-8' });
      if (entry) return atom(atomEntryXml(entry, now));
      const listed = [...entries.values()].filter((one) => one.up === href);
      if (listed.length === 0) return notFound();
      const feed = { id: nameBasedUuid(urlNamespace, href), title: segments.at(-1) ?? '', self: href };
      return atom(atomFeedXml(feed, listed, now));
    }

    const accounts = callerAccounts(applicationId, c.var.caller);
    const batch = segments[0] === 'Batch';
    const path = batch ? segments.slice(1) : segments;

    // ReadingType and LocalTimeParameters stand outside any subscription: the caller's own.
    if (!batch && (path[0] === 'ReadingType' || path[0] === 'LocalTimeParameters') && path.length <= 2) {
      const all = accounts.flatMap((account) => usagePoints(applicationId, account));
      const id = path[1];
      if (id === undefined) return answer(documents(all, 'first'));
      // One usage point's documents suffice for an entry: the one whose reading type it is, or any.
      const found = findKind(
        all,
        (ids, kind) => path[0] === 'LocalTimeParameters' || ids.readingType(kind) === id,
      );
      return found ? answer(documents([found.point], 'first', found.kind)) : notFound();
    }
    if (path[0] !== 'Subscription' || !path[1]) return notFound();
    const account = accounts.find((one) => greenButtonIds(one.accountNumber, null).subscription === path[1]);
    if (!account) return notFound();
    const points = usagePoints(applicationId, account);
    if (path.length <= 3) return answer(documents(points, 'first'));
    const point = points.find(
      (one) => greenButtonIds(account.accountNumber, one.meterId).usagePoint === path[3],
    );
    if (!point) return notFound();
    const ids = greenButtonIds(account.accountNumber, point.meterId);
    const kind = findKind(
      [point],
      (pointIds, one) => path[4] === 'MeterReading' && pointIds.meterReading(one) === path[5],
    )?.kind;

    if (batch) {
      // The file again: the MeterReading's readings from published-min to published-max.
      const source = kind ? point.kinds[kind] : undefined;
      const min = Date.parse(c.req.query('published-min') ?? '') / 1000;
      const max = Date.parse(c.req.query('published-max') ?? '') / 1000;
      if (!kind || !source || path.length !== 6 || !(min < max)) return notFound();
      const from = isoDateOf(new Date(min * 1000), timeZone);
      const to = isoDateOf(new Date((max - 1) * 1000), timeZone);
      const file = input(point, kind, source, from, to);
      const within = (one: { start: number; duration: number }) =>
        one.start >= min && one.start + one.duration <= max;
      return c.body(greenButtonFeed({ ...file, readings: file.readings.filter(within) }), 200, {
        'Content-Type': 'application/atom+xml; charset=utf-8',
      });
    }

    if (kind && path[6] === 'IntervalBlock' && path[7]) {
      // A block by its day: the days of the readings are few enough to name each and compare.
      const blockId = path[7];
      return answer(
        documents(
          [point],
          (source) => spanDays(source).filter((day) => ids.intervalBlock(kind, day) === blockId),
          kind,
        ),
      );
    }
    if (kind && path[6] === 'IntervalBlock') return answer(documents([point], 'all', kind));
    return answer(documents([point], 'first', kind));
  });

  return routes;
}

/** Every day of a source's span. */
function spanDays(source: ReadingSource): IsoDate[] {
  if (!source.span) return [];
  const count = daysBetween(source.span.first, source.span.last);
  return Array.from({ length: count + 1 }, (_, index) => addDays(source.span!.first, index));
}
