import { addDays, toIsoDate } from '../dates.ts';
import type { AccountRecord, MemberRecord } from './account-records.ts';
import {
  type AccountOverviewFields,
  type BillingHistoryOptions,
  seedAccountOverview,
} from './account-overview-seed.ts';

// Builders the sites' account seeds share.

/** An account's own fields beyond the defaults: at least its address and balance. */
export type AccountFactFields = Partial<Omit<AccountRecord, 'overview'>> &
  Pick<AccountRecord, 'serviceAddress' | 'accountBalance'>;

export type AccountFields = AccountFactFields & {
  /** The account overview's fields beyond the defaults (account-overview-seed.ts). */
  overview?: AccountOverviewFields;
  /** What shapes the account's year of bills and payments. */
  history?: BillingHistoryOptions;
};

/**
 * Makes the accounts of one site: a current electric account due in 20 days unless `fields` says
 * otherwise. The holder's name comes from the member; the location id is `locationPrefix` plus the
 * account number's last six digits. Every account gets a year of bills and payments ending on its
 * balance (account-overview-seed.ts).
 */
export function accountBuilder(
  applicationId: string,
  today: Date,
  members: MemberRecord[],
  locationPrefix: string,
): (accountNumber: string, memberNumber: string, fields: AccountFields) => AccountRecord {
  const factsOf = accountFactsBuilder(applicationId, today, members, locationPrefix);
  return (accountNumber, memberNumber, { overview, history, ...fields }) => {
    const account = factsOf(accountNumber, memberNumber, fields);
    return { ...account, overview: seedAccountOverview(account, today, overview, history) };
  };
}

/**
 * Makes an account's own fields as `accountBuilder` does, without its overview: what a generated
 * account stores (generated-accounts.ts), its overview made when it is read.
 */
export function accountFactsBuilder(
  applicationId: string,
  today: Date,
  members: MemberRecord[],
  locationPrefix: string,
): (
  accountNumber: string,
  memberNumber: string,
  fields: AccountFactFields,
) => Omit<AccountRecord, 'overview'> {
  const dueInTwentyDays = toIsoDate(addDays(today, 20));
  const holderNames = new Map(members.map((member) => [member.memberNumber, member.name]));
  return (accountNumber, memberNumber, fields) => ({
    accountNumber,
    memberNumber,
    serviceType: 'Electric',
    encryptedAccount: encryptAccountNumber(applicationId, accountNumber),
    accountHolderName: holderNames.get(memberNumber) ?? '',
    isPrepaidAccount: false,
    prepaidLabel: null,
    dueDate: dueInTwentyDays,
    pastDueAmount: 0,
    reconnectFee: 0,
    additionalDeposit: 0,
    liabilityConfirmationAmount: 0,
    showLiabilityConfirmation: false,
    cutoffAmount: 0,
    derivedStatus: 'Current',
    disconnectFee: 0,
    minimumPaymentDue: fields.accountBalance,
    overPayAmount: 1000,
    prepaidReconnectAmount: 0,
    isCcEligible: true,
    isEcheckEligible: true,
    nomoreCheck: false,
    isPrimaryAccount: false,
    locationId: locationPrefix + accountNumber.slice(-6),
    premiseId: null,
    cutOffDate: null,
    cutOffMsg: null,
    arrangement: null,
    ...fields,
    quickPay: {
      memberHasCutoffAccount: false,
      prepaidMinimumPaymentAmount: 0,
      allowOverPay: false,
      allowUnderPay: true,
      payOnlinePayCutoffAccount: 'Y',
      cutoffMessage: null,
      defaultPaymentAmt: 'ACCOUNT BALANCE',
      ...fields.quickPay,
    },
  });
}

/**
 * Marks each member's first account in `accounts` as their primary account, in place: the seed's
 * accounts are new, and copying thousands of them would slow every reset.
 */
export function withPrimaryAccounts(accounts: AccountRecord[]): AccountRecord[] {
  const seen = new Set<string>();
  for (const account of accounts) {
    account.isPrimaryAccount = !seen.has(account.memberNumber);
    seen.add(account.memberNumber);
  }
  return accounts;
}

/** A member with at most one email address and one cell phone on file. */
export function member(
  memberNumber: string,
  name: string,
  phoneNumber: string,
  contacts: { email?: string; cellPhone?: string } = {},
): MemberRecord {
  return {
    memberNumber,
    name,
    phoneNumber,
    emails: contacts.email ? [{ id: `E${memberNumber}-1`, value: contacts.email }] : [],
    cellPhones: contacts.cellPhone ? [{ id: `C${memberNumber}-1`, value: contacts.cellPhone }] : [],
  };
}

/** An opaque but stable identifier of an account, so stories and fixtures can rely on it. */
export function encryptAccountNumber(applicationId: string, accountNumber: string): string {
  return btoa(`${applicationId}|${accountNumber}`)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}
