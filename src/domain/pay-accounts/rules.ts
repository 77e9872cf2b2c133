import { isExpired, methodLabel, type StoredMethod } from '../payment-profile/wallet.ts';
import { roundToCents } from '../money.ts';
import {
  defaultPaymentAmount,
  isCutoffPaymentBlocked,
  parsePaymentAmount,
  validatePaymentAmount,
} from '../quick-pay/amount.ts';
import {
  buildPaymentRequest,
  type QuickPayAccountToPay,
  type QuickPayPaymentRequest,
} from '../quick-pay/hosted-form.ts';
import { paymentMethods } from '../quick-pay/payment-methods.ts';
import type { QuickPayAccount, QuickPaySettings } from '../quick-pay/types.ts';
import { payAccountsMessages } from './messages.ts';

/** One of the member's accounts as the pay-accounts call answers it: the account and its payment settings. */
export interface PayAccountEntry {
  readonly account: QuickPayAccount & { readonly accountType: string };
  readonly settings: QuickPaySettings;
}

export interface PayAccountsData {
  readonly accounts: readonly PayAccountEntry[];
  /** Spec 01 §3 configuration flag: a later payment date schedules the payment. */
  readonly allowFutureDatedPayments: boolean;
}

/** The hosted page takes a new card or bank account; a stored method is named by its token. */
export type MethodChoice = 'new-cc' | 'new-echeck' | `stored:${string}`;

/**
 * The form's values, flat so that each field has its own name: `pay_<account>` (checked) and
 * `amount_<account>` (typed) per account, then the method, the date (yyyy-mm-dd) and the fee box.
 */
export type PayFormValues = Record<string, string | boolean | null> & {
  /** Null once the group has had focus without a choice. */
  method: string | null;
  paymentDate: string;
  agreeFee: boolean;
};

export const payField = (accountNumber: string) => `pay_${accountNumber}`;
export const amountField = (accountNumber: string) => `amount_${accountNumber}`;

/** Payment dates are at most this many days ahead. Not in the spec. */
export const LATEST_PAYMENT_DAYS = 365;

/**
 * The most accounts one payment may pay: the back office's limit (docs/api.md, Pay Multiple Accounts),
 * checked before sending so that a large member is told before the back office refuses.
 */
export const MAX_ACCOUNTS_PER_PAYMENT = 1000;

/** The name the form's rules give an error of the choice as a whole (too many accounts). */
export const selectionField = 'selection';

const messages = payAccountsMessages;

/**
 * The cut-off dialog's message (spec 02 §6): paying this account is blocked when the cut-off override
 * (PAYONLINE_ALLOWCUTOFFPMT_OVERRIDE_YN) is not Y, the member has a cut-off account and the utility
 * does not take cut-off payments online; undefined when it may be paid.
 */
export function cutoffBlockMessage(entry: PayAccountEntry): string | undefined {
  const { settings } = entry;
  if (settings.payOnlineAllowCutoffPaymentOverride === 'Y') return undefined;
  if (!isCutoffPaymentBlocked(settings)) return undefined;
  return settings.cutoffMessage ?? messages.restriction.bothRestricted;
}

/** The amount a row starts with (spec 01 §5 "Default amount"), as the field shows it; '' for 0. */
export function defaultAmountText(entry: PayAccountEntry): string {
  const amount = defaultPaymentAmount(entry.account, entry.settings);
  return amount > 0 ? amount.toFixed(2) : '';
}

/** A row's amount error (spec 01 §5, per account); undefined when it may be paid. */
export function accountAmountError(input: string, entry: PayAccountEntry): string | undefined {
  return validatePaymentAmount(input, entry.account, entry.settings);
}

/**
 * The form's starting values: each account with its default amount, checked only when it is the account
 * the member came to pay (`preselected`, the route's accountno) and it may be paid; no method; today.
 */
export function initialPayForm(
  data: PayAccountsData,
  today: string,
  preselected?: string | null,
): PayFormValues {
  const values: PayFormValues = { method: '', paymentDate: today, agreeFee: false };
  for (const entry of data.accounts) {
    values[payField(entry.account.accountNumber)] =
      entry.account.accountNumber === preselected && cutoffBlockMessage(entry) === undefined;
    values[amountField(entry.account.accountNumber)] = defaultAmountText(entry);
  }
  return values;
}

/** The checked accounts, in the order of the list. */
export function selectedEntries(data: PayAccountsData, values: PayFormValues): PayAccountEntry[] {
  return data.accounts.filter((entry) => values[payField(entry.account.accountNumber)] === true);
}

/** Whole cents of an amount: summed as integers, thousands of amounts add up to the exact cent. */
function centsOf(amount: number): number {
  return Math.round(roundToCents(amount) * 100);
}

/** The exact sum of amounts, by whole cents. */
export function sumAmounts(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += centsOf(amount);
  return cents / 100;
}

/** The amount typed for an account, as a number; undefined when it does not parse. */
export function typedAmount(values: PayFormValues, accountNumber: string): number | undefined {
  return parsePaymentAmount(String(values[amountField(accountNumber)] ?? ''));
}

