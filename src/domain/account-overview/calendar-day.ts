/**
 * Calendar days as comparable numbers (yyyymmdd), so "before the current date" compares days, not
 * instants: a payment due today is not overdue at 9 a.m.
 */

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function dayNumber(year: number, month: number, day: number): number {
  return year * 10000 + month * 100 + day;
}

/** The local calendar day of a moment. */
export function calendarDayOf(moment: Date): number {
  return dayNumber(moment.getFullYear(), moment.getMonth() + 1, moment.getDate());
}

// Date silently rolls 2026-02-30 over to March 2, so the written parts are checked against it.
function isCalendarDate(year: number, month: number, day: number): boolean {
  return calendarDayOf(new Date(year, month - 1, day)) === dayNumber(year, month, day);
}

/**
 * The instant of an ISO date ('2026-05-01', local midnight) or date-time (with or without an offset;
 * without one it is local time) in epoch milliseconds; null for anything else.
 */
export function instantOf(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const parts = calendarDatePattern.exec(text) ?? dateTimePattern.exec(text);
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (!isCalendarDate(year, month, day)) return null;
  const time = text.length === 10 ? new Date(year, month - 1, day).getTime() : new Date(text).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * The calendar day of an ISO date (as written) or date-time (its day in the browser's timezone); null
 * for anything else.
 */
export function calendarDay(value: string | null | undefined): number | null {
  const time = instantOf(value);
  return time === null ? null : calendarDayOf(new Date(time));
}
