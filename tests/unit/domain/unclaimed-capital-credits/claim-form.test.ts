import { describe, expect, it } from 'vitest';
import {
  CLAIM_LIMITS,
  type ClaimForm,
  claimRequest,
  emptyClaimForm,
  validateClaim,
  validateZip,
} from '../../../../src/domain/unclaimed-capital-credits/claim-form.ts';

const valid: ClaimForm = {
  ...emptyClaimForm,
  name: 'Eleanor Whitaker',
  phone: '(541) 555-0134',
  contactPref: 'Phone',
  address1: '1187 Mill Creek Rd',
  city: 'Riverbend',
  state: 'OR',
};

const errorsOf = (change: Partial<ClaimForm>) => validateClaim({ ...valid, ...change });

describe('validateClaim (spec 03 §5)', () => {
  it('accepts the required fields alone', () => {
    expect(validateClaim(valid)).toEqual({});
  });

  it('names every required field of an empty form', () => {
    expect(validateClaim(emptyClaimForm)).toEqual({
      phone: 'Phone number is required.',
      contactPref: 'Contact preference is required.',
      address1: 'Address 1 is required.',
      city: 'City is required.',
      state: 'State is required.',
    });
  });

  it('takes a name of at most 125 characters', () => {
    expect(errorsOf({ name: 'a'.repeat(125) })).toEqual({});
    expect(errorsOf({ name: 'a'.repeat(126) })).toEqual({ name: 'Enter at most 125 characters.' });
  });

  it('takes no SSN, or exactly 4 digits', () => {
    expect(errorsOf({ ssn: '' })).toEqual({});
    expect(errorsOf({ ssn: '4821' })).toEqual({});
    expect(errorsOf({ ssn: '482' })).toEqual({ ssn: 'SSN must be 4 numeric digits' });
    expect(errorsOf({ ssn: '48a1' })).toEqual({ ssn: 'SSN must be 4 numeric digits' });
  });

  it('requires a phone written (ddd) ddd-dddd, 14 characters, area code not starting with 0', () => {
    expect(errorsOf({ phone: '  ' })).toEqual({ phone: 'Phone number is required.' });
    expect(errorsOf({ phone: '(541) 555-013' })).toEqual({
      phone: 'Invalid phone format. (Ex: (987) 456-1230)',
    });
    expect(errorsOf({ phone: '(041) 555-0134' })).toEqual({
      phone: 'Invalid phone format. (Ex: (987) 456-1230)',
    });
    expect(errorsOf({ phone: '5415550134' })).toEqual({
      phone: 'Invalid phone format. (Ex: (987) 456-1230)',
    });
  });

  it('requires a contact preference among Phone, Email and Mail', () => {
    expect(errorsOf({ contactPref: '' })).toEqual({ contactPref: 'Contact preference is required.' });
    expect(errorsOf({ contactPref: 'Fax' })).toEqual({ contactPref: 'Contact preference is required.' });
    expect(errorsOf({ contactPref: 'Mail' })).toEqual({});
  });

  it('requires the email only when Email is the preference, and checks its form and length', () => {
    expect(errorsOf({ contactPref: 'Email' })).toEqual({ email: 'Email address is required.' });
    expect(errorsOf({ contactPref: 'Email', email: 'e.whitaker@example.com' })).toEqual({});
    expect(errorsOf({ email: 'e.whitaker@example' })).toEqual({ email: 'Invalid e-mail address.' });
    expect(errorsOf({ email: `${'a'.repeat(89)}@example.com` })).toEqual({
      email: 'Invalid e-mail address.',
    });
    expect(errorsOf({ email: `${'a'.repeat(88)}@example.com` })).toEqual({});
  });

  it('limits the address lines to 60 and the city to 30 characters', () => {
    expect(errorsOf({ address1: 'a'.repeat(61) })).toEqual({ address1: 'Enter at most 60 characters.' });
    expect(errorsOf({ address2: 'a'.repeat(61) })).toEqual({ address2: 'Enter at most 60 characters.' });
    expect(errorsOf({ address2: 'a'.repeat(60) })).toEqual({});
    expect(errorsOf({ city: 'a'.repeat(31) })).toEqual({ city: 'Enter at most 30 characters.' });
  });

  it('limits the comments to 1000 characters', () => {
    expect(errorsOf({ comments: 'a'.repeat(1000) })).toEqual({});
    expect(errorsOf({ comments: 'a'.repeat(1001) })).toEqual({ comments: 'Enter at most 1000 characters.' });
  });
});

describe('validateZip (spec 03 §5)', () => {
  const message = 'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)';
  it('takes none, 5 digits, 9 digits, or 5 and 4 with a dash', () => {
    expect(validateZip('')).toBeUndefined();
    expect(validateZip('97401')).toBeUndefined();
    expect(validateZip('974019012')).toBeUndefined();
    expect(validateZip('97401-9012')).toBeUndefined();
  });

  it('refuses other lengths, letters, and all zeros', () => {
    for (const zip of ['9740', '974011', '97401-901', '9740a', '00000', '00000-0000', '000000000']) {
      expect(validateZip(zip), zip).toBe(message);
    }
  });

  it('is the limit of 10 characters', () => {
    expect(CLAIM_LIMITS.zip).toBe(10);
  });
});

describe('claimRequest (spec 03 §3)', () => {
  it('sends the contact info trimmed, the zip without its dash, for the claimed member', () => {
    expect(
      claimRequest('2417', {
        ...valid,
        name: ' Eleanor Whitaker ',
        ssn: '4821',
        email: ' e.whitaker@example.com ',
        zip: '97401-9012',
        comments: ' Moved in 2019. ',
      }),
    ).toEqual({
      memberNumber: '2417',
      name: 'Eleanor Whitaker',
      ssn: '4821',
      phone: '(541) 555-0134',
      email: 'e.whitaker@example.com',
      contactPref: 'Phone',
      address1: '1187 Mill Creek Rd',
      address2: '',
      city: 'Riverbend',
      state: 'OR',
      zip: '974019012',
      comments: 'Moved in 2019.',
    });
  });
});
