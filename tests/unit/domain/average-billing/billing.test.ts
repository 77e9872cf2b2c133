import { describe, expect, it } from 'vitest';
import {
  type LevelizedAccount,
  accountsInView,
  bulkButtonLabel,
  bulkChangeOf,
  bulkUpdates,
  confirmationOf,
  estimatedAmountText,
  isInView,
  rowAction,
  showsViewFilter,
  successMessage,
  updateFor,
} from '../../../../src/domain/average-billing/billing.ts';
import { viewLabel } from '../../../../src/domain/average-billing/messages.ts';

function account(overrides: Partial<LevelizedAccount> = {}): LevelizedAccount {
  return {
    accountNumber: '300100200',
    serviceAddress: '1200 River Rd',
    estimatedAmount: 142,
    billingType: 'Standard',
    isEligible: true,
    notEligibleMessage: null,
    defaultSettlementMonth: 9,
    ...overrides,
  };
}

const standard = account();
const noType = account({ accountNumber: '300100202', billingType: null, estimatedAmount: 188.5 });
const average = account({ accountNumber: '300100201', billingType: 'Average', estimatedAmount: 54.1 });
const finalBilled = account({
  accountNumber: '300100204',
  isEligible: false,
  notEligibleMessage: 'Final billed accounts cannot enrol in average billing.',
  estimatedAmount: null,
});
const budget = account({ accountNumber: '300100205', billingType: 'Budget', isEligible: false });
const all = [standard, average, noType, finalBilled, budget];

describe('rowAction (spec 03 §4)', () => {
  it('offers Sign Up to an eligible Standard account and to one with no billing type', () => {
    expect(rowAction(standard)).toEqual({ kind: 'sign-up' });
    expect(rowAction(noType)).toEqual({ kind: 'sign-up' });
  });

  it('offers Remove to an eligible account on average billing', () => {
    expect(rowAction(average)).toEqual({ kind: 'remove' });
  });

  it('shows an ineligible account as Not Eligible with the back office’s reason', () => {
    expect(rowAction(finalBilled)).toEqual({
      kind: 'not-eligible',
      reason: 'Final billed accounts cannot enrol in average billing.',
    });
    expect(
      rowAction(account({ billingType: 'Average', isEligible: false, notEligibleMessage: 'Closed.' })),
    ).toEqual({
      kind: 'not-eligible',
      reason: 'Closed.',
    });
  });

  it('gives a reason of its own when an ineligible account comes without one', () => {
    expect(rowAction(account({ isEligible: false, notEligibleMessage: null }))).toEqual({
      kind: 'not-eligible',
      reason: 'This account is not eligible for average billing.',
    });
    expect(rowAction(account({ isEligible: false, notEligibleMessage: '  ' }))).toEqual({
      kind: 'not-eligible',
      reason: 'This account is not eligible for average billing.',
    });
  });

  it('explains that a budget account is signed up for budget billing, eligible or not', () => {
    const reason =
      'This account is signed up for budget billing. Its billing type cannot be changed to average billing here.';
    expect(rowAction(budget)).toEqual({ kind: 'not-eligible', reason });
    expect(rowAction(account({ billingType: 'Budget', isEligible: true }))).toEqual({
      kind: 'not-eligible',
      reason,
    });
  });
});

describe('the views (spec 03 §4)', () => {
  it('All shows every account', () => {
    expect(accountsInView(all, 'all')).toEqual(all);
    expect(all.every((entry) => isInView(entry, 'all'))).toBe(true);
  });

  it('Average Billing shows the accounts whose billing type is Average', () => {
    expect(accountsInView(all, 'average')).toEqual([average]);
    expect(isInView(standard, 'average')).toBe(false);
    expect(isInView(budget, 'average')).toBe(false);
  });

  it('Non-Average shows the accounts not on average billing that are eligible, not budget ones', () => {
    expect(accountsInView(all, 'non-average')).toEqual([standard, noType]);
    expect(isInView(finalBilled, 'non-average')).toBe(false);
    expect(isInView(budget, 'non-average')).toBe(false);
    expect(isInView(average, 'non-average')).toBe(false);
  });

  it('shows the filter only when the member has more than one account', () => {
    expect(showsViewFilter(all)).toBe(true);
    expect(showsViewFilter([standard, average])).toBe(true);
    expect(showsViewFilter([standard])).toBe(false);
    expect(showsViewFilter([])).toBe(false);
  });

  it('gives the filtered views their bulk change and button, and the All view none', () => {
    expect(bulkChangeOf('all')).toBeNull();
    expect(bulkChangeOf('average')).toBe('remove');
    expect(bulkChangeOf('non-average')).toBe('sign-up');
    expect(bulkButtonLabel('remove')).toBe('Remove Selected');
    expect(bulkButtonLabel('sign-up')).toBe('Sign Up Selected');
  });
});

