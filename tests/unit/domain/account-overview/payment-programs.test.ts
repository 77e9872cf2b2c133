import { describe, expect, it } from 'vitest';
import {
  PAYMENT_PROGRAM_ROWS,
  paymentProgramLinks,
} from '../../../../src/domain/account-overview/payment-programs.ts';
import type { QuickLinkContext } from '../../../../src/domain/account-overview/quick-links.ts';
import type { AccountOverviewSettings } from '../../../../src/domain/account-overview/settings.ts';
import type { FeatureFlag } from '../../../../src/domain/site/features.ts';

const allFeatures: FeatureFlag[] = ['Autopay', 'AverageBilling', 'Arrangements', 'RoundUp'].map((name) => ({
  name,
  enable: true,
}));

function context(settings: Partial<AccountOverviewSettings> = {}): QuickLinkContext {
  return {
    memberNumber: '1001',
    account: { accountNumber: '300100200', accountBalance: 128.45 },
    settings: {
      features: allFeatures,
      configuration: {
        allowSubscribeForNotification: true,
        allowCreditDraft: true,
        allowBankDraft: true,
        whecEnabled: false,
      },
      ...settings,
    },
  };
}

function ids(settings: Partial<AccountOverviewSettings>): string[] {
  return paymentProgramLinks(context(settings)).map((link) => link.id);
}

const drafts = (allowBankDraft: boolean, allowCreditDraft: boolean) => ({
  configuration: {
    allowSubscribeForNotification: true,
    allowBankDraft,
    allowCreditDraft,
    whecEnabled: false,
  },
});

describe('paymentProgramLinks', () => {
  it('lists every link of the table, in its order, when every condition holds', () => {
    expect(paymentProgramLinks(context())).toEqual([
      { id: 'auto-pay', title: 'Auto Payments', target: { kind: 'route', path: 'billpayments/auto-pay' } },
      {
        id: 'levelized-billing',
        title: 'Average Billing',
        target: { kind: 'route', path: 'levelized-billing' },
      },
      { id: 'draft-payments', title: 'Draft Payments', target: { kind: 'route', path: 'draft-payments' } },
      {
        id: 'view-arrangements',
        title: 'Arrangements',
        target: { kind: 'route', path: 'billpayments/view-arrangements' },
      },
      {
        id: 'pay-multiple',
        title: 'Pay Multiple Accounts',
        target: { kind: 'route', path: 'billpayments/pay-multiple' },
      },
      {
        id: 'operation-roundup',
        title: 'Operation RoundUp',
        target: { kind: 'route', path: 'operation-roundup' },
      },
    ]);
  });

  it('always shows Pay Multiple Accounts', () => {
    expect(ids({ features: [], ...drafts(false, false) })).toEqual(['pay-multiple']);
  });

  it('quotes the condition of each row as the spec words it', () => {
    expect(PAYMENT_PROGRAM_ROWS.map((row) => [row.id, row.condition])).toEqual([
      ['auto-pay', 'Autopay feature'],
      ['levelized-billing', 'AverageBilling feature'],
      ['draft-payments', 'both bank and credit draft allowed'],
      ['view-arrangements', 'Arrangements feature'],
      ['pay-multiple', 'always'],
      ['operation-roundup', 'RoundUp feature'],
    ]);
  });

  it.each([
    ['Autopay', 'auto-pay'],
    ['AverageBilling', 'levelized-billing'],
    ['Arrangements', 'view-arrangements'],
    ['RoundUp', 'operation-roundup'],
  ])('hides the link of a disabled %s feature', (feature, id) => {
    const features = allFeatures.map((each) => (each.name === feature ? { ...each, enable: false } : each));
    expect(ids({ features })).not.toContain(id);
    expect(ids({ features: allFeatures.filter((each) => each.name !== feature) })).not.toContain(id);
  });

  it('shows Draft Payments only when both bank and credit draft are allowed', () => {
    expect(ids(drafts(true, true))).toContain('draft-payments');
    expect(ids(drafts(true, false))).not.toContain('draft-payments');
    expect(ids(drafts(false, true))).not.toContain('draft-payments');
    expect(ids(drafts(false, false))).not.toContain('draft-payments');
  });

  it("titles the draft link 'EZ Pay' in the meter-portal variant", () => {
    const meterPortal = context({
      configuration: {
        allowSubscribeForNotification: true,
        allowBankDraft: true,
        allowCreditDraft: true,
        whecEnabled: true,
      },
    });
    expect(paymentProgramLinks(meterPortal).find((link) => link.id === 'draft-payments')?.title).toBe(
      'EZ Pay',
    );
    const byFeature = context({ features: [...allFeatures, { name: 'WHEC', enable: true }] });
    expect(paymentProgramLinks(byFeature).find((link) => link.id === 'draft-payments')?.title).toBe('EZ Pay');
  });
});
