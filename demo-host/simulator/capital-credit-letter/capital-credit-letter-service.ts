import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';

export interface CapitalCreditLetterState {
  /** Keyed by ApplicationId: the capital credit letters the cooperative mailed. */
  sites: Record<string, CapitalCreditLetterRecord[]>;
}

export interface CapitalCreditLetterRecord {
  memberNumber: string;
  /** As printed on the letter, upper case. */
  letterId: string;
  /** ISO timestamp of the first return; null until returned. */
  returnedAt: string | null;
}

/** docs/demo-data.md: member 1001 with letter ID CC2026A is valid (Riverbend). */
function seedLetters(applicationId: string): CapitalCreditLetterRecord[] {
  return applicationId === riverbendApplicationId
    ? [{ memberNumber: '1001', letterId: 'CC2026A', returnedAt: null }]
    : [];
}

/** Capital credit letter return (spec 03 §2.8): a public call checking a member number and letter ID. */
export const capitalCreditLetterService: SimulatorService<'capitalCreditLetter', CapitalCreditLetterState> = {
  name: 'capitalCreditLetter',
  version: 2,
  seed: () => ({ sites: perSite(seedLetters) }),
};
