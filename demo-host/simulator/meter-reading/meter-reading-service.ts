import { addDays, toIsoDate } from '../dates.ts';
import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';

export interface MeterReadingState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, MeterReadingRecord>>;
}

/** An account's read meters and the readings its members submitted, newest first (the last 24 kept). */
export interface MeterReadingRecord {
  meters: ReadMeterRecord[];
  submitted: SubmittedReadingRecord[];
}

export interface ReadMeterRecord {
  meterId: string;
  unitOfMeasure: string;
  lastReading: { reading: number; readingDate: string } | null;
}

export interface SubmittedReadingRecord {
  meterId: string;
  reading: number;
  readingDate: string;
  /** ISO date-time. */
  submittedOn: string;
}

/** How many submitted readings an account keeps. */
export const keptReadings = 24;

/**
 * Jordan Rivera's water account 300100201 collects meter readings (demo-data.md: 300100201 and the
 * prepaid 300100203 have collectMeterReading 'Y'; a prepaid account's link is hidden). Its meter was
 * last read 30 days ago.
 */
function seedReadings(applicationId: string, today: Date): Record<string, MeterReadingRecord> {
  if (applicationId !== riverbendApplicationId) return {};
  const lastRead = toIsoDate(addDays(today, -30));
  return {
    '300100201': {
      meters: [
        {
          meterId: 'WM-100201',
          unitOfMeasure: 'gal',
          lastReading: { reading: 482_950, readingDate: lastRead },
        },
      ],
      submitted: [],
    },
    '300100203': {
      meters: [
        {
          meterId: 'EM-100203',
          unitOfMeasure: 'kWh',
          lastReading: { reading: 31_240, readingDate: lastRead },
        },
      ],
      submitted: [],
    },
  };
}

/** Meter Reading: the readings members submit for the accounts that collect them. */
export const meterReadingService: SimulatorService<'meterReading', MeterReadingState> = {
  name: 'meterReading',
  version: 2,
  seed: (today) => ({ sites: perSite((applicationId) => seedReadings(applicationId, today)) }),
};
