import { addDays, addMonths, fromIsoDate, toIsoDate, usDate } from '../dates.ts';
import { roundToCents } from '../money.ts';
import type {
  AccountOverviewRecord,
  AccountRecord,
  BillRecord,
  HistoryPaymentRecord,
  ServiceType,
} from './account-records.ts';

// The account overview's seed: a year of monthly bills and payments for every account, made up
// deterministically from the account (the same seed day gives the same history), and ending on the
// account's current balance, past due amount and due date.

/** How many monthly bills every account has (demo-data.md: 12). */
export const seededBillCount = 12;

/** What shapes an account's made-up history, beyond its balance, past due amount and status. */
export interface BillingHistoryOptions {
  /** The latest bill has no statement document (the overview's no-bill dialog). */
  latestBillWithoutStatement?: boolean;
  /** The bill before the previous one was paid in two payments, the first of this amount. */
  firstPartialPayment?: number;
}

/** An account's facts the overview is made up from. */
type AccountFacts = Omit<AccountRecord, 'overview'>;

export type AccountOverviewFields = Partial<Omit<AccountOverviewRecord, 'bills' | 'earlierPayments'>>;

interface Tariff {
  perUnit: number;
  /** The monthly customer charge. */
  fixed: number;
  unit: 'kWh' | 'gal';
  /** Typical monthly usage, January to December. */
  usageByMonth: readonly number[];
}

const tariffs: Record<ServiceType, Tariff> = {
  Electric: {
    perUnit: 0.1125,
    fixed: 24,
    unit: 'kWh',
    usageByMonth: [1150, 1020, 880, 720, 690, 820, 1090, 1180, 940, 740, 860, 1080],
  },
  Water: {
    perUnit: 0.0062,
    fixed: 18.5,
    unit: 'gal',
    usageByMonth: [3900, 3800, 4100, 4600, 5600, 7200, 8900, 9300, 7400, 5200, 4300, 4000],
  },
};

/** Prepaid statements: a daily service charge instead of the monthly one, and a sales tax on the total. */
const prepaidDailyCharge = 0.8;
const prepaidTaxRate = 0.03;

