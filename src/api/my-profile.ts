import type { MemberUpdate } from '../domain/my-profile/update.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import {
  MemberDetailsSchema,
  MemberUpdateResultSchema,
  MfaQrCodeSchema,
  MfaRemoveResultSchema,
  MfaStatusSchema,
  MfaVerifyResultSchema,
} from './schemas/my-profile.ts';

const member = (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}`;

/**
 * Paths of the My Profile calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("My Profile service").
 */
export const myProfilePaths = {
  details: (memberNumber: string) => `${member(memberNumber)}/member-details`,
  mfa: (memberNumber: string) => `${member(memberNumber)}/mfa`,
  mfaQrCode: (memberNumber: string) => `${member(memberNumber)}/mfa/qr-code`,
  mfaSecret: (memberNumber: string) => `${member(memberNumber)}/mfa/secret`,
} as const;

/** Who asks: the signed-in member and their access token. */
export interface ProfileMember {
  readonly memberNumber: string;
  readonly accessToken: string;
}

/** The member's details (spec 02 §7, "Get member details by member number"). */
export function getMemberDetails(
  client: ApiClient,
  { memberNumber, accessToken }: ProfileMember,
  signal?: AbortSignal,
) {
  return client.get(myProfilePaths.details(memberNumber), MemberDetailsSchema, {
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
  return client.put(myProfilePaths.details(memberNumber), MemberUpdateResultSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}

/** Whether the member signs in with an authenticator code (spec 02 §7, "Get member auth status"). */
export function getMfaStatus(
  client: ApiClient,
  { memberNumber, accessToken }: ProfileMember,
  signal?: AbortSignal,
) {
  return client.get(myProfilePaths.mfa(memberNumber), MfaStatusSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** A new authenticator secret and its QR code address (spec 02 §7, "Get QR code"). */
export function createMfaQrCode(client: ApiClient, { memberNumber, accessToken }: ProfileMember) {
  return client.post(myProfilePaths.mfaQrCode(memberNumber), MfaQrCodeSchema, {
    bearer: accessToken,
    json: {},
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
  return client.post(myProfilePaths.mfaSecret(memberNumber), MfaVerifyResultSchema, {
    bearer: accessToken,
    json: request,
  });
}

/** Turns the authenticator off (spec 02 §7, "Delete member auth secret"). */
export function deleteMfaSecret(client: ApiClient, { memberNumber, accessToken }: ProfileMember) {
  return client.delete(myProfilePaths.mfaSecret(memberNumber), MfaRemoveResultSchema, {
    bearer: accessToken,
  });
}
