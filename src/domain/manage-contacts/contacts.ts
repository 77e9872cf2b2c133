import { digitsOnly } from '../digits.ts';
import { isWrittenPhoneNumber } from '../phone-input.ts';
import { manageContactsMessages } from './messages.ts';

const texts = manageContactsMessages.validation;

/** How a contact receives alerts: by email, or by text message to a mobile number. */
export const contactKinds = ['email', 'mobile'] as const;
export type ContactKind = (typeof contactKinds)[number];

/** One of the member's contacts (docs/api.md, "Manage Contacts service"). */
export interface MemberContact {
  readonly contactId: string;
  readonly kind: ContactKind;
  /** An email address in lower case, or a mobile number written (ddd) ddd-dddd. */
  readonly value: string;
  /** Confirmed with its code: only a confirmed contact receives alerts. */
  readonly verified: boolean;
  /** The email the member signs in with: always confirmed, never removed here. */
  readonly isSignInEmail: boolean;
}

/** Spec 02 §9: an email address is at most 60 characters. */
export const CONTACT_EMAIL_MAX_LENGTH = 60;
/** Spec 02 §9: codes are 6 digits. */
export const CONTACT_CODE_LENGTH = 6;
/** Not in the spec: at most 5 contacts of each kind. */
export const MAX_CONTACTS_PER_KIND = 5;

const emailPattern = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

/** How the member's entry is kept: an email in lower case without spaces around it; a number as typed. */
export function normalizedContactValue(kind: ContactKind, value: string): string {
  return kind === 'email' ? value.trim().toLowerCase() : value.trim();
}

/** Whether two values are the same contact: the same address, or the same ten digits. */
export function isSameContact(kind: ContactKind, first: string, second: string): boolean {
  return kind === 'email'
    ? normalizedContactValue(kind, first) === normalizedContactValue(kind, second)
    : digitsOnly(first) === digitsOnly(second);
}

/** The member's contacts of one kind, in the order the back office lists them. */
export function contactsOfKind(contacts: readonly MemberContact[], kind: ContactKind): MemberContact[] {
  return contacts.filter((contact) => contact.kind === kind);
}

/** Whether the member may add one more contact of this kind (at most 5 of each). */
export function canAddContact(contacts: readonly MemberContact[], kind: ContactKind): boolean {
  return contactsOfKind(contacts, kind).length < MAX_CONTACTS_PER_KIND;
}

/** Every contact may be removed except the sign-in email. */
export function canRemoveContact(contact: MemberContact): boolean {
  return !contact.isSignInEmail;
}

/** The contacts that may receive alerts: the confirmed ones. */
export function confirmedContacts(contacts: readonly MemberContact[]): MemberContact[] {
  return contacts.filter((contact) => contact.verified);
}

/** The rule of a new contact's field; undefined when it may be sent. */
export function validateNewContact(
  kind: ContactKind,
  value: string,
  existing: readonly MemberContact[],
): string | undefined {
  const entry = normalizedContactValue(kind, value);
  if (kind === 'email') {
    if (entry === '') return texts.emailRequired;
    if (entry.length > CONTACT_EMAIL_MAX_LENGTH) return texts.emailTooLong;
    if (!emailPattern.test(entry)) return texts.emailInvalid;
  } else {
    if (entry === '') return texts.mobileRequired;
    if (!isWrittenPhoneNumber(entry)) return texts.mobileInvalid;
  }
  if (contactsOfKind(existing, kind).some((contact) => isSameContact(kind, contact.value, entry))) {
    return texts.duplicate;
  }
  if (!canAddContact(existing, kind)) {
    return kind === 'email' ? texts.tooManyEmails : texts.tooManyMobiles;
  }
  return undefined;
}

/** The rule of the code field: 6 digits. */
export function validateContactCode(code: string): string | undefined {
  const entry = code.trim();
  if (entry === '') return texts.codeRequired;
  return /^\d{6}$/.test(entry) ? undefined : texts.codeInvalid;
}
