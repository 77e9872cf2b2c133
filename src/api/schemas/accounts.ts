import { array, boolean, type Infer, nullable, number, optional, string, type } from 'superstruct';

/** Account list and details of a member (spec 01 §3 'Account list response', 'Account info'). */
export const AccountListSchema = type({
  results: array(type({ accountNumber: string(), isPrimaryAccount: boolean() })),
  totalRecords: number(),
});
export type AccountList = Infer<typeof AccountListSchema>;

export const AccountDetailsSchema = type({
  accounts: array(
    type({
      accountNumber: string(),
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

/** GET v3/portal/images: the screen whose images are asked for (`login`). */
export const ImageSettingsQuerySchema = type({ moduleName: string() });
