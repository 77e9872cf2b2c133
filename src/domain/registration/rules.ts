import { validateConfirmPassword, validateNewPassword } from '../password/rules.ts';
import { registrationMessages } from './messages.ts';

const errors = registrationMessages.errors;

export const REGISTRATION_ACCOUNT_NUMBER_MAX_LENGTH = 12;
export const CONTACT_EMAIL_MAX_LENGTH = 60;
export const CONTACT_PHONE_MAX_LENGTH = 14;
export const VERIFICATION_CODE_MAX_LENGTH = 6;
export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 60;
export const SECURITY_ANSWER_MAX_LENGTH = 100;

const digitsPattern = /^\d+$/;
const phonePattern = /^\(\d{3}\) \d{3}-\d{4}$/;
const emailLocalAndDomain =
  "[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]*[a-z0-9])?\\.)+[a-z]{2,}";
/** Step two's email pattern is lowercase only (spec 01 §5). */
const lowercaseEmailPattern = new RegExp(`^${emailLocalAndDomain}$`);
/** An email typed for the verification code: any case. */
const anyCaseEmailPattern = new RegExp(`^${emailLocalAndDomain}$`, 'i');
const usernameCharactersPattern = /^[A-Za-z0-9][A-Za-z0-9 _.@-]*[A-Za-z0-9]$/;
const repeatedSpecialPattern = /([ _.@-])\1/;

/* Step one ----------------------------------------------------------------------------------------- */

/** Account number: required, digits only, at most 12 digits. */
export function validateAccountNumber(value: string): string | undefined {
  if (value.trim() === '') return errors.accountNumberRequired;
  if (!digitsPattern.test(value)) return errors.accountNumberDigits;
  if (value.length > REGISTRATION_ACCOUNT_NUMBER_MAX_LENGTH) return errors.accountNumberTooLong;
  return undefined;
}

/** One email address or cell phone of the account (masked by the server). */
export interface ContactOption {
  readonly id: string;
  readonly value: string;
}

/** The authentication options of an account (spec 01 §3 'Registration'). */
export interface AuthenticationOptions {
  readonly memberNumber: string;
  readonly isSmsEnabled: boolean;
  readonly emails: readonly ContactOption[];
  readonly cellPhones: readonly ContactOption[];
}

export interface SendOptionChoice {
  readonly kind: 'email' | 'sms';
  readonly id: string;
  readonly destination: string;
  readonly label: string;
}

/** Where a code can go: every email, and every cell phone when text messages are enabled. */
export function sendOptionChoices(options: AuthenticationOptions): SendOptionChoice[] {
  const labels = registrationMessages.labels;
  return [
    ...options.emails.map((email) => ({
      kind: 'email' as const,
      id: email.id,
      destination: email.value,
      label: labels.emailOption(email.value),
    })),
    ...(options.isSmsEnabled
      ? options.cellPhones.map((phone) => ({
          kind: 'sms' as const,
          id: phone.id,
          destination: phone.value,
          label: labels.textOption(phone.value),
        }))
      : []),
  ];
}

export type ContactStep =
  | { readonly kind: 'choose'; readonly choices: readonly SendOptionChoice[] }
  | { readonly kind: 'user-provided' }
  | { readonly kind: 'unavailable'; readonly message: string };

/**
 * What follows the account number: the choice of where to send the code; when the account has no contact,
 * a contact the member types if the site allows it, else 'Unable to fetch details for entered account.
 * Please contact customer support.' (spec 01 §5, §8).
 */
export function contactStep(options: AuthenticationOptions, allowUserProvidedContact: boolean): ContactStep {
  const choices = sendOptionChoices(options);
  if (choices.length > 0) return { kind: 'choose', choices };
  if (allowUserProvidedContact) return { kind: 'user-provided' };
  return { kind: 'unavailable', message: errors.unableToFetchDetails };
}

/** A send option must be chosen. */
export function validateSendOption(selectedId: string | null | undefined): string | undefined {
  return selectedId && selectedId.trim() !== '' ? undefined : errors.sendOptionRequired;
}

/**
 * A contact the member types when the account has none: a valid email of at most 60 characters, or a
 * phone written (ddd) ddd-dddd (14 characters).
 */
export function validateUserProvidedContact(kind: 'email' | 'phone', value: string): string | undefined {
  if (kind === 'email') {
    return value.length <= CONTACT_EMAIL_MAX_LENGTH && anyCaseEmailPattern.test(value)
      ? undefined
      : errors.userProvidedEmailInvalid;
  }
  return value.length <= CONTACT_PHONE_MAX_LENGTH && phonePattern.test(value)
    ? undefined
    : errors.userProvidedPhoneInvalid;
}

/** The verification code: required, digits only, at most 6 digits. */
export function validateVerificationCode(value: string): string | undefined {
  if (value.trim() === '') return errors.codeRequired;
  if (!digitsPattern.test(value)) return errors.codeDigits;
  if (value.length > VERIFICATION_CODE_MAX_LENGTH) return errors.codeTooLong;
  return undefined;
}

