import { array, boolean, enums, type Infer, nullable, number, optional, string, type } from 'superstruct';
import { accountSortFields, accountStatusFilters } from '../../domain/accounts/account-page.ts';

/**
 * One page of a member's accounts with their details (spec 01 §3 'Account list response', 'Account
 * info'): those the query matches, the primary account first unless a sort is asked for.
 */
export const AccountDetailsSchema = type({
  accounts: array(
    type({
      accountNumber: string(),
      isPrimaryAccount: boolean(),
      accountHolderName: string(),
      locationId: string(),
      accountType: string(),
      serviceAddress: optional(string()),
      derivedStatus: optional(string()),
      accountBalance: optional(number()),
      dueDate: optional(nullable(string())),
      isPrepaidAccount: optional(boolean()),
    }),
  ),
  /** How many of the member's accounts the query matches, across every page. */
  totalRecords: number(),
});
export type AccountDetails = Infer<typeof AccountDetailsSchema>;
export type AccountDetail = AccountDetails['accounts'][number];

export const AccountTypesSchema = array(type({ accountType: string(), description: string() }));
export type AccountTypes = Infer<typeof AccountTypesSchema>;

export const ImageSettingsSchema = type({
  images: array(type({ name: string(), url: string(), altText: optional(nullable(string())) })),
});

export const MaintenanceSchema = type({ maintenance: boolean() });

export const MeterPortalSettingsSchema = type({
  aclaraUrl: string(),
  clientId: string(),
  memberNumber: string(),
  accountNumber: string(),
  premiseId: string(),
  webToken: string(),
});
export type MeterPortalSettings = Infer<typeof MeterPortalSettingsSchema>;

/**
 * GET v3/members/{memberNumber}/accounts/details: which of the member's accounts, in what order, and
 * which page. Every parameter is optional; without `limit` every matching account comes at once.
 */
export const AccountDetailsQuerySchema = type({
  /** Part of an account number, holder name, service address, type or status; any case. */
  search: optional(string()),
  status: optional(enums(accountStatusFilters)),
  /** One account, exactly: answers it alone, or none when it is not the member's. */
  accountNumber: optional(string()),
  sort: optional(enums(accountSortFields)),
  direction: optional(enums(['ascending', 'descending'] as const)),
  /** How many matching accounts to skip: a whole number, 0 by default. */
  offset: optional(string()),
  /** How many to answer at most: a whole number from 1 to 100. */
  limit: optional(string()),
});
export type AccountDetailsQuery = Infer<typeof AccountDetailsQuerySchema>;

/** GET v3/portal/images: the screen whose images are asked for (`login`). */
export const ImageSettingsQuerySchema = type({ moduleName: string() });
