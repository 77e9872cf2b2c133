import { daysBetween, type IsoDate } from '../dates.ts';
import { usageTrackerMessages } from './messages.ts';

const messages = usageTrackerMessages.dates;

/** The earliest day a range may start or end (spec 03 §5, §9). */
export const earliestUsageDate: IsoDate = '1990-01-01';

/** With the MDM feature, how many days a range may span and how far back it may start (spec 03 §5). */
export const mdmMaximumDays = 180;

export interface UsageRangeInput {
  /** yyyy-MM-dd as the date field gives it; '' when empty or incomplete. */
  readonly startDate: string;
  readonly endDate: string;
  /** The cooperative's day. */
  readonly today: IsoDate;
  /** The MDMEnabled feature. */
  readonly mdmEnabled: boolean;
}

export type UsageRangeErrors = Partial<Record<'startDate' | 'endDate', string>>;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date rules of spec 03 §5, a message per field, none when the range may be loaded:
 * - each date required ('Start date is required.', 'End date is required.');
 * - neither before 1990-01-01 ('Choose a later date.');
 * - the end neither after today nor before the start ('Invalid date range.');
 * - with the MDM feature, a range of at most 180 days ('The search date range should not exceed 180
 *   days.') that starts within the 180 days that end today ('The start date should be within 180 days
 *   before today.'). Days count as the timeframes count them, both ends included: the 180-day
 *   timeframe (179 days back to today) is the longest range and the earliest start.
 * Each field shows its first failing rule.
 */
export function usageRangeErrors({
  startDate,
  endDate,
  today,
  mdmEnabled,
}: UsageRangeInput): UsageRangeErrors {
  const errors: { startDate?: string; endDate?: string } = {};
  const start = startDate.trim();
  const end = endDate.trim();
  const startValid = isoDatePattern.test(start);
  const endValid = isoDatePattern.test(end);

  if (!startValid) errors.startDate = messages.startRequired;
  else if (start < earliestUsageDate) errors.startDate = messages.tooEarly;

  if (!endValid) errors.endDate = messages.endRequired;
  else if (end < earliestUsageDate) errors.endDate = messages.tooEarly;
  else if (end > today || (startValid && end < start)) errors.endDate = messages.invalidRange;

  // The MDM rules measure only dates the rules above accept.
  const startAccepted = startValid && !errors.startDate;
  if (mdmEnabled && startAccepted && daysBetween(start, today) > mdmMaximumDays - 1) {
    errors.startDate = messages.startTooOld;
  }
  if (
    mdmEnabled &&
    startAccepted &&
    endValid &&
    !errors.endDate &&
    daysBetween(start, end) + 1 > mdmMaximumDays
  ) {
    errors.endDate = messages.rangeTooLong;
  }
  return errors;
}
