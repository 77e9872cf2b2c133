import { addDays, toIsoDate } from '../dates.ts';
import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import type { SimulatorState } from '../state.ts';

export interface ScheduledPaymentsState {
  /** Keyed by ApplicationId. */
  sites: Record<string, SiteScheduledPayments>;
}

export interface SiteScheduledPayments {
  /** The site's web content SCHEDULEDPAYMENTS_OVERVIEW and SCHEDULEDPAYMENTS_ACCTLIST_OVERVIEW (HTML). */
  webContent: { overview: string; accountListOverview: string };
  /** Every payment scheduled on the site and not yet deleted, in the order they were scheduled. */
  payments: ScheduledPaymentRecord[];
}

/** One account's part of a scheduled payment (spec 02 §3 accountDetails). */
export interface ScheduledAccountDetail {
  accountNumber: string;
  accountType: string;
  amount: number;
}

/** A scheduled payment (spec 02 §3), with the member it belongs to. */
export interface ScheduledPaymentRecord {
  transNo: string;
  memberNumber: string;
  /** yyyy-mm-dd. */
  createdDate: string;
  paymentType: string;
  amount: number;
  paymentMethod: string;
  /** yyyy-mm-dd: the day the payment is to be made. */
  paymentDate: string;
  accountDetails: ScheduledAccountDetail[];
}

const riverbendWebContent = {
  overview:
    '<p>Payments you have scheduled for a future date are listed below. A scheduled payment is made on its payment date; delete it here to stop it.</p>',
  accountListOverview: '<p>Choose the accounts to include in a scheduled payment.</p>',
};

/**
 * Riverbend (docs/demo-data.md): Jordan Rivera (1001) has $40.00 scheduled on 300100200, 10 days
 * ahead, and $54.10 on 300100201, 24 days ahead, from the stored checking account.
 * Other sites have no scheduled payments and no overview text.
 */
function seedSite(applicationId: string, today: Date): SiteScheduledPayments {
  if (applicationId !== riverbendApplicationId) {
    return { webContent: { overview: '', accountListOverview: '' }, payments: [] };
  }
  return {
    webContent: riverbendWebContent,
    payments: [
      {
        transNo: '4100101',
        memberNumber: '1001',
        createdDate: toIsoDate(addDays(today, -2)),
        paymentType: 'One-Time',
        amount: 40,
        paymentMethod: 'Visa ending in 4242',
        paymentDate: toIsoDate(addDays(today, 10)),
        accountDetails: [{ accountNumber: '300100200', accountType: 'Electric', amount: 40 }],
      },
      {
        transNo: '4100102',
        memberNumber: '1001',
        createdDate: toIsoDate(addDays(today, -1)),
        paymentType: 'One-Time',
        amount: 54.1,
        paymentMethod: 'Checking ending in 6789',
        paymentDate: toIsoDate(addDays(today, 24)),
        accountDetails: [{ accountNumber: '300100201', accountType: 'Water', amount: 54.1 }],
      },
    ],
  };
}

/**
 * Scheduled payments: the payments members have scheduled for a future date, listed and deleted by
 * member; the site's overview texts. The pay screen adds to `payments` when it schedules one.
 */
export const scheduledPaymentsService: SimulatorService<'scheduledPayments', ScheduledPaymentsState> = {
  name: 'scheduledPayments',
  version: 2,
  seed: (today) => ({ sites: perSite((applicationId) => seedSite(applicationId, today)) }),
};

/**
 * Adds a payment scheduled for a future date to a site's list, as the pay screen's call does when the
 * member picks a later date; it then shows in the member's scheduled payments until deleted.
 */
export function addScheduledPayment(
  state: SimulatorState,
  applicationId: string,
  payment: ScheduledPaymentRecord,
): void {
  const site = state.scheduledPayments.sites[applicationId];
  if (!site)
    throw new Error(`The scheduledPayments slice of the simulator's state has no site ${applicationId}.`);
  site.payments.push(payment);
}
