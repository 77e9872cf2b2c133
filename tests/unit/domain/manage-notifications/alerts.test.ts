import { describe, expect, it } from 'vitest';
import {
  type AlertPreference,
  type AlertsForm,
  alertsFormOf,
  alertTypes,
  alertTypesFor,
  draftNoticeDays,
  emptyPreference,
  isAlertOn,
  isProjectionAboveAmount,
  isUsageAboveThreshold,
  paymentReminderDate,
  preferenceOf,
  preferencesOfForm,
  validateAlertsForm,
  withAlertOff,
  withContact,
} from '../../../../src/domain/manage-notifications/alerts.ts';
import { manageNotificationsMessages } from '../../../../src/domain/manage-notifications/messages.ts';

const seeded: AlertPreference[] = [
  { ...emptyPreference('BILL_READY'), contactIds: ['c1'] },
  { ...emptyPreference('PAYMENT_DUE'), contactIds: ['c1', 'c2'], daysBefore: 5 },
  { ...emptyPreference('HIGH_USAGE'), contactIds: ['c2'], usageThreshold: 60 },
];

function form(changes: Partial<AlertsForm> & { on?: Partial<Record<string, string[]>> } = {}): AlertsForm {
  const base = alertsFormOf([], ['c1', 'c2']);
  for (const [alertType, ids] of Object.entries(changes.on ?? {})) {
    for (const id of ids ?? []) base.selected[alertType]![id] = true;
  }
  const { on: _on, ...rest } = changes;
  return { ...base, ...rest };
}

describe('the alert types', () => {
  it('offers every type on an electric account, and no high usage on a water account', () => {
    expect(alertTypesFor('Electric')).toEqual([...alertTypes]);
    expect(alertTypesFor('Water')).toEqual([
      'OUTAGE',
      'BILL_READY',
      'PAYMENT_DUE',
      'PAYMENT_RECEIVED',
      'DRAFT_UPCOMING',
      'PROJECTED_BILL',
    ]);
  });

  it('counts a type on when a contact receives it, off when none does', () => {
    expect(isAlertOn(preferenceOf(seeded, 'BILL_READY'))).toBe(true);
    expect(isAlertOn(preferenceOf(seeded, 'OUTAGE'))).toBe(false);
    expect(isAlertOn(undefined)).toBe(false);
  });

  it('defaults a missing type to no contact, the reminder to 3 days before', () => {
    expect(preferenceOf([], 'PAYMENT_DUE')).toEqual({
      alertType: 'PAYMENT_DUE',
      contactIds: [],
      daysBefore: 3,
      usageThreshold: null,
      projectedAmount: null,
    });
    expect(preferenceOf([], 'OUTAGE').daysBefore).toBeNull();
  });
});

describe('turning one alert off never turns off another', () => {
  it('unchecks one contact of one type, every other type untouched', () => {
    const changed = withContact(seeded, 'PAYMENT_DUE', 'c1', false);
    expect(preferenceOf(changed, 'PAYMENT_DUE')).toMatchObject({ contactIds: ['c2'], daysBefore: 5 });
    expect(preferenceOf(changed, 'BILL_READY').contactIds).toEqual(['c1']);
    expect(preferenceOf(changed, 'HIGH_USAGE')).toMatchObject({ contactIds: ['c2'], usageThreshold: 60 });
  });

  it('checks a contact on a type that had none, once', () => {
    const changed = withContact(withContact(seeded, 'OUTAGE', 'c2', true), 'OUTAGE', 'c2', true);
    expect(preferenceOf(changed, 'OUTAGE').contactIds).toEqual(['c2']);
    expect(preferenceOf(changed, 'BILL_READY').contactIds).toEqual(['c1']);
  });

  it('turns a whole type off and leaves the rest on', () => {
    const changed = withAlertOff(seeded, 'PAYMENT_DUE');
    expect(preferenceOf(changed, 'PAYMENT_DUE').contactIds).toEqual([]);
    expect(preferenceOf(changed, 'BILL_READY').contactIds).toEqual(['c1']);
    expect(preferenceOf(changed, 'HIGH_USAGE').contactIds).toEqual(['c2']);
  });

  it('sends each type’s own boxes: clearing one type’s boxes leaves the others checked', () => {
    const values = alertsFormOf(seeded, ['c1', 'c2']);
    values.selected.BILL_READY = { c1: false, c2: false };
    const sent = preferencesOfForm(values, alertTypes);
    expect(preferenceOf(sent, 'BILL_READY').contactIds).toEqual([]);
    expect(preferenceOf(sent, 'PAYMENT_DUE').contactIds).toEqual(['c1', 'c2']);
  });
});

