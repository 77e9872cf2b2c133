import { toIsoDate } from './dates.ts';
import { roundToCents } from './money.ts';
import { randomDigits, randomHex } from './random.ts';
import type {
  AccountToPay,
  PaymentMethod,
  PaymentRecord,
  SimulatorState,
  TransactionRecord,
} from './state.ts';
import type { SimulatorStore } from './store.ts';

export interface NewTransaction {
  applicationId: string;
  memberNumber: string;
  accountNumber: string;
  amount: number;
  accountsToPay: AccountToPay[];
}

/** A payment the hosted page has yet to take: nothing is paid until it is approved. */
export function createTransaction(store: SimulatorStore, details: NewTransaction): TransactionRecord {
  const transNo = String(store.state.nextTransactionNumber);
  store.state.nextTransactionNumber += 1;
  const transaction: TransactionRecord = {
    ...details,
    transNo,
    securityToken: randomHex(16),
    encodedParam: randomHex(16),
    status: 'Pending',
    createdAt: store.now().toISOString(),
    confirmationNumber: null,
    hostedPage: null,
  };
  store.state.transactions[transNo] = transaction;
  return transaction;
}

export function findTransaction(
  state: SimulatorState,
  transNo: string,
  securityToken: string,
): TransactionRecord | undefined {
  const transaction = state.transactions[transNo];
  return transaction && transaction.securityToken === securityToken ? transaction : undefined;
}

export function findTransactionByEncodedParam(
  state: SimulatorState,
  encodedParam: string,
): TransactionRecord | undefined {
  return Object.values(state.transactions).find((transaction) => transaction.encodedParam === encodedParam);
}

export function paymentOfTransaction(
  state: SimulatorState,
  transaction: TransactionRecord,
): PaymentRecord | undefined {
  return state.payments.find((payment) => payment.transNo === transaction.transNo);
}

export interface ApprovedPaymentDetails {
  paymentMethod: PaymentMethod;
  cardOrBankAccountNumberLastFourDigits: string;
}

/**
 * Records the payment and lowers the balance. A transaction is approved once: approving it again
 * (a second submission of the same hosted form) returns the payment already recorded.
 */
export function approveTransaction(
  store: SimulatorStore,
  transaction: TransactionRecord,
  details: ApprovedPaymentDetails,
): PaymentRecord {
  const alreadyRecorded = paymentOfTransaction(store.state, transaction);
  if (alreadyRecorded) return alreadyRecorded;

  const site = store.state.sites[transaction.applicationId];
  const account = site?.accounts[transaction.accountNumber];
  if (!site || !account) throw new Error(`Transaction ${transaction.transNo} names no known account.`);

  const now = store.now();
  account.accountBalance = roundToCents(account.accountBalance - transaction.amount);
  const payment: PaymentRecord = {
    confirmationNumber: newConfirmationNumber(store.state, site.payments.confirmationPrefix),
    transNo: transaction.transNo,
    encodedParam: transaction.encodedParam,
    applicationId: transaction.applicationId,
    memberNumber: transaction.memberNumber,
    accountNumber: transaction.accountNumber,
    paymentAmount: transaction.amount,
    convenienceFee:
      details.paymentMethod === 'cc' ? site.payments.ccConvenienceFee : site.payments.ecConvenienceFee,
    paymentMethod: details.paymentMethod,
    cardOrBankAccountNumberLastFourDigits: details.cardOrBankAccountNumberLastFourDigits,
    paymentDate: toIsoDate(now),
    recordedAt: now.toISOString(),
    accountBalanceAfter: account.accountBalance,
  };
  store.state.payments.push(payment);
  transaction.status = 'Approved';
  transaction.confirmationNumber = payment.confirmationNumber;
  return payment;
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

export function lastPaymentOf(
  state: SimulatorState,
  applicationId: string,
  accountNumber: string,
): { paymentAmount: number; paymentDate: string } | null {
  const payments = state.payments.filter(
    (payment) => payment.applicationId === applicationId && payment.accountNumber === accountNumber,
  );
  const latest = payments.reduce<PaymentRecord | undefined>(
    (latestSoFar, payment) =>
      !latestSoFar || payment.recordedAt >= latestSoFar.recordedAt ? payment : latestSoFar,
    undefined,
  );
  return latest ? { paymentAmount: latest.paymentAmount, paymentDate: latest.paymentDate } : null;
}

function newConfirmationNumber(state: SimulatorState, prefix: string): string {
  const taken = new Set(state.payments.map((payment) => payment.confirmationNumber));
  let confirmationNumber: string;
  do confirmationNumber = prefix + randomDigits(8);
  while (taken.has(confirmationNumber));
  return confirmationNumber;
}
