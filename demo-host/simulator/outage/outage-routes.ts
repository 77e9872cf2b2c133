import { Hono } from 'hono';
import { requireCaller, requireOwnedAccount } from '../access.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { changeableAccountOverview, memberAccounts, siteAccounts } from '../accounts/site-accounts.ts';
import { emitSimulatorEvent } from '../alerts/events.ts';
import { isValidPhone } from '../contacts.ts';
import { addMinutes } from '../dates.ts';
import { own, siteEntry } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages, notFound } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { ActiveOutageRecord, OutageSite } from './outage-records.ts';

/** What the back office answers a report it refuses, on the field it names. */
export const outageRefusals = {
  reasonMissing: 'You must select an issue',
  reasonUnknown: 'Select one of the problems listed for this account.',
  phoneMissing: 'You must enter a phone number',
  phoneInvalid: 'Invalid phone format.(Ex: (987) 456-1230)',
  remarksTooLong: 'A comment is at most 500 characters.',
  accountMismatch: 'The account number does not match the account of the address.',
  /** A disconnected, pending or final-billed account with no outage going on (spec 03 §2.1). */
  notAllowed: 'Outages cannot be reported for this account. Please call the cooperative.',
} as const;

/** What the back office says once it has a report. */
export const outageAnswers = {
  received: 'Thank you. Your outage report has been received and a crew has been notified.',
  joined: 'Thank you. We already know about the outage in your area, and your report has been added to it.',
  callBack: (phone: string) => ` We will call you at ${phone} when your power is restored.`,
} as const;

const remarksMaxLength = 500;
/** A new outage's first estimate: two hours out, on the quarter hour. */
const firstEstimateMinutes = 120;
const phoneDigitsPattern = /^[1-9]\d{9}$/;
const reportHiddenStatuses = ['disconnected', 'pending disconnect', 'pending reconnect', 'final billed'];

function onQuarterHour(moment: Date): Date {
  const quarter = 15 * 60_000;
  return new Date(Math.ceil(moment.getTime() / quarter) * quarter);
}

/** The member's phones on file, each once: the account phone, then the cell phones. */
function contactPhones(store: SimulatorStore, applicationId: string, memberNumber: string) {
  const member = own(siteAccounts(store.state, applicationId).members, memberNumber);
  if (!member) return [];
  const phones = [member.phoneNumber, ...member.cellPhones.map((phone) => phone.value)].filter(Boolean);
  return [...new Set(phones)].map((phoneNumber) => ({ phoneNumber }));
}

/** A report's phone number: (ddd) ddd-dddd, the area code starting 1-9 (spec 03 §5). */
function isCallbackNumber(value: string): boolean {
  return isValidPhone(value) && phoneDigitsPattern.test(value.replace(/\D/g, ''));
}

/**
 * Outages of a signed-in member's accounts, mounted at /api/v3/members: the status and report form of
 * an account, its reports, and the history of a location. Only the access token of the member the
 * path names opens them; another member's account or location, or an unknown one, answers 404.
 */
