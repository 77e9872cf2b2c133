import { describe, expect, it } from 'vitest';
import type { AccountOverviewSettings } from '../../../../src/domain/account-overview/settings.ts';
import {
  amountSummary,
  billingProgramme,
  summaryDate,
} from '../../../../src/domain/account-overview/summary.ts';
import type { AccountInfo } from '../../../../src/domain/account-overview/types.ts';

const standardSite: Pick<AccountOverviewSettings, 'features' | 'configuration'> = {
  features: [],
  configuration: {
    allowSubscribeForNotification: true,
    allowCreditDraft: true,
    allowBankDraft: true,
    whecEnabled: false,
  },
};
const meterPortalSite: Pick<AccountOverviewSettings, 'features' | 'configuration'> = {
  features: [],
  configuration: { ...standardSite.configuration, whecEnabled: true },
};

function account(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return {
    accountNumber: '300100200',
    accountBalance: 128.45,
    dueDate: '2026-06-04',
    derivedStatus: 'Current',
    isPrepaidAccount: false,
    ...overrides,
  };
}

describe('amountSummary', () => {
  it('shows the primary account of member 1001: Total Amount Due and its due date', () => {
    expect(amountSummary(account(), standardSite)).toEqual({
      amount: { label: 'Total Amount Due', value: '$128.45' },
      billingDifferences: [],
      pastDue: null,
      enrolmentNote: null,
      date: { label: 'Payment Due Date', value: '06/04/2026' },
      payBill: {
        label: 'Pay Bill',
        target: { kind: 'route', path: 'billpayments/pay-multiple', query: { accountno: '300100200' } },
      },
    });
  });

  it("labels a prepaid account's amount 'Account Balance' and shows a negative balance in parentheses", () => {
    const summary = amountSummary(
      account({ isPrepaidAccount: true, accountBalance: -12.5, dueDate: null }),
      standardSite,
    );
    expect(summary.amount).toEqual({ label: 'Account Balance', value: '($12.50)' });
    expect(summary.date).toEqual({ label: 'Payment Due Date', value: 'N/A' });
  });

  it('shows a negative balance of a standard account in parentheses too', () => {
    expect(amountSummary(account({ accountBalance: -1234.5 }), standardSite).amount).toEqual({
      label: 'Total Amount Due',
      value: '($1,234.50)',
    });
  });

  describe('budget and average differences', () => {
    it('shows the budget difference and net balance for billingType Budget', () => {
      const summary = amountSummary(
        account({ billingType: 'Budget', yearToDateBudgetDifference: -45.2, netAccountBalance: 83.25 }),
        standardSite,
      );
      expect(summary.billingDifferences).toEqual([
        { label: 'Year-to-Date Budget Difference', value: '($45.20)' },
        { label: 'Net Account Balance', value: '$83.25' },
      ]);
    });

    it('shows the average difference for billingType Average', () => {
      const summary = amountSummary(
        account({ billingType: 'average', yearToDateBudgetDifference: 10, netAccountBalance: null }),
        standardSite,
      );
      expect(summary.billingDifferences).toEqual([
        { label: 'Year-to-Date Average Billing Difference', value: '$10.00' },
      ]);
    });

    it('shows no differences for another billing type', () => {
      const summary = amountSummary(
        account({ billingType: 'Standard', yearToDateBudgetDifference: 10, netAccountBalance: 5 }),
        standardSite,
      );
      expect(summary.billingDifferences).toEqual([]);
      expect(amountSummary(account({ billingType: null }), standardSite).billingDifferences).toEqual([]);
    });
  });

  describe('past due', () => {
    it('shows the past due amount when above zero', () => {
      expect(amountSummary(account({ pastDueAmount: 150 }), standardSite).pastDue).toEqual({
        label: 'Past Due Amount',
        value: '$150.00',
      });
    });

    it('is not shown at zero, below it, below a cent or when missing', () => {
      for (const pastDueAmount of [0, -5, 0.004, null, undefined]) {
        expect(amountSummary(account({ pastDueAmount }), standardSite).pastDue).toBeNull();
      }
    });
  });

  describe('enrolment note', () => {
    it('says AutoPay when the account has AutoPay', () => {
      expect(
        amountSummary(account({ autoPayExists: true, draftDate: '2026-06-04' }), standardSite).enrolmentNote,
      ).toBe('You are enrolled in AutoPay.');
    });

    it('says Draft Pay with the draft date for an account on a draft', () => {
      expect(
        amountSummary(account({ autoPayExists: false, draftDate: '2026-06-04' }), standardSite).enrolmentNote,
      ).toBe('You are enrolled in Draft Pay. Your payment will be drafted on 06/04/2026.');
    });

    it('says EZ Pay in the meter-portal variant, without a date when it is not one', () => {
      expect(amountSummary(account({ draftDate: 'When Billed' }), meterPortalSite).enrolmentNote).toBe(
        'You are enrolled in EZ Pay.',
      );
    });

    it('is not shown when not enrolled', () => {
      expect(
        amountSummary(account({ autoPayExists: 'N', draftDate: ' ' }), standardSite).enrolmentNote,
      ).toBeNull();
    });
  });
});

describe('summaryDate', () => {
  it('shows the cut-off date for a non-prepaid past-due-or-cutoff account with one (300100202)', () => {
    expect(
      summaryDate({ derivedStatus: 'Past Due', cutOffDate: '2026-05-20', dueDate: '2026-05-01' }),
    ).toEqual({
      label: 'Cut-off Date',
      value: '05/20/2026',
    });
    expect(summaryDate({ derivedStatus: 'Pending Disconnect', cutOffDate: '2026-05-20' })).toEqual({
      label: 'Cut-off Date',
      value: '05/20/2026',
    });
  });

  it('shows the payment due date for a current account, even with a cut-off date', () => {
    expect(
      summaryDate({ derivedStatus: 'Current', cutOffDate: '2026-05-20', dueDate: '2026-05-01' }),
    ).toEqual({
      label: 'Payment Due Date',
      value: '05/01/2026',
    });
  });

  it('shows the payment due date for a prepaid account', () => {
    expect(
      summaryDate({
        isPrepaidAccount: true,
        derivedStatus: 'Past Due',
        cutOffDate: '2026-05-20',
        dueDate: '2026-05-01',
      }),
    ).toEqual({ label: 'Payment Due Date', value: '05/01/2026' });
  });

  it('shows the payment due date when the cut-off date is missing or not a date', () => {
    expect(summaryDate({ derivedStatus: 'Past Due', cutOffDate: null, dueDate: '2026-05-01' })).toEqual({
      label: 'Payment Due Date',
      value: '05/01/2026',
    });
    expect(summaryDate({ derivedStatus: 'Past Due', cutOffDate: 'soon', dueDate: null })).toEqual({
      label: 'Payment Due Date',
      value: 'N/A',
    });
  });
});

describe('billingProgramme', () => {
  it('names Budget and Average, in any case, and nothing else', () => {
    expect(billingProgramme({ billingType: 'Budget' })).toBe('Budget');
    expect(billingProgramme({ billingType: ' AVERAGE ' })).toBe('Average');
    expect(billingProgramme({ billingType: 'Standard' })).toBeNull();
    expect(billingProgramme({})).toBeNull();
  });
});
