import { requestPasswordReset } from '../../api/auth.ts';
import { LOGIN_USERNAME_MAX_LENGTH } from '../../domain/login/rules.ts';
import { validateForgotPasswordUsername } from '../../domain/password/forgot.ts';
import { passwordMessages } from '../../domain/password/messages.ts';
import { ForgotRequest, type ForgotRequestField } from './ForgotRequest.tsx';

const texts = passwordMessages.forgotPassword;

/** The field, its label read in the active language. */
const usernameField = (): ForgotRequestField => ({
  label: texts.usernameLabel,
  type: 'text',
  autoComplete: 'username',
  maxLength: LOGIN_USERNAME_MAX_LENGTH,
  validate: validateForgotPasswordUsername,
});

export interface ForgotPasswordScreenProps {
  /** The route's query. This screen reads none; accepted so every portal screen takes the same props. */
  readonly query?: URLSearchParams;
}

/** Forgot password (route pages/forgot-password): the username; the back office emails a reset link. */
export function ForgotPasswordScreen(_props: ForgotPasswordScreenProps) {
  return <ForgotRequest texts={texts} field={usernameField()} send={requestPasswordReset} />;
}
