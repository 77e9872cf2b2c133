import { describe, expect, it } from 'vitest';
import { serviceRequestsMessages as messages } from '../../../../src/domain/service-requests/messages.ts';

describe('serviceRequestsMessages', () => {
  it('quotes the rules of spec 03 §5 word for word', () => {
    expect(messages.validation.serviceTypeRequired).toBe('Service Type is required.');
    expect(messages.validation.phoneRequired).toBe('Phone number is required.');
    expect(messages.validation.phoneInvalid).toBe('Invalid phone format. (Ex: (987) 456-1230)');
  });

  it('names the history’s columns as spec 03 §2.5 does', () => {
    expect(messages.history.columns).toEqual({
      services: 'Services',
      requestedDate: 'Requested date',
      requestedNumber: 'Requested Number',
      reviewStatus: 'Review Status',
    });
  });

  it('has the title of its route and the texts of its own', () => {
    expect(messages.title).toBe('Service Requests');
    expect(messages.noAccounts).toBe('There are no accounts available...!');
    expect(messages.form.serviceType).toBe('Service Type');
    expect(messages.form.commentsLeft(400)).toBe('400 characters left');
    expect(messages.form.commentsLeft(1)).toBe('1 characters left');
  });
});
