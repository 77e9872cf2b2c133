import { describe, expect, it } from 'vitest';
import { operationRoundupMessages } from '../../../../src/domain/operation-roundup/messages.ts';

describe('operationRoundupMessages', () => {
  it('quotes the spec’s texts word for word', () => {
    expect(operationRoundupMessages.title).toBe('Operation RoundUp');
    expect(operationRoundupMessages.noAccounts).toBe('There are no accounts available.');
    expect(operationRoundupMessages.updated).toBe(
      'Operation Roundup has been updated successfully for selected accounts.',
    );
    expect(operationRoundupMessages.proceed).toBe('Proceed');
    expect(operationRoundupMessages.amountErrors.invalid).toBe('You must enter valid amount.');
    expect(operationRoundupMessages.amountErrors.negative).toBe(
      'Please enter an amount greater than or equal to 0.',
    );
    expect(operationRoundupMessages.amountErrors.aboveMaximum).toBe(
      'You must enter a payment amount less than 99999999.99.',
    );
    expect(operationRoundupMessages.expirationErrors.past).toBe(
      'You cannot use an expiration date in the past.',
    );
  });

  it('words the texts the spec does not give', () => {
    expect(operationRoundupMessages.amountErrors.aboveRoundUpPlusMaximum('$50.00')).toBe(
      'With Operation RoundUp Plus the amount must be between $0.00 and $50.00.',
    );
    expect(operationRoundupMessages.expirationErrors.invalid).toBe(
      'Enter a valid expiration date as mm/dd/yyyy.',
    );
    expect(operationRoundupMessages.expirationErrors.tooLate).toBe(
      'The expiration date must be on or before 12/31/2121.',
    );
    expect(operationRoundupMessages.help).toBe('About Operation RoundUp');
    expect(operationRoundupMessages.selectHint).toBe('Select the accounts you want to change.');
    expect(operationRoundupMessages.columns).toEqual({
      accountNumber: 'Account Number',
      accountType: 'Account Type',
      address: 'Address',
      enrolled: 'Enrolled',
      amount: 'RoundUp Amount',
      expiration: 'Expiration Date',
    });
    expect(operationRoundupMessages.fieldLabels.enrolled('300100201')).toBe(
      'Enroll 300100201 in Operation RoundUp',
    );
    expect(operationRoundupMessages.fieldLabels.amount('300100201')).toBe('RoundUp amount for 300100201');
    expect(operationRoundupMessages.fieldLabels.expiration('300100201')).toBe(
      'Expiration date for 300100201 (mm/dd/yyyy)',
    );
  });
});
