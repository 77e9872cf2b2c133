import type { IsoDate } from '../dates.ts';

/** A meter whose readings the member submits, with its last reading on record. */
export interface ReadMeter {
  readonly meterId: string;
  readonly unitOfMeasure?: string | null;
  readonly lastReading?: { readonly reading: number; readonly readingDate: IsoDate } | null;
}

/** A reading the member submitted. */
export interface SubmittedReading {
  readonly meterId: string;
  readonly reading: number;
  readonly readingDate: IsoDate;
  /** ISO date-time. */
  readonly submittedOn: string;
}

/** The account's meter readings: whether it collects them, its meters, and what was submitted. */
export interface MeterReadings {
  readonly accountNumber: string;
  readonly collectsMeterReadings: boolean;
  readonly meters: readonly ReadMeter[];
  readonly submitted: readonly SubmittedReading[];
}
