import { Hono } from 'hono';
import { draftNoticeDays, paymentReminderDate } from '../../../src/domain/manage-notifications/alerts.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import {
  accountOverview,
  accountOverviewSettings,
  changeableAccountOverview,
  findAccount,
  findSiteAccounts,
  siteAccounts,
} from '../accounts/site-accounts.ts';
import { addDays, addMinutes, toIsoDate } from '../dates.ts';
import { storedPreferences } from '../manage-notifications/alert-records.ts';
import { roundToCents } from '../money.ts';
import { siteOutages } from '../outage/outage-service.ts';
import { own } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest } from '../responses.ts';
import { prairieApplicationId, riverbendApplicationId } from '../sites.ts';
import { findSite } from '../portal/site-of.ts';
import { climates, meterDay } from '../usage-tracker/usage-readings.ts';
import { usageMetersOf } from '../usage-tracker/usage-tracker-service.ts';
import type { SimulatorStore } from '../store.ts';
import { emitSimulatorEvent } from './events.ts';

// Controls for tests and demos (mounted at /api/__simulator, outside the back office's contract): the
// events members are alerted about, made to happen. Each changes the back office's state as the
// event would, then emits it. The body names the account; `applicationId` defaults to Riverbend's.

export const alertControlRefusals = {
  accountUnknown: 'Name an account of the site: {"accountNumber": "300100200"}.',
  noLocation: 'This account has no service location.',
  noOutage: 'There is no outage at this account’s location.',
  amountInvalid: 'amount must be a positive number of dollars.',
  kWhInvalid: 'kWh must be a positive number; left out, the account needs an electric meter.',
} as const;

