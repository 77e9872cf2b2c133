import { addDays, toIsoDate } from '../dates.ts';
import { perSite, prairieApplicationId, riverbendApplicationId } from '../sites.ts';
import type { PaymentRecord, SitePaymentSettings } from './payment-records.ts';
import type { SitePayments } from './payments-service.ts';

// The values here are a contract (docs/demo-data.md): the stories, the end-to-end tests and the
// README rely on them. Add data freely; do not change what is here.

/** Each site's payment settings and payment result pages. */
export function seedSitePayments(): Record<string, SitePayments> {
  return perSite((applicationId) => ({
    settings: applicationId === riverbendApplicationId ? riverbendSettings() : prairieSettings(),
    resultPages: { successPath: '/payment/success.html', cancelPath: '/payment/cancel.html' },
  }));
}

function riverbendSettings(): SitePaymentSettings {
  return {
    utilityName: 'Riverbend Electric Cooperative',
    pgClientId: 'RBEC-1042',
    applicationWebId: riverbendApplicationId,
    confirmationPrefix: 'RB',
    utilityAllowCreditCard: true,
    utilityAllowEcheck: true,
    allowVisa: true,
    allowMaster: true,
    allowAmex: true,
    allowDiscover: true,
    echeckProcessAsDraft: false,
    enforceNoMoreEchecks: true,
    payOnlineAllowCutoffPaymentOverride: 'N',
    ccPrepaidAmountMinimum: 20,
    onlineConvFeeText: 'A $1.95 convenience fee applies to card payments.',
    ccConvenienceFee: 1.95,
    ecConvenienceFee: 0,
  };
}

function prairieSettings(): SitePaymentSettings {
  return {
    utilityName: 'Prairie Wind Power Cooperative',
    pgClientId: 'PWPC-2207',
    applicationWebId: prairieApplicationId,
    confirmationPrefix: 'PW',
    utilityAllowCreditCard: true,
    utilityAllowEcheck: true,
    allowVisa: true,
    allowMaster: true,
    allowAmex: false,
    allowDiscover: true,
    echeckProcessAsDraft: false,
    enforceNoMoreEchecks: false,
    payOnlineAllowCutoffPaymentOverride: 'N',
    ccPrepaidAmountMinimum: 0,
    onlineConvFeeText: null,
    ccConvenienceFee: 0,
    ecConvenienceFee: 0,
  };
}

/** Earlier payments, so that an account's last payment has something to show. */
export function seedPaymentHistory(today: Date): PaymentRecord[] {
  const threeDaysAgo = addDays(today, -3);
  return [
    {
      confirmationNumber: 'RB20417733',
      transNo: null,
      encodedParam: null,
      applicationId: riverbendApplicationId,
      memberNumber: '1005',
      accountNumber: '300500600',
      paymentAmount: 75,
      convenienceFee: 1.95,
      paymentMethod: 'cc',
      cardOrBankAccountNumberLastFourDigits: '4242',
      paymentDate: toIsoDate(threeDaysAgo),
      recordedAt: threeDaysAgo.toISOString(),
      accountBalanceAfter: 96.2,
    },
  ];
}
