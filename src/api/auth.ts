import type { Infer } from 'superstruct';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import {
  EmptyBodySchema,
  ForgotPasswordRequestSchema,
  ForgotUsernameRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  MfaVerifyRequestSchema,
  MfaVerifyResponseSchema,
  RefreshResponseSchema,
  ResetCodeQuerySchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  ResetPasswordValidationSchema,
  UsernameAvailabilityQuerySchema,
  UsernameAvailabilitySchema,
} from './schemas/auth.ts';

const service = 'Auth service';

/** The auth service's calls; the spec does not show their paths, docs/api.md documents them. */
export const authOperations = {
  login: operation({
    id: 'login',
    service,
    summary: 'Signs a member in with username and password',
    method: 'POST',
    path: 'v3/auth/login',
    caller: 'visitor',
    body: LoginRequestSchema,
    answer: LoginResponseSchema,
  }),
  verifyMfa: operation({
    id: 'verifyMfa',
    service,
    summary: 'Completes a sign-in with the authenticator code',
    method: 'POST',
    path: 'v3/auth/mfa/verify',
    caller: 'visitor',
    body: MfaVerifyRequestSchema,
    answer: MfaVerifyResponseSchema,
  }),
  logout: operation({
    id: 'logout',
    service,
    summary: 'Signs the member out: the access token stops working',
    method: 'POST',
    path: 'v3/auth/logout',
    caller: 'member',
    body: EmptyBodySchema,
    answer: MessageResponseSchema,
  }),
  refresh: operation({
    id: 'refreshAccessToken',
    service,
    summary: 'Renews the signed-in member’s access token; the one sent stops working',
    method: 'POST',
    path: 'v3/auth/refresh',
    caller: 'member',
    body: EmptyBodySchema,
    answer: RefreshResponseSchema,
  }),
  usernameAvailability: operation({
    id: 'checkUsernameAvailability',
    service,
    summary: 'Whether a username is still free on the site',
    method: 'GET',
    path: 'v3/auth/username-availability',
    caller: 'visitor',
    query: UsernameAvailabilityQuerySchema,
    answer: UsernameAvailabilitySchema,
  }),
  forgotPassword: operation({
    id: 'requestPasswordReset',
    service,
    summary: 'Emails the login a password reset link',
    method: 'POST',
    path: 'v3/auth/forgot-password',
    caller: 'visitor',
    body: ForgotPasswordRequestSchema,
    answer: MessageResponseSchema,
  }),
  forgotUsername: operation({
    id: 'requestUsername',
    service,
    summary: 'Emails the usernames of the logins with an email address',
    method: 'POST',
    path: 'v3/auth/forgot-username',
    caller: 'visitor',
    body: ForgotUsernameRequestSchema,
    answer: MessageResponseSchema,
  }),
  validateResetCode: operation({
    id: 'validateResetCode',
    service,
    summary: 'Checks a reset link’s one-time code and names its member',
    method: 'GET',
    path: 'v3/auth/reset-password/validate',
    caller: 'visitor',
    query: ResetCodeQuerySchema,
    answer: ResetPasswordValidationSchema,
  }),
  resetPassword: operation({
    id: 'resetPassword',
    service,
    summary: 'Sets a new password with a reset link’s one-time code',
    method: 'POST',
    path: 'v3/auth/reset-password',
    caller: 'visitor',
    body: ResetPasswordRequestSchema,
    answer: ResetPasswordResponseSchema,
  }),
} as const;

export function login(client: ApiClient, credentials: { userName: string; password: string }) {
  return client.call(authOperations.login, { body: credentials });
}

export interface MfaVerifyRequest {
  readonly userName: string;
  readonly token: string;
  readonly encryptedMember: string;
  readonly encryptedUserName: string;
  readonly memberNumber: string;
}

export function verifyMfa(client: ApiClient, request: MfaVerifyRequest) {
  return client.call(authOperations.verifyMfa, { body: request });
}

export function logout(client: ApiClient, accessToken: string) {
  return client.call(authOperations.logout, { bearer: accessToken, body: {} });
}

/** A new token for the signed-in member; the one sent stops working. Its 401 is the caller's to handle. */
export function refreshAccessToken(client: ApiClient, accessToken: string) {
  return client.call(authOperations.refresh, {
    bearer: accessToken,
    body: {},
    reportUnauthorized: false,
  });
}

export function checkUsernameAvailability(client: ApiClient, userName: string) {
  return client.call(authOperations.usernameAvailability, { query: { userName } });
}

export function requestPasswordReset(client: ApiClient, userName: string) {
  return client.call(authOperations.forgotPassword, { body: { userName } });
}

export function requestUsername(client: ApiClient, email: string) {
  return client.call(authOperations.forgotUsername, { body: { email } });
}

export function validateResetCode(client: ApiClient, otc: string) {
  return client.call(authOperations.validateResetCode, { query: { otc } });
}

export function resetPassword(
  client: ApiClient,
  request: { otc: string; password: string; confirmPassword: string },
) {
  return client.call(authOperations.resetPassword, { body: request });
}

// The requests the functions take must be what the body schemas describe, typed as sent.
const sendsTheRequests = (
  credentials: Parameters<typeof login>[1],
  mfa: MfaVerifyRequest,
  reset: Parameters<typeof resetPassword>[1],
): [
  Infer<typeof LoginRequestSchema>,
  Infer<typeof MfaVerifyRequestSchema>,
  Infer<typeof ResetPasswordRequestSchema>,
] => [credentials, mfa, reset];
void sendsTheRequests;
