import { describe, expect, it } from 'vitest';
import { applyForServiceMessages as messages } from '../../../../src/domain/apply-for-service/messages.ts';

describe('applyForServiceMessages', () => {
  it('titles the two routes as the home page’s tile names them (spec 01 §2.6)', () => {
    expect(messages.title).toBe('Application For Service');
    expect(messages.selectTitle).toBe('New Service');
  });

  it('words the start screen and the form', () => {
    expect(messages.selectInstructions).toBe(
      'Start, stop or move your service online. Choose what you need, then tell us where and when.',
    );
    expect(messages.applicationInstructions).toBe(
      'Fill in the form below. We will review your request and email you a confirmation right away.',
    );
    expect(messages.requestType).toBe('What would you like to do?');
    expect(messages.requestTypes).toEqual({
      start: 'Start service',
      stop: 'Stop service',
      move: 'Move service to a new address',
    });
    expect([messages.accountType, messages.selectAccountType, messages.continue]).toEqual([
      'Type of Service',
      'Select a type of service',
      'Continue',
    ]);
    expect(messages.sections).toEqual({
      request: 'Your Request',
      applicant: 'Your Name',
      serviceAddress: {
        start: 'Service Address',
        stop: 'Address Where Service Stops',
        move: 'New Service Address',
      },
      contact: 'How to Reach You',
      identity: 'Verify Your Identity',
    });
    expect(messages.requestedDate).toEqual({
      start: 'Requested Start Date',
      stop: 'Requested Stop Date',
      move: 'Requested Move Date',
    });
    expect(messages.requestedDateHint).toBe('From tomorrow, up to 90 days ahead.');
    expect(messages.identityMethods).toEqual({
      ssn: 'Last 4 digits of my Social Security number',
      deposit: 'I do not want to give my SSN and understand a deposit may be required',
    });
    expect(messages.ssnLast4).toBe('Last 4 digits of SSN');
    expect(messages.depositNotice).toBe(
      'Without a Social Security number we cannot check your credit history, so a deposit may be required before service begins. Member services will tell you the amount.',
    );
    expect(messages.depositAcknowledged).toBe('I have read the deposit notice.');
    expect(messages.submit).toBe('Submit Request');
  });

  it('words the confirmation', () => {
    expect(messages.confirmation.heading).toBe('Request Received');
    expect(messages.confirmation.number).toBe('Confirmation Number');
    expect(messages.confirmation.lead).toBe('Thank you. Keep this confirmation number for your records.');
    expect(messages.confirmation.emailed('a@example.com')).toBe('We sent a confirmation to a@example.com.');
    expect(messages.confirmation.print).toBe('Print Confirmation');
    expect(messages.confirmation.home).toBe('Back to Home');
  });
});
