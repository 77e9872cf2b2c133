import type { SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import {
  RemovedMethodSchema,
  type StoredMethodChange,
  StoredMethodChangeSchema,
  StoredMethodSchema,
  StoredMethodsSchema,
} from './schemas/payment-profile.ts';

const service = 'Payment Profile service';
const methods = 'v3/members/{memberNumber}/payment-methods';

/**
 * The Payment Profile (wallet) calls. The spec does not show their paths; they are defined here, once,
 * and documented in docs/api.md ("Payment Profile service").
 */
export const paymentProfileOperations = {
  methods: operation({
    id: 'getStoredMethods',
    service,
    summary: 'The member’s stored cards and bank accounts',
    method: 'GET',
    path: methods,
    caller: 'member',
    answer: StoredMethodsSchema,
  }),
  change: operation({
    id: 'changeStoredMethod',
    service,
    summary: 'Names a stored method, makes it the member’s default, or both',
    method: 'PUT',
    path: `${methods}/{token}`,
    caller: 'member',
    body: StoredMethodChangeSchema,
    answer: StoredMethodSchema,
    // Making it the default is sent under a key; naming it, a plain change, is not.
    idempotencyKey: 'accepted',
  }),
  remove: operation({
    id: 'removeStoredMethod',
    service,
    summary: 'Removes a stored method',
    method: 'DELETE',
    path: `${methods}/{token}`,
    caller: 'member',
    answer: RemovedMethodSchema,
    idempotencyKey: 'required',
  }),
} as const;

/** The member's stored cards and bank accounts, in the order they were saved. */
export async function getStoredMethods(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  const answer = await client.call(paymentProfileOperations.methods, {
    parameters: { memberNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
  return answer.methods;
}

/**
 * Changes a stored method: the one PUT behind naming it and making it the default, its body carrying
 * either or both (docs/api.md, "Name a stored method or make it the default"). Answers the method as
 * changed.
 */
export function changeStoredMethod(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  token: string,
  change: StoredMethodChange,
  call: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.call(paymentProfileOperations.change, {
    parameters: { memberNumber, token },
    bearer: accessToken,
    body: change,
    ...call,
  });
}

/** Names a stored method ('' takes its name away); answers the method as changed. A plain change: no key. */
export function renameStoredMethod(
  client: ApiClient,
  member: SignedInMember,
  token: string,
  nickname: string,
) {
  return changeStoredMethod(client, member, token, { nickname });
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
  return client.call(paymentProfileOperations.remove, {
    parameters: { memberNumber, token },
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
  member: SignedInMember,
  token: string,
  call: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return changeStoredMethod(client, member, token, { isDefault: true }, call);
}
