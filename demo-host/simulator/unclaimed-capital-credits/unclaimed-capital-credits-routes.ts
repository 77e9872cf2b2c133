import { Hono } from 'hono';
import { sendMessage } from '../outbox/outbox.ts';
import { coopNameOf, siteOf } from '../portal/site-of.ts';
import { siteEntry } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { UnclaimedCreditRecord } from './unclaimed-capital-credits-service.ts';

/** What the back office answers; the portal shows these words as they come (spec 03 §8). */
export const unclaimedAnswers = {
  nameRequired: 'Enter a first name, a last name or a company name.',
  notFound: 'We could not find that unclaimed capital credit.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Invalid phone format. (Ex: (987) 456-1230)',
  contactPrefRequired: 'Contact preference is required.',
  address1Required: 'Address 1 is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  ssnInvalid: 'SSN must be 4 numeric digits',
  sent: (preference: string) =>
    `Thank you. Your claim was sent to member services, who will contact you by ${preference.toLowerCase()} within 10 business days.`,
} as const;

const contactPreferences = ['Phone', 'Email', 'Mail'];

function sameName(searched: string, value: string): boolean {
  return searched === '' || searched.toLowerCase() === value.trim().toLowerCase();
}

function shown(record: UnclaimedCreditRecord) {
  const name = record.companyName || `${record.firstName} ${record.lastName}`.trim();
  const { memberNumber, address, city, state, zip } = record;
  return { memberNumber, name, address, city, state, zip };
}

/**
 * Public calls (no access token), mounted at /v3/capital-credits/unclaimed: POST /search answers every
 * record whose given names all match (case and outer spaces aside); POST /claims checks the contact info,
 * emails it to member services (the demo outbox) and answers a message. The SSN's last 4 digits are
 * checked, never kept, never put in the email.
 */
export function unclaimedCapitalCreditsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const credits = (applicationId: string) =>
    siteEntry(store.state.unclaimedCapitalCredits.sites, applicationId, 'unclaimedCapitalCredits');

  routes.post('/search', async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const firstName = (asText(body.firstName) ?? '').trim();
    const lastName = (asText(body.lastName) ?? '').trim();
    const companyName = (asText(body.companyName) ?? '').trim();
    if (firstName === '' && lastName === '' && companyName === '') {
      return badRequest([unclaimedAnswers.nameRequired]);
    }
    const found = credits(c.var.applicationId).filter(
      (record) =>
        sameName(firstName, record.firstName) &&
        sameName(lastName, record.lastName) &&
        sameName(companyName, record.companyName),
    );
    return c.json(found.map(shown));
  });

  routes.post('/claims', async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const text = (name: string) => (asText(body[name]) ?? '').trim();
    const record = credits(c.var.applicationId).find(
      (candidate) => candidate.memberNumber === text('memberNumber'),
    );
    if (!record) return badRequest([unclaimedAnswers.notFound]);
    const fieldErrors: { field: string; message: string }[] = [];
    const phone = text('phone');
    if (phone === '') fieldErrors.push({ field: 'phone', message: unclaimedAnswers.phoneRequired });
    else if (!/^\([1-9]\d{2}\) \d{3}-\d{4}$/.test(phone)) {
      fieldErrors.push({ field: 'phone', message: unclaimedAnswers.phoneInvalid });
    }
    const ssn = text('ssn');
    if (ssn !== '' && !/^\d{4}$/.test(ssn))
      fieldErrors.push({ field: 'ssn', message: unclaimedAnswers.ssnInvalid });
    const preference = text('contactPref');
    if (!contactPreferences.includes(preference)) {
      fieldErrors.push({ field: 'contactPref', message: unclaimedAnswers.contactPrefRequired });
    }
    if (text('address1') === '')
      fieldErrors.push({ field: 'address1', message: unclaimedAnswers.address1Required });
    if (text('city') === '') fieldErrors.push({ field: 'city', message: unclaimedAnswers.cityRequired });
    if (text('state') === '') fieldErrors.push({ field: 'state', message: unclaimedAnswers.stateRequired });
    if (fieldErrors.length > 0) return c.json(fieldErrors, 400);

    record.claims += 1;
    const site = siteOf(store.state, c.var.applicationId);
    const claimed = shown(record);
    const lines = [
      `A claim for the unclaimed capital credits of ${claimed.name} (member ${claimed.memberNumber}) was sent from the member portal.`,
      '',
      `Name: ${text('name') || '(not given)'}`,
      `Phone: ${phone}`,
      `Email: ${text('email') || '(not given)'}`,
      `Contact preference: ${preference}`,
      `Address: ${[text('address1'), text('address2'), text('city'), text('state'), text('zip')].filter(Boolean).join(', ')}`,
      `Last 4 of SSN: ${ssn === '' ? 'not given' : 'given (checked, not included)'}`,
      `Comments: ${text('comments') || '(none)'}`,
    ];
    sendMessage(store, {
      applicationId: c.var.applicationId,
      channel: 'email',
      to: site.siteSettings.email ?? `member services of ${coopNameOf(store.state, c.var.applicationId)}`,
      subject: `Unclaimed capital credit claim for ${claimed.name}`,
      body: lines.join('\n'),
    });
    return c.json({ message: unclaimedAnswers.sent(preference) });
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const unclaimedCapitalCreditsMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/capital-credits/unclaimed': unclaimedCapitalCreditsRoutes(store) },
});
