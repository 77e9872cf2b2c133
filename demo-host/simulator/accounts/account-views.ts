import type { AccountRecord } from './account-records.ts';

// The member accounts service's response bodies (docs/api.md), field for field.

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
