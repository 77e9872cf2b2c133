import { Hono } from 'hono';
import { own } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest } from '../responses.ts';
import { riverbendApplicationId } from '../sites.ts';
import type { SimulatorStore } from '../store.ts';
import { giveGeneratedAccounts, largestGeneratedCount } from './generated-accounts.ts';
import { findSiteAccounts } from './site-accounts.ts';

export const generatedAccountsRefusals = {
  site: "'applicationId' must name a site of the simulator.",
  member: 'The site has no member with this member number.',
  count: `'count' must be a whole number from 0 to ${largestGeneratedCount}.`,
  taken: (accountNumbers: string[]) =>
    `Another member holds the account numbers ${accountNumbers.slice(0, 3).join(', ')}${
      accountNumbers.length > 3 ? ', …' : ''
    }.`,
} as const;

/**
 * `POST /api/__simulator/members/{memberNumber}/generated-accounts` with `{"count": 5000}`: the member
 * gets that many generated accounts (generated-accounts.ts), for the performance bench and for trying
 * a large member's screens. `applicationId` defaults to Riverbend's.
 */
export function generatedAccountsControl(store: SimulatorStore): Hono {
  const routes = new Hono();
  routes.post('/members/:memberNumber/generated-accounts', async (c) => {
    const body = (await readJsonObject(c.req.raw)) ?? {};
    const applicationId = asText(body.applicationId) ?? riverbendApplicationId;
    const memberNumber = c.req.param('memberNumber');
    const site = findSiteAccounts(store.state, applicationId);
    const member = site && own(site.members, memberNumber);
    const count = body.count;
    const problems: string[] = [];
    if (!site) problems.push(generatedAccountsRefusals.site);
    else if (!member) problems.push(generatedAccountsRefusals.member);
    if (!(Number.isInteger(count) && (count as number) >= 0 && (count as number) <= largestGeneratedCount)) {
      problems.push(generatedAccountsRefusals.count);
    }
    if (!site || !member || problems.length > 0) return badRequest(problems);
    const given = giveGeneratedAccounts(site, applicationId, store.state.seededOn, member, count as number);
    if ('taken' in given) return badRequest([generatedAccountsRefusals.taken(given.taken)]);
    return c.json({
      applicationId,
      memberNumber,
      generatedAccounts: count,
      memberAccounts: given.memberAccounts,
    });
  });
  return routes;
}
