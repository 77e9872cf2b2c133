import { passwordMessages } from './messages.ts';
import { validateConfirmPassword, validateNewPassword } from './rules.ts';

/** The reset call's response code for success (spec 02 §4, §9). */
export const RESET_SUCCESS_CODE = 2011;
/** The query parameter carrying the one-time code of a reset link. */
export const RESET_CODE_QUERY = 'otc';

/** The one-time code of the reset link; null (the invalid-link state, without a call) when it is missing. */
export function resetCodeFromQuery(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const code = params.get(RESET_CODE_QUERY)?.trim();
  return code ? code : null;
}

export interface ResetPasswordForm {
  readonly password: string;
  readonly confirmPassword: string;
}

export interface ResetPasswordErrors {
  readonly password?: string;
  readonly confirmPassword?: string;
}

/** The reset form's field messages (same rules and texts as every new password); {} when valid. */
export function validateResetPasswordForm(form: ResetPasswordForm): ResetPasswordErrors {
  const password = validateNewPassword(form.password);
  const confirmPassword = validateConfirmPassword(form.password, form.confirmPassword);
  return { ...(password ? { password } : {}), ...(confirmPassword ? { confirmPassword } : {}) };
}

export type ResetOutcome =
  | {
      readonly kind: 'success';
      readonly message: string;
      readonly linkLabel: string;
      readonly linkTo: 'login';
    }
  | { readonly kind: 'failure' };

/**
 * A reset answer: code 2011 is success, shown with the server's message (or the portal's when it sends
 * none) and a link to sign in; any other code is a failure, shown as an alert with the invalid-link state.
 */
export function resetOutcome(response: {
  readonly code: number | string | null | undefined;
  readonly message?: string | null;
}): ResetOutcome {
  if (response.code === null || response.code === undefined || Number(response.code) !== RESET_SUCCESS_CODE) {
    return { kind: 'failure' };
  }
  const serverMessage = response.message?.trim();
  return {
    kind: 'success',
    message: serverMessage ? serverMessage : passwordMessages.reset.success,
    linkLabel: passwordMessages.reset.signIn,
    linkTo: 'login',
  };
}

/** The invalid-link state: its text and the link home (the texts read in the active language). */
export const invalidResetLink = {
  get message() {
    return passwordMessages.reset.invalidLink;
  },
  get linkLabel() {
    return passwordMessages.reset.goHome;
  },
  linkTo: 'home',
} as const;
