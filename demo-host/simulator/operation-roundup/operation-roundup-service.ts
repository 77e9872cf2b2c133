import { addMonths, toIsoDate } from '../dates.ts';
import { siteEntry } from '../records.ts';
import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import type { SimulatorState } from '../state.ts';

export interface OperationRoundupState {
  /** Keyed by ApplicationId. */
  sites: Record<string, OperationRoundupSite>;
}

export interface OperationRoundupSite {
  /** The Operation RoundUp Plus maximum when the site takes part in it; null otherwise. */
  roundUpPlusMaximum: number | null;
  /** Keyed by account number; an account without a record is not enrolled. */
  enrolments: Record<string, OperationRoundupRecord>;
}

export interface OperationRoundupRecord {
  enrolled: boolean;
  amount: number | null;
  /** yyyy-mm-dd, or null for none. */
  expiration: string | null;
}

/** demo-data.md: Riverbend's 300100200 gives $2.00, expiring in one year; no site takes part in RoundUp Plus. */
function seedSite(applicationId: string, today: Date): OperationRoundupSite {
  return {
    roundUpPlusMaximum: null,
    enrolments:
      applicationId === riverbendApplicationId
        ? { '300100200': { enrolled: true, amount: 2, expiration: toIsoDate(addMonths(today, 12)) } }
        : {},
  };
}

/** Operation RoundUp: which of a member's accounts give, how much, and until when. */
export const operationRoundupService: SimulatorService<'operationRoundup', OperationRoundupState> = {
  name: 'operationRoundup',
  version: 2,
  seed: (today) => ({ sites: perSite((applicationId) => seedSite(applicationId, today)) }),
};

/** One site's Operation RoundUp enrolments, by account number (My Profile shows them). */
export function operationRoundupEnrolments(
  state: SimulatorState,
  applicationId: string,
): Record<string, OperationRoundupRecord> {
  return siteEntry(state.operationRoundup.sites, applicationId, 'operationRoundup').enrolments;
}
