import { Hono } from 'hono';
import {
  type AlertType,
  alertTypesFor,
  DAYS_BEFORE_CHOICES,
  DEFAULT_DAYS_BEFORE,
  PROJECTED_AMOUNT_MAX,
  PROJECTED_AMOUNT_MIN,
  USAGE_THRESHOLD_MAX,
  USAGE_THRESHOLD_MIN,
} from '../../../src/domain/manage-notifications/alerts.ts';
import { manageNotificationsMessages } from '../../../src/domain/manage-notifications/messages.ts';
import { requireCaller, requireOwnedAccount } from '../access.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { alertControls } from '../alerts/alert-controls.ts';
import { memberContacts } from '../manage-contacts/contact-records.ts';
import { own, siteEntry } from '../records.ts';
import { readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { type StoredAlertPreference, storedPreferences } from './alert-records.ts';

const texts = manageNotificationsMessages.validation;

/** What the back office answers a change it refuses. */
export const manageNotificationsRefusals = {
  preferencesMissing: 'Send the account’s alerts as a list of preferences.',
  alertTypeUnknown: (alertType: string) => `This account does not offer the alert ${alertType}.`,
  contactUnknown: 'An alert can only go to one of your confirmed contacts.',
} as const;

/** Every type the account offers, its stored preference or an empty one; removed contacts left out. */
export function accountPreferences(
  store: SimulatorStore,
  applicationId: string,
  memberNumber: string,
  account: AccountRecord,
): StoredAlertPreference[] {
  const stored = storedPreferences(store, applicationId, memberNumber, account.accountNumber);
  const confirmed = new Set(
    memberContacts(store, applicationId, memberNumber)
      .contacts.filter((contact) => contact.verified)
      .map((contact) => contact.contactId),
  );
  return alertTypesFor(account.serviceType).map((alertType) => {
    const preference = stored.find((candidate) => candidate.alertType === alertType);
    return {
      alertType,
      contactIds: (preference?.contactIds ?? []).filter((id) => confirmed.has(id)),
      daysBefore: alertType === 'PAYMENT_DUE' ? (preference?.daysBefore ?? DEFAULT_DAYS_BEFORE) : null,
      usageThreshold: alertType === 'HIGH_USAGE' ? (preference?.usageThreshold ?? null) : null,
      projectedAmount: alertType === 'PROJECTED_BILL' ? (preference?.projectedAmount ?? null) : null,
    };
  });
}

function numberOrNull(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The alerts of one of a signed-in member's accounts, mounted at /api/v3/members. Only the access
 * token of the member the path names opens them; another member's account answers 404.
 */
export function manageNotificationsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);

  const answer = (applicationId: string, memberNumber: string, account: AccountRecord) => ({
    accountNumber: account.accountNumber,
    serviceAddress: account.serviceAddress,
    serviceType: account.serviceType,
    preferences: accountPreferences(store, applicationId, memberNumber, account),
  });

  routes.get('/:memberNumber/accounts/:accountNumber/alerts', member, memberAccount, (c) =>
    c.json(answer(c.var.applicationId, c.var.caller.memberNumber, c.var.account)),
  );

  routes.put('/:memberNumber/accounts/:accountNumber/alerts', member, memberAccount, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    if (!Array.isArray(body.preferences)) return badRequest([manageNotificationsRefusals.preferencesMissing]);
    const { applicationId, account } = c.var;
    const memberNumber = c.var.caller.memberNumber;
    const offered = alertTypesFor(account.serviceType);
    const confirmed = new Set(
      memberContacts(store, applicationId, memberNumber)
        .contacts.filter((contact) => contact.verified)
        .map((contact) => contact.contactId),
    );
    const saved: StoredAlertPreference[] = [];
    const fieldErrors: { field: string; message: string }[] = [];
    for (const entry of body.preferences as unknown[]) {
      const item = (entry ?? {}) as Record<string, unknown>;
      const alertType = String(item.alertType ?? '');
      if (!(offered as string[]).includes(alertType)) {
        return badRequest([manageNotificationsRefusals.alertTypeUnknown(alertType)]);
      }
      const contactIds = Array.isArray(item.contactIds) ? item.contactIds.map(String) : [];
      if (contactIds.some((id) => !confirmed.has(id))) {
        return badRequest([manageNotificationsRefusals.contactUnknown]);
      }
      const on = contactIds.length > 0;
      const daysBefore = numberOrNull(item.daysBefore);
      const usageThreshold = numberOrNull(item.usageThreshold);
      const projectedAmount = numberOrNull(item.projectedAmount);
      if (alertType === 'PAYMENT_DUE' && on) {
        if (!DAYS_BEFORE_CHOICES.some((days) => days === daysBefore)) {
          fieldErrors.push({ field: 'daysBefore', message: texts.daysBefore });
        }
      }
      if (alertType === 'HIGH_USAGE' && on) {
        if (usageThreshold === null) {
          fieldErrors.push({ field: 'usageThreshold', message: texts.usageThresholdRequired });
        } else if (
          usageThreshold === undefined ||
          !Number.isInteger(usageThreshold) ||
          usageThreshold < USAGE_THRESHOLD_MIN ||
          usageThreshold > USAGE_THRESHOLD_MAX
        ) {
          fieldErrors.push({ field: 'usageThreshold', message: texts.usageThresholdRange });
        }
      }
      if (alertType === 'PROJECTED_BILL' && on) {
        if (projectedAmount === null) {
          fieldErrors.push({ field: 'projectedAmount', message: texts.projectedAmountRequired });
        } else if (
          projectedAmount === undefined ||
          projectedAmount < PROJECTED_AMOUNT_MIN ||
          projectedAmount > PROJECTED_AMOUNT_MAX
        ) {
          fieldErrors.push({ field: 'projectedAmount', message: texts.projectedAmountRange });
        }
      }
      saved.push({
        alertType: alertType as AlertType,
        contactIds: [...new Set(contactIds)],
        daysBefore: alertType === 'PAYMENT_DUE' ? (daysBefore ?? DEFAULT_DAYS_BEFORE) : null,
        usageThreshold: alertType === 'HIGH_USAGE' && on ? (usageThreshold ?? null) : null,
        projectedAmount: alertType === 'PROJECTED_BILL' && on ? (projectedAmount ?? null) : null,
      });
    }
    if (fieldErrors.length > 0) return c.json(fieldErrors, 400);
    const site = siteEntry(store.state.manageNotifications.sites, applicationId, 'manageNotifications');
    const accounts = own(site, memberNumber) ?? {};
    // A type the request leaves out keeps what it had: one type is never turned off by another's change.
    const kept = (own(accounts, account.accountNumber) ?? []).filter(
      (preference) => !saved.some((change) => change.alertType === preference.alertType),
    );
    accounts[account.accountNumber] = [...kept, ...saved];
    site[memberNumber] = accounts;
    return c.json(answer(applicationId, memberNumber, account));
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const manageNotificationsMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': manageNotificationsRoutes(store) },
  controls: alertControls(store),
});
