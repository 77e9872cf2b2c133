import { own } from '../records.ts';
import type { SimulatorStore } from '../store.ts';
import { draftAccountRecord } from './draft-records.ts';

/**
 * Records the draft a hosted-page transaction stood for, once the page approves it: no money moves.
 * False when the transaction is no draft (a payment), so the caller records the payment as usual.
 */
export function recordDraftOfTransaction(
  store: SimulatorStore,
  transNo: string,
  details: { paymentMethod: 'cc' | 'echeck'; cardOrBankAccountNumberLastFourDigits: string },
): boolean {
  const pending = own(store.state.draftPayments.pending, transNo);
  if (!pending) return false;
  const site = store.state.draftPayments.sites[pending.applicationId];
  if (!site) return false;
  for (const entry of pending.entries) {
    draftAccountRecord(site, entry.accountNumber).draft = {
      option: pending.option,
      draftAccountType: details.paymentMethod === 'cc' ? 'Card' : 'Checking',
      lastFourDigits: details.cardOrBankAccountNumberLastFourDigits,
      financialInstitutionName: '',
      draftType: entry.draftMethod,
      draftDay: entry.draftDay,
      startDate: entry.draftStartDate,
    };
  }
  delete store.state.draftPayments.pending[transNo];
  return true;
}
