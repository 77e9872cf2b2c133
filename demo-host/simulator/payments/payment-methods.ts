import type { AccountRecord } from '../accounts/account-records.ts';
import type { SitePaymentSettings } from './payment-records.ts';

/** The methods the back office accepts for an account: the same rules as the Quick Pay dialog's. */
export function allowedPaymentMethods(
  settings: SitePaymentSettings,
  account: AccountRecord,
): { card: boolean; echeck: boolean } {
  return {
    card: account.isCcEligible && settings.utilityAllowCreditCard,
    echeck:
      !settings.echeckProcessAsDraft &&
      account.isEcheckEligible &&
      settings.utilityAllowEcheck &&
      !(account.nomoreCheck && settings.enforceNoMoreEchecks),
  };
}
