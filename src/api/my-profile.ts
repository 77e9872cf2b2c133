import type { MemberUpdate } from '../domain/my-profile/update.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import { type AccountDetailsQuery, AccountDetailsQuerySchema } from './schemas/accounts.ts';
import {
  MemberDetailsQuerySchema,
  MemberDetailsSchema,
  PaperlessAccountsSchema,
  MemberUpdateResultSchema,
  MemberUpdateSchema,
  MfaQrCodeRequestSchema,
  MfaQrCodeSchema,
  MfaRemoveResultSchema,
  MfaStatusSchema,
  MfaVerifyRequestSchema,
  MfaVerifyResultSchema,
} from './schemas/my-profile.ts';

const service = 'My Profile service';
const member = 'v3/members/{memberNumber}';

/**
 * The My Profile calls. The spec names them (spec 02 §7) without their paths; they are defined here,
 * once, and documented in docs/api.md ("My Profile service").
 */
export const myProfileOperations = {
  details: operation({
    id: 'getMemberDetails',
    service,
    summary: 'The member’s details: login, preferences, paperless choices and accounts (left out on request)',
    method: 'GET',
    path: `${member}/member-details`,
    caller: 'member',
    query: MemberDetailsQuerySchema,
    answer: MemberDetailsSchema,
    longList: 'accounts',
  }),
  paperlessAccounts: operation({
    id: 'getPaperlessAccounts',
    service,
    summary:
      'A page of the member’s accounts with their paperless boxes, searched and sorted, and how many of all have each box on',
    method: 'GET',
    path: `${member}/paperless-accounts`,
    caller: 'member',
    query: AccountDetailsQuerySchema,
    answer: PaperlessAccountsSchema,
  }),
  updateDetails: operation({
    id: 'updateMemberDetails',
    service,
    summary: 'Saves the Login Info and Paperless tabs',
    method: 'PUT',
    path: `${member}/member-details`,
    caller: 'member',
    body: MemberUpdateSchema,
    answer: MemberUpdateResultSchema,
    idempotencyKey: 'required',
  }),
  mfaStatus: operation({
    id: 'getMfaStatus',
    service,
    summary: 'Whether the member signs in with an authenticator code',
    method: 'GET',
    path: `${member}/mfa`,
    caller: 'member',
    answer: MfaStatusSchema,
  }),
  mfaQrCode: operation({
    id: 'createMfaQrCode',
    service,
    summary: 'A new authenticator secret and its QR code address, to set up',
    method: 'POST',
    path: `${member}/mfa/qr-code`,
    caller: 'member',
    body: MfaQrCodeRequestSchema,
    answer: MfaQrCodeSchema,
  }),
  setMfaSecret: operation({
    id: 'setMfaSecret',
    service,
    summary: 'Activates the new authenticator secret when the code is right',
    method: 'POST',
    path: `${member}/mfa/secret`,
    caller: 'member',
    body: MfaVerifyRequestSchema,
    answer: MfaVerifyResultSchema,
  }),
  deleteMfaSecret: operation({
    id: 'deleteMfaSecret',
    service,
    summary: 'Turns the authenticator off',
    method: 'DELETE',
    path: `${member}/mfa/secret`,
    caller: 'member',
    answer: MfaRemoveResultSchema,
  }),
} as const;

/** Who asks: the signed-in member and their access token. */
export interface ProfileMember {
  readonly memberNumber: string;
  readonly accessToken: string;
}

/**
 * The member's details (spec 02 §7, "Get member details by member number"), without their accounts:
 * the Paperless tab pages them (getPaperlessAccounts), the Operation RoundUp tab has its own call.
 */
export function getMemberDetails(
  client: ApiClient,
  { memberNumber, accessToken }: ProfileMember,
  signal?: AbortSignal,
) {
  return client.call(myProfileOperations.details, {
    parameters: { memberNumber },
    query: { withAccounts: 'false' },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** A page of the member's accounts with their paperless boxes, and the counts of all of them. */
export function getPaperlessAccounts(
  client: ApiClient,
  { memberNumber, accessToken }: ProfileMember,
  query: AccountDetailsQuery,
  signal?: AbortSignal,
) {
  return client.call(myProfileOperations.paperlessAccounts, {
    parameters: { memberNumber },
    query,
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Saves the Login Info and Paperless tabs (spec 02 §7, "Update member details"); answers the
 * cooperative's success text. Sent once, never retried: it can remove stored payment data, so it goes in
 * money mode with its idempotency key.
 */
export function updateMemberDetails(
  client: ApiClient,
  { memberNumber, accessToken }: ProfileMember,
  request: MemberUpdate,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.call(myProfileOperations.updateDetails, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: request,
    ...change,
  });
}

/** Whether the member signs in with an authenticator code (spec 02 §7, "Get member auth status"). */
export function getMfaStatus(
  client: ApiClient,
  { memberNumber, accessToken }: ProfileMember,
  signal?: AbortSignal,
) {
  return client.call(myProfileOperations.mfaStatus, {
    parameters: { memberNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** A new authenticator secret and its QR code address (spec 02 §7, "Get QR code"). */
export function createMfaQrCode(client: ApiClient, { memberNumber, accessToken }: ProfileMember) {
  return client.call(myProfileOperations.mfaQrCode, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: {},
  });
}

/** The verify request (spec 02 §3): the setup's `encryptedValidator`, the code, the secret. */
export interface MfaVerifyRequest {
  readonly encryptedMember: string;
  readonly code: string;
  readonly key: string;
}

/**
 * Activates the new secret when the code is right (spec 02 §7, "Set member auth secret"):
 * `verificationSatus` false for a wrong code.
 */
export function setMfaSecret(
  client: ApiClient,
  { memberNumber, accessToken }: ProfileMember,
  request: MfaVerifyRequest,
) {
  return client.call(myProfileOperations.setMfaSecret, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: request,
  });
}

/** Turns the authenticator off (spec 02 §7, "Delete member auth secret"). */
export function deleteMfaSecret(client: ApiClient, { memberNumber, accessToken }: ProfileMember) {
  return client.call(myProfileOperations.deleteMfaSecret, {
    parameters: { memberNumber },
    bearer: accessToken,
  });
}
