import type { ApiClient } from './client.ts';
import {
  AuthenticationTypesSchema,
  MessageResponseSchema,
  VerificationCodeResponseSchema,
} from './schemas/auth.ts';

export const registrationPaths = {
  authenticationTypes: 'v3/registration/authentication-types',
  verifyAccount: 'v3/registration/verify-account',
  verifyCode: 'v3/registration/verify-code',
  register: 'v3/registration/register',
} as const;

/** Where a registration code may be sent: the member's masked contact options. */
export function getAuthenticationTypes(client: ApiClient, accountNumber: string) {
  return client.get(registrationPaths.authenticationTypes, AuthenticationTypesSchema, {
    searchParams: { accountNumber },
  });
}

/** Sends a verification code to the chosen contact (an option id, or a contact the member typed). */
export function sendVerificationCode(client: ApiClient, accountNumber: string, validatorResource: string) {
  return client.post(registrationPaths.verifyAccount, MessageResponseSchema, {
    json: { accountNumber, validatorResource },
  });
}

export function verifyRegistrationCode(
  client: ApiClient,
  request: { accountNumber: string; verificationCode: string; validatorResource: string },
) {
  return client.post(registrationPaths.verifyCode, VerificationCodeResponseSchema, { json: request });
}

export interface RegisterMemberRequest {
  readonly memberNumber: string;
  readonly email: string;
  readonly cnfemail: string;
  readonly password: string;
  readonly cnfpassword: string;
  readonly secQuestion: string;
  readonly secAnswer: string;
  readonly hasOptedForPaperlessBilling: boolean;
  readonly hasOptedForPaperlessOther: boolean;
  readonly areMarketingEmailsAllowed: boolean;
  readonly paperlessConfirmText: string;
  readonly loginId: string;
  readonly accountNumber: string;
}

export function registerMember(client: ApiClient, request: RegisterMemberRequest) {
  return client.post(registrationPaths.register, MessageResponseSchema, { json: request });
}
