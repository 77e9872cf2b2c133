import type { SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { RemovedMethodSchema, StoredMethodSchema, StoredMethodsSchema } from './schemas/payment-profile.ts';

const member = (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}`;

/**
 * Paths of the Payment Profile (wallet) calls. The spec does not show them; they are defined here, once,
 * and documented in docs/api.md ("Payment Profile service").
 */
export const paymentProfilePaths = {
  methods: (memberNumber: string) => `${member(memberNumber)}/payment-methods`,
  method: (memberNumber: string, token: string) =>
    `${member(memberNumber)}/payment-methods/${encodeURIComponent(token)}`,
} as const;

/** The member's stored cards and bank accounts, in the order they were saved. */
export async function getStoredMethods(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  const answer = await client.get(paymentProfilePaths.methods(memberNumber), StoredMethodsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
  return answer.methods;
}

/** Names a stored method ('' takes its name away); answers the method as changed. */
export function renameStoredMethod(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  token: string,
  nickname: string,
) {
  return client.put(paymentProfilePaths.method(memberNumber, token), StoredMethodSchema, {
    bearer: accessToken,
    json: { nickname },
  });
}

/**
 * Removes a stored method. It changes a payment setup: sent once, never retried, under the intent's
 * idempotency key (money mode's `call`). Refused while an auto payment uses the method.
 */
export function removeStoredMethod(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  token: string,
  call: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.delete(paymentProfilePaths.method(memberNumber, token), RemovedMethodSchema, {
    bearer: accessToken,
    ...call,
  });
}

/**
 * Makes a stored method the member's default; the back office takes the flag off the others. It changes
 * a payment setup: sent once, never retried, under the intent's idempotency key (money mode's `call`).
 * Refused for an expired card. Answers the method as changed.
 */
export function makeDefaultStoredMethod(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  token: string,
  call: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(paymentProfilePaths.method(memberNumber, token), StoredMethodSchema, {
    bearer: accessToken,
    json: { isDefault: true },
    ...call,
  });
}
