import { Hono } from 'hono';
import { requireCaller, requireOwnedAccount } from '../access.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { accountOverviewSettings } from '../accounts/site-accounts.ts';
import { siteOf } from '../portal/site-of.ts';
import { own, siteEntry } from '../records.ts';
import { readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { SimulatorState } from '../state.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { keptReadings, type MeterReadingRecord } from './meter-reading-service.ts';

/** What the back office answers a reading it refuses: on the field it names, or for the account. */
export const meterReadingRefusals = {
  notCollected: 'This account does not collect meter readings.',
  meter: 'Select a meter.',
  date: 'Enter the day you read the meter.',
  future: 'The reading date cannot be in the future.',
  beforeLast: 'The reading date cannot be before the meter’s last reading.',
  reading: 'Enter the reading in whole numbers, as the meter shows it.',
  belowLast: 'The reading cannot be lower than the meter’s last reading.',
} as const;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A member reads the meters of an account that collects readings and is not prepaid (spec 02 §2.1). */
function collects(state: SimulatorState, account: AccountRecord): boolean {
  return accountOverviewSettings(state, account).collectMeterReading === 'Y' && !account.isPrepaidAccount;
}

/**
 * The Meter Reading service, mounted at /api/v3/members. Only the access token of the member the path
 * names opens it; another member's account, or an unknown one, answers 404.
 */
export function meterReadingRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);
  const siteReadings = (applicationId: string) =>
    siteEntry(store.state.meterReading.sites, applicationId, 'meterReading');

  /** The account's record, made from its meters the first time it is read. */
  function recordOf(applicationId: string, account: AccountRecord): MeterReadingRecord {
    const readings = siteReadings(applicationId);
    const existing = own(readings, account.accountNumber);
    if (existing) return existing;
    return {
      meters: accountOverviewSettings(store.state, account).meters.map((meter) => ({
        meterId: meter.meterNumber,
        unitOfMeasure: meter.unitOfMeasure,
        lastReading: null,
      })),
      submitted: [],
    };
  }

  /** Today on the cooperative's calendar. */
  function today(applicationId: string): string {
    const timeZone = siteOf(store.state, applicationId).siteSettings.timeZone ?? 'UTC';
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(store.now());
  }

  routes.get('/:memberNumber/accounts/:accountNumber/meter-readings', member, memberAccount, (c) => {
    const { account } = c.var;
    const record = recordOf(c.var.applicationId, account);
    return c.json({
      accountNumber: account.accountNumber,
      collectsMeterReadings: collects(store.state, account),
      meters: record.meters,
      submitted: record.submitted,
    });
  });

  routes.post('/:memberNumber/accounts/:accountNumber/meter-readings', member, memberAccount, async (c) => {
    const { account, applicationId } = c.var;
    if (!collects(store.state, account)) return badRequest([meterReadingRefusals.notCollected]);
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const record = recordOf(applicationId, account);
    const meter = record.meters.find((one) => one.meterId === body.meterId);
    if (!meter) return c.json([{ field: 'meterId', message: meterReadingRefusals.meter }], 400);
    const readingDate = typeof body.readingDate === 'string' ? body.readingDate : '';
    if (!datePattern.test(readingDate) || Number.isNaN(Date.parse(readingDate))) {
      return c.json([{ field: 'readingDate', message: meterReadingRefusals.date }], 400);
    }
    if (readingDate > today(applicationId)) {
      return c.json([{ field: 'readingDate', message: meterReadingRefusals.future }], 400);
    }
    if (meter.lastReading && readingDate < meter.lastReading.readingDate) {
      return c.json([{ field: 'readingDate', message: meterReadingRefusals.beforeLast }], 400);
    }
    const reading = body.reading;
    if (typeof reading !== 'number' || !Number.isInteger(reading) || reading < 0 || reading > 999_999_999) {
      return c.json([{ field: 'reading', message: meterReadingRefusals.reading }], 400);
    }
    if (meter.lastReading && reading < meter.lastReading.reading) {
      return c.json([{ field: 'reading', message: meterReadingRefusals.belowLast }], 400);
    }
    const submitted = {
      meterId: meter.meterId,
      reading,
      readingDate,
      submittedOn: store.now().toISOString(),
    };
    meter.lastReading = { reading, readingDate };
    record.submitted = [submitted, ...record.submitted].slice(0, keptReadings);
    siteReadings(applicationId)[account.accountNumber] = record;
    return c.json({ ...submitted, message: 'Your meter reading was received.' }, 201);
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const meterReadingMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': meterReadingRoutes(store) },
});
