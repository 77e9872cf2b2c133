import type { ContactKind } from '../../../src/domain/manage-contacts/contacts.ts';
import { siteAccounts } from '../accounts/site-accounts.ts';
import { findMemberLogin } from '../auth/credentials.ts';
import { own, siteEntry } from '../records.ts';
import type { SimulatorStore } from '../store.ts';

// The contacts service's records: each member's email addresses and mobile numbers, and the code a
// new one waits for.

export interface ContactRecord {
  contactId: string;
  kind: ContactKind;
  /** An email in lower case, or a number written (ddd) ddd-dddd. */
  value: string;
  verified: boolean;
  isSignInEmail: boolean;
  /** The code sent to an unconfirmed contact; null once confirmed. */
  code: string | null;
  /** ISO date-time the code stops working. */
  codeExpiresAt: string | null;
  /** Wrong codes since the last one was sent. */
  failedAttempts: number;
}

export interface MemberContactsRecord {
  contacts: ContactRecord[];
  /** The next contact id's number. */
  nextId: number;
}

/** Keyed by ApplicationId, then by member number. */
export type ContactSites = Record<string, Record<string, MemberContactsRecord>>;

/** The email the member signs in with, from the member's portal login; null without one. */
function signInEmailOf(store: SimulatorStore, applicationId: string, memberNumber: string): string | null {
  const login = findMemberLogin(store.state, applicationId, memberNumber);
  return login ? login.email.toLowerCase() : null;
}

/**
 * The member's contacts. A member the seed does not list starts with the sign-in email alone,
 * confirmed: kept from the first time it is read.
 */
export function memberContacts(
  store: SimulatorStore,
  applicationId: string,
  memberNumber: string,
): MemberContactsRecord {
  const site = siteEntry(store.state.manageContacts.sites, applicationId, 'manageContacts');
  const existing = own(site, memberNumber);
  if (existing) return existing;
  const email = signInEmailOf(store, applicationId, memberNumber);
  const record: MemberContactsRecord = {
    contacts: email ? [signInContact('c1', email)] : [],
    nextId: 2,
  };
  site[memberNumber] = record;
  return record;
}

/** The member's contacts as read, without creating any (alert delivery reads them this way). */
export function knownContacts(
  store: SimulatorStore,
  applicationId: string,
  memberNumber: string,
): ContactRecord[] {
  const site = own(store.state.manageContacts.sites, applicationId);
  return (site && own(site, memberNumber)?.contacts) ?? [];
}

export function signInContact(contactId: string, email: string): ContactRecord {
  return confirmedContact(contactId, 'email', email, true);
}

export function confirmedContact(
  contactId: string,
  kind: ContactKind,
  value: string,
  isSignInEmail = false,
): ContactRecord {
  return {
    contactId,
    kind,
    value,
    verified: true,
    isSignInEmail,
    code: null,
    codeExpiresAt: null,
    failedAttempts: 0,
  };
}

/** A member whose accounts the site knows. */
export function isSiteMember(store: SimulatorStore, applicationId: string, memberNumber: string): boolean {
  return own(siteAccounts(store.state, applicationId).members, memberNumber) !== undefined;
}

/** A contact as the back office answers it (docs/api.md): no code. */
export function contactView({ contactId, kind, value, verified, isSignInEmail }: ContactRecord) {
  return { contactId, kind, value, verified, isSignInEmail };
}

/** The list as answered: emails first, then mobile numbers, each in the order added. */
export function contactsView(contacts: readonly ContactRecord[]) {
  return {
    contacts: [
      ...contacts.filter((contact) => contact.kind === 'email'),
      ...contacts.filter((contact) => contact.kind === 'mobile'),
    ].map(contactView),
  };
}
