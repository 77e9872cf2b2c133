import { array, enums, type Infer, nullable, number, string, type } from 'superstruct';
import { alertTypes } from '../../domain/manage-notifications/alerts.ts';

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
