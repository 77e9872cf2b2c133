import { describe, expect, it } from 'vitest';
import {
  draftPaymentsMessages,
  draftValidationMessages,
} from '../../../../src/domain/draft-payments/messages.ts';

describe('draftPaymentsMessages', () => {
  it('quotes spec 02 §2.6 word for word', () => {
    expect(draftPaymentsMessages.title).toBe('Draft Payments');
    expect(draftPaymentsMessages.tabs).toMatchObject({
      accounts: 'Accounts',
      setup: 'Setup New Draft',
      remove: 'Remove Draft',
    });
    expect(draftPaymentsMessages.updated).toBe('Your draft information has been updated.');
    expect(draftPaymentsMessages.remove.confirm).toBe(
      'Are you sure you want to delete draft on selected account(s) ?',
    );
    expect(draftPaymentsMessages.draftDay).toEqual({
      daysAfterBilling: 'Days after Billing',
      whenBilled: 'When Billed',
      endOfMonth: 'End of Month',
      dayOfMonth: 'Day of Month',
      cycle: 'Cycle',
    });
  });

  it('quotes spec 02 §5 Draft word for word', () => {
    expect(draftValidationMessages).toMatchObject({
      noAccountSelected: 'Please select an account to add a draft.',
      authorize: 'Please check the authorize checkbox to submit your draft.',
      dayOfMonthMax: 'Day of the Month must be before 29th',
      bankAccountLength: "The bank account number's length must be between 4 and 18.",
      autopay: 'Account is signed up for AutoPay. Draft is not allowed.',
      creditRestricted: 'Credit Card Payment Restricted.',
      echeckRestricted: 'ECheck Payment Restricted.',
    });
  });

  it('words its own texts with their numbers', () => {
    expect(draftPaymentsMessages.selectAccount('300100200')).toBe('Select account 300100200');
    expect(draftPaymentsMessages.form.dayWindow(5, 20)).toBe('Choose a day from 5 to 20.');
    expect(draftValidationMessages.daysAfterRange(20)).toBe('Days after Billing must be from 1 to 20.');
  });
});
