import { Hono } from 'hono';
import { requireCaller, requireOwnedAccount } from '../access.ts';
import { own, siteEntry } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';

/** What the back office answers a change it refuses, on the field it names. */
export const depositsRefusals = {
  noteMissing: 'Enter a note.',
  noteTooLong: 'A note is at most 200 characters.',
} as const;

const noteMaxLength = 200;

/**
 * Deposits of one of a signed-in member's accounts: mounted at /api/v3/members. Only the access token
 * of the member the path names opens it; another member's account, or an unknown one, answers 404.
 */
export function depositsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);
  const siteNotes = (applicationId: string) =>
    siteEntry(store.state.deposits.sites, applicationId, 'deposits');

  routes.get('/:memberNumber/accounts/:accountNumber/deposits', member, memberAccount, (c) => {
    const { accountNumber } = c.var.account;
    const note = own(siteNotes(c.var.applicationId), accountNumber)?.note ?? '';
    return c.json({ accountNumber, note });
  });

  routes.put('/:memberNumber/accounts/:accountNumber/deposits', member, memberAccount, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const note = asText(body.note) ?? '';
    if (note === '') return c.json([{ field: 'note', message: depositsRefusals.noteMissing }], 400);
    if (note.length > noteMaxLength) {
      return c.json([{ field: 'note', message: depositsRefusals.noteTooLong }], 400);
    }
    const { accountNumber } = c.var.account;
    siteNotes(c.var.applicationId)[accountNumber] = { note };
    return c.json({ accountNumber, note });
  });

  return routes;
}
