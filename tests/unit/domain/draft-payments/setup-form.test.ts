import { describe, expect, it } from 'vitest';
import {
  bankNameFor,
  clearedBankFields,
  collectsBankAccount,
  type DraftSetupValues,
  effectiveDraftMethod,
  initialSetupValues,
  validateDraftSetup,
} from '../../../../src/domain/draft-payments/setup-form.ts';
import { draftValidationMessages } from '../../../../src/domain/draft-payments/messages.ts';
import { draftAccount, institutions, settings } from './fixtures.ts';

function bankValues(overrides: Partial<DraftSetupValues> = {}): DraftSetupValues {
  return {
    draftOption: 'BANK',
    draftMethod: 'WHEN_BILLED',
    dayOfMonth: '',
    daysAfter: '',
    accountType: 'Checking',
    bankAccountNumber: '123456789',
    confirmBankAccountNumber: '123456789',
    bankTransitNumber: '011000015',
    bankName: 'First Demo Bank',
    draftAuthorize: true,
    ...overrides,
  };
}

const context = { settings, selected: [draftAccount()], institutions };

describe('the bank name lookup (spec 02 §5)', () => {
  it('fills the name of a known routing number', () => {
    expect(bankNameFor('011000015', institutions)).toBe('First Demo Bank');
    expect(bankNameFor('122105278', institutions)).toBe('Canyon Credit Union');
  });

  it('leaves it blank for DO NOT USE, an unknown number and an incomplete one', () => {
    expect(bankNameFor('121000358', institutions)).toBe('');
    expect(bankNameFor('999999999', institutions)).toBe('');
    expect(bankNameFor('01100001', institutions)).toBe('');
  });
});

describe('the form as it opens', () => {
  it('starts with the option given, Checking, and the default method when the choice is hidden', () => {
    expect(initialSetupValues('BANK', settings)).toMatchObject({
      draftOption: 'BANK',
      draftMethod: '',
      accountType: 'Checking',
      draftAuthorize: false,
    });
    expect(initialSetupValues('CREDIT', { ...settings, draftType: 'MEMBER' }).draftMethod).toBe(
      'WHEN_BILLED',
    );
  });

  it('clears every bank field back to Checking and empty', () => {
    expect(clearedBankFields).toEqual({
      accountType: 'Checking',
      bankAccountNumber: '',
      confirmBankAccountNumber: '',
      bankTransitNumber: '',
      bankName: '',
    });
  });

  it('collects the bank account only for a bank draft processed as NACHA', () => {
    expect(collectsBankAccount('BANK', { nachaProcess: true })).toBe(true);
    expect(collectsBankAccount('BANK', { nachaProcess: false })).toBe(false);
    expect(collectsBankAccount('CREDIT', { nachaProcess: true })).toBe(false);
  });

  it('uses the member’s method when shown, else the default from settings', () => {
    expect(effectiveDraftMethod(bankValues({ draftMethod: 'END_OF_MONTH' }), settings)).toBe('END_OF_MONTH');
    expect(
      effectiveDraftMethod(bankValues({ draftMethod: 'END_OF_MONTH' }), {
        ...settings,
        individualMethodSetup: false,
      }),
    ).toBe('WHEN_BILLED');
  });
});

