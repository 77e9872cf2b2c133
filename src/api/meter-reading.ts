import type { IsoDate } from '../domain/dates.ts';
import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import {
  MeterReadingsSchema,
  MeterReadingSubmissionSchema,
  SubmittedReadingResultSchema,
} from './schemas/meter-reading.ts';

const service = 'Meter Reading service';
const readings = 'v3/members/{memberNumber}/accounts/{accountNumber}/meter-readings';

/**
 * The Meter Reading calls. The specs name the screen without its calls; they are defined here, once,
 * and documented in docs/api.md ("Meter Reading service").
 */
export const meterReadingOperations = {
  readings: operation({
    id: 'getMeterReadings',
    service,
    summary: 'Whether the account collects meter readings, its meters and the readings submitted',
    method: 'GET',
    path: readings,
    caller: 'member',
    answer: MeterReadingsSchema,
  }),
  submit: operation({
    id: 'submitMeterReading',
    service,
    summary: 'Submits a meter’s reading',
    method: 'POST',
    path: readings,
    caller: 'member',
    body: MeterReadingSubmissionSchema,
    answer: SubmittedReadingResultSchema,
    answerStatus: 201,
    idempotencyKey: 'accepted',
  }),
} as const;

/** Whether the account collects meter readings, its meters with their last readings, and what was submitted. */
export function getMeterReadings(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.call(meterReadingOperations.readings, {
    parameters: { memberNumber, accountNumber },
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
  return client.call(meterReadingOperations.submit, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    body: submission,
    ...change,
  });
}
