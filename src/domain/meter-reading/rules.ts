import { formatDate, type IsoDate } from '../dates.ts';
import { meterReadingMessages } from './messages.ts';
import { numberFormat } from '../numbers.ts';

const messages = meterReadingMessages.errors;

/** A meter's last reading on record. */
export interface LastReading {
  readonly reading: number;
  readonly readingDate: IsoDate;
}

export interface MeterReadingForm {
  readonly meterId: string;
  /** yyyy-MM-dd as the date field gives it; '' while empty or incomplete. */
  readonly readingDate: string;
  /** As typed. */
  readonly reading: string;
}

export type MeterReadingErrors = Partial<Record<keyof MeterReadingForm, string>>;

/** At most nine digits: the registers of residential meters have five to eight dials. */
const readingPattern = /^\d{1,9}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });

/** A reading as the member reads it: '48,213'. */
export function formatReading(reading: number): string {
  return wholeNumber.format(reading);
}

/**
 * The rules of a submitted reading (Not in the spec), a message per field: a meter chosen; a reading
 * date, not in the future (the cooperative's today) and not before the meter's last reading; a reading
 * in whole numbers, not below the last one (a register only counts up).
 */
export function meterReadingErrors(
  form: MeterReadingForm,
  { today, lastReading }: { readonly today: IsoDate; readonly lastReading: LastReading | null },
): MeterReadingErrors {
  const errors: { -readonly [Field in keyof MeterReadingForm]?: string } = {};
  if (form.meterId.trim() === '') errors.meterId = messages.meterRequired;

  const date = form.readingDate.trim();
  if (!datePattern.test(date)) errors.readingDate = messages.dateRequired;
  else if (date > today) errors.readingDate = messages.dateInFuture;
  else if (lastReading && date < lastReading.readingDate) {
    errors.readingDate = messages.dateBeforeLast(
      formatDate(lastReading.readingDate) ?? lastReading.readingDate,
    );
  }

  const reading = form.reading.trim().replace(/,/g, '');
  if (reading === '') errors.reading = messages.readingRequired;
  else if (!readingPattern.test(reading)) errors.reading = messages.readingNotWhole;
  else if (lastReading && Number(reading) < lastReading.reading) {
    errors.reading = messages.readingTooLow(
      formatReading(lastReading.reading),
      formatDate(lastReading.readingDate) ?? lastReading.readingDate,
    );
  }
  return errors;
}

/** The reading typed, as a number (commas allowed); null when it is not a whole number. */
export function readingValue(text: string): number | null {
  const digits = text.trim().replace(/,/g, '');
  return readingPattern.test(digits) ? Number(digits) : null;
}
