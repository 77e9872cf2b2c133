import { array, boolean, coerce, type Infer, literal, nullable, number, string, type } from 'superstruct';

/** Response schemas of the auth and registration services (spec 01 §3, §7; docs/api.md). */

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
const QuestionId = coerce(string(), number(), (id) => String(id));

export const VerificationCodeResponseSchema = type({
  email: string(),
  secretQuestions: array(type({ id: QuestionId, description: string(), visible: boolean() })),
});
export type VerificationCodeResponse = Infer<typeof VerificationCodeResponseSchema>;
