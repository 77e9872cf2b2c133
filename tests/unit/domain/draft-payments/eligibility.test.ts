import { describe, expect, it } from 'vitest';
import {
  allowedDraftOptions,
  dayOfMonthWindow,
  defaultDraftOption,
  draftEligibility,
  draftsNotAllowed,
  eligibilityText,
  hasDraftableAccounts,
  showsDraftMethods,
} from '../../../../src/domain/draft-payments/eligibility.ts';
import { draftAccount, settings } from './fixtures.ts';

describe('the draft options', () => {
  it('offers bank and card as the site allows them; none is the danger alert', () => {
    expect(allowedDraftOptions(settings)).toEqual(['BANK', 'CREDIT']);
    expect(allowedDraftOptions({ allowBankDraft: false, allowCreditDraft: true })).toEqual(['CREDIT']);
    expect(draftsNotAllowed({ allowBankDraft: false, allowCreditDraft: false })).toBe(true);
    expect(draftsNotAllowed({ allowBankDraft: true, allowCreditDraft: false })).toBe(false);
  });

  it('starts with the default from settings, or the option the site allows', () => {
    expect(defaultDraftOption(settings)).toBe('BANK');
    expect(defaultDraftOption({ ...settings, defaultDraftOption: 'CREDIT' })).toBe('CREDIT');
    expect(defaultDraftOption({ ...settings, allowBankDraft: false })).toBe('CREDIT');
    expect(defaultDraftOption({ ...settings, allowBankDraft: false, allowCreditDraft: false })).toBeNull();
  });

  it('shows the draft methods only for Account draft type with individual setup', () => {
    expect(showsDraftMethods({ draftType: 'ACCOUNT', individualMethodSetup: true })).toBe(true);
    expect(showsDraftMethods({ draftType: 'ACCOUNT', individualMethodSetup: false })).toBe(false);
    expect(showsDraftMethods({ draftType: 'MEMBER', individualMethodSetup: true })).toBe(false);
  });
});

describe('draftEligibility (spec 02 §4 and §5 Draft)', () => {
  it('lets an account with nothing against it be drafted both ways', () => {
    expect(draftEligibility(draftAccount(), 'BANK', settings)).toEqual({ eligible: true });
    expect(draftEligibility(draftAccount(), 'CREDIT', settings)).toEqual({ eligible: true });
    expect(eligibilityText({ eligible: true })).toBe('Eligible');
  });

  it('refuses an account signed up for AutoPay', () => {
    const result = draftEligibility(draftAccount({ autopayExists: true }), 'BANK', settings);
    expect(result).toEqual({
      eligible: false,
      reason: 'Account is signed up for AutoPay. Draft is not allowed.',
    });
    expect(eligibilityText(result)).toBe('Account is signed up for AutoPay. Draft is not allowed.');
  });

  it('refuses a past due account only while the prevent-setup setting is on', () => {
    const pastDue = draftAccount({ pastDueAmount: 118.9 });
    expect(draftEligibility(pastDue, 'BANK', settings)).toEqual({
      eligible: false,
      reason: 'Account has a past due balance. Draft is not allowed.',
    });
    expect(draftEligibility(pastDue, 'BANK', { ...settings, preventPastDueSetup: false })).toEqual({
      eligible: true,
    });
  });

  it('refuses a card draft when the account is not card eligible, not a bank draft', () => {
    const restricted = draftAccount({ ccEligible: false });
    expect(draftEligibility(restricted, 'CREDIT', settings)).toEqual({
      eligible: false,
      reason: 'Credit Card Payment Restricted.',
    });
    expect(draftEligibility(restricted, 'BANK', settings)).toEqual({ eligible: true });
  });

  it('refuses a bank draft for no-more-checks only while enforcement is on', () => {
    const noChecks = draftAccount({ noMoreChecks: true });
    expect(draftEligibility(noChecks, 'BANK', settings)).toEqual({
      eligible: false,
      reason: 'ECheck Payment Restricted.',
    });
    expect(draftEligibility(noChecks, 'BANK', { ...settings, enforceNoMoreChecks: false })).toEqual({
      eligible: true,
    });
    expect(draftEligibility(noChecks, 'CREDIT', settings)).toEqual({ eligible: true });
  });

  it('refuses an option the site does not allow', () => {
    expect(draftEligibility(draftAccount(), 'BANK', { ...settings, allowBankDraft: false })).toEqual({
      eligible: false,
      reason: 'This draft option is not available.',
    });
  });

  it('tells AutoPay first when several reasons hold', () => {
    const all = draftAccount({ autopayExists: true, pastDueAmount: 5, ccEligible: false });
    expect(draftEligibility(all, 'CREDIT', settings)).toMatchObject({
      reason: 'Account is signed up for AutoPay. Draft is not allowed.',
    });
  });
});

describe('the accounts of each tab', () => {
  it('has draftable accounts while the back office counts one for an option the site offers', () => {
    expect(hasDraftableAccounts({ BANK: 1, CREDIT: 0 }, settings)).toBe(true);
    expect(hasDraftableAccounts({ BANK: 0, CREDIT: 2400 }, settings)).toBe(true);
    expect(hasDraftableAccounts({ BANK: 0, CREDIT: 0 }, settings)).toBe(false);
    expect(hasDraftableAccounts({ BANK: 5, CREDIT: 0 }, { ...settings, allowBankDraft: false })).toBe(false);
    expect(
      hasDraftableAccounts({ BANK: 5, CREDIT: 5 }, { allowBankDraft: false, allowCreditDraft: false }),
    ).toBe(false);
  });

  it('puts the day window around the billed day, within 1 to 28', () => {
    expect(dayOfMonthWindow({ billedDay: 10, allowBeforeBilledDay: 5, allowAfterBilledDay: 10 })).toEqual({
      first: 5,
      last: 20,
    });
    expect(dayOfMonthWindow({ billedDay: 3, allowBeforeBilledDay: 5, allowAfterBilledDay: 30 })).toEqual({
      first: 1,
      last: 28,
    });
  });
});
