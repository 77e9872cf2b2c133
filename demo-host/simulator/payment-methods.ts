import type { AccountRecord, SiteRecord } from './state.ts';

/** The methods the back office accepts for an account: the same rules as the Quick Pay dialog's. */
export function allowedPaymentMethods(
  site: SiteRecord,
  account: AccountRecord,
): { card: boolean; echeck: boolean } {
  const settings = site.payments;
  return {
    card: account.isCcEligible && settings.utilityAllowCreditCard,
    echeck:
      !settings.echeckProcessAsDraft &&
      account.isEcheckEligible &&
      settings.utilityAllowEcheck &&
      !(account.nomoreCheck && settings.enforceNoMoreEchecks),
  };
}
