import { siteAccounts } from '../accounts/site-accounts.ts';
import { emitSimulatorEvent } from '../alerts/events.ts';
import { recordAutoPayOfTransaction } from '../auto-pay/auto-pay-records.ts';
import { toIsoDate } from '../dates.ts';
import { recordDraftOfTransaction } from '../draft-payments/draft-transactions.ts';
import { roundToCents } from '../money.ts';
import { randomDigits, randomHex } from '../random.ts';
import { addStoredMethod, type StoredMethodRecord } from '../payment-profile/stored-methods.ts';
import { own } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { SimulatorStore } from '../store.ts';
import type {
  AccountToPay,
  PaymentMethod,
  PaymentRecord,
  TransactionPurpose,
  TransactionRecord,
} from './payment-records.ts';
import { sitePayments } from './site-payments.ts';

export interface NewTransaction {
  applicationId: string;
  memberNumber: string;
  accountNumber: string;
  amount: number;
  accountsToPay: AccountToPay[];
  /** 'payment' when absent. */
  purpose?: TransactionPurpose;
  /** False when absent; never true for a setup. */
  offerToSave?: boolean;
}

/** The next transaction number, taken: a transaction, or a payment scheduled for later, carries it. */
export function takeTransactionNumber(store: SimulatorStore): string {
  const payments = store.state.payments;
  const transNo = String(payments.nextTransactionNumber);
  payments.nextTransactionNumber += 1;
  return transNo;
}

/** A payment (or a setup) the hosted page has yet to take: nothing is paid until it is approved. */
export function createTransaction(store: SimulatorStore, details: NewTransaction): TransactionRecord {
  const payments = store.state.payments;
  const transNo = takeTransactionNumber(store);
  const purpose = details.purpose ?? 'payment';
  const transaction: TransactionRecord = {
    ...details,
    purpose,
    offerToSave: purpose === 'payment' && details.offerToSave === true,
    transNo,
    securityToken: randomHex(16),
    encodedParam: randomHex(16),
    status: 'Pending',
    createdAt: store.now().toISOString(),
    confirmationNumber: null,
    hostedPage: null,
  };
  payments.transactions[transNo] = transaction;
  return transaction;
}

export function findTransaction(
  state: SimulatorState,
  transNo: string,
  securityToken: string,
): TransactionRecord | undefined {
  const transaction = own(state.payments.transactions, transNo);
  return transaction && transaction.securityToken === securityToken ? transaction : undefined;
}

export function findTransactionByEncodedParam(
  state: SimulatorState,
  encodedParam: string,
): TransactionRecord | undefined {
  return Object.values(state.payments.transactions).find(
    (transaction) => transaction.encodedParam === encodedParam,
  );
}

export function paymentOfTransaction(
  state: SimulatorState,
  transaction: TransactionRecord,
): PaymentRecord | undefined {
  return state.payments.records.find((payment) => payment.transNo === transaction.transNo);
}

/** A new card or bank account the member asked to keep: its masked form only, never its number. */
export type MethodToSave = Pick<
  StoredMethodRecord,
  'methodType' | 'cardType' | 'bankAccountType' | 'bankName' | 'lastFourDigits' | 'expiryMonth' | 'expiryYear'
>;

export interface ApprovedPaymentDetails {
  paymentMethod: PaymentMethod;
  cardOrBankAccountNumberLastFourDigits: string;
  /** Kept in the member's wallet with the payment, when the transaction offered it. */
  methodToSave?: MethodToSave;
}

/**
 * Records the payment, lowers the balance and keeps the method the member asked to save. A transaction
 * is approved once: approving it again (a second submission of the same hosted form) returns the
 * payment already recorded and saves nothing more.
 */
