import { formatDate, type IsoDate } from '../dates.ts';
import type { DateRange } from './timeframes.ts';
import type { DailyUsage } from './types.ts';
import { catalogue } from '../language.ts';
import { numberFormat } from '../numbers.ts';

/**
 * Explained (beyond the spec): the chosen days compared with the same days a year before, and how much
 * of the change the weather and the number of days account for. The weather's share comes from the
 * member's own days: a least-squares fit of daily usage on heating and cooling degree days over both
 * periods (usage ≈ base + a·HDD + b·CDD), so an all-electric home that heats with a heat pump and one
 * that heats with gas each get their own sensitivity. The number of days counts at the earlier period's
 * daily average; what neither explains is "other changes" (habits, appliances, people at home).
 */

/** The same calendar days a year before: 02/29 becomes 02/28. */
export function yearBefore(range: DateRange): DateRange {
  const back = (date: IsoDate) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const lastDay = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
    return `${String(year - 1).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  };
  return { fromDate: back(range.fromDate), toDate: back(range.toDate) };
}

/**
 * The days of the range that have a reading: from the first to the last day with a usage value. The
 * range's end is usually today, whose reading comes tomorrow: the comparison is of days read.
 */
export function readDays(usage: DailyUsage, meterId: string, range: DateRange): DateRange {
  const meter = usage.usagesByMeter.find((one) => one.meterId === meterId);
  const dates = (meter?.meterUsages ?? [])
    .filter(
      (day) => typeof day.usageValue === 'number' && day.date >= range.fromDate && day.date <= range.toDate,
    )
    .map((day) => day.date)
    .sort();
  const first = dates[0];
  const last = dates.at(-1);
  return first && last ? { fromDate: first, toDate: last } : range;
}

/** One day as the comparison reads it: its usage and its degree days. */
export interface ComparedDay {
  readonly usage: number;
  readonly heatingDegreeDays: number;
  readonly coolingDegreeDays: number;
}

/** The meter's days that have a usage and weather with degree days. */
export function comparedDays(usage: DailyUsage, meterId: string): ComparedDay[] {
  const meter = usage.usagesByMeter.find((one) => one.meterId === meterId);
  if (!meter) return [];
  const weather = new Map(usage.weather.map((day) => [day.date, day]));
  const days: ComparedDay[] = [];
  for (const day of meter.meterUsages) {
    const temperatures = weather.get(day.date);
    const heating = temperatures?.heatingDegreeDays;
    const cooling = temperatures?.coolingDegreeDays;
    if (
      typeof day.usageValue === 'number' &&
      Number.isFinite(day.usageValue) &&
      typeof heating === 'number' &&
      typeof cooling === 'number'
    ) {
      days.push({ usage: day.usageValue, heatingDegreeDays: heating, coolingDegreeDays: cooling });
    }
  }
  return days;
}

export interface UsageExplanation {
  readonly currentUsage: number;
  readonly previousUsage: number;
  readonly change: number;
  /** The change as a share of the earlier usage, e.g. 0.08; null when the earlier usage is 0. */
  readonly changeShare: number | null;
  readonly weatherEffect: number;
  readonly daysEffect: number;
  readonly otherEffect: number;
  readonly heatingDegreeDaysChange: number;
  readonly coolingDegreeDaysChange: number;
  readonly currentDays: number;
  readonly previousDays: number;
}

/** Fewer days than this in either period, or a year-before period this much shorter, compare nothing. */
const minimumDays = 7;
const minimumCoverage = 0.9;

/**
 * Solves the least-squares fit of usage on the given regressors (each a function of a day), with an
 * intercept; a regressor that does not vary (no cooling in winter) is left out. Answers one
 * coefficient per regressor (0 for those left out).
 */
function fitSensitivities(
  days: readonly ComparedDay[],
  regressors: readonly ((day: ComparedDay) => number)[],
): number[] {
  const used = regressors
    .map((regressor, index) => ({ regressor, index }))
    .filter(({ regressor }) => {
      const values = days.map(regressor);
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      return values.some((value) => Math.abs(value - mean) > 1e-9);
    });
  const size = used.length + 1;
  // Normal equations XᵀX β = Xᵀy with columns [1, regressors…].
  const matrix = Array.from({ length: size }, () => new Array<number>(size + 1).fill(0));
  for (const day of days) {
    const row = [1, ...used.map(({ regressor }) => regressor(day))];
    for (let i = 0; i < size; i += 1) {
      for (let j = 0; j < size; j += 1)
        (matrix[i] as number[])[j]! += (row[i] as number) * (row[j] as number);
      (matrix[i] as number[])[size]! += (row[i] as number) * day.usage;
    }
  }
  // Gauss–Jordan elimination with partial pivoting.
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) {
      if (Math.abs(matrix[row]![column]!) > Math.abs(matrix[pivot]![column]!)) pivot = row;
    }
    if (Math.abs(matrix[pivot]![column]!) < 1e-12) return regressors.map(() => 0);
    [matrix[column], matrix[pivot]] = [matrix[pivot]!, matrix[column]!];
    const lead = matrix[column]![column]!;
    for (let j = column; j <= size; j += 1) matrix[column]![j]! /= lead;
    for (let row = 0; row < size; row += 1) {
      if (row === column) continue;
      const factor = matrix[row]![column]!;
      for (let j = column; j <= size; j += 1) matrix[row]![j]! -= factor * matrix[column]![j]!;
    }
  }
  const coefficients = regressors.map(() => 0);
  used.forEach(({ index }, position) => {
    coefficients[index] = matrix[position + 1]![size]!;
  });
  return coefficients;
}

const sum = (days: readonly ComparedDay[], of: (day: ComparedDay) => number) =>
  days.reduce((total, day) => total + of(day), 0);

/**
 * The comparison of `current` with `previous` (the same days a year before), or null where the data does
 * not allow it: fewer than a week of days with usage and weather in either, or a year-before period
 * covering less than 90% of the chosen one's days.
 */
export function explainChange(
  current: readonly ComparedDay[],
  previous: readonly ComparedDay[],
  rangeDays: number,
): UsageExplanation | null {
  if (current.length < minimumDays || previous.length < minimumDays) return null;
  if (previous.length < rangeDays * minimumCoverage || current.length < rangeDays * minimumCoverage)
    return null;
  const heating = (day: ComparedDay) => day.heatingDegreeDays;
  const cooling = (day: ComparedDay) => day.coolingDegreeDays;
  const [perHeating = 0, perCooling = 0] = fitSensitivities([...current, ...previous], [heating, cooling]);
  const currentUsage = sum(current, (day) => day.usage);
  const previousUsage = sum(previous, (day) => day.usage);
  const heatingChange = sum(current, heating) - sum(previous, heating);
  const coolingChange = sum(current, cooling) - sum(previous, cooling);
  const change = currentUsage - previousUsage;
  // Degree days push usage up only: a negative fit (noise) explains nothing.
  const weatherEffect = Math.max(0, perHeating) * heatingChange + Math.max(0, perCooling) * coolingChange;
  const daysEffect = (current.length - previous.length) * (previousUsage / previous.length);
  return {
    currentUsage,
    previousUsage,
    change,
    changeShare: previousUsage === 0 ? null : change / previousUsage,
    weatherEffect,
    daysEffect,
    otherEffect: change - weatherEffect - daysEffect,
    heatingDegreeDaysChange: heatingChange,
    coolingDegreeDaysChange: coolingChange,
    currentDays: current.length,
    previousDays: previous.length,
  };
}

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });
const percent = numberFormat({ style: 'percent', maximumFractionDigits: 0 });

type Direction = 'more' | 'less';
type Cause = 'weather' | 'days' | 'other';

/**
 * The words of the explanation sentence (not in the spec), as parts a language puts in its own order:
 * numbers, dates and units arrive formatted.
 */
export const usageExplanationWords = catalogue(
  () => ({
    /** '30 kWh more'; 'nothing' when it rounds to zero. */
    effect: (amount: string, unit: string, direction: Direction) => `${amount} ${unit} ${direction}`,
    nothing: 'nothing',
    /** '62 more heating degree days', '1 fewer cooling degree day'. */
    degreeDays: (count: string, direction: Direction, kind: 'heating' | 'cooling', one: boolean) =>
      `${count} ${direction === 'less' ? 'fewer' : 'more'} ${kind} degree ${one ? 'day' : 'days'}`,
    /** Joins the two kinds of degree days. */
    both: (first: string, second: string) => `${first} and ${second}`,
    same: 'the same as the same days a year before',
    /** The change in kWh, when the year before used nothing. */
    effectThanBefore: (effect: string) => `${effect} than the same days a year before`,
    /** The change as a share of the year before: '8% more than …'. */
    shareThanBefore: (share: string, direction: Direction) =>
      `${share} ${direction} than the same days a year before`,
    /** One cause: the first with its verb ('the weather accounts for …'), the others without. */
    cause: (cause: Cause, effect: string, first: boolean) => {
      const subject = { weather: 'the weather', days: 'the number of days', other: 'other changes' }[cause];
      const verb = cause === 'other' ? 'account' : 'accounts';
      return first ? `${subject} ${verb} for ${effect}` : `${subject} for ${effect}`;
    },
    /** The sentence, its causes listed ('a, b, and c'); none: it ends after the comparison. */
    sentence: (
      from: string,
      to: string,
      used: string,
      comparison: string,
      before: string,
      causes: string[],
    ) => {
      const opening = `From ${from} to ${to} you used ${used}, ${comparison} (${before})`;
      if (causes.length === 0) return `${opening}.`;
      const list =
        causes.length === 1 ? causes[0] : `${causes.slice(0, -1).join(', ')}, and ${causes.at(-1)}`;
      return `${opening}: ${list}.`;
    },
  }),
  () => import('./es.ts'),
  'usageExplanationWords',
);

const directionOf = (value: number): Direction => (value > 0 ? 'more' : 'less');

/** An effect in words: '30 kWh more', '12 kWh less', 'nothing'. */
function effect(value: number, unit: string): string {
  const rounded = Math.round(value);
  if (rounded === 0) return usageExplanationWords.nothing;
  return usageExplanationWords.effect(wholeNumber.format(Math.abs(rounded)), unit, directionOf(rounded));
}

/** The degree days that changed, in words ('62 more heating degree days'); '' when neither did. */
function degreeDayChanges(explanation: UsageExplanation): string {
  const changes: Array<[number, 'heating' | 'cooling']> = [
    [explanation.heatingDegreeDaysChange, 'heating'],
    [explanation.coolingDegreeDaysChange, 'cooling'],
  ];
  const words = changes
    .map(([value, kind]) => [Math.round(value), kind] as const)
    .filter(([rounded]) => rounded !== 0)
    .map(([rounded, kind]) =>
      usageExplanationWords.degreeDays(
        wholeNumber.format(Math.abs(rounded)),
        directionOf(rounded),
        kind,
        Math.abs(rounded) === 1,
      ),
    );
  return words.length === 2 ? usageExplanationWords.both(words[0]!, words[1]!) : (words[0] ?? '');
}

/**
 * The explanation in one sentence, naming only what made a difference, e.g. 'From 11/10/2026 to
 * 11/24/2026 you used 512 kWh, 8% more than the same days a year before (474 kWh): the weather accounts
 * for 30 kWh more (62 more heating degree days), and other changes for 8 kWh more.'
 */
export function explanationSentence(explanation: UsageExplanation, range: DateRange, unit: string): string {
  const from = formatDate(range.fromDate) ?? range.fromDate;
  const to = formatDate(range.toDate) ?? range.toDate;
  const used = `${wholeNumber.format(Math.round(explanation.currentUsage))} ${unit}`;
  const before = `${wholeNumber.format(Math.round(explanation.previousUsage))} ${unit}`;
  const share = explanation.changeShare;
  const comparison =
    Math.round(explanation.change) === 0
      ? usageExplanationWords.same
      : share === null
        ? usageExplanationWords.effectThanBefore(effect(explanation.change, unit))
        : usageExplanationWords.shareThanBefore(
            percent.format(Math.abs(share)),
            directionOf(explanation.change),
          );
  const weatherDays = degreeDayChanges(explanation);
  const shown = (
    [
      ['weather', explanation.weatherEffect, weatherDays ? ` (${weatherDays})` : ''],
      ['days', explanation.daysEffect, ''],
      ['other', explanation.otherEffect, ''],
    ] as const
  ).filter(([, value]) => Math.round(value) !== 0);
  const causes = shown.map(([cause, value, why], index) =>
    usageExplanationWords.cause(cause, `${effect(value, unit)}${why}`, index === 0),
  );
  return usageExplanationWords.sentence(from, to, used, comparison, before, causes);
}
