import { lastPaymentOf } from './transactions.ts';
import type { AccountRecord, PaymentRecord, SimulatorState, SiteRecord } from './state.ts';

// Response bodies built from records: the shapes of docs/api.md, field for field.

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

export function quickPayPaymentSettingsView(state: SimulatorState, site: SiteRecord, account: AccountRecord) {
  const sitePayments = site.payments;
  return {
    paymentSettings: {
      utilityAllowCreditCard: sitePayments.utilityAllowCreditCard,
      utilityAllowEcheck: sitePayments.utilityAllowEcheck,
      allowVisa: sitePayments.allowVisa,
      allowMaster: sitePayments.allowMaster,
      allowAmex: sitePayments.allowAmex,
      allowDiscover: sitePayments.allowDiscover,
      memberHasCutoffAccount: account.quickPay.memberHasCutoffAccount,
      prepaidMinimumPaymentAmount: account.quickPay.prepaidMinimumPaymentAmount,
      allowOverPay: account.quickPay.allowOverPay,
      allowUnderPay: account.quickPay.allowUnderPay,
      lastPayment: lastPaymentOf(state, site.applicationId, account.accountNumber),
    },
    echeckProcessAsDraft: sitePayments.echeckProcessAsDraft,
    enforceNoMoreEchecks: sitePayments.enforceNoMoreEchecks,
    pgClientId: sitePayments.pgClientId,
    applicationWebId: sitePayments.applicationWebId,
    utilityName: sitePayments.utilityName,
    payOnlinePayCutoffAccount: account.quickPay.payOnlinePayCutoffAccount,
    cutoffMessage: account.quickPay.cutoffMessage,
    defaultPaymentAmt: account.quickPay.defaultPaymentAmt,
    payOnlineAllowCutoffPaymentOverride: sitePayments.payOnlineAllowCutoffPaymentOverride,
    ccPrepaidAmountMinimum: sitePayments.ccPrepaidAmountMinimum,
    onlineConvFeeText: sitePayments.onlineConvFeeText,
    ccConvenienceFee: sitePayments.ccConvenienceFee,
    ecConvenienceFee: sitePayments.ecConvenienceFee,
  };
}

export const paymentProcessedMessage = 'Your payment was processed successfully.';

export function paymentResultView(payment: PaymentRecord) {
  return {
    postbackMessage: paymentProcessedMessage,
    accountBalance: payment.accountBalanceAfter,
    paymentAmount: payment.paymentAmount,
    convenienceFee: payment.convenienceFee,
    cardOrBankAccountNumberLastFourDigits: payment.cardOrBankAccountNumberLastFourDigits,
    confirmationNumber: payment.confirmationNumber,
  };
}

export function siteConfigurationView(site: SiteRecord) {
  return {
    siteSettings: site.siteSettings,
    features: site.features,
    configuration: site.configuration,
    webContent: site.webContent,
    webChatSetting: site.webChatSetting,
    maintenance: site.maintenance,
  };
}

/** A member's accounts, the primary one first, then by account number. */
export function memberAccounts(site: SiteRecord, memberNumber: string): AccountRecord[] {
  return Object.values(site.accounts)
    .filter((account) => account.memberNumber === memberNumber)
    .sort(
      (first, second) =>
        Number(second.isPrimaryAccount) - Number(first.isPrimaryAccount) ||
        first.accountNumber.localeCompare(second.accountNumber),
    );
}

export function accountListView(accounts: AccountRecord[]) {
  return {
    results: accounts.map((account) => ({
      accountNumber: account.accountNumber,
      isPrimaryAccount: account.isPrimaryAccount,
    })),
    totalRecords: accounts.length,
  };
}

export function accountDetailsView(accounts: AccountRecord[]) {
  return {
    accounts: accounts.map((account) => ({
      accountNumber: account.accountNumber,
      accountHolderName: account.accountHolderName,
      locationId: account.locationId,
      accountType: account.serviceType,
      serviceAddress: account.serviceAddress,
      derivedStatus: account.derivedStatus,
      accountBalance: account.accountBalance,
      dueDate: account.dueDate,
      isPrepaidAccount: account.isPrepaidAccount,
    })),
  };
}
