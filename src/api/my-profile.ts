import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { MyProfileSchema } from './schemas/my-profile.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the My Profile calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("My Profile service").
 */
export const myProfilePaths = {
  note: (memberNumber: string, accountNumber: string) => `${account(memberNumber, accountNumber)}/my-profile`,
} as const;

/** The account's My Profile. */
export function getMyProfile(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(myProfilePaths.note(memberNumber, accountNumber), MyProfileSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface MyProfileChange {
  readonly note: string;
}

/**
 * Changes the account's My Profile; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateMyProfile(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: MyProfileChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(myProfilePaths.note(memberNumber, accountNumber), MyProfileSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
