/**
 * The time axis of a chart: x values are instants in epoch seconds (uPlot's native time scale), so
 * 15-minute readings space evenly and a missing stretch of time shows as one. Labels are formatted
 * in the cooperative's IANA time zone (a site setting), the browser's when none is given.
 */

import { clockParts, formatDate, formatDateTime } from './dates.ts';

export const secondsPerHour = 3_600;
export const secondsPerDay = 86_400;

/** Readings closer together than this are within one day (a DST day has 23 hours; 20 leaves room). */
const withinOneDay = 20 * secondsPerHour;

/** True when readings `interval` seconds apart come several times a day (15-minute, hourly data). */
export function isWithinOneDay(interval: number | null): boolean {
  return interval !== null && interval > 0 && interval < withinOneDay;
}

/**
 * The reading interval of a series of instants: the smallest step between two consecutive values
 * (a gap only makes steps longer), or null with fewer than two distinct values.
 */
export function readingInterval(values: ArrayLike<number>): number | null {
  let smallest = Number.POSITIVE_INFINITY;
  for (let index = 1; index < values.length; index += 1) {
    const step = (values[index] as number) - (values[index - 1] as number);
    if (step > 0 && step < smallest) smallest = step;
  }
  return Number.isFinite(smallest) ? smallest : null;
}

/**
 * Where a line must break: the indexes `i` whose next value lies more than one and a half reading
 * intervals later (a day without readings in 15-minute data). One and a half leaves room for the
 * 25-hour day of a daylight saving change in daily data and for 31-day months in monthly data.
 */
export function timeGapIndexes(values: ArrayLike<number>, interval: number | null): number[] {
  if (interval === null) return [];
  const longest = interval * 1.5;
  const gaps: number[] = [];
  for (let index = 1; index < values.length; index += 1) {
    if ((values[index] as number) - (values[index - 1] as number) > longest) gaps.push(index - 1);
  }
  return gaps;
}

/** A stretch of the plot, in canvas pixels, where a line is not drawn: [from, to]. */
export type PixelGap = [from: number, to: number];

/**
 * The union of two lists of gaps, sorted and with overlapping or touching gaps joined: uPlot clips a
 * line with one ordered list (the gaps of null values and those of missing time together).
 */
export function mergeGaps(first: readonly PixelGap[], second: readonly PixelGap[]): PixelGap[] {
  const sorted = [...first, ...second].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: PixelGap[] = [];
  for (const [from, to] of sorted) {
    const previous = merged[merged.length - 1];
    if (previous && from <= previous[1]) previous[1] = Math.max(previous[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The day of an instant as the specs show dates: MM/dd/yyyy, e.g. '01/05/2026'. */
export function formatDayAt(seconds: number, timeZone?: string): string {
  return formatDate(new Date(seconds * 1000), timeZone ? { timeZone } : {}) ?? '';
}

/** The day and time of a reading: MM/dd/yyyy HH:mm (24-hour), e.g. '01/05/2026 14:15'. */
export function formatReadingTime(seconds: number, timeZone?: string): string {
  return formatDateTime(new Date(seconds * 1000), timeZone ? { timeZone } : {}) ?? '';
}

/** What a time axis tick is drawn for: the seconds between ticks the axis chose, and the zone. */
export interface TimeTick {
  readonly increment: number;
  readonly timeZone: string | undefined;
}

/**
 * A tick label of a time axis, short enough to sit under a tick: '01/2026' when ticks are months
 * apart, '01/05' when they are days apart, and within a day the time ('14:00'), or the day at midnight
 * so that the labels keep saying which day they belong to.
 */
export function formatTimeTick(seconds: number, { increment, timeZone }: TimeTick): string {
  const { year, month, day, hour, minute } = clockParts(new Date(seconds * 1000), timeZone);
  if (increment >= 28 * secondsPerDay) return `${month}/${year}`;
  if (increment >= withinOneDay || (hour === '00' && minute === '00')) return `${month}/${day}`;
  return `${hour}:${minute}`;
}