export function approveTransaction(
  store: SimulatorStore,
  transaction: TransactionRecord,
  details: ApprovedPaymentDetails,
): PaymentRecord | undefined {
  const alreadyRecorded = paymentOfTransaction(store.state, transaction);
  if (alreadyRecorded) return alreadyRecorded;
  // A draft or auto payment set up on the hosted page moves no money: it is recorded, and no payment.
  if (
    recordDraftOfTransaction(store, transaction.transNo, details) ||
    recordAutoPayOfTransaction(store, transaction.transNo, details)
  ) {
    transaction.status = 'Approved';
    return undefined;
  }

  const settings = sitePayments(store.state, transaction.applicationId).settings;
  const account = own(
    siteAccounts(store.state, transaction.applicationId).accounts,
    transaction.accountNumber,
  );
  if (!account) throw new Error(`Transaction ${transaction.transNo} names no known account.`);

  const now = store.now();
  const confirmationNumber = newConfirmationNumber(store.state, settings.confirmationPrefix);
  const recorded = partsOfTransaction(transaction).map((part, index) => {
    const paidAccount =
      part.accountNumber === account.accountNumber
        ? account
        : own(siteAccounts(store.state, transaction.applicationId).accounts, part.accountNumber);
    if (!paidAccount) throw new Error(`Transaction ${transaction.transNo} names no known account.`);
    paidAccount.accountBalance = roundToCents(paidAccount.accountBalance - part.amount);
    const record: PaymentRecord = {
      confirmationNumber,
      transNo: transaction.transNo,
      encodedParam: transaction.encodedParam,
      applicationId: transaction.applicationId,
      memberNumber: transaction.memberNumber,
      accountNumber: part.accountNumber,
      paymentAmount: part.amount,
      // One payment, one fee: a payment of several accounts carries it on its first.
      convenienceFee:
        index > 0
          ? 0
          : details.paymentMethod === 'cc'
            ? settings.ccConvenienceFee
            : settings.ecConvenienceFee,
      paymentMethod: details.paymentMethod,
      cardOrBankAccountNumberLastFourDigits: details.cardOrBankAccountNumberLastFourDigits,
      paymentDate: toIsoDate(now),
      recordedAt: now.toISOString(),
      accountBalanceAfter: paidAccount.accountBalance,
    };
    store.state.payments.records.push(record);
    emitSimulatorEvent(store, {
      kind: 'payment-received',
      applicationId: record.applicationId,
      accountNumber: record.accountNumber,
      amount: record.paymentAmount,
      paymentDate: record.paymentDate,
      confirmationNumber: record.confirmationNumber,
    });
    return record;
  });
  const payment = recorded[0] as PaymentRecord;
  transaction.status = 'Approved';
  transaction.confirmationNumber = payment.confirmationNumber;
  if (transaction.offerToSave && details.methodToSave) {
    addStoredMethod(
      store.state,
      transaction.applicationId,
      { ...details.methodToSave, memberNumber: transaction.memberNumber },
      now,
    );
  }
  return payment;
}

/**
 * What a transaction pays on each account: the accounts of `accountsToPay` when it names several (a
 * payment of several accounts), else its whole amount on its account.
 */
export function partsOfTransaction(
  transaction: TransactionRecord,
): Array<{ accountNumber: string; amount: number }> {
  const accounts = new Set(transaction.accountsToPay.map((entry) => entry.account));
  if (accounts.size <= 1) return [{ accountNumber: transaction.accountNumber, amount: transaction.amount }];
  return transaction.accountsToPay.map((entry) => ({
    accountNumber: entry.account,
    amount: roundToCents(entry.paymentAmount),
  }));
}

/** A declined attempt; the member may try again with another card or a bank account. */
export function declineTransaction(transaction: TransactionRecord): void {
  if (transaction.status === 'Pending' || transaction.status === 'Declined') transaction.status = 'Declined';
}

export function cancelTransaction(transaction: TransactionRecord): void {
  if (transaction.status !== 'Approved') transaction.status = 'Cancelled';
}

export function isTransactionFinished(transaction: TransactionRecord): boolean {
  return transaction.status === 'Approved' || transaction.status === 'Cancelled';
}

function newConfirmationNumber(state: SimulatorState, prefix: string): string {
  const taken = new Set(state.payments.records.map((payment) => payment.confirmationNumber));
  let confirmationNumber: string;
  do confirmationNumber = prefix + randomDigits(8);
  while (taken.has(confirmationNumber));
  return confirmationNumber;
}