/** The sum of the checked rows' amounts that parse, to the cent; 0 when none. */
export function paymentTotal(data: PayAccountsData, values: PayFormValues): number {
  return sumAmounts(
    selectedEntries(data, values).map((entry) => {
      const amount = typedAmount(values, entry.account.accountNumber);
      return amount === undefined || amount <= 0 ? 0 : amount;
    }),
  );
}

/** The limit's message when more accounts are checked than one payment may pay; undefined otherwise. */
export function selectionLimitError(count: number): string | undefined {
  return count > MAX_ACCOUNTS_PER_PAYMENT
    ? messages.errors.tooManyAccounts(count, MAX_ACCOUNTS_PER_PAYMENT)
    : undefined;
}

export interface MethodsAllowed {
  /** Every checked account may pay by card (spec 01 §4). */
  readonly card: boolean;
  /** Every checked account may pay by e-check (spec 01 §4). */
  readonly echeck: boolean;
}

/** The methods every checked account may pay with; with none checked, what any account may. */
export function methodsAllowed(entries: readonly PayAccountEntry[]): MethodsAllowed {
  const methods = entries.map((entry) => paymentMethods(entry.account, entry.settings));
  if (methods.length === 0) return { card: true, echeck: true };
  return {
    card: methods.every((method) => method.cardEnabled),
    echeck: methods.every((method) => method.echeckEnabled),
  };
}

export interface MethodOption {
  readonly value: MethodChoice;
  readonly label: string;
  readonly disabled: boolean;
}

/**
 * The choices of the method group: the member's stored methods first (masked, "Visa ending 4242"), then
 * a new card or bank account on the hosted page. A choice the checked accounts cannot use, or an
 * expired card, is shown disabled.
 */
export function methodOptions(
  stored: readonly StoredMethod[],
  allowed: MethodsAllowed,
  today: Date,
): MethodOption[] {
  const storedOptions = stored.map((method): MethodOption => {
    const expired = isExpired(method, today);
    const label = methodLabel(method);
    return {
      value: `stored:${method.token}`,
      label: expired ? `${label} (${messages.expired})` : label,
      disabled: expired || (method.methodType === 'CARD' ? !allowed.card : !allowed.echeck),
    };
  });
  return [
    ...storedOptions,
    { value: 'new-cc', label: messages.newCard, disabled: !allowed.card },
    { value: 'new-echeck', label: messages.newEcheck, disabled: !allowed.echeck },
  ];
}

/**
 * The stored method's token of a choice, or undefined for the hosted page or no choice. A radio group
 * left without a choice reads null once it has had focus (react-hook-form), not ''.
 */
export function storedToken(method: string | null): string | undefined {
  return method?.startsWith('stored:') ? method.slice('stored:'.length) : undefined;
}

/** Card or e-check: what a choice pays with (the payment tax call's method); undefined for no choice. */
export function paymentTypeOf(
  method: string | null,
  stored: readonly StoredMethod[],
): 'cc' | 'echeck' | undefined {
  if (method === 'new-cc') return 'cc';
  if (method === 'new-echeck') return 'echeck';
  const token = storedToken(method);
  const found = token === undefined ? undefined : stored.find((candidate) => candidate.token === token);
  if (!found) return undefined;
  return found.methodType === 'CARD' ? 'cc' : 'echeck';
}

function addDaysIso(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A payment date later than today schedules the payment instead of paying now. */
export function isScheduled(paymentDate: string, today: string): boolean {
  return paymentDate > today;
}

/** The date field's rule; undefined when the date may be used. Not in the spec. */
export function paymentDateError(
  paymentDate: string,
  today: string,
  allowFutureDatedPayments: boolean,
): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(paymentDate)) return messages.errors.dateRequired;
  if (paymentDate < today) return messages.errors.dateInPast;
  if (paymentDate > today && !allowFutureDatedPayments) return messages.errors.futureNotAllowed;
  if (paymentDate > addDaysIso(today, LATEST_PAYMENT_DAYS)) return messages.errors.dateTooFar;
  return undefined;
}

export interface PayFormContext {
  readonly data: PayAccountsData;
  readonly stored: readonly StoredMethod[];
  /** yyyy-mm-dd. */
  readonly today: string;
  /** The convenience fee the payment tax call answered; 0 when none applies. */
  readonly convenienceFee: number;
}

/**
 * The whole form's rules, by field name: at least one account checked and at most the back office's
 * limit (`selection`); each checked account's amount by spec 01 §5; a method every checked account may
 * use; the date; a later date only with a stored method; the fee box when a fee applies.
 */