export function outageRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);
  const site = (applicationId: string): OutageSite =>
    siteEntry(store.state.outage.sites, applicationId, 'outage');
  const activeAt = (applicationId: string, account: AccountRecord): ActiveOutageRecord | undefined =>
    own(site(applicationId).active, account.locationId);

  routes.get('/:memberNumber/accounts/:accountNumber/outage/status', member, memberAccount, (c) => {
    const active = activeAt(c.var.applicationId, c.var.account);
    return c.json({
      accountNumber: c.var.account.accountNumber,
      isActive: active !== undefined,
      estimatedTimeOfRestoration: active?.estimatedTimeOfRestoration ?? null,
    });
  });

  routes.get('/:memberNumber/accounts/:accountNumber/outage/info', member, memberAccount, (c) => {
    const { settings } = site(c.var.applicationId);
    return c.json({
      accountNumber: c.var.account.accountNumber,
      problems: settings.problems.map((outageDescription) => ({ outageDescription })),
      hideOutageCallBackRequest: settings.hideOutageCallBackRequest,
      callbackCheckBoxDefaultValue: settings.callbackCheckBoxDefaultValue,
      contactPhones: contactPhones(store, c.var.applicationId, c.var.caller.memberNumber),
    });
  });

  routes.post('/:memberNumber/accounts/:accountNumber/outage/reports', member, memberAccount, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const { applicationId, account } = c.var;
    const outages = site(applicationId);
    const active = activeAt(applicationId, account);

    const fieldErrors: { field: string; message: string }[] = [];
    const accountNumber = asText(body.accountNumber);
    if (accountNumber !== undefined && accountNumber !== account.accountNumber) {
      fieldErrors.push({ field: 'accountNumber', message: outageRefusals.accountMismatch });
    }
    const outageReason = asText(body.outageReason) ?? '';
    if (outageReason === '')
      fieldErrors.push({ field: 'outageReason', message: outageRefusals.reasonMissing });
    else if (!outages.settings.problems.includes(outageReason)) {
      fieldErrors.push({ field: 'outageReason', message: outageRefusals.reasonUnknown });
    }
    const callBack = body.callBack === true;
    const callbackNumber = asText(body.callbackNumber) ?? '';
    if (callbackNumber === '' && callBack) {
      fieldErrors.push({ field: 'callbackNumber', message: outageRefusals.phoneMissing });
    } else if (callbackNumber !== '' && !isCallbackNumber(callbackNumber)) {
      fieldErrors.push({ field: 'callbackNumber', message: outageRefusals.phoneInvalid });
    }
    const remarks = asText(body.remarks) ?? '';
    if (remarks.length > remarksMaxLength) {
      fieldErrors.push({ field: 'remarks', message: outageRefusals.remarksTooLong });
    }
    if (fieldErrors.length > 0) return c.json(fieldErrors, 400);
    if (!active && reportHiddenStatuses.includes(account.derivedStatus.trim().toLowerCase())) {
      return badRequest([outageRefusals.notAllowed]);
    }
    if (account.locationId === '') return badRequest([outageRefusals.notAllowed]);

    const now = store.now();
    outages.reports.push({
      memberNumber: c.var.caller.memberNumber,
      accountNumber: account.accountNumber,
      locationId: account.locationId,
      outageReason,
      callBack,
      callbackNumber,
      remarks,
      outageReportOrigin: asText(body.outageReportOrigin) ?? '',
      receivedAt: now.toISOString(),
    });
    const outage = active ?? {
      startedAt: now.toISOString(),
      estimatedTimeOfRestoration: onQuarterHour(addMinutes(now, firstEstimateMinutes)).toISOString(),
      description: outageReason,
    };
    outages.active[account.locationId] = outage;
    if (!active)
      emitSimulatorEvent(store, {
        kind: 'outage-started',
        applicationId,
        locationId: account.locationId,
        estimatedTimeOfRestoration: outage.estimatedTimeOfRestoration,
      });
    // The account info follows the outage system: every account at the location is now under it.
    for (const other of Object.values(siteAccounts(store.state, applicationId).accounts)) {
      if (other.locationId !== account.locationId) continue;
      const overview = changeableAccountOverview(store.state, other);
      overview.outageStatus = 'Y';
      overview.estimatedTimeOfRestoration = outage.estimatedTimeOfRestoration;
    }
    const statusMessage =
      (active ? outageAnswers.joined : outageAnswers.received) +
      (callBack ? outageAnswers.callBack(callbackNumber) : '');
    return c.json({ statusMessage });
  });

  routes.get('/:memberNumber/locations/:locationId/outage-history', member, (c) => {
    const { applicationId } = c.var;
    const locationId = c.req.param('locationId');
    const accounts = memberAccounts(siteAccounts(store.state, applicationId), c.var.caller.memberNumber);
    const account = accounts.find((candidate) => candidate.locationId === locationId);
    if (!account) return notFound();
    const history = own(site(applicationId).history, locationId) ?? [];
    return c.json({
      results: history.map((outage) => ({ accountNumber: account.accountNumber, ...outage })),
    });
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const outageMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': outageRoutes(store) },
  controls: new Hono().get('/outage/reports', (c) =>
    c.json(Object.values(store.state.outage.sites).flatMap((site) => site.reports)),
  ),
});
