import { Hono } from 'hono';
import type { AccountRecord } from '../accounts/account-records.ts';
import { memberAccounts, siteAccounts } from '../accounts/site-accounts.ts';
import { type MemberCaller, requireCaller } from '../access.ts';
import { own, siteEntry } from '../records.ts';
import { badRequest, messages, notFound } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { LevelizedRecord } from './average-billing-service.ts';

/** What the back office answers a change it refuses (400, a list of messages). */
export const averageBillingRefusals = {
  budget: (accountNumber: string) =>
    `Account ${accountNumber} is on budget billing; its billing type cannot be changed.`,
  notEligible: 'Final billed accounts cannot enrol in average billing.',
  alreadyAverage: (accountNumber: string) => `Account ${accountNumber} is already on average billing.`,
  notAverage: (accountNumber: string) => `Account ${accountNumber} is not on average billing.`,
  invalidUpdate:
    'Each update needs an accountNumber and either action Add with billingType Average or action Edit with billingType Standard.',
  emptyList: 'The request body must be a non-empty list of updates.',
} as const;

const standardRecord: LevelizedRecord = {
  estimatedAmount: null,
  billingType: 'Standard',
  isEligible: true,
  notEligibleMessage: null,
  defaultSettlementMonth: null,
};

interface Update {
  accountNumber: string;
  billingType: 'Average' | 'Standard';
}

/** The update a body entry stands for, or undefined when it is not one the back office accepts. */
function updateOf(entry: unknown): Update | undefined {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
  const { action, billingType, accountNumber } = entry as Record<string, unknown>;
  if (typeof accountNumber !== 'string' || accountNumber === '') return undefined;
  if (action === 'Add' && billingType === 'Average') return { accountNumber, billingType };
  if (action === 'Edit' && billingType === 'Standard') return { accountNumber, billingType };
  return undefined;
}

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Levelized (average) billing of a signed-in member's accounts: mounted at /api/v3/members. Only the
 * access token of the member the path names opens it; another member's account, or an unknown one,
 * answers 404. A change is made whole or not at all.
 */
export function averageBillingRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const siteRecords = (applicationId: string) =>
    siteEntry(store.state.averageBilling.sites, applicationId, 'averageBilling');
  const accountsOf = (applicationId: string, caller: MemberCaller) =>
    memberAccounts(siteAccounts(store.state, applicationId), caller.memberNumber);
  const recordOf = (applicationId: string, accountNumber: string) =>
    own(siteRecords(applicationId), accountNumber) ?? standardRecord;
  const answer = (applicationId: string, account: AccountRecord) => ({
    accountNumber: account.accountNumber,
    serviceAddress: account.serviceAddress,
    ...recordOf(applicationId, account.accountNumber),
  });

  /** Why the back office refuses `update`, or undefined when it makes it. */
  const refusal = (applicationId: string, update: Update): string | undefined => {
    const record = recordOf(applicationId, update.accountNumber);
    if (record.billingType === 'Budget') return averageBillingRefusals.budget(update.accountNumber);
    if (!record.isEligible) return record.notEligibleMessage ?? averageBillingRefusals.notEligible;
    if (update.billingType === 'Average' && record.billingType === 'Average') {
      return averageBillingRefusals.alreadyAverage(update.accountNumber);
    }
    if (update.billingType === 'Standard' && record.billingType !== 'Average') {
      return averageBillingRefusals.notAverage(update.accountNumber);
    }
    return undefined;
  };

  const apply = (applicationId: string, update: Update) => {
    const records = siteRecords(applicationId);
    records[update.accountNumber] = {
      ...recordOf(applicationId, update.accountNumber),
      billingType: update.billingType,
    };
  };

  routes.get('/:memberNumber/levelized-accounts', member, (c) =>
    c.json(
      accountsOf(c.var.applicationId, c.var.caller).map((account) => answer(c.var.applicationId, account)),
    ),
  );

  routes.put('/:memberNumber/levelized-accounts/:accountNumber', member, async (c) => {
    const { applicationId } = c.var;
    const account = accountsOf(applicationId, c.var.caller).find(
      (candidate) => candidate.accountNumber === c.req.param('accountNumber'),
    );
    if (!account) return notFound();
    const body = await jsonBody(c.req.raw);
    if (!body || typeof body !== 'object' || Array.isArray(body)) return badRequest([messages.bodyNotJson]);
    const update = updateOf({ ...body, accountNumber: account.accountNumber });
    if (!update) return badRequest([averageBillingRefusals.invalidUpdate]);
    const refused = refusal(applicationId, update);
    if (refused) return badRequest([refused]);
    apply(applicationId, update);
    return c.json(answer(applicationId, account));
  });

  routes.put('/:memberNumber/levelized-accounts', member, async (c) => {
    const { applicationId } = c.var;
    const body = await jsonBody(c.req.raw);
    if (!Array.isArray(body) || body.length === 0) return badRequest([averageBillingRefusals.emptyList]);
    const owned = accountsOf(applicationId, c.var.caller);
    const changes: Array<{ account: AccountRecord; update: Update }> = [];
    for (const entry of body) {
      const update = updateOf(entry);
      if (!update) return badRequest([averageBillingRefusals.invalidUpdate]);
      const account = owned.find((candidate) => candidate.accountNumber === update.accountNumber);
      if (!account) return notFound();
      const refused = refusal(applicationId, update);
      if (refused) return badRequest([refused]);
      changes.push({ account, update });
    }
    for (const { update } of changes) apply(applicationId, update);
    return c.json(changes.map(({ account }) => answer(applicationId, account)));
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const averageBillingMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': averageBillingRoutes(store) },
});
