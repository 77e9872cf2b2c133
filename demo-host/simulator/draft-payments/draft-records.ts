import { own } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { DraftAccountRecord, SiteDrafts } from './draft-payments-service.ts';

/** An account the draft slice has no entry for: card and checks allowed, billed on the 10th. */
export const defaultDraftAccount: Omit<DraftAccountRecord, 'draft'> = {
  ccEligible: true,
  noMoreChecks: false,
  billedDay: 10,
  allowBeforeBilledDay: 5,
  allowAfterBilledDay: 10,
};

/** The account's draft record, created with the defaults when it has none yet. */
export function draftAccountRecord(site: SiteDrafts, accountNumber: string): DraftAccountRecord {
  const existing = own(site.accounts, accountNumber);
  if (existing) return existing;
  const created: DraftAccountRecord = { ...defaultDraftAccount, draft: null };
  site.accounts[accountNumber] = created;
  return created;
}

/** Whether the account pays by draft (auto pay refuses an account that does). */
export function hasDraft(state: SimulatorState, applicationId: string, accountNumber: string): boolean {
  return Boolean(own(state.draftPayments.sites[applicationId]?.accounts ?? {}, accountNumber)?.draft);
}

/** The bank's name for a routing number, or undefined when unknown or marked 'DO NOT USE'. */
export function bankNameOf(state: SimulatorState, routingNumber: string): string | undefined {
  const found = state.draftPayments.institutions.find((bank) => bank.routingNumber === routingNumber);
  return found && found.name.toUpperCase() !== 'DO NOT USE' ? found.name : undefined;
}
