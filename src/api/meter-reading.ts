import type { IsoDate } from '../domain/dates.ts';
import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { MeterReadingsSchema, SubmittedReadingResultSchema } from './schemas/meter-reading.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Meter Reading calls. The specs name the screen without its calls; they are defined
 * here, once, and documented in docs/api.md ("Meter Reading service").
 */
export const meterReadingPaths = {
  readings: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/meter-readings`,
} as const;

/** Whether the account collects meter readings, its meters with their last readings, and what was submitted. */
export function getMeterReadings(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(meterReadingPaths.readings(memberNumber, accountNumber), MeterReadingsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** A reading of one meter on one day. */
export interface MeterReadingSubmission {
  readonly meterId: string;
  readonly readingDate: IsoDate;
  readonly reading: number;
}

/**
 * Submits a reading; answers it as received. Sent once, never retried; a reading below the meter's last
 * one, or dated in the future, answers 400 with the field it names.
 */
export function submitMeterReading(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  submission: MeterReadingSubmission,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.post(meterReadingPaths.readings(memberNumber, accountNumber), SubmittedReadingResultSchema, {
    bearer: accessToken,
    json: submission,
    ...change,
  });
}
