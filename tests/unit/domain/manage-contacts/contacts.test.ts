import { describe, expect, it } from 'vitest';
import {
  canAddContact,
  canRemoveContact,
  confirmedContacts,
  contactsOfKind,
  isSameContact,
  type MemberContact,
  normalizedContactValue,
  validateContactCode,
  validateNewContact,
} from '../../../../src/domain/manage-contacts/contacts.ts';

const signIn: MemberContact = {
  contactId: 'c1',
  kind: 'email',
  value: 'jordan.rivera@example.com',
  verified: true,
  isSignInEmail: true,
};
const mobile: MemberContact = {
  contactId: 'c2',
  kind: 'mobile',
  value: '(555) 010-4821',
  verified: true,
  isSignInEmail: false,
};
const pending: MemberContact = { ...mobile, contactId: 'c3', value: '(555) 010-7788', verified: false };

const emails = (count: number): MemberContact[] =>
  Array.from({ length: count }, (_, index) => ({
    ...signIn,
    contactId: `e${index}`,
    value: `e${index}@example.com`,
    isSignInEmail: false,
  }));

describe('validateNewContact', () => {
  it('asks for an email address, then a valid one of at most 60 characters', () => {
    expect(validateNewContact('email', '  ', [])).toBe('Please enter an email address.');
    expect(validateNewContact('email', 'jordan@', [])).toBe(
      'Please enter a valid email address (Ex: name@example.com).',
    );
    expect(validateNewContact('email', `${'a'.repeat(49)}@example.com`, [])).toBe(
      'An email address is at most 60 characters.',
    );
    expect(validateNewContact('email', `${'a'.repeat(48)}@example.com`, [])).toBeUndefined();
    expect(validateNewContact('email', ' J.Rivera@Work.Example.com ', [])).toBeUndefined();
  });

  it('asks for a mobile number written (ddd) ddd-dddd, its area code not starting with 0', () => {
    expect(validateNewContact('mobile', '', [])).toBe('Please enter a mobile number.');
    expect(validateNewContact('mobile', '555-010-7788', [])).toBe(
      'Invalid phone format.(Ex: (987) 456-1230)',
    );
    expect(validateNewContact('mobile', '(055) 010-7788', [])).toBe(
      'Invalid phone format.(Ex: (987) 456-1230)',
    );
    expect(validateNewContact('mobile', '(555) 010-7788', [])).toBeUndefined();
  });

  it('refuses a contact already listed, whatever its case or punctuation', () => {
    expect(validateNewContact('email', 'JORDAN.RIVERA@example.com', [signIn])).toBe(
      'This contact is already on your list.',
    );
    expect(validateNewContact('mobile', '(555) 010-4821', [signIn, mobile])).toBe(
      'This contact is already on your list.',
    );
    expect(validateNewContact('mobile', '(555) 010-4821', [signIn])).toBeUndefined();
  });

  it('refuses a sixth contact of a kind, not a fifth', () => {
    expect(validateNewContact('email', 'new@example.com', emails(5))).toBe(
      'You can have up to 5 email addresses.',
    );
    expect(validateNewContact('email', 'new@example.com', emails(4))).toBeUndefined();
    const mobiles = Array.from({ length: 5 }, (_, index) => ({ ...mobile, value: `(555) 010-000${index}` }));
    expect(validateNewContact('mobile', '(555) 010-7788', mobiles)).toBe(
      'You can have up to 5 mobile numbers.',
    );
    expect(validateNewContact('mobile', '(555) 010-7788', mobiles.slice(1))).toBeUndefined();
  });
});

describe('validateContactCode', () => {
  it('asks for the code, then 6 digits', () => {
    expect(validateContactCode('')).toBe('Please enter the 6-digit code.');
    expect(validateContactCode('12345')).toBe('The code is 6 digits.');
    expect(validateContactCode('12345a')).toBe('The code is 6 digits.');
    expect(validateContactCode(' 123456 ')).toBeUndefined();
  });
});

describe('the contact list’s rules', () => {
  it('never removes the sign-in email; removes any other contact', () => {
    expect(canRemoveContact(signIn)).toBe(false);
    expect(canRemoveContact({ ...signIn, isSignInEmail: false })).toBe(true);
    expect(canRemoveContact(pending)).toBe(true);
  });

  it('sends alerts to confirmed contacts only', () => {
    expect(confirmedContacts([signIn, mobile, pending])).toEqual([signIn, mobile]);
  });

  it('adds a contact of a kind while there are fewer than 5', () => {
    expect(canAddContact(emails(4), 'email')).toBe(true);
    expect(canAddContact(emails(5), 'email')).toBe(false);
    expect(canAddContact(emails(5), 'mobile')).toBe(true);
  });

  it('lists one kind, keeps emails in lower case and compares numbers by their digits', () => {
    expect(contactsOfKind([signIn, mobile, pending], 'mobile')).toEqual([mobile, pending]);
    expect(normalizedContactValue('email', ' A@B.COM ')).toBe('a@b.com');
    expect(normalizedContactValue('mobile', ' (555) 010-7788 ')).toBe('(555) 010-7788');
    expect(isSameContact('mobile', '(555) 010-7788', '555.010.7788')).toBe(true);
    expect(isSameContact('mobile', '(555) 010-7788', '(555) 010-7789')).toBe(false);
    expect(isSameContact('email', 'A@b.com', 'a@B.com')).toBe(true);
  });
});