export function validatePayForm(values: PayFormValues, context: PayFormContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const { data, stored, today } = context;
  const entries = selectedEntries(data, values);
  if (entries.length === 0)
    errors[payField(data.accounts[0]?.account.accountNumber ?? '')] = messages.errors.noneSelected;
  const limitError = selectionLimitError(entries.length);
  if (limitError) errors[selectionField] = limitError;
  for (const entry of entries) {
    const name = amountField(entry.account.accountNumber);
    const error = accountAmountError(String(values[name] ?? ''), entry);
    if (error) errors[name] = error;
  }
  const allowed = methodsAllowed(entries);
  const option = methodOptions(stored, allowed, new Date(`${today}T12:00:00`)).find(
    (candidate) => candidate.value === values.method,
  );
  if (!option) errors.method = messages.errors.methodRequired;
  else if (option.disabled) errors.method = messages.errors.methodNotAllowed;
  const dateError = paymentDateError(values.paymentDate, today, data.allowFutureDatedPayments);
  if (dateError) errors.paymentDate = dateError;
  else if (isScheduled(values.paymentDate, today) && storedToken(values.method) === undefined && option) {
    errors.method = messages.errors.scheduleNeedsStoredMethod;
  }
  if (context.convenienceFee > 0 && values.agreeFee !== true) errors.agreeFee = messages.errors.agreeFee;
  return errors;
}

export interface AccountToPay {
  readonly accountNumber: string;
  readonly paymentAmount: number;
}

/** The checked accounts and their amounts, as the calls carry them. */
export function accountsToPay(data: PayAccountsData, values: PayFormValues): AccountToPay[] {
  return selectedEntries(data, values).map((entry) => ({
    accountNumber: entry.account.accountNumber,
    paymentAmount: roundToCents(typedAmount(values, entry.account.accountNumber) ?? 0),
  }));
}

/**
 * The payment request of spec 01 §3 for the checked accounts: one entry per account (Quick Pay's entry,
 * `buildPaymentRequest`), the amount their sum, the fees and deposits summed.
 */
export function buildPayAccountsRequest(
  data: PayAccountsData,
  values: PayFormValues,
): QuickPayPaymentRequest {
  const entries = selectedEntries(data, values).map((entry) => {
    const amount = roundToCents(typedAmount(values, entry.account.accountNumber) ?? 0);
    const minimum = defaultPaymentAmount(entry.account, entry.settings);
    const [accountToPay] = buildPaymentRequest(entry.account, amount, minimum).accountsToPay;
    return accountToPay as QuickPayAccountToPay;
  });
  const sum = (pick: (entry: QuickPayAccountToPay) => number) => sumAmounts(entries.map(pick));
  return {
    accountsToPay: entries,
    amount: sum((entry) => entry.paymentAmount),
    reconnectFee: sum((entry) => entry.reconnectFee),
    additionalDeposit: sum((entry) => entry.additionalDeposit),
    arrangementPaymentAmount: 0,
    reconnectMeter: true,
  };
}

/** The fee and taxes call's request: the payment request with the method it pays by. */
export type PaymentQuoteRequest = QuickPayPaymentRequest & { readonly paymentType: 'cc' | 'echeck' };

/**
 * What the fee and taxes call is asked for the form as it stands: once every checked amount can be paid,
 * no more accounts are checked than one payment may pay, and a method is chosen; null before. The form
 * shows its answer, and Pay waits for the answer to the values it sends, so the fee the member agrees to
 * is the fee of what they pay.
 */
export function paymentQuoteRequest(
  data: PayAccountsData,
  values: PayFormValues,
  stored: readonly StoredMethod[],
): PaymentQuoteRequest | null {
  const selected = selectedEntries(data, values);
  const payable =
    selected.length > 0 &&
    selected.length <= MAX_ACCOUNTS_PER_PAYMENT &&
    selected.every(
      (entry) =>
        accountAmountError(String(values[amountField(entry.account.accountNumber)] ?? ''), entry) ===
        undefined,
    );
  const paymentType = paymentTypeOf(values.method, stored);
  if (!payable || !paymentType) return null;
  return { ...buildPayAccountsRequest(data, values), paymentType };
}

export interface PaidToday {
  readonly accountNumber: string;
  readonly paymentAmount: number;
}

/**
 * The checked accounts whose latest payment is dated `today`, by the accounts as last answered: a
 * payment made meanwhile in another tab or on another device. The member confirms before paying them
 * again. Not in the spec (Quick Pay's recent-payment question, spec 01 §6, for several accounts).
 */
export function paidToday(data: PayAccountsData, values: PayFormValues, today: string): PaidToday[] {
  return selectedEntries(data, values).flatMap((entry) => {
    const last = entry.settings.paymentSettings.lastPayment;
    return last && last.paymentDate === today
      ? [{ accountNumber: entry.account.accountNumber, paymentAmount: last.paymentAmount }]
      : [];
  });
}

/** yyyy-mm-dd of the member's own calendar day. */
export function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The account's due date as MM/dd/yyyy; N/A for a prepaid account or when it has none (spec 01 §2.11). */
export function dueDateText(entry: PayAccountEntry): string {
  const { dueDate, isPrepaidAccount } = entry.account;
  if (isPrepaidAccount || !dueDate) return payAccountsMessages.notAvailable;
  const [year, month, day] = dueDate.split('-');
  return `${month}/${day}/${year}`;
}
