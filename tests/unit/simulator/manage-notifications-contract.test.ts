import { describe, expect, it } from 'vitest';
import { addContact, verifyContact } from '../../../src/api/manage-contacts.ts';
import {
  getAccountAlerts,
  manageNotificationsOperations,
  updateAccountAlerts,
} from '../../../src/api/manage-notifications.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import type { AlertPreference, AlertType } from '../../../src/domain/manage-notifications/alerts.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { approveTransaction, createTransaction } from '../../../demo-host/simulator/payments/transactions.ts';
import { outboxMessages } from '../../../demo-host/simulator/outbox/outbox.ts';
import { reportOutage } from '../../../src/api/outage.ts';
import '../../../demo-host/simulator/manage-notifications/manage-notifications-service.ts';

// Our alerts calls against the simulator, and the alerts it delivers to the demo outbox when the events
// happen: to the subscribed contacts of the account, and to nobody else.
const origin = 'http://localhost:4173';

interface OutboxEntry {
  to: string;
  channel: string;
  subject: string;
  body: string;
}

async function jordan(state?: ReturnType<typeof createSeedState>) {
  const simulator = createSimulator(state ? { state } : {});
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  const member = { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' };
  const control = async (path: string, body?: object) => {
    const response = await simulator.fetch(
      new Request(`${origin}/api/__simulator${path}`, {
        method: body ? 'POST' : 'GET',
        ...(body ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } : {}),
      }),
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const outbox = async () => (await control('/outbox')).body as OutboxEntry[];
  return { client, member, control, outbox };
}

function subscribe(
  preferences: readonly AlertPreference[],
  alertType: AlertType,
  contactIds: string[],
  settings: Partial<AlertPreference> = {},
): AlertPreference[] {
  return preferences.map((preference) =>
    preference.alertType === alertType ? { ...preference, contactIds, ...settings } : preference,
  );
}

/** Jordan adds and confirms (555) 010-7788 (c3), reading its code from the outbox. */
async function confirmedMobile(setup: Awaited<ReturnType<typeof jordan>>) {
  await addContact(setup.client, setup.member, { kind: 'mobile', value: '(555) 010-7788' });
  const code = ((await setup.control('/outbox')).body as { code: string }[])[0]?.code ?? '';
  await verifyContact(setup.client, setup.member, 'c3', code);
}

describe('the alerts calls against the simulator', () => {
  it('reads 300100200’s seeded alerts: every type, bill ready and the 3-day reminder to the sign-in email', async () => {
    const { client, member } = await jordan();
    const alerts = await getAccountAlerts(client, { ...member, accountNumber: '300100200' });
    expect(alerts).toMatchObject({
      accountNumber: '300100200',
      serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401',
      serviceType: 'Electric',
    });
    expect(alerts.preferences).toEqual([
      { alertType: 'OUTAGE', contactIds: [], daysBefore: null, usageThreshold: null, projectedAmount: null },
      {
        alertType: 'BILL_READY',
        contactIds: ['c1'],
        daysBefore: null,
        usageThreshold: null,
        projectedAmount: null,
      },
      {
        alertType: 'PAYMENT_DUE',
        contactIds: ['c1'],
        daysBefore: 3,
        usageThreshold: null,
        projectedAmount: null,
      },
      {
        alertType: 'PAYMENT_RECEIVED',
        contactIds: [],
        daysBefore: null,
        usageThreshold: null,
        projectedAmount: null,
      },
      {
        alertType: 'DRAFT_UPCOMING',
        contactIds: [],
        daysBefore: null,
        usageThreshold: null,
        projectedAmount: null,
      },
      {
        alertType: 'HIGH_USAGE',
        contactIds: [],
        daysBefore: null,
        usageThreshold: null,
        projectedAmount: null,
      },
      {
        alertType: 'PROJECTED_BILL',
        contactIds: [],
        daysBefore: null,
        usageThreshold: null,
        projectedAmount: null,
      },
    ]);
  });

  it('offers no high-usage alert on the water account 300100201', async () => {
    const { client, member } = await jordan();
    const alerts = await getAccountAlerts(client, { ...member, accountNumber: '300100201' });
    expect(alerts.serviceType).toBe('Water');
    expect(alerts.preferences.map((preference) => preference.alertType)).not.toContain('HIGH_USAGE');
  });

  it('saves a change to one type and leaves every other type as it was', async () => {
    const { client, member } = await jordan();
    const account = { ...member, accountNumber: '300100200' };
    const before = await getAccountAlerts(client, account);
    const saved = await updateAccountAlerts(client, account, subscribe(before.preferences, 'BILL_READY', []));
    expect(saved.preferences.find((p) => p.alertType === 'BILL_READY')?.contactIds).toEqual([]);
    expect(saved.preferences.find((p) => p.alertType === 'PAYMENT_DUE')).toMatchObject({
      contactIds: ['c1'],
      daysBefore: 3,
    });
    // A request naming one type only changes that type.
    const single = await updateAccountAlerts(client, account, [
      {
        alertType: 'OUTAGE',
        contactIds: ['c2'],
        daysBefore: null,
        usageThreshold: null,
        projectedAmount: null,
      },
    ]);
    expect(single.preferences.find((p) => p.alertType === 'PAYMENT_DUE')?.contactIds).toEqual(['c1']);
    expect(single.preferences.find((p) => p.alertType === 'OUTAGE')?.contactIds).toEqual(['c2']);
  });

  it('refuses a setting out of range on its field, and an unconfirmed contact', async () => {
    const setup = await jordan();
    const account = { ...setup.member, accountNumber: '300100200' };
    const { preferences } = await getAccountAlerts(setup.client, account);
    const fieldErrors = async (changed: AlertPreference[]) =>
      separateFieldErrors(
        failureOf(
          await updateAccountAlerts(setup.client, account, changed).catch((caught: unknown) => caught),
        ),
      ).fieldErrors;
    expect(await fieldErrors(subscribe(preferences, 'HIGH_USAGE', ['c1'], { usageThreshold: null }))).toEqual(
      {
        usageThreshold: 'Please enter the daily usage in kWh.',
      },
    );
    expect(await fieldErrors(subscribe(preferences, 'HIGH_USAGE', ['c1'], { usageThreshold: 1000 }))).toEqual(
      {
        usageThreshold: 'Enter a whole number of kWh from 1 to 999.',
      },
    );
    expect(
      await fieldErrors(subscribe(preferences, 'PROJECTED_BILL', ['c1'], { projectedAmount: 0.5 })),
    ).toEqual({ projectedAmount: 'Enter an amount from $1.00 to $9,999.00.' });
    expect(await fieldErrors(subscribe(preferences, 'PAYMENT_DUE', ['c1'], { daysBefore: 4 }))).toEqual({
      daysBefore: 'Choose how many days before the due date.',
    });

    await addContact(setup.client, setup.member, { kind: 'mobile', value: '(555) 010-7788' });
    const refused = await updateAccountAlerts(
      setup.client,
      account,
      subscribe(preferences, 'OUTAGE', ['c3']),
    ).catch((caught: unknown) => caught);
    expect(failureOf(refused)).toMatchObject({
      status: 400,
      body: ['An alert can only go to one of your confirmed contacts.'],
    });
  });

  it('answers 404 for an account that is not the member’s', async () => {
    const { client, member } = await jordan();
    const error = await getAccountAlerts(client, { ...member, accountNumber: '300200300' }).catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 404 });
  });

  it('keeps the path under the member and the account, escaping what it puts in them', () => {
    const { alerts, update } = manageNotificationsOperations;
    expect(resolvePath(alerts.path, { memberNumber: '1001', accountNumber: '300100200' })).toBe(
      'v3/members/1001/accounts/300100200/alerts',
    );
    expect(resolvePath(alerts.path, { memberNumber: '10/01', accountNumber: '3001 00200' })).toBe(
      'v3/members/10%2F01/accounts/3001%2000200/alerts',
    );
    expect(update.path).toBe(alerts.path);
  });
});

