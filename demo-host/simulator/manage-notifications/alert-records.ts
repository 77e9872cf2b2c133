import type { AlertType } from '../../../src/domain/manage-notifications/alerts.ts';
import { own } from '../records.ts';
import type { SimulatorStore } from '../store.ts';

// The notifications service's records: per member, per account, per alert type, the contacts that
// receive it and the type's setting.

export interface StoredAlertPreference {
  alertType: AlertType;
  contactIds: string[];
  daysBefore: number | null;
  usageThreshold: number | null;
  projectedAmount: number | null;
}

/** Keyed by ApplicationId, then member number, then account number. */
export type AlertSites = Record<string, Record<string, Record<string, StoredAlertPreference[]>>>;

/** The stored preferences of one account of a member; [] when the member chose none. */
export function storedPreferences(
  store: SimulatorStore,
  applicationId: string,
  memberNumber: string,
  accountNumber: string,
): StoredAlertPreference[] {
  const site = own(store.state.manageNotifications.sites, applicationId);
  const member = site && own(site, memberNumber);
  return (member && own(member, accountNumber)) ?? [];
}

/** A removed contact receives nothing any more, on any account. */
export function forgetContactAlerts(
  store: SimulatorStore,
  applicationId: string,
  memberNumber: string,
  contactId: string,
): void {
  const site = own(store.state.manageNotifications.sites, applicationId);
  const member = site && own(site, memberNumber);
  if (!member) return;
  for (const preferences of Object.values(member)) {
    for (const preference of preferences) {
      preference.contactIds = preference.contactIds.filter((id) => id !== contactId);
    }
  }
}
