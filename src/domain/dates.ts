const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

function formatParts(year: number, month: number, day: number): string {
  return `${twoDigits(month)}/${twoDigits(day)}/${String(year).padStart(4, '0')}`;
}

// `Date` silently rolls 2026-02-30 over to March 2, so the calendar parts are checked by hand.
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

function formatLocalDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  return formatParts(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/**
 * Formats a date as `MM/dd/yyyy`. An ISO calendar date (`2026-11-19`) is shown as written, with no
 * timezone shift; an ISO date-time shows its date in the browser's timezone. Anything else that is
 * empty or not a valid ISO date gives null.
 */
export function formatDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return formatLocalDate(value);

  const text = value.trim();
  const calendarDate = calendarDatePattern.exec(text);
  if (calendarDate) {
    const [year, month, day] = [Number(calendarDate[1]), Number(calendarDate[2]), Number(calendarDate[3])];
    return isCalendarDate(year, month, day) ? formatParts(year, month, day) : null;
  }

  const dateTime = dateTimePattern.exec(text);
  if (dateTime) {
    const [year, month, day] = [Number(dateTime[1]), Number(dateTime[2]), Number(dateTime[3])];
    if (!isCalendarDate(year, month, day)) return null;
    return formatLocalDate(new Date(text));
  }

  return null;
}