describe('the alerts the simulator delivers', () => {
  it('texts an outage on 300100200 to the subscribed mobile only, naming the account; an outage on 300100201 sends nothing', async () => {
    const setup = await jordan();
    await confirmedMobile(setup);
    const account = { ...setup.member, accountNumber: '300100200' };
    const { preferences } = await getAccountAlerts(setup.client, account);
    await updateAccountAlerts(setup.client, account, subscribe(preferences, 'OUTAGE', ['c3']));
    const before = (await setup.outbox()).length;

    expect((await setup.control('/outage/start', { accountNumber: '300100200' })).status).toBe(201);
    const sent = (await setup.outbox()).slice(0, (await setup.outbox()).length - before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: '(555) 010-7788',
      channel: 'sms',
      subject: 'Outage: account 300100200',
    });
    expect(sent[0]?.body).toMatch(
      /^Riverbend Electric Cooperative: There is an outage on account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401\. The estimated restoration time is \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. To stop only outage alerts for account 300100200, turn them off in Manage Notifications on the member portal\.$/,
    );

    await setup.control('/outage/start', { accountNumber: '300100201' });
    expect((await setup.outbox()).length).toBe(before + 1);

    await setup.control('/outage/estimate', { accountNumber: '300100200', estimatedMinutes: 240 });
    await setup.control('/outage/restore', { accountNumber: '300100200' });
    const [restored, changed] = await setup.outbox();
    expect(changed?.subject).toBe('Outage update: account 300100200');
    expect(restored?.body).toBe(
      'Riverbend Electric Cooperative: Power is restored on account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401. To stop only outage alerts for account 300100200, turn them off in Manage Notifications on the member portal.',
    );
  });

  it('emails a bill issued by the controls to the seeded bill-ready subscriber; an unsubscribed account sends nothing', async () => {
    const setup = await jordan();
    expect((await setup.control('/bills', { accountNumber: '300100200', amount: 142.5 })).status).toBe(201);
    const [bill] = await setup.outbox();
    expect(bill).toMatchObject({
      to: 'jordan.rivera@example.com',
      channel: 'email',
      subject: 'Your bill is ready: account 300100200',
    });
    expect(bill?.body).toContain('A new bill of $142.50 for account 300100200 at 1450 Willow Creek Rd');
    await setup.control('/bills', { accountNumber: '300100201', amount: 60 });
    expect(await setup.outbox()).toHaveLength(1);
  });

  it('sends high usage only for a day above the threshold', async () => {
    const setup = await jordan();
    const account = { ...setup.member, accountNumber: '300100200' };
    const { preferences } = await getAccountAlerts(setup.client, account);
    await updateAccountAlerts(
      setup.client,
      account,
      subscribe(preferences, 'HIGH_USAGE', ['c2'], { usageThreshold: 60 }),
    );
    await setup.control('/usage/day', { accountNumber: '300100200', kWh: 60, date: '2026-03-02' });
    expect(await setup.outbox()).toHaveLength(0);
    await setup.control('/usage/day', { accountNumber: '300100200', kWh: 61.5, date: '2026-03-03' });
    const [usage] = await setup.outbox();
    expect(usage).toMatchObject({ to: '(555) 010-4821', subject: 'High usage: account 300100200' });
    expect(usage?.body).toContain(
      'Account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401 used 61.5 kWh on 03/03/2026, above your alert of 60 kWh a day.',
    );
  });

  it('texts an outage reported on the outage screen’s call, and not a second report that joins it', async () => {
    const setup = await jordan();
    const account = { ...setup.member, accountNumber: '300100200' };
    const { preferences } = await getAccountAlerts(setup.client, account);
    await updateAccountAlerts(setup.client, account, subscribe(preferences, 'OUTAGE', ['c2']));
    const report = {
      callbackNumber: '',
      callBack: false,
      outageReason: 'Power is completely off',
      accountNumber: '300100200',
      outageReportOrigin: 'Web',
      remarks: '',
    };
    await reportOutage(setup.client, account, report);
    const [sent] = await setup.outbox();
    expect(sent).toMatchObject({ to: '(555) 010-4821', subject: 'Outage: account 300100200' });
    await reportOutage(setup.client, account, report);
    expect(await setup.outbox()).toHaveLength(1);
  });

  it('emails a recorded payment to the subscribed contact, naming the account and its confirmation number', () => {
    const store = { state: createSeedState(new Date()), now: () => new Date() };
    store.state.manageNotifications.sites['RIVERBEND-WEB']!['1001']!['300100200']!.push({
      alertType: 'PAYMENT_RECEIVED',
      contactIds: ['c1'],
      daysBefore: null,
      usageThreshold: null,
      projectedAmount: null,
    });
    const transaction = createTransaction(store, {
      applicationId: 'RIVERBEND-WEB',
      memberNumber: '1001',
      accountNumber: '300100200',
      amount: 40,
      accountsToPay: [],
    });
    const payment = approveTransaction(store, transaction, {
      paymentMethod: 'cc',
      cardOrBankAccountNumberLastFourDigits: '4242',
    });
    const sent = outboxMessages(store);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'jordan.rivera@example.com',
      subject: 'Payment received: account 300100200',
    });
    expect(sent[0]?.body).toContain(
      `We received your payment of $40.00 for account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401 on`,
    );
    expect(payment).toBeDefined();
    expect(sent[0]?.body).toContain(`Confirmation number ${payment?.confirmationNumber}.`);
  });

  it('reads a day’s kWh from the account’s meter when the control names none', async () => {
    const setup = await jordan();
    const account = { ...setup.member, accountNumber: '300100200' };
    const { preferences } = await getAccountAlerts(setup.client, account);
    await updateAccountAlerts(
      setup.client,
      account,
      subscribe(preferences, 'HIGH_USAGE', ['c1'], { usageThreshold: 1 }),
    );
    const metered = (await setup.control('/usage/day', { accountNumber: '300100200', date: '2026-03-01' }))
      .body as {
      kWh: number;
    };
    expect(metered.kWh).toBeGreaterThan(1);
    const [usage] = await setup.outbox();
    expect(usage?.body).toContain(
      `used ${metered.kWh.toLocaleString('en-US')} kWh on 03/01/2026, above your alert of 1 kWh a day.`,
    );
    expect((await setup.control('/usage/day', { accountNumber: '300100201' })).status).toBe(400);
  });

  it('announces a draft 10 days before when its amount differs from the last bill, 3 days before when it does not; and a projection above the amount', async () => {
    const isoDay = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    const state = createSeedState(new Date());
    const accounts = state.accounts.sites['RIVERBEND-WEB']!.accounts;
    const varying = accounts['300100200']!;
    varying.overview!.draftDate = isoDay(20);
    varying.overview!.bills[1]!.endingBalance = varying.accountBalance + 10;
    const steady = accounts['300100201']!;
    steady.overview!.draftDate = isoDay(13);
    steady.overview!.bills[1]!.endingBalance = steady.accountBalance;
    const alerts = state.manageNotifications.sites['RIVERBEND-WEB']!['1001']!;
    const draftTo = (contactId: string) => ({
      alertType: 'DRAFT_UPCOMING' as const,
      contactIds: [contactId],
      daysBefore: null,
      usageThreshold: null,
      projectedAmount: null,
    });
    alerts['300100200'] = [
      draftTo('c1'),
      {
        alertType: 'PROJECTED_BILL',
        contactIds: ['c2'],
        daysBefore: null,
        usageThreshold: null,
        projectedAmount: 200,
      },
    ];
    alerts['300100201'] = [draftTo('c1')];
    const setup = await jordan(state);

    await setup.control('/alerts/daily', { date: isoDay(10), projections: { '300100200': 200 } });
    const first = await setup.outbox();
    expect(first.map((message) => message.subject)).toEqual([
      'Upcoming draft: account 300100201',
      'Upcoming draft: account 300100200',
    ]);
    expect(first[1]?.body).toContain(`will be drafted for account 300100200 at 1450 Willow Creek Rd`);
    expect(first[0]?.body).toContain('$54.10 will be drafted for account 300100201 at 1452 Willow Creek Rd');

    await setup.control('/alerts/daily', { date: isoDay(11), projections: { '300100200': 212.4 } });
    const [projected] = await setup.outbox();
    expect(projected).toMatchObject({ to: '(555) 010-4821', subject: 'Projected bill: account 300100200' });
    expect(projected?.body).toContain('is projected at $212.40, above your alert of $200.00.');
    expect(await setup.outbox()).toHaveLength(3);
  });

  it('sends the payment-due reminder on the chosen day before the due date, and not the day after', async () => {
    const setup = await jordan();
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    // 300100200 is due in 20 days; the seeded reminder comes 3 days before.
    await setup.control('/alerts/daily', { date: day(18) });
    expect(await setup.outbox()).toHaveLength(0);
    await setup.control('/alerts/daily', { date: day(17) });
    const [due] = await setup.outbox();
    expect(due).toMatchObject({ to: 'jordan.rivera@example.com', subject: 'Payment due: account 300100200' });
    expect(due?.body).toContain('$128.45 is due');
  });
});
