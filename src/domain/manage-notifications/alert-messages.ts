import { formatDate, formatDateTime, type IsoDate } from '../dates.ts';
import { formatMoney } from '../money.ts';
import type { AlertType } from './alerts.ts';
import { manageNotificationsMessages } from './messages.ts';

// The alerts the back office sends (the simulator delivers them to the demo outbox). Not in the spec:
// every one names the account by number and service address, and says how to stop only that alert for
// only that account (replying STOP to a text would end every message, billing included).

/** The account an alert is about. */
export interface AlertAccount {
  readonly accountNumber: string;
  readonly serviceAddress: string;
}

/** Who sends it, and the zone its times are read in. */
export interface AlertSender {
  readonly coopName: string;
  readonly timeZone?: string | undefined;
}

/** What happened, with what the message needs. */
export type AlertEvent =
  | { readonly kind: 'outage-started'; readonly estimatedTimeOfRestoration: string | null }
  | { readonly kind: 'outage-estimate-changed'; readonly estimatedTimeOfRestoration: string | null }
  | { readonly kind: 'outage-restored' }
  | { readonly kind: 'bill-issued'; readonly amount: number; readonly dueDate: IsoDate | null }
  | { readonly kind: 'payment-due'; readonly amount: number; readonly dueDate: IsoDate }
  | {
      readonly kind: 'payment-received';
      readonly amount: number;
      readonly paymentDate: IsoDate;
      readonly confirmationNumber: string;
    }
  | { readonly kind: 'draft-upcoming'; readonly amount: number; readonly draftDate: IsoDate }
  | { readonly kind: 'usage-read'; readonly date: IsoDate; readonly kWh: number; readonly threshold: number }
  | { readonly kind: 'bill-projected'; readonly projected: number; readonly limit: number };

/** The alert type each event belongs to: a member subscribed to that type receives it. */
export function alertTypeOf(event: AlertEvent): AlertType {
  switch (event.kind) {
    case 'outage-started':
    case 'outage-estimate-changed':
    case 'outage-restored':
      return 'OUTAGE';
    case 'bill-issued':
      return 'BILL_READY';
    case 'payment-due':
      return 'PAYMENT_DUE';
    case 'payment-received':
      return 'PAYMENT_RECEIVED';
    case 'draft-upcoming':
      return 'DRAFT_UPCOMING';
    case 'usage-read':
      return 'HIGH_USAGE';
    case 'bill-projected':
      return 'PROJECTED_BILL';
  }
}

/** An alert as sent: the email's subject, and the text (the email's body, or the text message). */
export interface AlertMessage {
  readonly subject: string;
  readonly text: string;
}

function accountPhrase({ accountNumber, serviceAddress }: AlertAccount): string {
  return `account ${accountNumber} at ${serviceAddress}`;
}

function day(date: IsoDate | null, sender: AlertSender): string {
  return formatDate(date, sender.timeZone ? { timeZone: sender.timeZone } : {}) ?? '';
}

function restorationPhrase(estimate: string | null, sender: AlertSender): string {
  const time = formatDateTime(estimate, sender.timeZone ? { timeZone: sender.timeZone } : {});
  return time ? `The estimated restoration time is ${time}.` : 'The restoration time is not yet known.';
}

/** The message of an event about an account, as every contact subscribed to its type receives it. */
export function alertMessage(event: AlertEvent, account: AlertAccount, sender: AlertSender): AlertMessage {
  const about = accountPhrase(account);
  const name = manageNotificationsMessages.alertNames[alertTypeOf(event)];
  const stop = ` To stop only ${name.toLowerCase()} alerts for account ${account.accountNumber}, turn them off in Manage Notifications on the member portal.`;
  const subjectOf = (title: string) => `${title}: account ${account.accountNumber}`;
  const line = (text: string) => `${sender.coopName}: ${text}${stop}`;
  switch (event.kind) {
    case 'outage-started':
      return {
        subject: subjectOf('Outage'),
        text: line(
          `There is an outage on ${about}. ${restorationPhrase(event.estimatedTimeOfRestoration, sender)}`,
        ),
      };
    case 'outage-estimate-changed':
      return {
        subject: subjectOf('Outage update'),
        text: line(
          `The restoration estimate for the outage on ${about} changed. ${restorationPhrase(event.estimatedTimeOfRestoration, sender)}`,
        ),
      };
    case 'outage-restored':
      return {
        subject: subjectOf('Power restored'),
        text: line(`Power is restored on ${about}.`),
      };
    case 'bill-issued':
      return {
        subject: subjectOf('Your bill is ready'),
        text: line(
          event.dueDate
            ? `A new bill of ${formatMoney(event.amount)} for ${about} is ready. It is due ${day(event.dueDate, sender)}.`
            : `A new bill of ${formatMoney(event.amount)} for ${about} is ready.`,
        ),
      };
    case 'payment-due':
      return {
        subject: subjectOf('Payment due'),
        text: line(`${formatMoney(event.amount)} is due ${day(event.dueDate, sender)} on ${about}.`),
      };
    case 'payment-received':
      return {
        subject: subjectOf('Payment received'),
        text: line(
          `We received your payment of ${formatMoney(event.amount)} for ${about} on ${day(event.paymentDate, sender)}. Confirmation number ${event.confirmationNumber}.`,
        ),
      };
    case 'draft-upcoming':
      return {
        subject: subjectOf('Upcoming draft'),
        text: line(
          `${formatMoney(event.amount)} will be drafted for ${about} on ${day(event.draftDate, sender)}.`,
        ),
      };
    case 'usage-read':
      return {
        subject: subjectOf('High usage'),
        text: line(
          `A${about.slice(1)} used ${event.kWh.toLocaleString('en-US')} kWh on ${day(event.date, sender)}, above your alert of ${event.threshold.toLocaleString('en-US')} kWh a day.`,
        ),
      };
    case 'bill-projected':
      return {
        subject: subjectOf('Projected bill'),
        text: line(
          `The next bill for ${about} is projected at ${formatMoney(event.projected)}, above your alert of ${formatMoney(event.limit)}.`,
        ),
      };
  }
}
