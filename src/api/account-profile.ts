import type { ProfileChange } from '../domain/account-profile/types.ts';
import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import {
  AccountProfileChangeSchema,
  AccountProfileSchema,
  AccountProfileSettingsSchema,
} from './schemas/account-profile.ts';

const service = 'Account Profile service';
const profile = 'v3/members/{memberNumber}/accounts/{accountNumber}/profile';

/**
 * The Account Profile calls. The spec does not show their paths; they are defined here, once, and
 * documented in docs/api.md ("Account Profile service").
 */
export const accountProfileOperations = {
  profile: operation({
    id: 'getAccountProfile',
    service,
    summary: 'The account’s profile: name, address, phones and the phone types',
    method: 'GET',
    path: profile,
    caller: 'member',
    answer: AccountProfileSchema,
  }),
  update: operation({
    id: 'updateAccountProfile',
    service,
    summary: 'Changes one section of the profile, on this account or every account of the member',
    method: 'PUT',
    path: profile,
    caller: 'member',
    body: AccountProfileChangeSchema,
    answer: AccountProfileSchema,
    idempotencyKey: 'accepted',
  }),
  settings: operation({
    id: 'getAccountProfileSettings',
    service,
    summary: 'The site’s profile settings and web content',
    method: 'GET',
    path: 'v3/account-profile/settings',
    caller: 'visitor',
    answer: AccountProfileSettingsSchema,
  }),
} as const;

/** Get profile data (spec 02 §7): the profile of one of the member's accounts. */
export function getAccountProfile(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.call(accountProfileOperations.profile, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Update profile (spec 02 §7): one section's fields, on the account shown or on all the member's
 * accounts (`updateIndicator`). Answers the account's profile as it now is. Sent once, never retried.
 */
export function updateAccountProfile(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  change: ProfileChange,
  call: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.call(accountProfileOperations.update, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    body: { memberNumber, accountNumber, ...change },
    ...call,
  });
}

/**
 * The site's Account Profile settings (spec 02 §7, "Get configuration settings by key lists", for the
 * profile's keys): ALLOW_NAME_UPDATE, ALLOW_ADDRESS_UPDATE, ALLOW_PHONE_UPDATE, ALLOW_PROFILE_DB_UPDATE,
 * DISPLAY_SPOUSE_CONTACT, and the web content ACCOUNTINFOUPDATESUCCESS and PROFILE_REVIEW_PENDING_MESSAGE.
 */
export function getAccountProfileSettings(client: ApiClient, signal?: AbortSignal) {
  return client.call(accountProfileOperations.settings, signal ? { signal } : {});
}
