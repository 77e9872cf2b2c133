import { addDays, type IsoDate } from '../dates.ts';
import { manageNotificationsMessages } from './messages.ts';

const texts = manageNotificationsMessages.validation;

/** The alerts a member may subscribe a contact to, per account, in the order the grid shows them. */
export const alertTypes = [
  'OUTAGE',
  'BILL_READY',
  'PAYMENT_DUE',
  'PAYMENT_RECEIVED',
  'DRAFT_UPCOMING',
  'HIGH_USAGE',
  'PROJECTED_BILL',
] as const;
export type AlertType = (typeof alertTypes)[number];

/** One alert type of one account: who receives it, and its own setting (docs/api.md). */
export interface AlertPreference {
  readonly alertType: AlertType;
  /** The confirmed contacts that receive it; none: the alert is off. */
  readonly contactIds: readonly string[];
  /** PAYMENT_DUE only: how many days before the due date. */
  readonly daysBefore: number | null;
  /** HIGH_USAGE only: the kWh of one day above which the alert is sent. */
  readonly usageThreshold: number | null;
  /** PROJECTED_BILL only: the amount above which the alert is sent. */
  readonly projectedAmount: number | null;
}

/** Not in the spec: the reminder may come 1 to 10 days before the due date; 3 unless chosen. */
export const DAYS_BEFORE_CHOICES = [1, 2, 3, 5, 7, 10] as const;
export const DEFAULT_DAYS_BEFORE = 3;
/** Not in the spec: a day's usage threshold is 1 to 999 kWh, whole. */
export const USAGE_THRESHOLD_MIN = 1;
export const USAGE_THRESHOLD_MAX = 999;
/** Not in the spec: a projected-bill amount is $1.00 to $9,999.00. */
export const PROJECTED_AMOUNT_MIN = 1;
export const PROJECTED_AMOUNT_MAX = 9999;
/** Not in the spec: an upcoming draft is announced 3 days before, 10 when its amount varies. */
export const DRAFT_NOTICE_DAYS = 3;
export const VARYING_DRAFT_NOTICE_DAYS = 10;

/** The alert types an account offers: high usage (kWh a day) only on an electric account. */
export function alertTypesFor(serviceType: string): AlertType[] {
  return alertTypes.filter((alertType) => alertType !== 'HIGH_USAGE' || serviceType === 'Electric');
}

/** An alert type is on when at least one contact receives it. */
export function isAlertOn(preference: AlertPreference | undefined): boolean {
  return (preference?.contactIds.length ?? 0) > 0;
}

/** An alert type that no contact receives yet, with its settings at their defaults. */
export function emptyPreference(alertType: AlertType): AlertPreference {
  return {
    alertType,
    contactIds: [],
    daysBefore: alertType === 'PAYMENT_DUE' ? DEFAULT_DAYS_BEFORE : null,
    usageThreshold: null,
    projectedAmount: null,
  };
}

/** The preference of one type, the default one when the account has none of it. */
export function preferenceOf(preferences: readonly AlertPreference[], alertType: AlertType): AlertPreference {
  return preferences.find((preference) => preference.alertType === alertType) ?? emptyPreference(alertType);
}

/**
 * One cell of the grid changed: `contactId` receives `alertType` or no longer does. Only that type
 * changes; every other type keeps its contacts (turning one alert off never turns off another).
 */
export function withContact(
  preferences: readonly AlertPreference[],
  alertType: AlertType,
  contactId: string,
  receives: boolean,
): AlertPreference[] {
  const current = preferenceOf(preferences, alertType);
  const others = current.contactIds.filter((id) => id !== contactId);
  const changed = { ...current, contactIds: receives ? [...others, contactId] : others };
  const rest = preferences.filter((preference) => preference.alertType !== alertType);
  return alertTypes
    .map((type) => (type === alertType ? changed : rest.find((preference) => preference.alertType === type)))
    .filter((preference): preference is AlertPreference => preference !== undefined);
}

/** Turns one type off for every contact; the other types are untouched. */
export function withAlertOff(
  preferences: readonly AlertPreference[],
  alertType: AlertType,
): AlertPreference[] {
  return preferences.map((preference) =>
    preference.alertType === alertType ? { ...preference, contactIds: [] } : preference,
  );
}

/** The alerts form: per type, per contact, a box; and the three settings as typed. */
export interface AlertsForm {
  /** `selected[alertType][contactId]`. */
  selected: Record<string, Record<string, boolean>>;
  daysBefore: string;
  usageThreshold: string;
  projectedAmount: string;
}

