import { own, siteEntry } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { PaymentRecord } from './payment-records.ts';
import type { SitePayments } from './payments-service.ts';

/** One site's payment settings and result pages. */
export function sitePayments(state: SimulatorState, applicationId: string): SitePayments {
  return siteEntry(state.payments.sites, applicationId, 'payments');
}

/**
 * Where the payment callbacks send the browser back: the result pages of the site `applicationId`
 * names, else of the first site (a callback that names none), else the site's home page.
 */
export function resultPagesOf(state: SimulatorState, applicationId?: string): SitePayments['resultPages'] {
  const sites = state.payments.sites;
  const site =
    (applicationId === undefined ? undefined : own(sites, applicationId)) ?? Object.values(sites)[0];
  return site?.resultPages ?? { successPath: '/', cancelPath: '/' };
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
