import { describe, expect, it } from 'vitest';
import {
  averageBillingMessages as messages,
  viewLabel,
} from '../../../../src/domain/average-billing/messages.ts';

describe('averageBillingMessages', () => {
  it('quotes the spec’s texts word for word (spec 03 §2.4, §8)', () => {
    expect(messages.title).toBe('Average Billing');
    expect(messages.noAccounts).toBe('There are no accounts available.');
    expect(messages.views).toEqual({
      all: 'All',
      average: 'Average Billing',
      nonAverage: 'Non-Average Billing',
    });
    expect(messages.actions).toEqual({ signUp: 'Sign Up', remove: 'Remove', notEligible: 'Not Eligible' });
    expect(messages.bulk).toEqual({ remove: 'Remove Selected', signUp: 'Sign Up Selected' });
    expect(messages.bulkHint('Sign Up Selected')).toBe(
      "Check multiple accounts then click 'Sign Up Selected'.",
    );
    expect(messages.bulkHint('Remove Selected')).toBe(
      "Check multiple accounts then click 'Remove Selected'.",
    );
    expect(messages.confirm.continue).toBe('Continue');
    expect(messages.confirm.cancel).toBe('Cancel');
    expect(messages.success.one('300100200')).toBe('Account 300100200 billing type updated successfully');
    expect(messages.success.many).toBe('Billing type updated successfully for multiple accounts.');
    expect(messages.warningTitle).toBe('Warning');
  });

  it('words the texts the spec does not give', () => {
    expect(messages.loading).toBe('Loading…');
    expect(messages.viewLabel).toBe('Show');
    expect(messages.caption).toBe('Accounts and their billing type');
    expect(messages.columns).toEqual({
      accountNumber: 'Account Number',
      serviceAddress: 'Service Address',
      estimatedAmount: 'Estimated Amount',
      action: 'Action',
    });
    expect(messages.actionLabel('Sign Up', '300100200')).toBe('Sign Up account 300100200');
    expect(messages.reasonLabel('300100204')).toBe('Why account 300100204 is not eligible');
    expect(messages.budgetReason).toBe(
      'This account is signed up for budget billing. Its billing type cannot be changed to average billing here.',
    );
    expect(messages.noReasonGiven).toBe('This account is not eligible for average billing.');
    expect(messages.noEstimate).toBe('N/A');
    expect(messages.success.title).toBe('Success');
    expect(messages.confirm.signUpTitle).toBe('Sign Up for Average Billing');
    expect(messages.confirm.removeTitle).toBe('Remove Average Billing');
  });

  it('names each view of the filter', () => {
    expect(viewLabel('all')).toBe('All');
    expect(viewLabel('average')).toBe('Average Billing');
    expect(viewLabel('non-average')).toBe('Non-Average Billing');
  });
});
