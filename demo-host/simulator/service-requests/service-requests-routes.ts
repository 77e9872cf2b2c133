import { Hono } from 'hono';
import { ownedAccount, requireCaller, requireOwnedAccount } from '../access.ts';
import { toIsoDate } from '../dates.ts';
import { own, siteEntry } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages, notFound } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';

/** What the back office answers a request it refuses: a 400 with a list of messages. */
export const serviceRequestsRefusals = {
  workTypeUnknown: 'Select one of the service types offered for this account.',
  phoneInvalid: 'Enter a 10-digit phone number whose area code and exchange do not start with 0.',
  commentsTooLong: 'Comments can be at most 400 characters.',
} as const;

/** What the back office says once it has a request. */
export const serviceRequestsAnswers = {
  received: (soNumber: string) =>
    `Your service request has been submitted. Your request number is ${soNumber}.`,
} as const;

const commentsMaxLength = 400;
const phonePattern = /^[1-9]\d{2}[1-9]\d{6}$/;

/**
 * The service request calls of spec 03 §7, mounted at /api/v2/applicationforservice. A signed-in
 * member's access token opens them for that member's accounts only; another member's account, or an
 * unknown one, answers 404.
 */
export function serviceRequestsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);
  const site = (applicationId: string) =>
    siteEntry(store.state.serviceRequests.sites, applicationId, 'serviceRequests');

  routes.get('/serviceordertypes/:accountNumber', member, memberAccount, (c) =>
    c.json(
      site(c.var.applicationId).types.map(({ workTypeID, description }) => ({ workTypeID, description })),
    ),
  );

  routes.get('/getserviceorders/:accountNumber', member, memberAccount, (c) => {
    const orders = own(site(c.var.applicationId).orders, c.var.account.accountNumber) ?? [];
    return c.json(
      [...orders].reverse().map(({ description, creation, soNumber, reviewed }) => ({
        description,
        creation,
        soNumber,
        reviewed,
      })),
    );
  });

  routes.post('/processserviceorder', member, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const account = ownedAccount(
      store.state,
      c.var.applicationId,
      c.var.caller,
      asText(body.accountNumber) ?? '',
    );
    if (!account) return notFound();
    const entry = site(c.var.applicationId);
    const type = entry.types.find((candidate) => candidate.workTypeID === asText(body.workType));
    if (!type) return badRequest([serviceRequestsRefusals.workTypeUnknown]);
    const phone = asText(body.phone) ?? '';
    if (!phonePattern.test(phone)) return badRequest([serviceRequestsRefusals.phoneInvalid]);
    const comments = asText(body.comments) ?? '';
    if (comments.length > commentsMaxLength) return badRequest([serviceRequestsRefusals.commentsTooLong]);
    const soNumber = String(entry.nextSoNumber);
    entry.nextSoNumber += 1;
    const orders = (entry.orders[account.accountNumber] ??= []);
    orders.push({
      description: type.description,
      creation: toIsoDate(store.now()),
      soNumber,
      reviewed: false,
      workType: type.workTypeID,
      phone,
      comments,
    });
    return c.json({ message: serviceRequestsAnswers.received(soNumber) });
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const serviceRequestsMounts: ServiceMounts = ({ store }) => ({
  api: { '/v2/applicationforservice': serviceRequestsRoutes(store) },
});
