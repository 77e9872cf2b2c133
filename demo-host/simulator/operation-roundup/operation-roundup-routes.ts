import { Hono } from 'hono';
import { requireCaller } from '../access.ts';
import { parseAccountQuery, queryAccounts } from '../accounts/account-query.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { memberAccountList, siteAccounts } from '../accounts/site-accounts.ts';
import { addDays, toIsoDate } from '../dates.ts';
import { own, siteEntry } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { OperationRoundupSite } from './operation-roundup-service.ts';

/** What the back office answers a change it refuses (a 400's list of messages). */
export const operationRoundupRefusals = {
  noAccounts: 'Select at least one account.',
  notYourAccount: (accountNumber: string) => `Account ${accountNumber} is not one of your accounts.`,
  invalidAmount: (accountNumber: string) => `The amount for account ${accountNumber} is not valid.`,
  aboveMaximum: (accountNumber: string) => `The amount for account ${accountNumber} is above the maximum.`,
  invalidDate: (accountNumber: string) =>
    `The expiration date for account ${accountNumber} must be from tomorrow to 12/31/2121.`,
} as const;

const amountLimit = 99999999.99;
const latestExpiration = '2121-12-31';
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Operation RoundUp of a signed-in member's accounts: mounted at /api/v3/members. Only the access token of
 * the member the path names opens it.
 */
export function operationRoundupRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const siteOf = (applicationId: string): OperationRoundupSite =>
    siteEntry(store.state.operationRoundup.sites, applicationId, 'operationRoundup');

  const accountsOf = (applicationId: string, memberNumber: string) =>
    memberAccountList(siteAccounts(store.state, applicationId), memberNumber);

  function view(applicationId: string, accounts: readonly AccountRecord[]) {
    const site = siteOf(applicationId);
    return {
      roundUpPlusMaximum: site.roundUpPlusMaximum,
      accounts: accounts.map((account) => {
        const record = own(site.enrolments, account.accountNumber);
        return {
          accountNumber: account.accountNumber,
          accountType: account.serviceType,
          address: account.serviceAddress,
          operationRoundup: record?.enrolled ?? false,
          operationRoundupAmount: record?.amount ?? null,
          operationRoundupExpiration: record?.expiration ?? null,
        };
      }),
    };
  }

  // A page of the member's accounts, searched, sorted and paged as account details are.
  routes.get('/:memberNumber/operation-roundup', member, (c) => {
    const query = parseAccountQuery(c.req.query());
    if (Array.isArray(query)) return badRequest(query);
    const { applicationId } = c.var;
    const { page, totalRecords } = queryAccounts(accountsOf(applicationId, c.var.caller.memberNumber), query);
    return c.json({ ...view(applicationId, page), totalRecords });
  });

  routes.put('/:memberNumber/operation-roundup', member, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const rows = Array.isArray(body.accounts) ? (body.accounts as unknown[]) : [];
    if (rows.length === 0) return badRequest([operationRoundupRefusals.noAccounts]);
    const { applicationId } = c.var;
    const { memberNumber } = c.var.caller;
    const accounts = accountsOf(applicationId, memberNumber);
    const owned = new Map(accounts.map((account) => [account.accountNumber, account]));
    const site = siteOf(applicationId);
    const tomorrow = toIsoDate(addDays(store.now(), 1));
    const changes: [string, { enrolled: boolean; amount: number | null; expiration: string | null }][] = [];
    for (const row of rows) {
      const fields = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
      const accountNumber = asText(fields.accountNumber) ?? '';
      if (!owned.has(accountNumber))
        return badRequest([operationRoundupRefusals.notYourAccount(accountNumber)]);
      if (fields.isRoundUp !== true) {
        changes.push([accountNumber, { enrolled: false, amount: null, expiration: null }]);
        continue;
      }
      const amount = fields.amount ?? 0;
      if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0 || amount >= amountLimit) {
        return badRequest([operationRoundupRefusals.invalidAmount(accountNumber)]);
      }
      if (site.roundUpPlusMaximum !== null && amount > site.roundUpPlusMaximum) {
        return badRequest([operationRoundupRefusals.aboveMaximum(accountNumber)]);
      }
      const expiration = fields.expireDate ?? null;
      if (
        expiration !== null &&
        (typeof expiration !== 'string' ||
          !isoDatePattern.test(expiration) ||
          expiration < tomorrow ||
          expiration > latestExpiration)
      ) {
        return badRequest([operationRoundupRefusals.invalidDate(accountNumber)]);
      }
      changes.push([accountNumber, { enrolled: true, amount: Math.round(amount * 100) / 100, expiration }]);
    }
    for (const [accountNumber, record] of changes) site.enrolments[accountNumber] = record;
    // The accounts changed, as they now are, in the order sent: never the member's whole list.
    const changed = new Set(changes.map(([accountNumber]) => accountNumber));
    return c.json(
      view(
        applicationId,
        [...changed].flatMap((accountNumber) => owned.get(accountNumber) ?? []),
      ),
    );
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const operationRoundupMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': operationRoundupRoutes(store) },
});
