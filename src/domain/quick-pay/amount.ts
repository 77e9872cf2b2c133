import { roundToCents } from '../money.ts';
import { quickPayMessages, type MinimumPaymentBreakdown } from './messages.ts';
import type { QuickPayAccount, QuickPaySettings } from './types.ts';

export const PAYMENT_AMOUNT_MAX = 9999999999.99;
/** `9999999999.99` is 13 characters. */
export const PAYMENT_AMOUNT_MAX_LENGTH = 13;

const messages = quickPayMessages.amount;
const amountPattern = /^-?(\d+\.?\d*|\.\d+)$/;

/** The number typed in the amount field, or undefined when it is empty or not a plain decimal number. */
export function parsePaymentAmount(text: string): number | undefined {
  const trimmed = text.trim();
  return amountPattern.test(trimmed) ? Number(trimmed) : undefined;
}

/** What a disconnected (cut-off) account must pay before it is reconnected; 0 when not cut off. */
export function cutoffMinimum(account: QuickPayAccount): number {
  if (account.cutoffAmount <= 0) return 0;
  return roundToCents(
    account.cutoffAmount + account.reconnectFee + account.additionalDeposit + account.disconnectFee,
  );
}

// The overpay and underpay limits of a cut-off account leave the disconnect fee out (spec 01 §5).
function cutoffSumWithoutDisconnectFee(account: QuickPayAccount): number {
  return roundToCents(account.cutoffAmount + account.reconnectFee + account.additionalDeposit);
}

function minimumPaymentBreakdown(account: QuickPayAccount): MinimumPaymentBreakdown {
  const hasCutoff = account.cutoffAmount > 0;
  const hasReconnect = account.reconnectFee > 0;
  const hasDisconnect = account.disconnectFee > 0;
  const hasDeposit = account.additionalDeposit > 0;
  if (hasCutoff && hasReconnect && hasDisconnect && hasDeposit) return 'cutoffReconnectDisconnectDeposit';
  if (hasCutoff && hasReconnect && hasDeposit) return 'cutoffReconnectDeposit';
  if (hasReconnect && hasDisconnect && !hasDeposit) return 'reconnectDisconnect';
  if (hasReconnect && !hasDisconnect && !hasDeposit) return 'reconnect';
  return 'amountOnly';
}

function checkCutoffMinimum(
  amount: number,
  account: QuickPayAccount,
  settings: QuickPaySettings,
): string | undefined {
  if (settings.payOnlineAllowCutoffPaymentOverride === 'Y' || account.cutoffAmount <= 0) return undefined;
  const minimum = cutoffMinimum(account);
  return amount < minimum ? messages.minimumPayment(minimum, minimumPaymentBreakdown(account)) : undefined;
}

function checkStandardAccount(
  amount: number,
  account: QuickPayAccount,
  settings: QuickPaySettings,
): string | undefined {
  const isCutOff = account.cutoffAmount > 0;
  if (!settings.paymentSettings.allowOverPay) {
    const maximum = isCutOff ? cutoffSumWithoutDisconnectFee(account) : account.overPayAmount;
    if (amount > maximum) return messages.overpay;
  }
  if (!settings.paymentSettings.allowUnderPay) {
    const minimum = isCutOff ? cutoffSumWithoutDisconnectFee(account) : account.accountBalance;
    if (amount < minimum) return messages.underpay;
  }
  return checkCutoffMinimum(amount, account, settings);
}

function checkPrepaidAccount(
  amount: number,
  account: QuickPayAccount,
  settings: QuickPaySettings,
): string | undefined {
  const cutoffError = checkCutoffMinimum(amount, account, settings);
  if (cutoffError) return cutoffError;
  const prepaidMinimum = settings.paymentSettings.prepaidMinimumPaymentAmount;
  const reconnectAmount = account.prepaidReconnectAmount;
  if (prepaidMinimum > reconnectAmount) {
    if (amount < prepaidMinimum) return messages.prepaidMinimum(prepaidMinimum);
  } else if (amount < reconnectAmount) {
    return messages.prepaidReconnectMinimum(reconnectAmount);
  }
  return undefined;
}

/**
 * The first rule of spec 01 §5 the typed amount breaks, as its message; undefined when it may be paid.
 * Whether the member may pay at all (a blocked cut-off account) is {@link isCutoffPaymentBlocked}.
 */
export function validatePaymentAmount(
  input: string,
  account: QuickPayAccount,
  settings: QuickPaySettings,
): string | undefined {
  const amount = parsePaymentAmount(input);
  if (amount === undefined) return messages.invalid;
  if (amount <= 0) return messages.notPositive;
  if (amount > PAYMENT_AMOUNT_MAX) return messages.aboveMaximum;
  // The field keeps whole cents; a fraction of a cent is never charged as typed.
  if (roundToCents(amount) !== amount) return messages.invalid;
  return account.isPrepaidAccount
    ? checkPrepaidAccount(amount, account, settings)
    : checkStandardAccount(amount, account, settings);
}

/** The amount the Pay step starts with (spec 01 §5, "Default amount"). */
export function defaultPaymentAmount(account: QuickPayAccount, settings: QuickPaySettings): number {
  if (account.isPrepaidAccount) {
    return account.prepaidReconnectAmount > 0
      ? roundToCents(account.prepaidReconnectAmount)
      : roundToCents(settings.paymentSettings.prepaidMinimumPaymentAmount);
  }
  if (account.cutoffAmount > 0) return cutoffMinimum(account);
  if (account.pastDueAmount > 0) return roundToCents(account.pastDueAmount);
  if (settings.defaultPaymentAmt === 'ACCOUNT BALANCE' && account.accountBalance > 0) {
    return roundToCents(account.accountBalance);
  }
  return 0;
}

/** A member with a cut-off account may not pay online when the utility says so; the form stays invalid. */
export function isCutoffPaymentBlocked(settings: QuickPaySettings): boolean {
  return settings.paymentSettings.memberHasCutoffAccount && settings.payOnlinePayCutoffAccount === 'N';
}