describe('validateDraftSetup (spec 02 §5 Draft)', () => {
  it('passes a complete bank draft', () => {
    expect(validateDraftSetup(bankValues(), context)).toEqual({});
  });

  it('needs an account selected', () => {
    expect(validateDraftSetup(bankValues(), { ...context, selected: [] }).selected).toBe(
      'Please select an account to add a draft.',
    );
  });

  it('refuses a selected account that may not be drafted, with its reason', () => {
    expect(
      validateDraftSetup(bankValues(), { ...context, selected: [draftAccount({ autopayExists: true })] })
        .selected,
    ).toBe('Account is signed up for AutoPay. Draft is not allowed.');
    expect(
      validateDraftSetup(bankValues({ draftOption: 'CREDIT' }), {
        ...context,
        selected: [draftAccount({ ccEligible: false })],
      }).selected,
    ).toBe('Credit Card Payment Restricted.');
    expect(
      validateDraftSetup(bankValues(), { ...context, selected: [draftAccount({ noMoreChecks: true })] })
        .selected,
    ).toBe('ECheck Payment Restricted.');
  });

  it('refuses a start date before 1990-01-01', () => {
    expect(
      validateDraftSetup(bankValues(), {
        ...context,
        selected: [draftAccount({ eligibleDraftDate: '1989-12-31' })],
      }).selected,
    ).toBe('The draft start date must be on or after 01/01/1990.');
    expect(
      validateDraftSetup(bankValues(), {
        ...context,
        selected: [draftAccount({ eligibleDraftDate: '1990-01-01' })],
      }).selected,
    ).toBeUndefined();
  });

  it('needs the authorization checked', () => {
    expect(validateDraftSetup(bankValues({ draftAuthorize: false }), context).draftAuthorize).toBe(
      'Please check the authorize checkbox to submit your draft.',
    );
  });

  it('needs a method when the choice shows', () => {
    expect(validateDraftSetup(bankValues({ draftMethod: '' }), context).draftMethod).toBe(
      'Please select a draft method.',
    );
    expect(
      validateDraftSetup(bankValues({ draftMethod: '' }), {
        ...context,
        settings: { ...settings, individualMethodSetup: false },
      }).draftMethod,
    ).toBeUndefined();
  });

  describe('day of month', () => {
    const day = (dayOfMonth: string) =>
      validateDraftSetup(bankValues({ draftMethod: 'DAY_OF_MONTH', dayOfMonth }), context).dayOfMonth;

    it('is required and at least 1', () => {
      expect(day('')).toBe('Please enter the day of the month.');
      expect(day('0')).toBe('Please enter the day of the month.');
    });

    it('must be before the 29th', () => {
      expect(day('29')).toBe('Day of the Month must be before 29th');
      expect(draftValidationMessages.dayOfMonthMax).toBe('Day of the Month must be before 29th');
    });

    it('must be within the billed-day window of each account', () => {
      expect(day('4')).toBe('For account 300100200, the Day of the Month must be from 5 to 20.');
      expect(day('21')).toBe('For account 300100200, the Day of the Month must be from 5 to 20.');
      expect(day('5')).toBeUndefined();
      expect(day('20')).toBeUndefined();
    });

    it('allows 28 when the window reaches it', () => {
      const wide = { ...context, selected: [draftAccount({ billedDay: 20, allowAfterBilledDay: 15 })] };
      expect(
        validateDraftSetup(bankValues({ draftMethod: 'DAY_OF_MONTH', dayOfMonth: '28' }), wide).dayOfMonth,
      ).toBeUndefined();
    });
  });

  describe('days after billing', () => {
    const days = (daysAfter: string) =>
      validateDraftSetup(bankValues({ draftMethod: 'DAYS_AFTER_BILLING', daysAfter }), context).daysAfter;

    it('runs from 1 to the configured maximum', () => {
      expect(days('1')).toBeUndefined();
      expect(days('20')).toBeUndefined();
      expect(days('0')).toBe('Days after Billing must be from 1 to 20.');
      expect(days('21')).toBe('Days after Billing must be from 1 to 20.');
      expect(days('')).toBe('Days after Billing must be from 1 to 20.');
    });
  });

  describe('the bank account (NACHA)', () => {
    const problems = (overrides: Partial<DraftSetupValues>) =>
      validateDraftSetup(bankValues(overrides), context);

    it('needs the number, 4 to 18 digits', () => {
      expect(problems({ bankAccountNumber: '', confirmBankAccountNumber: '' }).bankAccountNumber).toBe(
        'Please enter the bank account number.',
      );
      expect(problems({ bankAccountNumber: '123', confirmBankAccountNumber: '123' }).bankAccountNumber).toBe(
        "The bank account number's length must be between 4 and 18.",
      );
      expect(
        problems({
          bankAccountNumber: '1234567890123456789',
          confirmBankAccountNumber: '1234567890123456789',
        }).bankAccountNumber,
      ).toBe("The bank account number's length must be between 4 and 18.");
      expect(
        problems({ bankAccountNumber: '12a4', confirmBankAccountNumber: '12a4' }).bankAccountNumber,
      ).toBe("The bank account number's length must be between 4 and 18.");
      expect(
        problems({ bankAccountNumber: '1234', confirmBankAccountNumber: '1234' }).bankAccountNumber,
      ).toBeUndefined();
      expect(
        problems({ bankAccountNumber: '123456789012345678', confirmBankAccountNumber: '123456789012345678' })
          .bankAccountNumber,
      ).toBeUndefined();
    });

    it('needs the confirmation, equal to the number', () => {
      expect(problems({ confirmBankAccountNumber: '' }).confirmBankAccountNumber).toBe(
        'Please confirm the bank account number.',
      );
      expect(problems({ confirmBankAccountNumber: '123456780' }).confirmBankAccountNumber).toBe(
        'Bank account number and confirm bank account number do not match.',
      );
    });

    it('needs a routing number of 9 digits, not zeros, of a known bank', () => {
      expect(problems({ bankTransitNumber: '' }).bankTransitNumber).toBe('Please enter the routing number.');
      expect(problems({ bankTransitNumber: '01100001' }).bankTransitNumber).toBe(
        'The routing number must be 9 digits.',
      );
      expect(problems({ bankTransitNumber: '000000000', bankName: '' }).bankTransitNumber).toBe(
        'Please enter a valid routing number.',
      );
      expect(problems({ bankTransitNumber: '999999999', bankName: '' }).bankTransitNumber).toBe(
        'Please enter a valid routing number.',
      );
      expect(problems({ bankTransitNumber: '121000358', bankName: '' }).bankTransitNumber).toBe(
        'Please enter a valid routing number.',
      );
    });

    it('needs the bank name, at most 256 characters', () => {
      expect(problems({ bankName: '' }).bankName).toBe('Please enter the bank name.');
      expect(problems({ bankName: 'B'.repeat(257) }).bankName).toBe(
        'The bank name must be at most 256 characters.',
      );
      expect(problems({ bankName: 'B'.repeat(256) }).bankName).toBeUndefined();
    });

    it('needs Checking or Savings', () => {
      expect(problems({ accountType: '' }).accountType).toBe('Please select an account type.');
      expect(problems({ accountType: 'Savings' }).accountType).toBeUndefined();
    });

    it('asks for none of it for a card draft or a bank draft through the hosted page', () => {
      const empty = { ...clearedBankFields, accountType: '' as const };
      expect(validateDraftSetup(bankValues({ draftOption: 'CREDIT', ...empty }), context)).toEqual({});
      expect(
        validateDraftSetup(bankValues(empty), { ...context, settings: { ...settings, nachaProcess: false } }),
      ).toEqual({});
    });
  });
});
