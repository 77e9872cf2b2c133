import type { AccountRecord } from '../accounts/account-records.ts';
import { type LastPayment, lastPaymentOf, sitePayments } from '../payments/site-payments.ts';
import type { SimulatorState } from '../state.ts';

// The Quick Pay service's response bodies: the shapes of docs/api.md, field for field.

export function quickPayAccountView(account: AccountRecord) {
  return {
    accountNumber: account.accountNumber,
    accountHolderName: account.accountHolderName,
    serviceAddress: account.serviceAddress,
    isPrepaidAccount: account.isPrepaidAccount,
    prepaidLabel: account.prepaidLabel,
    accountBalance: account.accountBalance,
    dueDate: account.dueDate,
    pastDueAmount: account.pastDueAmount,
    reconnectFee: account.reconnectFee,
    additionalDeposit: account.additionalDeposit,
    liabilityConfirmationAmount: account.liabilityConfirmationAmount,
    showLiabilityConfirmation: account.showLiabilityConfirmation,
    cutoffAmount: account.cutoffAmount,
    derivedStatus: account.derivedStatus,
    disconnectFee: account.disconnectFee,
    minimumPaymentDue: account.minimumPaymentDue,
    overPayAmount: account.overPayAmount,
    prepaidReconnectAmount: account.prepaidReconnectAmount,
    isCcEligible: account.isCcEligible,
    isEcheckEligible: account.isEcheckEligible,
    nomoreCheck: account.nomoreCheck,
  };
}

/** Quick Pay's payment settings answer (spec 01 §3) for one account: the site's and the account's own. */
export function quickPayPaymentSettingsView(
  state: SimulatorState,
  applicationId: string,
  account: AccountRecord,
) {
  return withOwnPaymentSettings(
    sitePaymentSettingsView(state, applicationId),
    accountPaymentSettingsView(state, applicationId, account),
  );
}

/**
 * An account's whole Quick Pay settings: the site's, with the account's own put in. Put together with
 * Object.assign rather than spread: V8 copies a spread object followed by more fields many times more
 * slowly, and Pay Multiple Accounts puts a school district's thousands together for each page.
 */
export function withOwnPaymentSettings(
  site: ReturnType<typeof sitePaymentSettingsView>,
  own: ReturnType<typeof accountPaymentSettingsView>,
) {
  return Object.assign({}, site, {
    paymentSettings: Object.assign({}, site.paymentSettings, {
      memberHasCutoffAccount: own.memberHasCutoffAccount,
      prepaidMinimumPaymentAmount: own.prepaidMinimumPaymentAmount,
      allowOverPay: own.allowOverPay,
      allowUnderPay: own.allowUnderPay,
      lastPayment: own.lastPayment,
    }),
    payOnlinePayCutoffAccount: own.payOnlinePayCutoffAccount,
    cutoffMessage: own.cutoffMessage,
    defaultPaymentAmt: own.defaultPaymentAmt,
  });
}

/** The payment settings that are the site's, the same for every account (Pay Multiple Accounts sends them once). */
export function sitePaymentSettingsView(state: SimulatorState, applicationId: string) {
  const settings = sitePayments(state, applicationId).settings;
  return {
    paymentSettings: {
      utilityAllowCreditCard: settings.utilityAllowCreditCard,
      utilityAllowEcheck: settings.utilityAllowEcheck,
      allowVisa: settings.allowVisa,
      allowMaster: settings.allowMaster,
      allowAmex: settings.allowAmex,
      allowDiscover: settings.allowDiscover,
    },
    echeckProcessAsDraft: settings.echeckProcessAsDraft,
    enforceNoMoreEchecks: settings.enforceNoMoreEchecks,
    pgClientId: settings.pgClientId,
    applicationWebId: settings.applicationWebId,
    utilityName: settings.utilityName,
    payOnlineAllowCutoffPaymentOverride: settings.payOnlineAllowCutoffPaymentOverride,
    ccPrepaidAmountMinimum: settings.ccPrepaidAmountMinimum,
    onlineConvFeeText: settings.onlineConvFeeText,
    ccConvenienceFee: settings.ccConvenienceFee,
    ecConvenienceFee: settings.ecConvenienceFee,
  };
}

/**
 * The payment settings that differ from account to account, flat as Pay Multiple Accounts sends them.
 * `lastPayments` (from `lastPaymentsOf`) spares a look through every payment for each of many accounts.
 */
export function accountPaymentSettingsView(
  state: SimulatorState,
  applicationId: string,
  account: AccountRecord,
  lastPayments?: ReadonlyMap<string, LastPayment>,
) {
  return {
    memberHasCutoffAccount: account.quickPay.memberHasCutoffAccount,
    prepaidMinimumPaymentAmount: account.quickPay.prepaidMinimumPaymentAmount,
    allowOverPay: account.quickPay.allowOverPay,
    allowUnderPay: account.quickPay.allowUnderPay,
    lastPayment: lastPayments
      ? (lastPayments.get(account.accountNumber) ?? null)
      : lastPaymentOf(state, applicationId, account.accountNumber),
    payOnlinePayCutoffAccount: account.quickPay.payOnlinePayCutoffAccount,
    cutoffMessage: account.quickPay.cutoffMessage,
    defaultPaymentAmt: account.quickPay.defaultPaymentAmt,
  };
}
