import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import {
  type AccountDetailsQuery,
  AccountDetailsQuerySchema,
  AccountDetailsSchema,
  AccountTypesSchema,
  ImageSettingsQuerySchema,
  ImageSettingsSchema,
  MaintenanceSchema,
  MeterPortalSettingsSchema,
} from './schemas/accounts.ts';

/**
 * A member's accounts (docs/api.md, "Member accounts service"), the portal's account types, images and
 * maintenance status ("Portal service") and the meter portal's settings ("Meter portal service").
 */
export const accountsOperations = {
  details: operation({
    id: 'getAccountDetails',
    service: 'Member accounts service',
    summary:
      'A page of the member’s accounts with their holder, location, type and balance, searched and filtered, and how many match',
    method: 'GET',
    path: 'v3/members/{memberNumber}/accounts/details',
    caller: 'member',
    query: AccountDetailsQuerySchema,
    answer: AccountDetailsSchema,
  }),
  accountTypes: operation({
    id: 'getAccountTypes',
    service: 'Portal service',
    summary: 'The site’s service types',
    method: 'GET',
    path: 'v3/portal/account-types',
    caller: 'visitor',
    answer: AccountTypesSchema,
  }),
  images: operation({
    id: 'getImageSettings',
    service: 'Portal service',
    summary: 'The images a screen shows, by module',
    method: 'GET',
    path: 'v3/portal/images',
    caller: 'visitor',
    query: ImageSettingsQuerySchema,
    answer: ImageSettingsSchema,
  }),
  maintenance: operation({
    id: 'getMaintenanceStatus',
    service: 'Portal service',
    summary: 'Whether the site is in maintenance',
    method: 'GET',
    path: 'v3/portal/maintenance',
    caller: 'visitor',
    answer: MaintenanceSchema,
  }),
  meterPortal: operation({
    id: 'getMeterPortalSettings',
    service: 'Meter portal service',
    summary: 'Where and with what the member is sent on to the meter-data portal',
    method: 'GET',
    path: 'v2/aclara/member/{memberNumber}',
    caller: 'member',
    answer: MeterPortalSettingsSchema,
  }),
} as const;

/** One page of the member's accounts that `query` matches, and how many match in all. */
export function getAccountDetails(
  client: ApiClient,
  memberNumber: string,
  accessToken: string,
  query: AccountDetailsQuery,
  signal?: AbortSignal,
) {
  return client.call(accountsOperations.details, {
    parameters: { memberNumber },
    query,
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

export function getAccountTypes(client: ApiClient, signal?: AbortSignal) {
  return client.call(accountsOperations.accountTypes, { ...(signal ? { signal } : {}) });
}

export function getImageSettings(client: ApiClient, moduleName: string, signal?: AbortSignal) {
  return client.call(accountsOperations.images, {
    query: { moduleName },
    ...(signal ? { signal } : {}),
  });
}

export function getMaintenanceStatus(client: ApiClient) {
  return client.call(accountsOperations.maintenance, {});
}

export function getMeterPortalSettings(client: ApiClient, memberNumber: string, accessToken: string) {
  return client.call(accountsOperations.meterPortal, { parameters: { memberNumber }, bearer: accessToken });
}
