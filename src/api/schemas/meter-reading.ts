import { array, boolean, type Infer, nullable, number, object, optional, string, type } from 'superstruct';
import type { MeterReadings, SubmittedReading } from '../../domain/meter-reading/types.ts';
import type { MeterReadingSubmission } from '../meter-reading.ts';

const SubmittedReadingSchema = type({
  meterId: string(),
  reading: number(),
  readingDate: string(),
  submittedOn: string(),
});

/** The account's meter readings (docs/api.md, "Meter Reading service"). */
export const MeterReadingsSchema = type({
  accountNumber: string(),
  collectsMeterReadings: boolean(),
  meters: array(
    type({
      meterId: string(),
      unitOfMeasure: optional(nullable(string())),
      lastReading: optional(nullable(type({ reading: number(), readingDate: string() }))),
    }),
  ),
  submitted: array(SubmittedReadingSchema),
});
export type MeterReadingsResponse = Infer<typeof MeterReadingsSchema>;

/** A reading as received: what was submitted, and the back office's confirmation. */
export const SubmittedReadingResultSchema = type({
  meterId: string(),
  reading: number(),
  readingDate: string(),
  submittedOn: string(),
  message: optional(nullable(string())),
});
export type SubmittedReadingResult = Infer<typeof SubmittedReadingResultSchema>;

/** POST …/meter-readings: one meter's reading on one day (yyyy-mm-dd), as the form sends it. */
export const MeterReadingSubmissionSchema = object({
  meterId: string(),
  readingDate: string(),
  reading: number(),
});

// The schemas must give the rules everything they read, typed as they read it.
const answersTheRules = {
  readings: (response: MeterReadingsResponse): MeterReadings => response,
  submitted: (response: SubmittedReadingResult): SubmittedReading => response,
};
// …and the reading the screen sends must be what the body schema describes.
const sendsTheReading = (submission: MeterReadingSubmission): Infer<typeof MeterReadingSubmissionSchema> =>
  submission;
void sendsTheReading;
void answersTheRules;
