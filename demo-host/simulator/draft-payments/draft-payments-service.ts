import type { SimulatorService } from '../service.ts';
import { perSite, prairieApplicationId } from '../sites.ts';
import { defaultDraftAccount } from './draft-records.ts';

export type DraftOptionRecord = 'BANK' | 'CREDIT';
export type DraftMethodRecord = 'WHEN_BILLED' | 'END_OF_MONTH' | 'DAY_OF_MONTH' | 'DAYS_AFTER_BILLING';

export interface DraftPaymentsState {
  /** Keyed by ApplicationId. */
  sites: Record<string, SiteDrafts>;
  /** The routing-number lookup (demo-data.md), shared by every site. */
  institutions: Array<{ routingNumber: string; name: string }>;
  /** Drafts started on the hosted page, keyed by the payments transaction's transNo. */
  pending: Record<string, PendingHostedDraft>;
}

export interface DraftSiteSettings {
  defaultDraftOption: DraftOptionRecord;
  draftType: 'ACCOUNT' | 'MEMBER';
  individualMethodSetup: 'Y' | 'N';
  defaultDraftMethod: DraftMethodRecord;
  maxDraftDays: number;
  nachaProcess: boolean;
  preventPastDueSetup: boolean;
  enforceNoMoreChecks: boolean;
}

export interface SiteDrafts {
  settings: DraftSiteSettings;
  /** Keyed by account number; an account without an entry has the defaults and no draft. */
  accounts: Record<string, DraftAccountRecord>;
}

export interface DraftAccountRecord {
  ccEligible: boolean;
  noMoreChecks: boolean;
  billedDay: number;
  allowBeforeBilledDay: number;
  allowAfterBilledDay: number;
  draft: DraftRecord | null;
}

export interface DraftRecord {
  option: DraftOptionRecord;
  /** 'Checking', 'Savings' or the card's kind. */
  draftAccountType: string;
  lastFourDigits: string;
  financialInstitutionName: string;
  draftType: DraftMethodRecord;
  draftDay: number | null;
  /** yyyy-mm-dd. */
  startDate: string | null;
}

export interface PendingHostedDraft {
  applicationId: string;
  memberNumber: string;
  option: DraftOptionRecord;
  entries: Array<{
    accountNumber: string;
    draftMethod: DraftMethodRecord;
    draftDay: number | null;
    draftStartDate: string | null;
  }>;
}

function seedSite(applicationId: string): SiteDrafts {
  if (applicationId === prairieApplicationId) {
    return {
      settings: {
        defaultDraftOption: 'CREDIT',
        draftType: 'MEMBER',
        individualMethodSetup: 'N',
        defaultDraftMethod: 'WHEN_BILLED',
        maxDraftDays: 10,
        nachaProcess: false,
        preventPastDueSetup: true,
        enforceNoMoreChecks: true,
      },
      accounts: {},
    };
  }
  // Jordan Rivera (1001): 300100200 may be drafted either way; 300100201 is on AutoPay; 300100202 is past
  // due; 300100203 has a bank draft; 300100204 is restricted for cards and checks; 300100205 has a card
  // draft.
  return {
    settings: {
      defaultDraftOption: 'BANK',
      draftType: 'ACCOUNT',
      individualMethodSetup: 'Y',
      defaultDraftMethod: 'WHEN_BILLED',
      maxDraftDays: 20,
      nachaProcess: true,
      preventPastDueSetup: true,
      enforceNoMoreChecks: true,
    },
    accounts: {
      '300100203': {
        ...defaultDraftAccount,
        draft: {
          option: 'BANK',
          draftAccountType: 'Savings',
          lastFourDigits: '4321',
          financialInstitutionName: 'Canyon Credit Union',
          draftType: 'DAYS_AFTER_BILLING',
          draftDay: 5,
          startDate: null,
        },
      },
      '300100204': { ...defaultDraftAccount, ccEligible: false, noMoreChecks: true, draft: null },
      '300100205': {
        ...defaultDraftAccount,
        draft: {
          option: 'CREDIT',
          draftAccountType: 'Mastercard',
          lastFourDigits: '5454',
          financialInstitutionName: '',
          draftType: 'END_OF_MONTH',
          draftDay: null,
          startDate: null,
        },
      },
    },
  };
}

/** Demo-data.md's financial institutions. */
export const seedInstitutions = [
  { routingNumber: '011000015', name: 'First Demo Bank' },
  { routingNumber: '122105278', name: 'Canyon Credit Union' },
  { routingNumber: '121000358', name: 'DO NOT USE' },
];

/**
 * Draft payments: each site's draft settings, each account's draft and eligibility, the routing-number
 * lookup, and the drafts the hosted page completes (recorded when it approves them, with no payment).
 */
export const draftPaymentsService: SimulatorService<'draftPayments', DraftPaymentsState> = {
  name: 'draftPayments',
  version: 2,
  seed: () => ({ sites: perSite(seedSite), institutions: seedInstitutions, pending: {} }),
};
