import { describe, expect, it } from 'vitest';
import {
  commentsLeft,
  emptyServiceRequestForm,
  isServiceRequestValid,
  SERVICE_REQUEST_COMMENTS_MAX_LENGTH,
  SERVICE_REQUEST_PHONE_MAX_LENGTH,
  serviceRequestPayload,
  validateServiceRequest,
  validateServiceRequestPhone,
} from '../../../../src/domain/service-requests/request-form.ts';
import { serviceRequestsMessages } from '../../../../src/domain/service-requests/messages.ts';

const valid = { workType: 'OLR', phone: '(541) 555-0148', comments: '' };

describe('the service request form (spec 03 §5)', () => {
  it('has the limits of spec 03 §9: comments 400, phone 14', () => {
    expect(SERVICE_REQUEST_COMMENTS_MAX_LENGTH).toBe(400);
    expect(SERVICE_REQUEST_PHONE_MAX_LENGTH).toBe(14);
  });

  it('requires a service type', () => {
    expect(validateServiceRequest({ ...valid, workType: '' }).workType).toBe('Service Type is required.');
    expect(validateServiceRequest({ ...valid, workType: '  ' }).workType).toBe('Service Type is required.');
    expect(validateServiceRequest(valid).workType).toBeUndefined();
  });

  it('requires the phone', () => {
    expect(validateServiceRequestPhone('')).toBe('Phone number is required.');
    expect(validateServiceRequestPhone('   ')).toBe('Phone number is required.');
    expect(validateServiceRequest({ ...valid, phone: '' }).phone).toBe('Phone number is required.');
  });

  it('takes (NNN) NNN-NNNN with neither the area code nor the exchange starting with 0', () => {
    const invalid = 'Invalid phone format. (Ex: (987) 456-1230)';
    expect(validateServiceRequestPhone('(987) 456-1230')).toBeUndefined();
    expect(validateServiceRequestPhone('(541) 555-0148')).toBeUndefined();
    expect(validateServiceRequestPhone('(087) 456-1230')).toBe(invalid);
    expect(validateServiceRequestPhone('(987) 056-1230')).toBe(invalid);
    expect(validateServiceRequestPhone('(987) 456-123')).toBe(invalid);
    expect(validateServiceRequestPhone('9874561230')).toBe(invalid);
    expect(validateServiceRequestPhone('(987) 456-12300')).toBe(invalid);
  });

  it('takes comments up to 400 characters, optional', () => {
    expect(validateServiceRequest({ ...valid, comments: '' }).comments).toBeUndefined();
    expect(validateServiceRequest({ ...valid, comments: 'x'.repeat(400) }).comments).toBeUndefined();
    expect(validateServiceRequest({ ...valid, comments: 'x'.repeat(401) }).comments).toBe(
      'Comments can be at most 400 characters.',
    );
  });

  it('is valid only when every rule holds: Submit is disabled otherwise', () => {
    expect(isServiceRequestValid(valid)).toBe(true);
    expect(isServiceRequestValid(emptyServiceRequestForm)).toBe(false);
    expect(isServiceRequestValid({ ...valid, phone: '(087) 456-1230' })).toBe(false);
    expect(validateServiceRequest(emptyServiceRequestForm)).toEqual({
      workType: 'Service Type is required.',
      phone: 'Phone number is required.',
    });
  });

  it('counts the characters left of the 400', () => {
    expect(commentsLeft('')).toBe(400);
    expect(commentsLeft('abc')).toBe(397);
    expect(commentsLeft('x'.repeat(450))).toBe(0);
  });

  it('words the count the same for one character as for many', () => {
    expect(serviceRequestsMessages.form.commentsLeft(400)).toBe('400 characters left');
    expect(serviceRequestsMessages.form.commentsLeft(1)).toBe('1 characters left');
  });

  it('sends the payload of spec 03 §3: the phone as digits only, the comments trimmed', () => {
    expect(serviceRequestPayload({ ...valid, comments: '  Light is out.  ' }, '300100200')).toEqual({
      accountNumber: '300100200',
      workType: 'OLR',
      comments: 'Light is out.',
      phone: '5415550148',
    });
  });
});
