import { array, enums, type Infer, nullable, number, object, string, type } from 'superstruct';
import { listOf } from './contract.ts';
import { type AlertPreference, alertTypes } from '../../domain/manage-notifications/alerts.ts';

/** One alert type of an account (docs/api.md, "Manage Notifications service"). */
export const AlertPreferenceSchema = type({
  alertType: enums(alertTypes),
  contactIds: array(string()),
  daysBefore: nullable(number()),
  usageThreshold: nullable(number()),
  projectedAmount: nullable(number()),
});

/** An account's alerts: every type it offers, in the grid's order. */
export const AccountAlertsSchema = type({
  accountNumber: string(),
  serviceAddress: string(),
  /** 'Electric' or 'Water': high usage (kWh) is offered on electric accounts only. */
  serviceType: string(),
  preferences: array(AlertPreferenceSchema),
});
export type AccountAlerts = Infer<typeof AccountAlertsSchema>;

/** PUT …/alerts: the account's alerts as they are to be, each type with its contacts and setting. */
export const AccountAlertsChangeSchema = object({
  preferences: listOf(
    object({
      alertType: enums(alertTypes),
      contactIds: listOf(string()),
      daysBefore: nullable(number()),
      usageThreshold: nullable(number()),
      projectedAmount: nullable(number()),
    }),
  ),
});

// The preferences the grid sends must be what the body schema describes.
const sendsThePreferences = (
  preferences: readonly AlertPreference[],
): Infer<typeof AccountAlertsChangeSchema> => ({ preferences });
void sendsThePreferences;