function numberIn(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

async function accountOf(store: SimulatorStore, request: Request) {
  const body = (await readJsonObject(request)) ?? {};
  const applicationId = asText(body.applicationId) ?? riverbendApplicationId;
  const account = findAccount(store.state, applicationId, asText(body.accountNumber) ?? '');
  return { body, applicationId, account };
}

/** Every account at the location follows the outage system, as a reported outage does. */
function markLocation(
  store: SimulatorStore,
  applicationId: string,
  locationId: string,
  estimate: string | null,
  out: boolean,
) {
  for (const other of Object.values(siteAccounts(store.state, applicationId).accounts)) {
    if (other.locationId !== locationId) continue;
    const overview = changeableAccountOverview(store.state, other);
    overview.outageStatus = out ? 'Y' : 'N';
    overview.estimatedTimeOfRestoration = out ? estimate : null;
  }
}

/** The kWh the account's electric meter read on `date`, as the Usage Tracker shows it; undefined without one. */
function meteredKWh(store: SimulatorStore, applicationId: string, account: AccountRecord, date: string) {
  const meter = usageMetersOf(store.state, applicationId, account.accountNumber).find(
    (candidate) => candidate.commodity === 'Electric',
  );
  if (!meter) return undefined;
  const site = applicationId === prairieApplicationId ? 'prairie' : 'riverbend';
  const timeZone = findSite(store.state, applicationId)?.siteSettings.timeZone ?? 'UTC';
  const reading = meterDay(meter, date, site, climates[site] ?? climates.riverbend!, timeZone);
  return Math.round(reading.usage * 10) / 10;
}

export function alertControls(store: SimulatorStore): Hono {
  const routes = new Hono();
  const outageSite = (applicationId: string) => siteOutages(store.state, applicationId);

  /** An outage starts at the account's location (nothing new when one is going on there). */
  routes.post('/outage/start', async (c) => {
    const { body, applicationId, account } = await accountOf(store, c.req.raw);
    if (!account) return badRequest([alertControlRefusals.accountUnknown]);
    if (account.locationId === '') return badRequest([alertControlRefusals.noLocation]);
    const site = outageSite(applicationId);
    const going = own(site.active, account.locationId);
    if (going) return c.json(going);
    const minutes = numberIn(body.estimatedMinutes) ?? 120;
    const outage = {
      startedAt: store.now().toISOString(),
      estimatedTimeOfRestoration:
        body.estimatedMinutes === null ? null : addMinutes(store.now(), minutes).toISOString(),
      description: asText(body.description) ?? 'Power is completely off',
    };
    site.active[account.locationId] = outage;
    markLocation(store, applicationId, account.locationId, outage.estimatedTimeOfRestoration, true);
    emitSimulatorEvent(store, {
      kind: 'outage-started',
      applicationId,
      locationId: account.locationId,
      estimatedTimeOfRestoration: outage.estimatedTimeOfRestoration,
    });
    return c.json(outage, 201);
  });

  /** The crews' estimate for the outage at the account's location changes. */
  routes.post('/outage/estimate', async (c) => {
    const { body, applicationId, account } = await accountOf(store, c.req.raw);
    if (!account) return badRequest([alertControlRefusals.accountUnknown]);
    const outage = own(outageSite(applicationId).active, account.locationId);
    if (!outage) return badRequest([alertControlRefusals.noOutage]);
    const minutes = numberIn(body.estimatedMinutes);
    outage.estimatedTimeOfRestoration =
      minutes === undefined ? null : addMinutes(store.now(), minutes).toISOString();
    markLocation(store, applicationId, account.locationId, outage.estimatedTimeOfRestoration, true);
    emitSimulatorEvent(store, {
      kind: 'outage-estimate-changed',
      applicationId,
      locationId: account.locationId,
      estimatedTimeOfRestoration: outage.estimatedTimeOfRestoration,
    });
    return c.json(outage);
  });

  /** Power comes back at the account's location: the outage joins the location's history. */
  routes.post('/outage/restore', async (c) => {
    const { applicationId, account } = await accountOf(store, c.req.raw);
    if (!account) return badRequest([alertControlRefusals.accountUnknown]);
    const site = outageSite(applicationId);
    const outage = own(site.active, account.locationId);
    if (!outage) return badRequest([alertControlRefusals.noOutage]);
    delete site.active[account.locationId];
    site.history[account.locationId] = [
      {
        timeOfInterruption: outage.startedAt,
        timeOfRestored: store.now().toISOString(),
        description: outage.description,
      },
      ...(own(site.history, account.locationId) ?? []),
    ];
    markLocation(store, applicationId, account.locationId, null, false);
    emitSimulatorEvent(store, { kind: 'outage-restored', applicationId, locationId: account.locationId });
    return c.json({ restored: true });
  });

  /** The account is billed: a new statement (the latest), its amount added to the balance. */
  routes.post('/bills', async (c) => {
    const { body, applicationId, account } = await accountOf(store, c.req.raw);
    if (!account) return badRequest([alertControlRefusals.accountUnknown]);
    const amount = numberIn(body.amount) ?? 0;
    if (amount <= 0) return badRequest([alertControlRefusals.amountInvalid]);
    const today = store.now();
    const dueDate = account.isPrepaidAccount
      ? null
      : toIsoDate(addDays(today, numberIn(body.dueInDays) ?? 20));
    const { bills } = changeableAccountOverview(store.state, account);
    const latest = bills[0];
    account.accountBalance = roundToCents(account.accountBalance + amount);
    if (dueDate) account.dueDate = dueDate;
    bills.unshift({
      billDate: toIsoDate(today),
      endingBalance: account.accountBalance,
      dueDate,
      statementStartDate: latest
        ? toIsoDate(addDays(new Date(`${latest.billDate}T12:00:00`), 1))
        : toIsoDate(addDays(today, -30)),
      billType: account.isPrepaidAccount ? 'Prepaid' : 'Regular',
      hasStatement: true,
      usage: latest?.usage ?? 0,
      usageUnit: latest?.usageUnit ?? 'kWh',
      prepaid: null,
    });
    emitSimulatorEvent(store, {
      kind: 'bill-issued',
      applicationId,
      accountNumber: account.accountNumber,
      amount,
      dueDate,
    });
    return c.json(bills[0], 201);
  });

  /** A day's meter reading arrives: `kWh` used on `date` (yesterday unless given). */
  routes.post('/usage/day', async (c) => {
    const { body, applicationId, account } = await accountOf(store, c.req.raw);
    if (!account) return badRequest([alertControlRefusals.accountUnknown]);
    const date = asText(body.date) ?? toIsoDate(addDays(store.now(), -1));
    const kWh = body.kWh === undefined ? meteredKWh(store, applicationId, account, date) : numberIn(body.kWh);
    if (kWh === undefined || kWh < 0) return badRequest([alertControlRefusals.kWhInvalid]);
    emitSimulatorEvent(store, {
      kind: 'usage-read',
      applicationId,
      accountNumber: account.accountNumber,
      date,
      kWh,
    });
    return c.json({ accountNumber: account.accountNumber, date, kWh });
  });

  /**
   * The back office's daily run for one day (`date`, today unless given): payment-due reminders,
   * upcoming-draft notices and bill projections (`projections` by account; the latest bill's amount
   * when not given).
   */
  routes.post('/alerts/daily', async (c) => {
    const body = (await readJsonObject(c.req.raw)) ?? {};
    const applicationId = asText(body.applicationId) ?? riverbendApplicationId;
    const date = asText(body.date) ?? toIsoDate(store.now());
    const projections = (body.projections ?? {}) as Record<string, unknown>;
    const accounts = findSiteAccounts(store.state, applicationId)?.accounts ?? {};
    let emitted = 0;
    for (const account of Object.values(accounts) as AccountRecord[]) {
      const preferences = storedPreferences(
        store,
        applicationId,
        account.memberNumber,
        account.accountNumber,
      );
      const due = preferences.find((preference) => preference.alertType === 'PAYMENT_DUE');
      if (
        due &&
        account.dueDate &&
        account.accountBalance > 0 &&
        paymentReminderDate(account.dueDate, due.daysBefore ?? 3) === date
      ) {
        emitSimulatorEvent(store, {
          kind: 'payment-due',
          applicationId,
          accountNumber: account.accountNumber,
          amount: account.accountBalance,
          dueDate: account.dueDate,
        });
        emitted += 1;
      }
      const draftDate = accountOverviewSettings(store.state, account).draftDate;
      if (draftDate && account.accountBalance > 0) {
        const previous = accountOverview(store.state, account).bills[1]?.endingBalance ?? null;
        if (paymentReminderDate(draftDate, draftNoticeDays(account.accountBalance, previous)) === date) {
          emitSimulatorEvent(store, {
            kind: 'draft-upcoming',
            applicationId,
            accountNumber: account.accountNumber,
            amount: account.accountBalance,
            draftDate,
          });
          emitted += 1;
        }
      }
      if (preferences.some((preference) => preference.alertType === 'PROJECTED_BILL')) {
        const projected =
          numberIn(own(projections, account.accountNumber)) ??
          accountOverview(store.state, account).bills[0]?.endingBalance;
        if (projected !== undefined) {
          emitSimulatorEvent(store, {
            kind: 'bill-projected',
            applicationId,
            accountNumber: account.accountNumber,
            projected,
          });
          emitted += 1;
        }
      }
    }
    return c.json({ date, events: emitted });
  });

  return routes;
}
