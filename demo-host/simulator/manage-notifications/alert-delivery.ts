import {
  type AlertEvent,
  alertMessage,
  alertTypeOf,
} from '../../../src/domain/manage-notifications/alert-messages.ts';
import {
  isProjectionAboveAmount,
  isUsageAboveThreshold,
} from '../../../src/domain/manage-notifications/alerts.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { siteAccounts } from '../accounts/site-accounts.ts';
import type { SimulatorEvent } from '../alerts/events.ts';
import { knownContacts } from '../manage-contacts/contact-records.ts';
import { sendMessage } from '../outbox/outbox.ts';
import { findSite } from '../portal/site-of.ts';
import { own } from '../records.ts';
import type { SimulatorStore } from '../store.ts';
import { storedPreferences } from './alert-records.ts';

/** The accounts an event is about: every account at an outage's location, else the one it names. */
function accountsOf(store: SimulatorStore, event: SimulatorEvent): AccountRecord[] {
  const accounts = siteAccounts(store.state, event.applicationId).accounts;
  if ('locationId' in event) {
    return Object.values(accounts).filter((account) => account.locationId === event.locationId);
  }
  const account = own(accounts, event.accountNumber);
  return account ? [account] : [];
}

/** The message's event for this account, or null when its setting says not to send it. */
function alertEventFor(
  event: SimulatorEvent,
  preference: { usageThreshold: number | null; projectedAmount: number | null },
): AlertEvent | null {
  switch (event.kind) {
    case 'outage-started':
    case 'outage-estimate-changed':
      return { kind: event.kind, estimatedTimeOfRestoration: event.estimatedTimeOfRestoration };
    case 'outage-restored':
      return { kind: 'outage-restored' };
    case 'bill-issued':
      return { kind: 'bill-issued', amount: event.amount, dueDate: event.dueDate };
    case 'payment-received':
      return {
        kind: 'payment-received',
        amount: event.amount,
        paymentDate: event.paymentDate,
        confirmationNumber: event.confirmationNumber,
      };
    case 'payment-due':
      return { kind: 'payment-due', amount: event.amount, dueDate: event.dueDate };
    case 'draft-upcoming':
      return { kind: 'draft-upcoming', amount: event.amount, draftDate: event.draftDate };
    case 'usage-read':
      return isUsageAboveThreshold(event.kWh, preference.usageThreshold)
        ? { kind: 'usage-read', date: event.date, kWh: event.kWh, threshold: preference.usageThreshold ?? 0 }
        : null;
    case 'bill-projected':
      return isProjectionAboveAmount(event.projected, preference.projectedAmount)
        ? { kind: 'bill-projected', projected: event.projected, limit: preference.projectedAmount ?? 0 }
        : null;
  }
}

/**
 * Delivers an event's alerts: for every account it is about, the confirmed contacts its member
 * subscribed to that type receive the message in the demo outbox; nobody else does.
 */
export function deliverAlerts(store: SimulatorStore, event: SimulatorEvent): void {
  const site = findSite(store.state, event.applicationId)?.siteSettings;
  const sender = { coopName: site?.coopName ?? 'Your cooperative', timeZone: site?.timeZone ?? undefined };
  for (const account of accountsOf(store, event)) {
    const preferences = storedPreferences(
      store,
      event.applicationId,
      account.memberNumber,
      account.accountNumber,
    );
    const sample = alertEventFor(event, { usageThreshold: 0, projectedAmount: 0 });
    if (!sample) continue;
    const preference = preferences.find((candidate) => candidate.alertType === alertTypeOf(sample));
    if (!preference || preference.contactIds.length === 0) continue;
    const alert = alertEventFor(event, preference);
    if (!alert) continue;
    const message = alertMessage(alert, account, sender);
    const contacts = knownContacts(store, event.applicationId, account.memberNumber).filter(
      (contact) => contact.verified && preference.contactIds.includes(contact.contactId),
    );
    for (const contact of contacts) {
      sendMessage(store, {
        applicationId: event.applicationId,
        to: contact.value,
        channel: contact.kind === 'email' ? 'email' : 'sms',
        subject: message.subject,
        body: message.text,
      });
    }
  }
}
