import { requestUsername } from '../../api/auth.ts';
import { FORGOT_EMAIL_MAX_LENGTH, validateForgotUsernameEmail } from '../../domain/password/forgot.ts';
import { passwordMessages } from '../../domain/password/messages.ts';
import { ForgotRequest, type ForgotRequestField } from './ForgotRequest.tsx';

const texts = passwordMessages.forgotUsername;

/** The field, its label read in the active language. */
const emailField = (): ForgotRequestField => ({
  label: texts.emailLabel,
  type: 'email',
  autoComplete: 'email',
  maxLength: FORGOT_EMAIL_MAX_LENGTH,
  validate: validateForgotUsernameEmail,
});

export interface ForgotUsernameScreenProps {
  /** The route's query. This screen reads none; accepted so every portal screen takes the same props. */
  readonly query?: URLSearchParams;
}

/** Forgot username (route forgot-username): the account's email; the back office emails the username. */
export function ForgotUsernameScreen(_props: ForgotUsernameScreenProps) {
  return <ForgotRequest texts={texts} field={emailField()} send={requestUsername} />;
}
