import type { Infer } from 'superstruct';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import {
  AuthenticationTypesQuerySchema,
  AuthenticationTypesSchema,
  MessageResponseSchema,
  RegisterMemberRequestSchema,
  SendVerificationCodeRequestSchema,
  VerificationCodeResponseSchema,
  VerifyCodeRequestSchema,
} from './schemas/auth.ts';

const service = 'Registration service';

/** The registration calls (docs/api.md, "Registration service"): none carries a bearer token. */
export const registrationOperations = {
  authenticationTypes: operation({
    id: 'getAuthenticationTypes',
    service,
    summary: 'Where a registration code may be sent: the member’s masked contacts',
    method: 'GET',
    path: 'v3/registration/authentication-types',
    caller: 'visitor',
    query: AuthenticationTypesQuerySchema,
    answer: AuthenticationTypesSchema,
  }),
  verifyAccount: operation({
    id: 'sendVerificationCode',
    service,
    summary: 'Sends a verification code to the chosen contact',
    method: 'POST',
    path: 'v3/registration/verify-account',
    caller: 'visitor',
    body: SendVerificationCodeRequestSchema,
    answer: MessageResponseSchema,
  }),
  verifyCode: operation({
    id: 'verifyRegistrationCode',
    service,
    summary: 'Checks the verification code; answers the email and the security questions',
    method: 'POST',
    path: 'v3/registration/verify-code',
    caller: 'visitor',
    body: VerifyCodeRequestSchema,
    answer: VerificationCodeResponseSchema,
  }),
  register: operation({
    id: 'registerMember',
    service,
    summary: 'Creates the member’s portal login',
    method: 'POST',
    path: 'v3/registration/register',
    caller: 'visitor',
    body: RegisterMemberRequestSchema,
    answer: MessageResponseSchema,
  }),
} as const;

/** Where a registration code may be sent: the member's masked contact options. */
export function getAuthenticationTypes(client: ApiClient, accountNumber: string) {
  return client.call(registrationOperations.authenticationTypes, { query: { accountNumber } });
}

/** Sends a verification code to the chosen contact (an option id, or a contact the member typed). */
export function sendVerificationCode(client: ApiClient, accountNumber: string, validatorResource: string) {
  return client.call(registrationOperations.verifyAccount, {
    body: { accountNumber, validatorResource },
  });
}

export function verifyRegistrationCode(
  client: ApiClient,
  request: { accountNumber: string; verificationCode: string; validatorResource: string },
) {
  return client.call(registrationOperations.verifyCode, { body: request });
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
  return client.call(registrationOperations.register, { body: request });
}

// The requests the functions take must be what the body schemas describe, typed as sent.
const sendsTheRequests = (
  code: Parameters<typeof verifyRegistrationCode>[1],
  registration: RegisterMemberRequest,
): [Infer<typeof VerifyCodeRequestSchema>, Infer<typeof RegisterMemberRequestSchema>] => [code, registration];
void sendsTheRequests;
