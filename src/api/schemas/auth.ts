import {
  array,
  boolean,
  coerce,
  type Infer,
  literal,
  nullable,
  number,
  object,
  string,
  type,
} from 'superstruct';
import { described } from './contract.ts';

/**
 * Response schemas of the auth and registration services (spec 01 §3, §7; docs/api.md), and the
 * queries and bodies their calls send.
 */

export const LoginResponseSchema = type({
  memberNumber: string(),
  memberMfaEnabled: boolean(),
  accessToken: nullable(string()),
  expiresInMinutes: number(),
  mfaAuthenticateModel: nullable(type({ encryptedMember: string(), encryptedUserName: string() })),
});
export type LoginResponse = Infer<typeof LoginResponseSchema>;

export const MfaVerifyResponseSchema = type({
  memberNumber: string(),
  accessToken: string(),
  expiresInMinutes: number(),
});
export type MfaVerifyResponse = Infer<typeof MfaVerifyResponseSchema>;

export const RefreshResponseSchema = type({ accessToken: string(), expiresInMinutes: number() });
export type RefreshResponse = Infer<typeof RefreshResponseSchema>;

export const MessageResponseSchema = type({ message: string() });

export const UsernameAvailabilitySchema = type({ available: boolean() });

export const ResetPasswordValidationSchema = type({ memberName: string() });

export const ResetPasswordResponseSchema = type({ code: literal(2011), message: string() });

const ContactOption = type({ id: string(), value: string() });

export const AuthenticationTypesSchema = type({
  memberNumber: string(),
  isSmsEnabled: boolean(),
  emails: array(ContactOption),
  cellPhones: array(ContactOption),
});
export type AuthenticationTypes = Infer<typeof AuthenticationTypesSchema>;

/** Question ids arrive as numbers; the register call sends them back as text. */
const QuestionId = described(
  coerce(string(), number(), (id) => String(id)),
  { type: ['string', 'integer'] },
);

export const VerificationCodeResponseSchema = type({
  email: string(),
  secretQuestions: array(type({ id: QuestionId, description: string(), visible: boolean() })),
});
export type VerificationCodeResponse = Infer<typeof VerificationCodeResponseSchema>;

// What the calls send: queries of text, bodies with exactly the fields the client sends.

/** A call with no body of its own sends `{}` (sign out, renew the token). */
export const EmptyBodySchema = object({});

/** POST v3/auth/login. */
export const LoginRequestSchema = object({ userName: string(), password: string() });

/** POST v3/auth/mfa/verify: the sign-in's challenge and the authenticator code. */
export const MfaVerifyRequestSchema = object({
  userName: string(),
  token: string(),
  encryptedMember: string(),
  encryptedUserName: string(),
  memberNumber: string(),
});

/** GET v3/auth/username-availability. */
export const UsernameAvailabilityQuerySchema = type({ userName: string() });

/** POST v3/auth/forgot-password. */
export const ForgotPasswordRequestSchema = object({ userName: string() });

/** POST v3/auth/forgot-username. */
export const ForgotUsernameRequestSchema = object({ email: string() });

/** GET v3/auth/reset-password/validate: the link's one-time code. */
export const ResetCodeQuerySchema = type({ otc: string() });

/** POST v3/auth/reset-password. */
export const ResetPasswordRequestSchema = object({
  otc: string(),
  password: string(),
  confirmPassword: string(),
});

/** GET v3/registration/authentication-types. */
export const AuthenticationTypesQuerySchema = type({ accountNumber: string() });

/** POST v3/registration/verify-account: where to send the code (an option id, or a typed contact). */
export const SendVerificationCodeRequestSchema = object({
  accountNumber: string(),
  validatorResource: string(),
});

/** POST v3/registration/verify-code. */
export const VerifyCodeRequestSchema = object({
  accountNumber: string(),
  verificationCode: string(),
  validatorResource: string(),
});

/** POST v3/registration/register: the new login. */
export const RegisterMemberRequestSchema = object({
  memberNumber: string(),
  email: string(),
  cnfemail: string(),
  password: string(),
  cnfpassword: string(),
  secQuestion: string(),
  secAnswer: string(),
  hasOptedForPaperlessBilling: boolean(),
  hasOptedForPaperlessOther: boolean(),
  areMarketingEmailsAllowed: boolean(),
  paperlessConfirmText: string(),
  loginId: string(),
  accountNumber: string(),
});
