import type { SimulatorService } from '../service.ts';
import { addDays, toIsoDate } from '../dates.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';

export interface DelinquentHistoryState {
  /** Keyed by ApplicationId, then by account number: the account's notices, newest first. */
  sites: Record<string, Record<string, DelinquentRecord[]>>;
}

export interface DelinquentRecord {
  /** ISO dates. */
  billDate: string;
  pastDue: number;
  lateFee: number;
  cutoffDate: string | null;
  /** Where the back office keeps the notice's PDF. */
  delinquentViewUrl: string;
  delinquentProcessedDate: string;
  /** Whether the file is really there: a notice whose file is lost answers 404. */
  hasPdf: boolean;
}

function notice(
  accountNumber: string,
  today: Date,
  billDaysAgo: number,
  cutoffDaysAhead: number,
  pastDue: number,
  lateFee: number,
  hasPdf = true,
): DelinquentRecord {
  const billDate = toIsoDate(addDays(today, -billDaysAgo));
  return {
    billDate,
    pastDue,
    lateFee,
    cutoffDate: toIsoDate(addDays(today, cutoffDaysAhead)),
    delinquentViewUrl: `\\\\docs\\delinquents\\${accountNumber}\\${billDate}.pdf`,
    delinquentProcessedDate: toIsoDate(addDays(today, -billDaysAgo + 1)),
    hasPdf,
  };
}

/**
 * demo-data.md: 300100202 has 3 notices, each with a PDF (the latest one's cutoff is the account's, in
 * 5 days). Beyond it: 300100205 has one notice whose file is lost ('Delinquent File not found.').
 */
function seedSite(applicationId: string, today: Date): Record<string, DelinquentRecord[]> {
  if (applicationId !== riverbendApplicationId) return {};
  return {
    '300100202': [
      notice('300100202', today, 10, 5, 212.4, 10.62),
      notice('300100202', today, 40, -25, 148.75, 7.44),
      notice('300100202', today, 71, -56, 96.3, 4.82),
    ],
    '300100205': [notice('300100205', today, 20, -5, 64.0, 3.2, false)],
  };
}

/** Delinquent History: each account's delinquent notices and their PDFs. */
export const delinquentHistoryService: SimulatorService<'delinquentHistory', DelinquentHistoryState> = {
  name: 'delinquentHistory',
  version: 2,
  seed: (today) => ({ sites: perSite((applicationId) => seedSite(applicationId, today)) }),
};
