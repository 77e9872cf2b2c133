import { digitsOnly } from '../digits.ts';
import { isWrittenPhoneNumber } from '../phone-input.ts';
import { unclaimedCapitalCreditsMessages } from './messages.ts';

const texts = unclaimedCapitalCreditsMessages.validation;

/** Spec 03 §5 and §9: the claim form's limits. */
export const CLAIM_LIMITS = {
  name: 125,
  ssn: 4,
  phone: 14,
  email: 100,
  address1: 60,
  address2: 60,
  city: 30,
  zip: 10,
  comments: 1000,
} as const;

/** Not in the spec: the contact preferences offered, as sent. */
export const CONTACT_PREFERENCES = ['Phone', 'Email', 'Mail'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** The contact form as the visitor fills it. */
export interface ClaimForm {
  name: string;
  ssn: string;
  phone: string;
  email: string;
  /** One of CONTACT_PREFERENCES, or '' until chosen. */
  contactPref: string;
  address1: string;
  address2: string;
  city: string;
  /** A two-letter state code, or '' until chosen. */
  state: string;
  zip: string;
  comments: string;
}

export const emptyClaimForm: ClaimForm = {
  name: '',
  ssn: '',
  phone: '',
  email: '',
  contactPref: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  comments: '',
};

const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Whether an email address has the form name@domain.tld. */
export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}

/**
 * Spec 03 §5: a zip code is optional; given, it is 5 or 9 digits (a dash after the fifth allowed), 5 to 10
 * characters, and not all zeros.
 */
export function validateZip(zip: string): string | undefined {
  const value = zip.trim();
  if (value === '') return undefined;
  const shaped = /^\d{5}$/.test(value) || /^\d{9}$/.test(value) || /^\d{5}-\d{4}$/.test(value);
  if (!shaped || value.length < 5 || value.length > CLAIM_LIMITS.zip) return texts.zipInvalid;
  return /^0+$/.test(digitsOnly(value)) ? texts.zipInvalid : undefined;
}

function tooLong(value: string, max: number): string | undefined {
  return value.length > max ? texts.tooLong(max) : undefined;
}

/** Spec 03 §5: every rule of the claim form; a message per invalid field. */
export function validateClaim(form: ClaimForm): Partial<Record<keyof ClaimForm, string>> {
  const errors: Partial<Record<keyof ClaimForm, string>> = {};
  const set = (field: keyof ClaimForm, message: string | undefined) => {
    if (message !== undefined && errors[field] === undefined) errors[field] = message;
  };

  set('name', tooLong(form.name.trim(), CLAIM_LIMITS.name));

  const ssn = form.ssn.trim();
  if (ssn !== '' && !/^\d{4}$/.test(ssn)) set('ssn', texts.ssnInvalid);

  const phone = form.phone.trim();
  if (phone === '') set('phone', texts.phoneRequired);
  else if (phone.length !== CLAIM_LIMITS.phone || !isWrittenPhoneNumber(phone))
    set('phone', texts.phoneInvalid);

  if (!(CONTACT_PREFERENCES as readonly string[]).includes(form.contactPref)) {
    set('contactPref', texts.contactPrefRequired);
  }

  const email = form.email.trim();
  if (email === '') {
    if (form.contactPref === 'Email') set('email', texts.emailRequired);
  } else if (email.length > CLAIM_LIMITS.email || !isEmailAddress(email)) {
    set('email', texts.emailInvalid);
  }

  const address1 = form.address1.trim();
  if (address1 === '') set('address1', texts.address1Required);
  else set('address1', tooLong(address1, CLAIM_LIMITS.address1));
  set('address2', tooLong(form.address2.trim(), CLAIM_LIMITS.address2));

  const city = form.city.trim();
  if (city === '') set('city', texts.cityRequired);
  else set('city', tooLong(city, CLAIM_LIMITS.city));

  if (form.state.trim() === '') set('state', texts.stateRequired);
  set('zip', validateZip(form.zip));
  set('comments', tooLong(form.comments, CLAIM_LIMITS.comments));
  return errors;
}

/** The claim contact info as sent (spec 03 §3): trimmed, the zip without its dash, for the claimed member. */
export interface ClaimRequest {
  readonly memberNumber: string;
  readonly name: string;
  readonly ssn: string;
  readonly phone: string;
  readonly email: string;
  readonly contactPref: string;
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly comments: string;
}

export function claimRequest(memberNumber: string, form: ClaimForm): ClaimRequest {
  return {
    memberNumber,
    name: form.name.trim(),
    ssn: form.ssn.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
    contactPref: form.contactPref,
    address1: form.address1.trim(),
    address2: form.address2.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    zip: digitsOnly(form.zip),
    comments: form.comments.trim(),
  };
}
