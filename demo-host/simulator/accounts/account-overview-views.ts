import { roundToCents } from '../money.ts';
import type { PaymentRecord } from '../payments/payment-records.ts';
import type { AccountOverviewRecord, AccountRecord, BillRecord } from './account-records.ts';

// The account overview's response bodies (docs/api.md, "Account overview service"), field for field.

/** The opaque address of a bill's statement that the PDF bill view takes back; '' without a statement. */
export function billViewUrlOf(account: AccountRecord, bill: BillRecord): string {
  return bill.hasStatement ? `statements/${account.accountNumber}/${bill.billDate}` : '';
}

/** The account and bill date a statement address names, when it has the shape `billViewUrlOf` gives. */
export function parseBillViewUrl(url: string): { accountNumber: string; billDate: string } | undefined {
  const parts = /^statements\/(\d+)\/(\d{4}-\d{2}-\d{2})$/.exec(url);
  return parts ? { accountNumber: parts[1] ?? '', billDate: parts[2] ?? '' } : undefined;
}

/** accountInfo of spec 02 §3, plus the switches of the overview's quick links for this account. */
export function accountInfoView(account: AccountRecord, overview: AccountOverviewRecord) {
  return {
    accountNumber: account.accountNumber,
    accountBalance: account.accountBalance,
    dueDate: account.dueDate,
    pastDueAmount: account.pastDueAmount,
    isPrepaidAccount: account.isPrepaidAccount,
    accountType: account.serviceType,
    accountStatus: overview.accountStatus,
    derivedStatus: account.derivedStatus,
    accountHolderName: account.accountHolderName,
    serviceAddress: account.serviceAddress,
    locationId: account.locationId,
    meters: overview.meters,
    billingType: overview.billingType,
    yearToDateBudgetDifference: overview.yearToDateBudgetDifference,
    // What settles the account today: the balance plus what the budget plan has not billed yet.
    netAccountBalance: roundToCents(account.accountBalance + (overview.yearToDateBudgetDifference ?? 0)),
    autoPayExists: overview.autoPayExists,
    draftDate: overview.draftDate,
    cutOffDate: account.cutOffDate,
    cutOffMsg: account.cutOffMsg,
    activeReturnedItems: overview.activeReturnedItems,
    // Missing, not null, when the outage system cannot tell: the back office leaves the field out.
    ...(overview.outageStatus === null ? {} : { outageStatus: overview.outageStatus }),
    hasArrangement: account.arrangement !== null,
    arrangement: account.arrangement,
    viewUsageHistory: overview.viewUsageHistory,
    prepaidLabel: account.prepaidLabel,
    spouseName: overview.spouseName,
    meterSenseccUrl: overview.meterSenseccUrl,
    ccPdfLinkText: overview.ccPdfLinkText,
    viewccPdfUrl: overview.viewccPdfUrl,
    collectMeterReading: overview.collectMeterReading,
    estimatedTimeOfRestoration: overview.estimatedTimeOfRestoration,
    statementHeadingMessage: overview.statementHeadingMessage,
    billMessages: overview.billMessages,
    prepaidDisconnectAlert: overview.prepaidDisconnectAlert,
    capitalCreditRefundMessage: overview.capitalCreditRefundMessage,
    customerPdfLinkFlag: overview.customerPdfLinkFlag,
    paperlessMemberLevelOption: overview.paperlessMemberLevelOption,
    paperlessAccountLevelOption: overview.paperlessAccountLevelOption,
  };
}

/**
 * The account's payments, newest first: `recorded` (the payments service's, oldest first, of this
 * account), then the seeded ones of its overview.
 */
export function paymentHistoryView(overview: AccountOverviewRecord, recorded: PaymentRecord[]) {
  const newestFirst = recorded
    .map((payment) => ({ paymentAmount: payment.paymentAmount, paymentDate: payment.paymentDate }))
    .reverse();
  const results = [...newestFirst, ...overview.earlierPayments].sort((first, second) =>
    second.paymentDate.localeCompare(first.paymentDate),
  );
  return { results, totalRecords: results.length };
}

/** The account's bills, newest first; the statement itself comes from the PDF bill view. */
export function billingHistoryView(account: AccountRecord, overview: AccountOverviewRecord) {
  const results = overview.bills.map((bill) => ({
    billDate: bill.billDate,
    endingBalance: bill.endingBalance,
    dueDate: bill.dueDate,
    statementStartDate: bill.statementStartDate,
    billType: bill.billType,
    billViewUrl: billViewUrlOf(account, bill),
    billViewUrlFileBytes: '',
    prepaidDailyTotal: bill.prepaid?.dailyTotal ?? null,
    prepaidUsageDollars: bill.prepaid?.usageDollars ?? null,
    prepaidCharges: bill.prepaid?.charges ?? null,
    prepaidTaxes: bill.prepaid?.taxes ?? null,
    usage: bill.usage,
    usageUnit: bill.usageUnit,
  }));
  return { results, totalRecords: results.length };
}
