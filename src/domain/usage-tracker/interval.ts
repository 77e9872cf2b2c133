import type { IntervalUsage, IntervalValue } from './types.ts';

/**
 * Interval and hourly readings (spec 03 §3: intervals[0].values with startTime, value): each start an
 * ISO date-time with its offset ('2026-11-01T01:45:00-08:00'), so the two 01:00 hours of the day the
 * clocks go back are two different instants. Values are kWh; the screen and the Green Button file
 * count whole watt-hours, so the file's readings add up to the total shown to the watt-hour.
 */

const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))?$/;

/** Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!(month >= 1 && month <= 12 && day >= 1)) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);
}

const zero = 48;
const digit = (text: string, at: number) => text.charCodeAt(at) - zero;
const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/** 'yyyy-MM-ddTHH:mm:ss±HH:mm', the shape the back office sends, read without a regular expression. */
function fastEpochSeconds(text: string): number | null {
  if (text.length !== 25 || text[10] !== 'T' || text[19] === undefined) return null;
  const sign = text[19];
  if ((sign !== '+' && sign !== '-') || text[22] !== ':') return null;
  const year = digit(text, 0) * 1000 + digit(text, 1) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const seconds = twoDigits(text, 11) * 3600 + twoDigits(text, 14) * 60 + twoDigits(text, 17);
  const offset = (twoDigits(text, 20) * 3600 + twoDigits(text, 23) * 60) * (sign === '-' ? -1 : 1);
  const result = daysFromCivil(year, month, day) * 86_400 + seconds - offset;
  return Number.isFinite(result) && isCalendarDay(year, month, day) ? result : null;
}

/**
 * The instant of an ISO date-time in epoch seconds; one without an offset is read as UTC. Null for
 * anything else. 17,280 readings go through here on their way to the chart: the back office's own
 * shape is read digit by digit, any other through the pattern.
 */
export function epochSecondsOf(dateTime: string): number | null {
  const fast = fastEpochSeconds(dateTime);
  if (fast !== null) return fast;
  const match = dateTimePattern.exec(dateTime.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, zone, sign, offsetHours, offsetMinutes] = match;
  if (!isCalendarDay(Number(year), Number(month), Number(day))) return null;
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second ?? 0),
  );
  if (Number.isNaN(utc)) return null;
  const offset =
    zone && zone !== 'Z' ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) : 0;
  return utc / 1000 - offset * 60;
}

/** kWh as whole watt-hours. */
export function wattHoursOf(kWh: number): number {
  return Math.round(kWh * 1000);
}

export interface IntervalPoint {
  /** The reading's start, epoch seconds. */
  readonly start: number;
  /** Whole watt-hours; null for a gap. */
  readonly wattHours: number | null;
}

export interface IntervalReadings {
  /** The reading's length in seconds (900 for 15-minute data). */
  readonly intervalSeconds: number;
  readonly unit: string;
  /** In order of start, one per start (a repeated start keeps its first reading). */
  readonly points: readonly IntervalPoint[];
}

// 17,280 readings are parsed once per response: the tab asks whether it is empty, then draws it.
const readingsOfResponse = new WeakMap<IntervalUsage, IntervalReadings>();

/**
 * The readings of the first series (the chosen meter's), ordered and without repeated starts. The
 * same response gives the same (read-only) readings, parsed once.
 */
export function intervalReadings(usage: IntervalUsage): IntervalReadings {
  const known = readingsOfResponse.get(usage);
  if (known) return known;
  const series = usage.intervals[0];
  const intervalSeconds = Math.max(60, Math.round((series?.intervalMinutes ?? 15) * 60));
  const readings: IntervalReadings = {
    intervalSeconds,
    unit: series?.unitOfMeasure ?? 'kWh',
    points: readingPoints(series?.values ?? []),
  };
  readingsOfResponse.set(usage, readings);
  return readings;
}

export function readingPoints(values: readonly IntervalValue[]): IntervalPoint[] {
  const points: IntervalPoint[] = [];
  for (const { startTime, value } of values) {
    const start = epochSecondsOf(startTime);
    if (start === null) continue;
    points.push({
      start,
      wattHours: typeof value === 'number' && Number.isFinite(value) ? wattHoursOf(value) : null,
    });
  }
  // Readings come in order: sort only when they do not.
  let ordered = true;
  for (let index = 1; index < points.length && ordered; index += 1) {
    ordered = (points[index - 1] as IntervalPoint).start < (points[index] as IntervalPoint).start;
  }
  if (ordered) return points;
  points.sort((a, b) => a.start - b.start);
  return points.filter((point, index) => index === 0 || point.start !== points[index - 1]?.start);
}

/** True when no reading has a value. */
export function hasNoReadings(points: readonly IntervalPoint[]): boolean {
  return points.every((point) => point.wattHours === null);
}

/** The sum of the readings in watt-hours. */
export function totalWattHours(points: readonly IntervalPoint[]): number {
  let total = 0;
  for (const point of points) total += point.wattHours ?? 0;
  return total;
}
