import type { AccountRecord } from './account-records.ts';

// The member accounts service's response bodies (docs/api.md), field for field.

/** A page of account details, and how many of the member's accounts the query matches in all. */
export function accountDetailsView(accounts: AccountRecord[], totalRecords: number) {
  return {
    accounts: accounts.map((account) => ({
      accountNumber: account.accountNumber,
      isPrimaryAccount: account.isPrimaryAccount,
      accountHolderName: account.accountHolderName,
      locationId: account.locationId,
      accountType: account.serviceType,
      serviceAddress: account.serviceAddress,
      derivedStatus: account.derivedStatus,
      accountBalance: account.accountBalance,
      dueDate: account.dueDate,
      isPrepaidAccount: account.isPrepaidAccount,
    })),
    totalRecords,
  };
}
