import { addDays, toIsoDate } from '../dates.ts';
import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import type { AutoPayState, SiteAutoPay } from './auto-pay-records.ts';

export type { AutoPayRecord, AutoPayState } from './auto-pay-records.ts';

/**
 * Riverbend's 300100201 (its overview already says AutoPay is enrolled) pays by e-check from a checking
 * account ending 1357, entered on the hosted page and not stored: no stored method is used (demo-data.md).
 */
function seedAutoPay(applicationId: string, today: Date): SiteAutoPay {
  if (applicationId !== riverbendApplicationId) return { accounts: {} };
  return {
    accounts: {
      '300100201': {
        paymentMethod: 'ECHECK',
        methodToken: null,
        cardType: null,
        bankAccountType: 'Checking',
        lastFourDigits: '1357',
        enrolledDate: toIsoDate(addDays(today, -120)),
      },
    },
  };
}

/** Auto Payments: the accounts whose bills are paid automatically, and by what. */
export const autoPayService: SimulatorService<'autoPay', AutoPayState> = {
  name: 'autoPay',
  version: 2,
  seed: (today) => ({ sites: perSite((applicationId) => seedAutoPay(applicationId, today)), pending: {} }),
};
