import { Hono } from 'hono';
import {
  type ContactKind,
  contactKinds,
  normalizedContactValue,
  validateNewContact,
} from '../../../src/domain/manage-contacts/contacts.ts';
import { requireCaller } from '../access.ts';
import { addMinutes } from '../dates.ts';
import { sendMessage } from '../outbox/outbox.ts';
import { findSite } from '../portal/site-of.ts';
import { randomDigits } from '../random.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages, notFound } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { type ContactRecord, contactView, contactsView, memberContacts } from './contact-records.ts';
import { forgetContactAlerts } from '../manage-notifications/alert-records.ts';

/** What the back office answers a change it refuses. */
export const manageContactsRefusals = {
  kindUnknown: 'Choose an email address or a mobile number.',
  codeWrong: 'The code is not correct, or it has expired. Check the newest code sent, or send a new one.',
  tooManyAttempts: 'Too many wrong codes. Send a new code and try again.',
  alreadyConfirmed: 'This contact is already confirmed.',
  signInEmail: 'Your sign-in email cannot be removed. You can change it in My Profile.',
} as const;

/** Codes work for 2 hours, as the outbox page says; 5 wrong codes end one. */
const codeMinutes = 120;
const maxAttempts = 5;

/**
 * The signed-in member's contacts, mounted at /api/v3/members. Only the access token of the member
 * the path names opens them; an unknown contact answers 404.
 */
export function manageContactsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');

  /** Sends the contact a new code: by email or by text message, to the demo outbox. */
  function sendCode(applicationId: string, contact: ContactRecord) {
    const code = randomDigits(6);
    contact.code = code;
    contact.codeExpiresAt = addMinutes(store.now(), codeMinutes).toISOString();
    contact.failedAttempts = 0;
    const coopName = findSite(store.state, applicationId)?.siteSettings.coopName ?? 'Your cooperative';
    sendMessage(store, {
      applicationId,
      to: contact.value,
      channel: contact.kind === 'email' ? 'email' : 'sms',
      subject: 'Confirm your contact for alerts',
      body: `${coopName}: your code to confirm ${contact.value} for account alerts is ${code}. It works for 2 hours. If you did not ask for it, ignore this message.`,
      code,
    });
  }

  routes.get('/:memberNumber/contacts', member, (c) =>
    c.json(contactsView(memberContacts(store, c.var.applicationId, c.var.caller.memberNumber).contacts)),
  );

  routes.post('/:memberNumber/contacts', member, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const kind = asText(body.kind) ?? '';
    if (!(contactKinds as readonly string[]).includes(kind)) {
      return c.json([{ field: 'kind', message: manageContactsRefusals.kindUnknown }], 400);
    }
    const contactKind = kind as ContactKind;
    const record = memberContacts(store, c.var.applicationId, c.var.caller.memberNumber);
    const value = asText(body.value) ?? '';
    const refusal = validateNewContact(contactKind, value, record.contacts);
    if (refusal) return c.json([{ field: 'value', message: refusal }], 400);
    const contact: ContactRecord = {
      contactId: `c${record.nextId}`,
      kind: contactKind,
      value: normalizedContactValue(contactKind, value),
      verified: false,
      isSignInEmail: false,
      code: null,
      codeExpiresAt: null,
      failedAttempts: 0,
    };
    record.nextId += 1;
    record.contacts.push(contact);
    sendCode(c.var.applicationId, contact);
    return c.json(contactView(contact), 201);
  });

  const contactOf = (applicationId: string, memberNumber: string, contactId: string) =>
    memberContacts(store, applicationId, memberNumber).contacts.find(
      (contact) => contact.contactId === contactId,
    );

  routes.post('/:memberNumber/contacts/:contactId/code', member, (c) => {
    const contact = contactOf(c.var.applicationId, c.var.caller.memberNumber, c.req.param('contactId'));
    if (!contact) return notFound();
    if (contact.verified) return badRequest([manageContactsRefusals.alreadyConfirmed]);
    sendCode(c.var.applicationId, contact);
    return c.json(contactView(contact));
  });

  routes.post('/:memberNumber/contacts/:contactId/verification', member, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const contact = contactOf(c.var.applicationId, c.var.caller.memberNumber, c.req.param('contactId'));
    if (!contact) return notFound();
    if (contact.verified) return c.json(contactView(contact));
    if (contact.failedAttempts >= maxAttempts) {
      return c.json([{ field: 'code', message: manageContactsRefusals.tooManyAttempts }], 400);
    }
    const code = (asText(body.code) ?? '').trim();
    const expired =
      contact.codeExpiresAt === null || Date.parse(contact.codeExpiresAt) <= store.now().getTime();
    if (contact.code === null || expired || code !== contact.code) {
      contact.failedAttempts += 1;
      return c.json([{ field: 'code', message: manageContactsRefusals.codeWrong }], 400);
    }
    contact.verified = true;
    contact.code = null;
    contact.codeExpiresAt = null;
    contact.failedAttempts = 0;
    return c.json(contactView(contact));
  });

  routes.delete('/:memberNumber/contacts/:contactId', member, (c) => {
    const { applicationId } = c.var;
    const memberNumber = c.var.caller.memberNumber;
    const record = memberContacts(store, applicationId, memberNumber);
    const contact = record.contacts.find((candidate) => candidate.contactId === c.req.param('contactId'));
    if (!contact) return notFound();
    if (contact.isSignInEmail) return badRequest([manageContactsRefusals.signInEmail]);
    record.contacts = record.contacts.filter((candidate) => candidate !== contact);
    forgetContactAlerts(store, applicationId, memberNumber, contact.contactId);
    return c.json(contactsView(record.contacts));
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const manageContactsMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': manageContactsRoutes(store) },
});
