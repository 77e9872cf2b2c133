import { siteEntry } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { PaymentRecord } from './payment-records.ts';
import type { SitePayments } from './payments-service.ts';

/** One site's payment settings and result pages. */
export function sitePayments(state: SimulatorState, applicationId: string): SitePayments {
  return siteEntry(state.payments.sites, applicationId, 'payments');
}

/** The payments recorded on one account, oldest first. */
export function paymentsOfAccount(
  state: SimulatorState,
  applicationId: string,
  accountNumber: string,
): PaymentRecord[] {
  return state.payments.records.filter(
    (payment) => payment.applicationId === applicationId && payment.accountNumber === accountNumber,
  );
}

/** The account's latest payment (the Quick Pay dialog asks before a second one), or null. */
export function lastPaymentOf(
  state: SimulatorState,
  applicationId: string,
  accountNumber: string,
): { paymentAmount: number; paymentDate: string } | null {
  const latest = paymentsOfAccount(state, applicationId, accountNumber).reduce<PaymentRecord | undefined>(
    (latestSoFar, payment) =>
      !latestSoFar || payment.recordedAt >= latestSoFar.recordedAt ? payment : latestSoFar,
    undefined,
  );
  return latest ? { paymentAmount: latest.paymentAmount, paymentDate: latest.paymentDate } : null;
}
