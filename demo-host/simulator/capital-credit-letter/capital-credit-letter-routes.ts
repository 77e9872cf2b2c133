import { Hono } from 'hono';
import { siteEntry } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';

/** What the back office answers; the portal shows these words as they come (spec 03 §8). */
export const capitalCreditLetterAnswers = {
  memberNumberRequired: 'Member Number is required.',
  letterIdRequired: 'Letter ID is required.',
  invalidFormat: 'Invalid format.',
  notFound: 'We could not find a capital credit letter matching that member number and letter ID.',
  returned: (letterId: string, memberNumber: string) =>
    `Thank you. We received your signed capital credit letter ${letterId} for member ${memberNumber}.`,
  alreadyReturned: (letterId: string, memberNumber: string) =>
    `We already received your signed capital credit letter ${letterId} for member ${memberNumber}. Thank you.`,
} as const;

const alphanumeric = /^[A-Za-z0-9]{1,20}$/;

/**
 * POST /v3/capital-credits/letter-returns: a public call (no access token). A member number and letter ID
 * of a mailed letter answer 200 with a message, again on a repeat; anything else a 400.
 */
export function capitalCreditLetterRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.post('/', async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const memberNumber = (asText(body.memberNumber) ?? '').trim();
    const letterId = (asText(body.letterId) ?? '').trim().toUpperCase();
    const fieldErrors: { field: string; message: string }[] = [];
    if (memberNumber === '') {
      fieldErrors.push({ field: 'memberNumber', message: capitalCreditLetterAnswers.memberNumberRequired });
    } else if (!alphanumeric.test(memberNumber)) {
      fieldErrors.push({ field: 'memberNumber', message: capitalCreditLetterAnswers.invalidFormat });
    }
    if (letterId === '') {
      fieldErrors.push({ field: 'letterId', message: capitalCreditLetterAnswers.letterIdRequired });
    } else if (!alphanumeric.test(letterId)) {
      fieldErrors.push({ field: 'letterId', message: capitalCreditLetterAnswers.invalidFormat });
    }
    if (fieldErrors.length > 0) return c.json(fieldErrors, 400);

    const letters = siteEntry(
      store.state.capitalCreditLetter.sites,
      c.var.applicationId,
      'capitalCreditLetter',
    );
    const letter = letters.find(
      (candidate) => candidate.memberNumber === memberNumber && candidate.letterId === letterId,
    );
    if (!letter) return badRequest([capitalCreditLetterAnswers.notFound]);
    if (letter.returnedAt !== null) {
      return c.json({ message: capitalCreditLetterAnswers.alreadyReturned(letterId, memberNumber) });
    }
    letter.returnedAt = store.now().toISOString();
    return c.json({ message: capitalCreditLetterAnswers.returned(letterId, memberNumber) });
  });
  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const capitalCreditLetterMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/capital-credits/letter-returns': capitalCreditLetterRoutes(store) },
});
