import type { ApiClient } from './client.ts';
import {
  AccountDetailsSchema,
  AccountListSchema,
  AccountTypesSchema,
  ImageSettingsSchema,
  MaintenanceSchema,
  MeterPortalSettingsSchema,
} from './schemas/accounts.ts';

export const accountPaths = {
  accounts: (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}/accounts`,
  details: (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}/accounts/details`,
  accountTypes: 'v3/portal/account-types',
  images: 'v3/portal/images',
  maintenance: 'v3/portal/maintenance',
  meterPortal: (memberNumber: string) => `v2/aclara/member/${encodeURIComponent(memberNumber)}`,
} as const;

export function getAccounts(client: ApiClient, memberNumber: string, accessToken: string) {
  return client.get(accountPaths.accounts(memberNumber), AccountListSchema, { bearer: accessToken });
}

export function getAccountDetails(
  client: ApiClient,
  memberNumber: string,
  accessToken: string,
  signal?: AbortSignal,
) {
  return client.get(accountPaths.details(memberNumber), AccountDetailsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

export function getAccountTypes(client: ApiClient, signal?: AbortSignal) {
  return client.get(accountPaths.accountTypes, AccountTypesSchema, { ...(signal ? { signal } : {}) });
}

export function getImageSettings(client: ApiClient, moduleName: string, signal?: AbortSignal) {
  return client.get(accountPaths.images, ImageSettingsSchema, {
    searchParams: { moduleName },
    ...(signal ? { signal } : {}),
  });
}

export function getMaintenanceStatus(client: ApiClient) {
  return client.get(accountPaths.maintenance, MaintenanceSchema);
}

export function getMeterPortalSettings(client: ApiClient, memberNumber: string, accessToken: string) {
  return client.get(accountPaths.meterPortal(memberNumber), MeterPortalSettingsSchema, {
    bearer: accessToken,
  });
}
