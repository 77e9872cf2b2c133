import { describe, expect, it } from 'vitest';
import {
  addressLine,
  type ApplicationForm,
  applicationRequest,
  emptyApplication,
  requestedDateRange,
  serviceChoiceOf,
  validateApplication,
  validateRequestedDate,
  validateServiceChoice,
  withoutSsn,
} from '../../../../src/domain/apply-for-service/application.ts';

const today = '2026-11-24';
const rules = { today, accountTypes: ['Electric', 'Water'] };

const valid: ApplicationForm = {
  ...emptyApplication,
  requestType: 'start',
  accountType: 'Electric',
  firstName: 'Casey',
  lastName: 'Morgan',
  address1: '418 Alder St',
  city: 'Riverbend',
  state: 'OR',
  zip: '97401',
  requestedDate: '2026-12-01',
  phone: '(541) 555-0188',
  email: 'casey.morgan@example.com',
  identityMethod: 'ssn',
  ssnLast4: '1234',
};

const errorsOf = (change: Partial<ApplicationForm>, with_ = rules) =>
  validateApplication({ ...valid, ...change }, with_);

describe('validateApplication', () => {
  it('accepts a complete start request', () => {
    expect(validateApplication(valid, rules)).toEqual({});
  });

  it('names every required field of an empty form', () => {
    expect(validateApplication(emptyApplication, rules)).toEqual({
      requestType: 'Choose what you would like to do.',
      accountType: 'Type of service is required.',
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      address1: 'Address 1 is required.',
      city: 'City is required.',
      state: 'State is required.',
      zip: 'Zip code is required.',
      requestedDate: 'Requested date is required.',
      phone: 'Phone number is required.',
      email: 'Email address is required.',
      identityMethod: 'Choose how to verify your identity.',
    });
  });

  it('asks for a type of service only when the site has account types, and one of them', () => {
    expect(errorsOf({ accountType: '' }, { today, accountTypes: [] })).toEqual({});
    expect(errorsOf({ accountType: 'Gas' })).toEqual({ accountType: 'Type of service is required.' });
    expect(errorsOf({ accountType: 'Water' })).toEqual({});
  });

  it('asks for the current address when moving only', () => {
    expect(errorsOf({ requestType: 'move' })).toEqual({
      previousAddress: 'Current service address is required.',
    });
    expect(errorsOf({ requestType: 'move', previousAddress: '12 Elm St, Riverbend' })).toEqual({});
    expect(errorsOf({ requestType: 'stop' })).toEqual({});
  });

  it('checks the zip code’s form', () => {
    expect(errorsOf({ zip: '9740' })).toEqual({
      zip: 'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)',
    });
    expect(errorsOf({ zip: '97401-1234' })).toEqual({});
  });

  it('checks the phone and the email', () => {
    expect(errorsOf({ phone: '(041) 555-0188' })).toEqual({
      phone: 'Invalid phone format. (Ex: (987) 456-1230)',
    });
    expect(errorsOf({ email: 'casey@' })).toEqual({ email: 'Invalid e-mail address.' });
  });

  it('requires the SSN’s last 4 digits with that method, exactly 4 digits', () => {
    expect(errorsOf({ ssnLast4: '' })).toEqual({ ssnLast4: 'Last 4 digits of SSN are required.' });
    expect(errorsOf({ ssnLast4: '12a4' })).toEqual({ ssnLast4: 'SSN must be 4 numeric digits' });
    expect(errorsOf({ ssnLast4: '123' })).toEqual({ ssnLast4: 'SSN must be 4 numeric digits' });
  });

  it('requires the deposit notice to be acknowledged with that method, and no SSN', () => {
    expect(errorsOf({ identityMethod: 'deposit', ssnLast4: '' })).toEqual({
      depositAcknowledged: 'Please confirm you have read the deposit notice.',
    });
    expect(errorsOf({ identityMethod: 'deposit', ssnLast4: '', depositAcknowledged: true })).toEqual({});
  });

  it('limits the names, address lines, city and comments', () => {
    expect(errorsOf({ firstName: 'a'.repeat(51) })).toEqual({ firstName: 'Enter at most 50 characters.' });
    expect(errorsOf({ address2: 'a'.repeat(61) })).toEqual({ address2: 'Enter at most 60 characters.' });
    expect(errorsOf({ city: 'a'.repeat(31) })).toEqual({ city: 'Enter at most 30 characters.' });
    expect(errorsOf({ comments: 'a'.repeat(401) })).toEqual({ comments: 'Enter at most 400 characters.' });
    expect(errorsOf({ comments: 'a'.repeat(400) })).toEqual({});
  });
});