/** The form of an account's preferences, over the contacts that may receive alerts. */
export function alertsFormOf(
  preferences: readonly AlertPreference[],
  contactIds: readonly string[],
): AlertsForm {
  const selected: Record<string, Record<string, boolean>> = {};
  for (const alertType of alertTypes) {
    const preference = preferenceOf(preferences, alertType);
    selected[alertType] = Object.fromEntries(
      contactIds.map((contactId) => [contactId, preference.contactIds.includes(contactId)]),
    );
  }
  const payment = preferenceOf(preferences, 'PAYMENT_DUE');
  const usage = preferenceOf(preferences, 'HIGH_USAGE');
  const projected = preferenceOf(preferences, 'PROJECTED_BILL');
  return {
    selected,
    daysBefore: String(payment.daysBefore ?? DEFAULT_DAYS_BEFORE),
    usageThreshold: usage.usageThreshold === null ? '' : String(usage.usageThreshold),
    projectedAmount: projected.projectedAmount === null ? '' : projected.projectedAmount.toFixed(2),
  };
}

function selectedContacts(form: AlertsForm, alertType: AlertType): string[] {
  return Object.entries(form.selected[alertType] ?? {})
    .filter(([, on]) => on)
    .map(([contactId]) => contactId);
}

function amountOf(text: string): number {
  const entry = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(entry) ? Number(entry) : Number.NaN;
}

/**
 * The settings' rules: a setting is needed only while its alert is on (a contact is checked), and
 * then must be in range. Messages by field name.
 */
export function validateAlertsForm(
  form: AlertsForm,
  offered: readonly AlertType[] = alertTypes,
): Partial<Record<'daysBefore' | 'usageThreshold' | 'projectedAmount', string>> {
  const errors: Partial<Record<'daysBefore' | 'usageThreshold' | 'projectedAmount', string>> = {};
  const on = (alertType: AlertType) =>
    offered.includes(alertType) && selectedContacts(form, alertType).length > 0;
  if (on('PAYMENT_DUE') && !DAYS_BEFORE_CHOICES.some((days) => String(days) === form.daysBefore.trim())) {
    errors.daysBefore = texts.daysBefore;
  }
  if (on('HIGH_USAGE')) {
    const entry = form.usageThreshold.trim();
    const kWh = /^\d+$/.test(entry) ? Number(entry) : Number.NaN;
    if (entry === '') errors.usageThreshold = texts.usageThresholdRequired;
    else if (!(kWh >= USAGE_THRESHOLD_MIN && kWh <= USAGE_THRESHOLD_MAX)) {
      errors.usageThreshold = texts.usageThresholdRange;
    }
  }
  if (on('PROJECTED_BILL')) {
    const entry = form.projectedAmount.trim();
    const amount = amountOf(entry);
    if (entry === '') errors.projectedAmount = texts.projectedAmountRequired;
    else if (!(amount >= PROJECTED_AMOUNT_MIN && amount <= PROJECTED_AMOUNT_MAX)) {
      errors.projectedAmount = texts.projectedAmountRange;
    }
  }
  return errors;
}

/** The preferences the form sends (after `validateAlertsForm` found nothing), over the offered types. */
export function preferencesOfForm(form: AlertsForm, offered: readonly AlertType[]): AlertPreference[] {
  return offered.map((alertType) => {
    const contactIds = selectedContacts(form, alertType);
    const on = contactIds.length > 0;
    return {
      alertType,
      contactIds,
      daysBefore: alertType === 'PAYMENT_DUE' ? Number(form.daysBefore) || DEFAULT_DAYS_BEFORE : null,
      usageThreshold: alertType === 'HIGH_USAGE' && on ? Number(form.usageThreshold.trim()) : null,
      projectedAmount: alertType === 'PROJECTED_BILL' && on ? amountOf(form.projectedAmount) : null,
    };
  });
}

/** The day a payment-due reminder goes out: `daysBefore` days before the due date. */
export function paymentReminderDate(dueDate: IsoDate, daysBefore: number): IsoDate {
  return addDays(dueDate, -daysBefore);
}

/** How many days before the draft its notice goes out: 10 when its amount differs from the last one. */
export function draftNoticeDays(amount: number, previousAmount: number | null): number {
  return previousAmount !== null && Math.abs(amount - previousAmount) < 0.005
    ? DRAFT_NOTICE_DAYS
    : VARYING_DRAFT_NOTICE_DAYS;
}

/** A day's usage is reported when it is above the threshold (equal is not above). */
export function isUsageAboveThreshold(kWh: number, threshold: number | null): boolean {
  return threshold !== null && kWh > threshold;
}

/** A projected bill is reported when it is above the amount (equal is not above). */
export function isProjectionAboveAmount(projected: number, amount: number | null): boolean {
  return amount !== null && projected > amount + 0.004;
}