describe('the update payload (spec 03 §3, §4)', () => {
  it('signs up with action Add to Average, with the estimate and the settlement month', () => {
    expect(updateFor(standard, 'sign-up')).toEqual({
      action: 'Add',
      billingType: 'Average',
      accountNumber: '300100200',
      estimatedBill: 142,
      settlementMonth: 9,
    });
  });

  it('removes with action Edit back to Standard', () => {
    expect(updateFor(average, 'remove')).toEqual({
      action: 'Edit',
      billingType: 'Standard',
      accountNumber: '300100201',
      estimatedBill: 54.1,
      settlementMonth: 9,
    });
  });

  it('sends null for an estimate or a settlement month the back office did not give', () => {
    expect(
      updateFor(account({ estimatedAmount: null, defaultSettlementMonth: null }), 'sign-up'),
    ).toMatchObject({
      estimatedBill: null,
      settlementMonth: null,
    });
  });

  it('bulk: only the selected accounts that can make the change, in their order', () => {
    expect(
      bulkUpdates([standard, finalBilled, noType], 'sign-up').map((update) => update.accountNumber),
    ).toEqual(['300100200', '300100202']);
    expect(bulkUpdates([standard, average, budget], 'remove').map((update) => update.accountNumber)).toEqual([
      '300100201',
    ]);
    expect(bulkUpdates([], 'remove')).toEqual([]);
  });
});

describe('the confirmation and the answer (spec 03 §8)', () => {
  it('asks for Continue or Cancel before a sign-up, naming one account or counting several', () => {
    expect(confirmationOf('sign-up', ['300100200'])).toEqual({
      title: 'Sign Up for Average Billing',
      message:
        'Account 300100200 will be signed up for average billing. Click Continue to proceed or Cancel to keep its billing type.',
    });
    expect(confirmationOf('sign-up', ['300100200', '300100202'])).toEqual({
      title: 'Sign Up for Average Billing',
      message:
        '2 accounts will be signed up for average billing. Click Continue to proceed or Cancel to keep their billing type.',
    });
  });

  it('asks for Continue or Cancel before a removal, naming one account or counting several', () => {
    expect(confirmationOf('remove', ['300100201'])).toEqual({
      title: 'Remove Average Billing',
      message:
        'Account 300100201 will be removed from average billing and return to standard billing. Click Continue to proceed or Cancel to keep its billing type.',
    });
    expect(confirmationOf('remove', ['300100201', '300100206', '300100207'])).toEqual({
      title: 'Remove Average Billing',
      message:
        '3 accounts will be removed from average billing and return to standard billing. Click Continue to proceed or Cancel to keep their billing type.',
    });
  });

  it('names the account when one changed, and speaks of multiple accounts otherwise', () => {
    expect(successMessage(['300100200'])).toBe('Account 300100200 billing type updated successfully');
    expect(successMessage(['300100200', '300100202'])).toBe(
      'Billing type updated successfully for multiple accounts.',
    );
  });

  it('shows the estimated amount as money, or N/A without one', () => {
    expect(estimatedAmountText(standard)).toBe('$142.00');
    expect(estimatedAmountText(account({ estimatedAmount: 1234.5 }))).toBe('$1,234.50');
    expect(estimatedAmountText(finalBilled)).toBe('N/A');
  });
});

describe('viewLabel', () => {
  it('names each view of the filter', () => {
    expect(viewLabel('all')).toBe('All');
    expect(viewLabel('average')).toBe('Average Billing');
    expect(viewLabel('non-average')).toBe('Non-Average Billing');
  });
});
