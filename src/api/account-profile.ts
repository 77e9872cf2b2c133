import type { ProfileChange } from '../domain/account-profile/types.ts';
import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { AccountProfileSchema, AccountProfileSettingsSchema } from './schemas/account-profile.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Account Profile calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Account Profile service").
 */
export const accountProfilePaths = {
  profile: (memberNumber: string, accountNumber: string) => `${account(memberNumber, accountNumber)}/profile`,
  settings: 'v3/account-profile/settings',
} as const;

/** Get profile data (spec 02 §7): the profile of one of the member's accounts. */
export function getAccountProfile(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(accountProfilePaths.profile(memberNumber, accountNumber), AccountProfileSchema, {
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
  return client.put(accountProfilePaths.profile(memberNumber, accountNumber), AccountProfileSchema, {
    bearer: accessToken,
    json: { memberNumber, accountNumber, ...change },
    ...call,
  });
}

/**
 * The site's Account Profile settings (spec 02 §7, "Get configuration settings by key lists", for the
 * profile's keys): ALLOW_NAME_UPDATE, ALLOW_ADDRESS_UPDATE, ALLOW_PHONE_UPDATE, ALLOW_PROFILE_DB_UPDATE,
 * DISPLAY_SPOUSE_CONTACT, and the web content ACCOUNTINFOUPDATESUCCESS and PROFILE_REVIEW_PENDING_MESSAGE.
 */
export function getAccountProfileSettings(client: ApiClient, signal?: AbortSignal) {
  return client.get(accountProfilePaths.settings, AccountProfileSettingsSchema, signal ? { signal } : {});
}
