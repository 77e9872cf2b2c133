import { Hono } from 'hono';
import type { Context } from 'hono';
import { requireCaller, requireOwnedAccount } from '../access.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { webContentKeys, webContentOfCall } from '../portal/web-content.ts';
import { badRequest } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { espiResourcePath, greenButtonRoutes } from './green-button-routes.ts';
import { meterContexts, usageRecordOf, usageSite } from './usage-contexts.ts';
import {
  billingPeriodView,
  dailySpan,
  dailyView,
  hourlyView,
  intervalSpan,
  intervalView,
  type MeterContext,
  monthlyView,
  prepaidSummaryView,
  type UsageUnit,
} from './usage-views.ts';

/** What the back office answers a usage request it cannot serve. */
export const usageRefusals = {
  dates: 'fromDate and toDate must be dates (yyyy-mm-dd), fromDate not after toDate.',
  date: 'date must be a date (yyyy-mm-dd).',
  meter: 'The meter is not one of the account’s meters.',
  unit: 'unit must be usage, dollars or demand.',
  range: 'A request may cover at most 400 days.',
} as const;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string | undefined): value is string {
  if (!value || !isoDatePattern.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The Usage Tracker service (docs/api.md "Usage Tracker service"): mounted at /api/v3/members. Only
 * the access token of the member the path names opens it; another member's account, or an unknown
 * one, answers 404.
 */
export function usageTrackerRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);
  const contexts = (applicationId: string, account: AccountRecord) =>
    meterContexts(store, applicationId, account);

  /** The meter the query names, or a 400 answer. */
  function meterOf(c: Context, applicationId: string, account: AccountRecord): MeterContext | Response {
    const meterId = c.req.query('meterId') ?? '';
    return (
      contexts(applicationId, account).find((context) => context.meter.meterId === meterId) ??
      badRequest([usageRefusals.meter])
    );
  }

  function rangeOf(c: Context): { from: string; to: string } | Response {
    const from = c.req.query('fromDate');
    const to = c.req.query('toDate');
    if (!isDate(from) || !isDate(to) || from > to) return badRequest([usageRefusals.dates]);
    const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
    const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
    if ((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000 > 400)
      return badRequest([usageRefusals.range]);
    return { from, to };
  }

  function unitOf(c: Context): UsageUnit | Response {
    const unit = c.req.query('unit') ?? 'usage';
    return unit === 'usage' || unit === 'dollars' || unit === 'demand'
      ? unit
      : badRequest([usageRefusals.unit]);
  }

  routes.get('/:memberNumber/usage/settings', member, (c) => {
    const { settings } = usageSite(store, c.var.applicationId);
    const inAskedLanguage = webContentOfCall(c, store.state);
    return c.json({
      ...settings,
      usageDisclaimer: inAskedLanguage(webContentKeys.usageDisclaimer, settings.usageDisclaimer),
      usageSuspendedMessage: inAskedLanguage(webContentKeys.usageSuspended, settings.usageSuspendedMessage),
    });
  });

  routes.get('/:memberNumber/accounts/:accountNumber/usage/profile', member, memberAccount, (c) => {
    const { account } = c.var;
    const record = usageRecordOf(store, c.var.applicationId, account);
    return c.json({
      accountNumber: account.accountNumber,
      showUsageSuspendedMsg: record.showUsageSuspendedMsg,
      meters: contexts(c.var.applicationId, account).map((context) => {
        const daily = dailySpan(context);
        const interval = intervalSpan(context);
        return {
          meterId: context.meter.meterId,
          commodity: context.meter.commodity,
          unitOfMeasure: context.meter.unitOfMeasure,
          intervalMinutes: interval ? context.meter.intervalMinutes : null,
          firstReadingDate: daily?.first ?? null,
          lastReadingDate: daily?.last ?? null,
          firstIntervalDate: interval?.first ?? null,
        };
      }),
    });
  });

  routes.get('/:memberNumber/accounts/:accountNumber/usage/daily', member, memberAccount, (c) => {
    const meter = meterOf(c, c.var.applicationId, c.var.account);
    if (meter instanceof Response) return meter;
    const range = rangeOf(c);
    if (range instanceof Response) return range;
    const unit = unitOf(c);
    if (unit instanceof Response) return unit;
    return c.json(dailyView(meter, range.from, range.to, unit));
  });

  routes.get('/:memberNumber/accounts/:accountNumber/usage/monthly', member, memberAccount, (c) => {
    const meter = meterOf(c, c.var.applicationId, c.var.account);
    if (meter instanceof Response) return meter;
    const unit = unitOf(c);
    if (unit instanceof Response) return unit;
    return c.json(monthlyView(meter, unit));
  });

  routes.get('/:memberNumber/accounts/:accountNumber/usage/hourly', member, memberAccount, (c) => {
    const meter = meterOf(c, c.var.applicationId, c.var.account);
    if (meter instanceof Response) return meter;
    const date = c.req.query('date');
    if (!isDate(date)) return badRequest([usageRefusals.date]);
    return c.json(hourlyView(meter, date));
  });

  routes.get('/:memberNumber/accounts/:accountNumber/usage/interval', member, memberAccount, (c) => {
    const meter = meterOf(c, c.var.applicationId, c.var.account);
    if (meter instanceof Response) return meter;
    const range = rangeOf(c);
    if (range instanceof Response) return range;
    return c.json(intervalView(meter, range.from, range.to));
  });

  routes.get('/:memberNumber/accounts/:accountNumber/usage/prepaid-summary', member, memberAccount, (c) => {
    const [meter] = contexts(c.var.applicationId, c.var.account);
    const range = rangeOf(c);
    if (range instanceof Response) return range;
    if (!meter) return badRequest([usageRefusals.meter]);
    return c.json(prepaidSummaryView(meter, range.from, range.to));
  });

  routes.get('/:memberNumber/accounts/:accountNumber/usage/billing-period', member, memberAccount, (c) => {
    const meter = meterOf(c, c.var.applicationId, c.var.account);
    if (meter instanceof Response) return meter;
    const record = usageRecordOf(store, c.var.applicationId, c.var.account);
    return c.json(billingPeriodView(meter, record.billingCycleDay));
  });

  return routes;
}

/**
 * Where the simulator mounts this service's routes: services.ts pairs them with the service. The
 * Green Button files' links are served beside the calls, under ESPI's resource root.
 */
export const usageTrackerMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': usageTrackerRoutes(store), [espiResourcePath]: greenButtonRoutes(store) },
});