describe('the requested date', () => {
  it('runs from tomorrow to 90 days ahead', () => {
    expect(requestedDateRange(today)).toEqual({ min: '2026-11-25', max: '2027-02-22' });
    expect(validateRequestedDate('', today)).toBe('Requested date is required.');
    expect(validateRequestedDate('2026-11-24', today)).toBe('Choose a date from tomorrow on.');
    expect(validateRequestedDate('2026-11-25', today)).toBeUndefined();
    expect(validateRequestedDate('2027-02-22', today)).toBeUndefined();
    expect(validateRequestedDate('2027-02-23', today)).toBe('Choose a date within the next 90 days.');
  });
});

describe('applicationRequest', () => {
  it('sends the form trimmed, digits of the phone and zip, the SSN only with that method', () => {
    expect(
      applicationRequest({ ...valid, firstName: ' Casey ', zip: '97401-1234', comments: ' Gate code 12 ' }),
    ).toEqual({
      requestType: 'start',
      accountType: 'Electric',
      firstName: 'Casey',
      lastName: 'Morgan',
      serviceAddress: {
        address1: '418 Alder St',
        address2: '',
        city: 'Riverbend',
        state: 'OR',
        zip: '974011234',
      },
      previousAddress: '',
      requestedDate: '2026-12-01',
      phone: '5415550188',
      email: 'casey.morgan@example.com',
      identity: { method: 'ssn', ssnLast4: '1234' },
      comments: 'Gate code 12',
    });
    const deposit = applicationRequest({
      ...valid,
      requestType: 'move',
      previousAddress: ' 12 Elm St ',
      identityMethod: 'deposit',
      ssnLast4: '9999',
      depositAcknowledged: true,
    });
    expect(deposit.identity).toEqual({ method: 'deposit', depositAcknowledged: true });
    expect(JSON.stringify(deposit)).not.toContain('9999');
    expect(deposit.previousAddress).toBe('12 Elm St');
  });

  it('drops the current address unless moving', () => {
    expect(applicationRequest({ ...valid, previousAddress: '12 Elm St' }).previousAddress).toBe('');
  });
});

describe('addressLine', () => {
  it('writes an address on one line, ZIP+4 with its dash', () => {
    expect(
      addressLine({
        address1: '418 Alder St',
        address2: 'Unit 2',
        city: 'Riverbend',
        state: 'OR',
        zip: '974011234',
      }),
    ).toBe('418 Alder St, Unit 2, Riverbend, OR 97401-1234');
    expect(
      addressLine({ address1: '418 Alder St', address2: '', city: 'Riverbend', state: 'OR', zip: '97401' }),
    ).toBe('418 Alder St, Riverbend, OR 97401');
  });
});

describe('the start screen’s choice', () => {
  it('reads the request and account type from navigation state, ignoring anything else', () => {
    expect(serviceChoiceOf({ requestType: 'move', accountType: 'Water', accountTypes: [] })).toEqual({
      requestType: 'move',
      accountType: 'Water',
    });
    expect(serviceChoiceOf({ requestType: 'upgrade', accountType: 3 })).toEqual({
      requestType: '',
      accountType: '',
    });
    expect(serviceChoiceOf({})).toEqual({ requestType: '', accountType: '' });
  });

  it('requires a request, and a type of service when the site has some', () => {
    expect(validateServiceChoice({ requestType: '', accountType: '' }, ['Electric'])).toEqual({
      requestType: 'Choose what you would like to do.',
      accountType: 'Type of service is required.',
    });
    expect(validateServiceChoice({ requestType: 'stop', accountType: '' }, [])).toEqual({});
    expect(validateServiceChoice({ requestType: 'stop', accountType: 'Electric' }, ['Electric'])).toEqual({});
  });
});

describe('withoutSsn', () => {
  it('keeps how identity was checked and drops the SSN’s digits', () => {
    const request = applicationRequest(valid);
    const kept = withoutSsn(request);
    expect(kept.identity).toEqual({ method: 'ssn' });
    expect(JSON.stringify(kept)).not.toContain('1234');
    expect({ ...kept, identity: request.identity }).toEqual(request);
  });
});
