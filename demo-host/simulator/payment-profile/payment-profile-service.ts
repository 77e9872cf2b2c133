import { addDays, toIsoDate } from '../dates.ts';
import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import type { StoredMethodRecord } from './stored-methods.ts';

export interface PaymentProfileState {
  /** Keyed by ApplicationId. */
  sites: Record<string, SitePaymentProfile>;
}

export interface SitePaymentProfile {
  /** Every member's stored methods, in the order they were saved. */
  methods: StoredMethodRecord[];
}

/**
 * demo-data.md: member 1001 has a Visa ending 4242 (expires 08/2029, the default) and a checking
 * account ending 6789 at First Demo Bank; neither is used by an auto payment or a draft.
 */
function seedMethods(applicationId: string, today: Date): SitePaymentProfile {
  if (applicationId !== riverbendApplicationId) return { methods: [] };
  return {
    methods: [
      {
        token: 'tok-1001-card-4242',
        memberNumber: '1001',
        methodType: 'CARD',
        cardType: 'VI',
        bankAccountType: null,
        bankName: '',
        lastFourDigits: '4242',
        expiryMonth: 8,
        expiryYear: 2029,
        nickname: '',
        isDefault: true,
        savedDate: toIsoDate(addDays(today, -210)),
      },
      {
        token: 'tok-1001-bank-6789',
        memberNumber: '1001',
        methodType: 'BANK',
        cardType: null,
        bankAccountType: 'Checking',
        bankName: 'First Demo Bank',
        lastFourDigits: '6789',
        expiryMonth: null,
        expiryYear: null,
        nickname: '',
        isDefault: false,
        savedDate: toIsoDate(addDays(today, -95)),
      },
    ],
  };
}

/** Payment Profile: the cards and bank accounts members saved for later (the wallet). */
export const paymentProfileService: SimulatorService<'paymentProfile', PaymentProfileState> = {
  name: 'paymentProfile',
  version: 2,
  seed: (today) => ({ sites: perSite((applicationId) => seedMethods(applicationId, today)) }),
};
