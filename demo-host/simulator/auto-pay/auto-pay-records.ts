import { changeableAccountOverview, findAccount } from '../accounts/site-accounts.ts';
import { own } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { SimulatorStore } from '../store.ts';
import { toIsoDate } from '../dates.ts';
import {
  type CardTypeCode,
  type StoredMethodRecord,
  storedMethodsOf,
} from '../payment-profile/stored-methods.ts';

/** A registered auto payment (spec 02 §7): the account's bill is paid from it each month. */
export interface AutoPayRecord {
  /** CHARGE for a card, ECHECK for a bank account. */
  paymentMethod: 'CHARGE' | 'ECHECK';
  /** The stored method it charges; null when it was entered on the hosted page without saving it. */
  methodToken: string | null;
  cardType: CardTypeCode | null;
  bankAccountType: 'Checking' | 'Savings' | null;
  lastFourDigits: string;
  /** 'yyyy-mm-dd'. */
  enrolledDate: string;
}

export interface SiteAutoPay {
  /** Keyed by account number. */
  accounts: Record<string, AutoPayRecord>;
}

/** An enrolment the hosted page has yet to approve: nothing is registered until it is. */
export interface PendingAutoPay {
  applicationId: string;
  memberNumber: string;
  accountNumber: string;
  paymentMethod: 'CHARGE' | 'ECHECK';
}

export interface AutoPayState {
  /** Keyed by ApplicationId. */
  sites: Record<string, SiteAutoPay>;
  /** Keyed by the hosted page's transaction number. */
  pending: Record<string, PendingAutoPay>;
}

/** The accounts whose auto payment charges the stored method `token`. */
export function autoPayAccountsUsing(state: SimulatorState, applicationId: string, token: string): string[] {
  const site = own(state.autoPay.sites, applicationId);
  if (!site) return [];
  return Object.entries(site.accounts)
    .filter(([, record]) => record.methodToken === token)
    .map(([accountNumber]) => accountNumber)
    .sort();
}

/** Registers an auto payment and marks the account as enrolled (its overview's note). */
export function registerAutoPay(
  store: SimulatorStore,
  applicationId: string,
  accountNumber: string,
  record: AutoPayRecord,
): void {
  const site = own(store.state.autoPay.sites, applicationId);
  if (!site) return;
  site.accounts[accountNumber] = record;
  const account = findAccount(store.state, applicationId, accountNumber);
  if (account) changeableAccountOverview(store.state, account).autoPayExists = true;
}

/** Removes the account's auto payment and its overview's note. */
export function unregisterAutoPay(store: SimulatorStore, applicationId: string, accountNumber: string): void {
  const site = own(store.state.autoPay.sites, applicationId);
  if (site) delete site.accounts[accountNumber];
  const account = findAccount(store.state, applicationId, accountNumber);
  if (account) changeableAccountOverview(store.state, account).autoPayExists = false;
}

/**
 * Registers the auto payment a hosted-page transaction stood for, once the page approves it: no money
 * moves. False when the transaction is no auto-pay enrolment.
 */
export function recordAutoPayOfTransaction(
  store: SimulatorStore,
  transNo: string,
  details: { paymentMethod: 'cc' | 'echeck'; cardOrBankAccountNumberLastFourDigits: string },
): boolean {
  const pending = own(store.state.autoPay.pending, transNo);
  if (!pending) return false;
  const card = details.paymentMethod === 'cc';
  registerAutoPay(store, pending.applicationId, pending.accountNumber, {
    paymentMethod: card ? 'CHARGE' : 'ECHECK',
    methodToken: null,
    cardType: null,
    bankAccountType: card ? null : 'Checking',
    lastFourDigits: details.cardOrBankAccountNumberLastFourDigits,
    enrolledDate: toIsoDate(store.now()),
  });
  delete store.state.autoPay.pending[transNo];
  return true;
}

/** The auto payment record that charges a stored method, enrolled today. */
export function autoPayWithStoredMethod(method: StoredMethodRecord, today: Date): AutoPayRecord {
  return {
    paymentMethod: method.methodType === 'CARD' ? 'CHARGE' : 'ECHECK',
    methodToken: method.token,
    cardType: method.cardType,
    bankAccountType: method.bankAccountType,
    lastFourDigits: method.lastFourDigits,
    enrolledDate: toIsoDate(today),
  };
}

/**
 * Has the account paid by auto pay from the member's first stored method of this kind (a demo state or
 * a test's: that method is then in use). False when the member has no such method.
 */
export function enrolAutoPayFromWallet(
  state: SimulatorState,
  applicationId: string,
  memberNumber: string,
  accountNumber: string,
  kind: StoredMethodRecord['methodType'],
  today: Date,
): boolean {
  const method = storedMethodsOf(state, applicationId, memberNumber).find(
    (candidate) => candidate.methodType === kind,
  );
  const site = own(state.autoPay.sites, applicationId);
  if (!method || !site) return false;
  site.accounts[accountNumber] = autoPayWithStoredMethod(method, today);
  return true;
}
