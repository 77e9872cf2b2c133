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

/** A payment as the payment settings answer it: the account's latest. */
export type LastPayment = { paymentAmount: number; paymentDate: string };

/** Whether `payment` is later than `latest`: recorded after it, or at the same moment and listed after. */
function isLater(payment: PaymentRecord, latest: PaymentRecord | undefined): boolean {
  return !latest || payment.recordedAt >= latest.recordedAt;
}

function lastPaymentView(payment: PaymentRecord): LastPayment {
  return { paymentAmount: payment.paymentAmount, paymentDate: payment.paymentDate };
}

/** The account's latest payment (the Quick Pay dialog asks before a second one), or null. */
export function lastPaymentOf(
  state: SimulatorState,
  applicationId: string,
  accountNumber: string,
): LastPayment | null {
  const latest = paymentsOfAccount(state, applicationId, accountNumber).reduce<PaymentRecord | undefined>(
    (latestSoFar, payment) => (isLater(payment, latestSoFar) ? payment : latestSoFar),
    undefined,
  );
  return latest ? lastPaymentView(latest) : null;
}

/**
 * Every account's latest payment on one site, by account number, in one pass over the payments: a
 * list of thousands of accounts asks for each one's, and a payment of 1,000 accounts records 1,000.
 */
export function lastPaymentsOf(state: SimulatorState, applicationId: string): Map<string, LastPayment> {
  const latest = new Map<string, PaymentRecord>();
  for (const payment of state.payments.records) {
    if (payment.applicationId !== applicationId) continue;
    if (isLater(payment, latest.get(payment.accountNumber))) latest.set(payment.accountNumber, payment);
  }
  return new Map([...latest].map(([accountNumber, payment]) => [accountNumber, lastPaymentView(payment)]));
}
