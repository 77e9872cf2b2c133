import type { SimulatorService } from '../service.ts';
import type { PaymentRecord, SitePaymentSettings, TransactionRecord } from './payment-records.ts';
import { seedPaymentHistory, seedSitePayments } from './payments-seed.ts';

export interface PaymentsState {
  /** Keyed by ApplicationId. */
  sites: Record<string, SitePayments>;
  /** Keyed by transNo. */
  transactions: Record<string, TransactionRecord>;
  /** Every payment ever recorded, oldest first; an account's last payment is derived from it. */
  records: PaymentRecord[];
  nextTransactionNumber: number;
}

export interface SitePayments {
  settings: SitePaymentSettings;
  /** Where the back office's payment callbacks send the browser: pages of the cooperative's site. */
  resultPages: { successPath: string; cancelPath: string };
}

/**
 * The payments: each site's payment settings, the transactions Quick Pay starts, the hosted payment
 * page that completes them, the payment callbacks, and every payment recorded.
 */
export const paymentsService: SimulatorService<'payments', PaymentsState> = {
  name: 'payments',
  version: 1,
  seed: (today) => ({
    sites: seedSitePayments(),
    transactions: {},
    records: seedPaymentHistory(today),
    nextTransactionNumber: 5_000_001,
  }),
};
