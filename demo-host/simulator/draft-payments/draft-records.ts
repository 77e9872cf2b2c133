import { own } from '../records.ts';
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