describe('the alerts form', () => {
  it('reads the preferences into boxes and settings', () => {
    const values = alertsFormOf(seeded, ['c1', 'c2']);
    expect(values.selected.PAYMENT_DUE).toEqual({ c1: true, c2: true });
    expect(values.selected.OUTAGE).toEqual({ c1: false, c2: false });
    expect(values.daysBefore).toBe('5');
    expect(values.usageThreshold).toBe('60');
    expect(values.projectedAmount).toBe('');
    expect(
      alertsFormOf([{ ...emptyPreference('PROJECTED_BILL'), projectedAmount: 250 }], []).projectedAmount,
    ).toBe('250.00');
  });

  it('needs a setting only while its alert is on', () => {
    expect(validateAlertsForm(form({ usageThreshold: '', projectedAmount: '', daysBefore: '' }))).toEqual({});
    expect(
      validateAlertsForm(
        form({ on: { HIGH_USAGE: ['c1'], PROJECTED_BILL: ['c2'], PAYMENT_DUE: ['c1'] }, daysBefore: '' }),
      ),
    ).toEqual({
      daysBefore: 'Choose how many days before the due date.',
      usageThreshold: 'Please enter the daily usage in kWh.',
      projectedAmount: 'Please enter an amount.',
    });
  });

  it('takes a whole kWh from 1 to 999', () => {
    const usage = (usageThreshold: string) =>
      validateAlertsForm(form({ on: { HIGH_USAGE: ['c1'] }, usageThreshold }));
    expect(usage('0')).toEqual({ usageThreshold: 'Enter a whole number of kWh from 1 to 999.' });
    expect(usage('1000')).toEqual({ usageThreshold: 'Enter a whole number of kWh from 1 to 999.' });
    expect(usage('12.5')).toEqual({ usageThreshold: 'Enter a whole number of kWh from 1 to 999.' });
    expect(usage('1')).toEqual({});
    expect(usage(' 999 ')).toEqual({});
  });

  it('takes an amount from $1.00 to $9,999.00', () => {
    const amount = (projectedAmount: string) =>
      validateAlertsForm(form({ on: { PROJECTED_BILL: ['c1'] }, projectedAmount }));
    expect(amount('0.99')).toEqual({ projectedAmount: 'Enter an amount from $1.00 to $9,999.00.' });
    expect(amount('9999.01')).toEqual({ projectedAmount: 'Enter an amount from $1.00 to $9,999.00.' });
    expect(amount('abc')).toEqual({ projectedAmount: 'Enter an amount from $1.00 to $9,999.00.' });
    expect(amount('1.00')).toEqual({});
    expect(amount('$9,999.00')).toEqual({});
  });

  it('takes only the offered day choices', () => {
    const days = (daysBefore: string) =>
      validateAlertsForm(form({ on: { PAYMENT_DUE: ['c1'] }, daysBefore }));
    expect(days('4')).toEqual({ daysBefore: 'Choose how many days before the due date.' });
    expect(days('10')).toEqual({});
  });

  it('ignores a type the account does not offer', () => {
    expect(
      validateAlertsForm(form({ on: { HIGH_USAGE: ['c1'] }, usageThreshold: '' }), alertTypesFor('Water')),
    ).toEqual({});
  });

  it('sends numbers for the settings of alerts that are on, null otherwise', () => {
    const sent = preferencesOfForm(
      form({
        on: { HIGH_USAGE: ['c1'], PAYMENT_DUE: ['c2'] },
        usageThreshold: '75',
        daysBefore: '7',
        projectedAmount: '300.00',
      }),
      alertTypes,
    );
    expect(preferenceOf(sent, 'HIGH_USAGE')).toEqual({
      alertType: 'HIGH_USAGE',
      contactIds: ['c1'],
      daysBefore: null,
      usageThreshold: 75,
      projectedAmount: null,
    });
    expect(preferenceOf(sent, 'PAYMENT_DUE')).toMatchObject({ contactIds: ['c2'], daysBefore: 7 });
    expect(preferenceOf(sent, 'PROJECTED_BILL')).toMatchObject({ contactIds: [], projectedAmount: null });
  });
});

describe('when alerts go out', () => {
  it('reminds the chosen number of days before the due date', () => {
    expect(paymentReminderDate('2026-03-10', 3)).toBe('2026-03-07');
    expect(paymentReminderDate('2026-03-02', 5)).toBe('2026-02-25');
  });

  it('announces a draft 3 days before, 10 when its amount differs from the last one', () => {
    expect(draftNoticeDays(128.45, 128.45)).toBe(3);
    expect(draftNoticeDays(128.45, 120)).toBe(10);
    expect(draftNoticeDays(128.45, null)).toBe(10);
  });

  it('reports a day’s usage above the threshold, not at it', () => {
    expect(isUsageAboveThreshold(60.1, 60)).toBe(true);
    expect(isUsageAboveThreshold(60, 60)).toBe(false);
    expect(isUsageAboveThreshold(500, null)).toBe(false);
  });

  it('reports a projection above the amount, not at it', () => {
    expect(isProjectionAboveAmount(200.01, 200)).toBe(true);
    expect(isProjectionAboveAmount(200, 200)).toBe(false);
    expect(isProjectionAboveAmount(999, null)).toBe(false);
  });
});

describe('manageNotificationsMessages: counts', () => {
  it('counts contacts and days in the singular and the plural', () => {
    expect(manageNotificationsMessages.alertOnFor(1)).toBe('On for 1 contact');
    expect(manageNotificationsMessages.alertOnFor(2)).toBe('On for 2 contacts');
    expect(manageNotificationsMessages.unconfirmedNote(1)).toBe(
      '1 contact is waiting for its code and cannot receive alerts yet.',
    );
    expect(manageNotificationsMessages.unconfirmedNote(3)).toBe(
      '3 contacts are waiting for their code and cannot receive alerts yet.',
    );
    expect(manageNotificationsMessages.daysBeforeOption(1)).toBe('1 day');
    expect(manageNotificationsMessages.daysBeforeOption(10)).toBe('10 days');
  });
});
