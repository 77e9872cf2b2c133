import type { DraftAccount, DraftSettings } from '../../../../src/domain/draft-payments/types.ts';

export const settings: DraftSettings = {
  allowBankDraft: true,
  allowCreditDraft: true,
  defaultDraftOption: 'BANK',
  draftType: 'ACCOUNT',
  individualMethodSetup: true,
  defaultDraftMethod: 'WHEN_BILLED',
  maxDraftDays: 20,
  nachaProcess: true,
  preventPastDueSetup: true,
  enforceNoMoreChecks: true,
  acceptedCardTypes: ['VI', 'MC'],
};

export function draftAccount(overrides: Partial<DraftAccount> = {}): DraftAccount {
  return {
    accountNumber: '300100200',
    serviceAddress: '1452 Willow Creek Rd',
    accountType: 'Electric',
    pastDueAmount: 0,
    autopayExists: false,
    ccEligible: true,
    noMoreChecks: false,
    eligibleDraftDate: '2026-12-10',
    billedDay: 10,
    allowBeforeBilledDay: 5,
    allowAfterBilledDay: 10,
    draft: null,
    ...overrides,
  };
}

export const institutions = [
  { routingNumber: '011000015', name: 'First Demo Bank' },
  { routingNumber: '122105278', name: 'Canyon Credit Union' },
  { routingNumber: '121000358', name: 'DO NOT USE' },
];
