import type { ApiClient } from './client.ts';
import {
  LoginResponseSchema,
  MessageResponseSchema,
  MfaVerifyResponseSchema,
  RefreshResponseSchema,
  ResetPasswordResponseSchema,
  ResetPasswordValidationSchema,
  UsernameAvailabilitySchema,
} from './schemas/auth.ts';

/** Paths of the auth service; the spec does not show them, docs/api.md documents them. */
export const authPaths = {
  login: 'v3/auth/login',
  verifyMfa: 'v3/auth/mfa/verify',
  logout: 'v3/auth/logout',
  refresh: 'v3/auth/refresh',
  usernameAvailability: 'v3/auth/username-availability',
  forgotPassword: 'v3/auth/forgot-password',
  forgotUsername: 'v3/auth/forgot-username',
  validateResetCode: 'v3/auth/reset-password/validate',
  resetPassword: 'v3/auth/reset-password',
} as const;

export function login(client: ApiClient, credentials: { userName: string; password: string }) {
  return client.post(authPaths.login, LoginResponseSchema, { json: credentials });
}

export interface MfaVerifyRequest {
  readonly userName: string;
  readonly token: string;
  readonly encryptedMember: string;
  readonly encryptedUserName: string;
  readonly memberNumber: string;
}

export function verifyMfa(client: ApiClient, request: MfaVerifyRequest) {
  return client.post(authPaths.verifyMfa, MfaVerifyResponseSchema, { json: request });
}

export function logout(client: ApiClient, accessToken: string) {
  return client.post(authPaths.logout, MessageResponseSchema, { bearer: accessToken, json: {} });
}

/** A new token for the signed-in member; the one sent stops working. Its 401 is the caller's to handle. */
export function refreshAccessToken(client: ApiClient, accessToken: string) {
  return client.post(authPaths.refresh, RefreshResponseSchema, {
    bearer: accessToken,
    json: {},
    reportUnauthorized: false,
  });
}

export function checkUsernameAvailability(client: ApiClient, userName: string) {
  return client.get(authPaths.usernameAvailability, UsernameAvailabilitySchema, {
    searchParams: { userName },
  });
}

export function requestPasswordReset(client: ApiClient, userName: string) {
  return client.post(authPaths.forgotPassword, MessageResponseSchema, { json: { userName } });
}

export function requestUsername(client: ApiClient, email: string) {
  return client.post(authPaths.forgotUsername, MessageResponseSchema, { json: { email } });
}

export function validateResetCode(client: ApiClient, otc: string) {
  return client.get(authPaths.validateResetCode, ResetPasswordValidationSchema, { searchParams: { otc } });
}

export function resetPassword(
  client: ApiClient,
  request: { otc: string; password: string; confirmPassword: string },
) {
  return client.post(authPaths.resetPassword, ResetPasswordResponseSchema, { json: request });
}
