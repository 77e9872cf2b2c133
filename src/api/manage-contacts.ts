import type { ContactKind } from '../domain/manage-contacts/contacts.ts';
import type { SignedInMember } from './account-overview.ts';
import type { ApiClient } from './client.ts';
import { MemberContactSchema, MemberContactsSchema } from './schemas/manage-contacts.ts';

const member = (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}`;

/**
 * Paths of the contacts calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Manage Contacts service").
 */
export const manageContactsPaths = {
  contacts: (memberNumber: string) => `${member(memberNumber)}/contacts`,
  contact: (memberNumber: string, contactId: string) =>
    `${member(memberNumber)}/contacts/${encodeURIComponent(contactId)}`,
  verification: (memberNumber: string, contactId: string) =>
    `${member(memberNumber)}/contacts/${encodeURIComponent(contactId)}/verification`,
  code: (memberNumber: string, contactId: string) =>
    `${member(memberNumber)}/contacts/${encodeURIComponent(contactId)}/code`,
} as const;

/** The member's email addresses and mobile numbers. */
export function getContacts(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  return client.get(manageContactsPaths.contacts(memberNumber), MemberContactsSchema, {
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
  return client.post(manageContactsPaths.contacts(memberNumber), MemberContactSchema, {
    bearer: accessToken,
    json: contact,
  });
}

/** Confirms a contact with the code it received. Answers the contact, now confirmed. */
export function verifyContact(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  contactId: string,
  code: string,
) {
  return client.post(manageContactsPaths.verification(memberNumber, contactId), MemberContactSchema, {
    bearer: accessToken,
    json: { code },
  });
}

/** Sends an unconfirmed contact a new code (the earlier one stops working). Answers the contact. */
export function resendContactCode(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  contactId: string,
) {
  return client.post(manageContactsPaths.code(memberNumber, contactId), MemberContactSchema, {
    bearer: accessToken,
  });
}

/** Removes a contact and every alert it received; the sign-in email is refused. Answers the contacts left. */
export function removeContact(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  contactId: string,
) {
  return client.delete(manageContactsPaths.contact(memberNumber, contactId), MemberContactsSchema, {
    bearer: accessToken,
  });
}