/** A stable number in [0, 1) from a text, so every account gets its own but repeatable history. */
function unitHash(text: string): number {
  let hash = 2166136261;
  for (const character of text) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** The overview fields of an account nobody described: an active account with nothing to report. */
export function defaultAccountOverview(
  account: AccountFacts,
): Omit<AccountOverviewRecord, 'bills' | 'earlierPayments'> {
  const tariff = tariffs[account.serviceType];
  return {
    accountStatus: account.derivedStatus === 'Final Billed' ? 'Inactive' : 'Active',
    meters: [
      {
        meterNumber: `${account.serviceType === 'Water' ? 'WM' : 'EM'}-${account.accountNumber.slice(-6)}`,
        meterType: account.serviceType,
        unitOfMeasure: tariff.unit,
      },
    ],
    billingType: 'Standard',
    yearToDateBudgetDifference: null,
    autoPayExists: false,
    draftDate: null,
    activeReturnedItems: 0,
    // The outage system follows the electric network only: it cannot tell for a water account.
    outageStatus: account.serviceType === 'Electric' ? 'N' : null,
    estimatedTimeOfRestoration: null,
    viewUsageHistory: account.derivedStatus === 'Final Billed' ? 'N' : 'Y',
    spouseName: null,
    meterSenseccUrl: null,
    collectMeterReading: 'N',
    customerPdfLinkFlag: 'Y',
    ccPdfLinkText: null,
    viewccPdfUrl: null,
    capitalCreditLetter: null,
    paperlessMemberLevelOption: 'Y',
    paperlessAccountLevelOption: 'N',
    statementHeadingMessage: null,
    billMessages: [],
    prepaidDisconnectAlert: account.isPrepaidAccount
      ? 'Prepaid service is disconnected when the account balance falls below $0.00. Add funds to keep your service on.'
      : null,
    capitalCreditRefundMessage: null,
  };
}

/**
 * The account's overview record: the defaults, then `fields`, then a year of bills and payments. The
 * statement heading names the latest bill's service period unless `fields` gives one.
 */
export function seedAccountOverview(
  account: AccountFacts,
  today: Date,
  fields: AccountOverviewFields = {},
  options: BillingHistoryOptions = {},
): AccountOverviewRecord {
  const overview = { ...defaultAccountOverview(account), ...fields };
  const history = account.isPrepaidAccount
    ? prepaidHistory(account, today)
    : billedHistory(account, today, overview.autoPayExists, options);
  const latest = history.bills[0];
  return {
    ...overview,
    statementHeadingMessage:
      overview.statementHeadingMessage ??
      (latest
        ? `Statement for service from ${usDate(fromIsoDate(latest.statementStartDate))} to ${usDate(fromIsoDate(latest.billDate))}`
        : null),
    ...history,
  };
}

interface SeededHistory {
  bills: BillRecord[];
  earlierPayments: HistoryPaymentRecord[];
}

interface BillingPeriod {
  billDate: Date;
  statementStartDate: Date;
  /** The period's typical usage for this account. */
  usage: number;
}

function billingPeriods(account: AccountFacts, latestBillDate: Date): BillingPeriod[] {
  const tariff = tariffs[account.serviceType];
  const householdSize = 0.8 + 0.4 * unitHash(account.accountNumber);
  return Array.from({ length: seededBillCount }, (_, index) => {
    const billDate = addMonths(latestBillDate, -index);
    const statementStartDate = addDays(addMonths(billDate, -1), 1);
    const weather = 0.94 + 0.12 * unitHash(`${account.accountNumber}|${index}`);
    const typical = tariff.usageByMonth[statementStartDate.getMonth()] ?? 0;
    return { billDate, statementStartDate, usage: Math.round(typical * householdSize * weather) };
  });
}

/** The usage that new charges of `amount` stand for (a bill forced to a seeded amount). */
function usageFor(tariff: Tariff, amount: number, fixed: number): number {
  return Math.max(0, Math.round((amount - fixed) / tariff.perUnit));
}

/**
 * Monthly bills due 21 days after their bill date, the latest due on the account's due date and ending
 * on its balance; the previous one is left unpaid for a past due amount. Every other bill was paid in
 * full a few days before its due date (on it, for an account on AutoPay).
 */
function billedHistory(
  account: AccountFacts,
  today: Date,
  autoPay: boolean,
  options: BillingHistoryOptions,
): SeededHistory {
  const tariff = tariffs[account.serviceType];
  const latestDueDate = account.dueDate ? fromIsoDate(account.dueDate) : addDays(today, 20);
  const periods = billingPeriods(account, addDays(latestDueDate, -21));
  const isFinal = account.derivedStatus === 'Final Billed';
  const unpaidPrevious = account.pastDueAmount > 0;
  const carriedOver = account.pastDueAmount + (account.arrangement?.arrangementBalance ?? 0);

  const bills = periods.map((period, index): BillRecord => {
    let endingBalance = roundToCents(period.usage * tariff.perUnit + tariff.fixed);
    let usage = period.usage;
    if (index === 0) {
      endingBalance = account.accountBalance;
      // A final bill charges a part of a month: a third of the customer charge.
      usage = usageFor(
        tariff,
        account.accountBalance - carriedOver,
        isFinal ? tariff.fixed / 3 : tariff.fixed,
      );
    } else if (index === 1 && unpaidPrevious) {
      endingBalance = account.pastDueAmount;
      usage = usageFor(tariff, account.pastDueAmount, tariff.fixed);
    }
    return {
      billDate: toIsoDate(period.billDate),
      endingBalance,
      dueDate: toIsoDate(addDays(period.billDate, 21)),
      statementStartDate: toIsoDate(period.statementStartDate),
      billType: index === 0 && isFinal ? 'Final' : 'Regular',
      hasStatement: !(index === 0 && options.latestBillWithoutStatement),
      usage,
      usageUnit: tariff.unit,
      prepaid: null,
    };
  });

  const earlierPayments: HistoryPaymentRecord[] = [];
  bills.forEach((bill, index) => {
    if (index === 0 || (index === 1 && unpaidPrevious) || !bill.dueDate) return;
    const dueDate = fromIsoDate(bill.dueDate);
    const paidOn = autoPay ? dueDate : addDays(dueDate, -(2 + Math.floor(unitHash(bill.billDate) * 5)));
    if (paidOn >= today) return;
    if (index === 2 && options.firstPartialPayment && options.firstPartialPayment < bill.endingBalance) {
      const first = options.firstPartialPayment;
      earlierPayments.push(
        { paymentAmount: roundToCents(bill.endingBalance - first), paymentDate: toIsoDate(paidOn) },
        { paymentAmount: first, paymentDate: toIsoDate(addDays(paidOn, -9)) },
      );
      return;
    }
    earlierPayments.push({ paymentAmount: bill.endingBalance, paymentDate: toIsoDate(paidOn) });
  });
  return { bills, earlierPayments };
}

/**
 * Monthly prepaid statements, each ending on the balance left that day, and a top-up a month in the
 * middle of each period, rounded up to ten dollars; one short top-up took the balance below zero.
 */
function prepaidHistory(account: AccountFacts, today: Date): SeededHistory {
  const tariff = tariffs[account.serviceType];
  const periods = billingPeriods(account, addDays(today, -5));
  const shortTopUpIndex = 3;
  let balance = 12;
  const bills: BillRecord[] = [];
  const earlierPayments: HistoryPaymentRecord[] = [];
  for (let index = periods.length - 1; index >= 0; index -= 1) {
    const period = periods[index]!;
    const days =
      Math.round((period.billDate.getTime() - period.statementStartDate.getTime()) / 86_400_000) + 1;
    const usageDollars = roundToCents(period.usage * tariff.perUnit);
    const charges = roundToCents(days * prepaidDailyCharge);
    const taxes = roundToCents((usageDollars + charges) * prepaidTaxRate);
    const total = roundToCents(usageDollars + charges + taxes);
    const topUp = Math.ceil(total / 10) * 10 - (index === shortTopUpIndex ? 60 : 0);
    balance = roundToCents(balance + topUp - total);
    earlierPayments.unshift({ paymentAmount: topUp, paymentDate: toIsoDate(addDays(period.billDate, -12)) });
    bills.unshift({
      billDate: toIsoDate(period.billDate),
      endingBalance: balance,
      dueDate: null,
      statementStartDate: toIsoDate(period.statementStartDate),
      billType: 'Prepaid',
      hasStatement: true,
      usage: period.usage,
      usageUnit: tariff.unit,
      prepaid: { dailyTotal: roundToCents(total / days), usageDollars, charges, taxes },
    });
  }
  return { bills, earlierPayments };
}