/* Step two ----------------------------------------------------------------------------------------- */

/**
 * The username rules: 6 to 60 characters of letters, digits, space, underscore, period, at sign and
 * hyphen; starting and ending with a letter or digit; no special character (space included) twice in a row.
 */
export function meetsUsernameRules(value: string): boolean {
  return (
    value.length >= USERNAME_MIN_LENGTH &&
    value.length <= USERNAME_MAX_LENGTH &&
    usernameCharactersPattern.test(value) &&
    !repeatedSpecialPattern.test(value)
  );
}

/** Username: required, then the rules. Availability is a separate check (see shouldCheckUsernameAvailability). */
export function validateRegistrationUsername(value: string): string | undefined {
  if (value.trim() === '') return errors.usernameRequired;
  if (!meetsUsernameRules(value)) return errors.usernameCriteria;
  return undefined;
}

/** Availability is checked on blur, and only for a username that meets the rules. */
export function shouldCheckUsernameAvailability(value: string): boolean {
  return meetsUsernameRules(value);
}

/** The message for a username the availability check found taken. */
export function usernameAvailabilityMessage(available: boolean): string | undefined {
  return available ? undefined : errors.usernameTaken;
}

/** Email: required, a lowercase address, at most 60 characters; one message for every failure. */
export function validateRegistrationEmail(value: string): string | undefined {
  return value.length <= EMAIL_MAX_LENGTH && lowercaseEmailPattern.test(value)
    ? undefined
    : errors.emailInvalid;
}

/** Confirm email, when the site asks for it: must equal the email. */
export function validateConfirmEmail(
  email: string,
  confirmEmail: string,
  required: boolean,
): string | undefined {
  if (!required) return undefined;
  return confirmEmail === email ? undefined : errors.confirmEmailMismatch;
}

/** Security question: one must be selected. */
export function validateSecurityQuestion(questionId: string | number | null | undefined): string | undefined {
  if (questionId === null || questionId === undefined) return errors.securityQuestionRequired;
  return String(questionId).trim() === '' ? errors.securityQuestionRequired : undefined;
}

/** Security answer: required, at most 100 characters. */
export function validateSecurityAnswer(value: string): string | undefined {
  if (value.trim() === '') return errors.securityAnswerRequired;
  if (value.length > SECURITY_ANSWER_MAX_LENGTH) return errors.securityAnswerTooLong;
  return undefined;
}

/** When either paperless option is on, the paperless confirmation must be checked. */
export function validatePaperlessConfirmation(form: {
  readonly hasOptedForPaperlessBilling: boolean;
  readonly hasOptedForPaperlessOther: boolean;
  readonly paperlessConfirmed: boolean;
}): string | undefined {
  const paperless = form.hasOptedForPaperlessBilling || form.hasOptedForPaperlessOther;
  return paperless && !form.paperlessConfirmed ? errors.paperlessConfirmationRequired : undefined;
}

/** Step two's form, with the register-member request's field names (spec 01 §3). */
export interface RegistrationForm {
  readonly loginId: string;
  readonly email: string;
  readonly cnfemail: string;
  readonly password: string;
  readonly cnfpassword: string;
  readonly secQuestion: string | number | null;
  readonly secAnswer: string;
  readonly hasOptedForPaperlessBilling: boolean;
  readonly hasOptedForPaperlessOther: boolean;
  /** The paperless confirmation checkbox. */
  readonly paperlessConfirmed: boolean;
}

export type RegistrationFormErrors = Partial<
  Record<
    | 'loginId'
    | 'email'
    | 'cnfemail'
    | 'password'
    | 'cnfpassword'
    | 'secQuestion'
    | 'secAnswer'
    | 'paperlessConfirmed',
    string
  >
>;

/** Every field message of step two; {} when the form can be sent. */
export function validateRegistrationForm(
  form: RegistrationForm,
  settings: { readonly confirmEmailRequired: boolean },
): RegistrationFormErrors {
  const found: RegistrationFormErrors = {
    loginId: validateRegistrationUsername(form.loginId),
    email: validateRegistrationEmail(form.email),
    cnfemail: validateConfirmEmail(form.email, form.cnfemail, settings.confirmEmailRequired),
    password: validateNewPassword(form.password),
    cnfpassword: validateConfirmPassword(form.password, form.cnfpassword),
    secQuestion: validateSecurityQuestion(form.secQuestion),
    secAnswer: validateSecurityAnswer(form.secAnswer),
    paperlessConfirmed: validatePaperlessConfirmation(form),
  };
  return Object.fromEntries(
    Object.entries(found).filter(([, message]) => message !== undefined),
  ) as RegistrationFormErrors;
}

export { passwordStrength } from '../password/rules.ts';
