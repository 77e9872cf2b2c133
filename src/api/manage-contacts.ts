import type { ContactKind } from '../domain/manage-contacts/contacts.ts';
import type { SignedInMember } from './account-overview.ts';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import {
  ContactVerificationSchema,
  MemberContactSchema,
  MemberContactsSchema,
  NewContactSchema,
} from './schemas/manage-contacts.ts';

const service = 'Manage Contacts service';
const contacts = 'v3/members/{memberNumber}/contacts';
const contact = `${contacts}/{contactId}`;

/**
 * The contacts calls. The spec does not show them; they are defined here, once, and documented in
 * docs/api.md ("Manage Contacts service").
 */
export const manageContactsOperations = {
  contacts: operation({
    id: 'getContacts',
    service,
    summary: 'The member’s email addresses and mobile numbers',
    method: 'GET',
    path: contacts,
    caller: 'member',
    answer: MemberContactsSchema,
  }),
  add: operation({
    id: 'addContact',
    service,
    summary: 'Adds a contact, unconfirmed, and sends it a 6-digit code',
    method: 'POST',
    path: contacts,
    caller: 'member',
    body: NewContactSchema,
    answer: MemberContactSchema,
    answerStatus: 201,
  }),
  verify: operation({
    id: 'verifyContact',
    service,
    summary: 'Confirms a contact with the code it received',
    method: 'POST',
    path: `${contact}/verification`,
    caller: 'member',
    body: ContactVerificationSchema,
    answer: MemberContactSchema,
  }),
  resendCode: operation({
    id: 'resendContactCode',
    service,
    summary: 'Sends an unconfirmed contact a new code',
    method: 'POST',
    path: `${contact}/code`,
    caller: 'member',
    answer: MemberContactSchema,
  }),
  remove: operation({
    id: 'removeContact',
    service,
    summary: 'Removes a contact and every alert it receives; answers the contacts left',
    method: 'DELETE',
    path: contact,
    caller: 'member',
    answer: MemberContactsSchema,
  }),
} as const;

/** The member's email addresses and mobile numbers. */
export function getContacts(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  return client.call(manageContactsOperations.contacts, {
    parameters: { memberNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

export interface NewContact {
  readonly kind: ContactKind;
  readonly value: string;
}

/** Adds a contact, not yet confirmed: the back office sends it a 6-digit code. Answers the contact. */
export function addContact(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  contact: NewContact,
) {
  return client.call(manageContactsOperations.add, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: contact,
  });
}

/** Confirms a contact with the code it received. Answers the contact, now confirmed. */
export function verifyContact(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  contactId: string,
  code: string,
) {
  return client.call(manageContactsOperations.verify, {
    parameters: { memberNumber, contactId },
    bearer: accessToken,
    body: { code },
  });
}

/** Sends an unconfirmed contact a new code (the earlier one stops working). Answers the contact. */
export function resendContactCode(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  contactId: string,
) {
  return client.call(manageContactsOperations.resendCode, {
    parameters: { memberNumber, contactId },
    bearer: accessToken,
  });
}

/** Removes a contact and every alert it received; the sign-in email is refused. Answers the contacts left. */
export function removeContact(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  contactId: string,
) {
  return client.call(manageContactsOperations.remove, {
    parameters: { memberNumber, contactId },
    bearer: accessToken,
  });
}
