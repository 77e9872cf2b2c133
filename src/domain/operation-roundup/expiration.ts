import { addDays, type IsoDate } from '../dates.ts';
import { operationRoundupMessages as messages } from './messages.ts';

/** Spec 03 §5 and §9: the last expiration date the program takes. */
export const ROUND_UP_EXPIRATION_LATEST: IsoDate = '2121-12-31';

/** Spec 03 §5: the years the date pattern takes. */
const earliestYear = 1800;
const latestPatternYear = 2099;

const displayPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/**
 * The day an expiration date names, as yyyy-MM-dd: typed as mm/dd/yyyy, or as the date field gives it
 * (yyyy-MM-dd). Null unless it is a real calendar day (leap years checked) from the year 1800 on.
 */
export function parseRoundUpExpiration(text: string): IsoDate | null {
  const trimmed = text.trim();
  const display = displayPattern.exec(trimmed);
  const iso = display ? null : isoPattern.exec(trimmed);
  const [year, month, day] = display
    ? [Number(display[3]), Number(display[1]), Number(display[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number.NaN, Number.NaN, Number.NaN];
  if (!Number.isInteger(year) || year < earliestYear) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first expiration date the member may pick: tomorrow on the cooperative's calendar. */
export function earliestRoundUpExpiration(today: IsoDate): IsoDate {
  return addDays(today, 1);
}

/**
 * The expiration date rules of spec 03 §5, in order: empty is allowed (no expiration); a real mm/dd/yyyy
 * date (leap years checked); not before tomorrow ('You cannot use an expiration date in the past.'); not
 * after 12/31/2121; and in a year the date pattern takes (1800 to 2099), so a date from 2100 to 2121 reads
 * as invalid as well. `today` is the cooperative's day. Undefined when valid.
 */
export function validateRoundUpExpiration(text: string, today: IsoDate): string | undefined {
  if (text.trim() === '') return undefined;
  const date = parseRoundUpExpiration(text);
  if (date === null) return messages.expirationErrors.invalid;
  if (date < earliestRoundUpExpiration(today)) return messages.expirationErrors.past;
  if (date > ROUND_UP_EXPIRATION_LATEST) return messages.expirationErrors.tooLate;
  if (Number(date.slice(0, 4)) > latestPatternYear) return messages.expirationErrors.invalid;
  return undefined;
}
