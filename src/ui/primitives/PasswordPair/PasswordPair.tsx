import { useId, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { passwordMessages } from '../../../domain/password/messages.ts';
import { PASSWORD_MAX_LENGTH } from '../../../domain/password/rules.ts';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter/PasswordStrengthMeter.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './PasswordPair.css.ts';

export interface PasswordPairProps {
  readonly newPasswordLabel: string;
  readonly confirmPasswordLabel: string;
  /** What react-hook-form's `register(name)` returns for the new password. */
  readonly newPassword: UseFormRegisterReturn;
  /** What react-hook-form's `register(name)` returns for the confirmation. */
  readonly confirmPassword: UseFormRegisterReturn;
  readonly newPasswordError?: string;
  readonly confirmPasswordError?: string;
  /**
   * Pasting into both fields, allowed by default. Reset password and My Profile pass the site setting
   * (spec 02 §5: "Pasting into password fields is allowed only if the site setting allows it."): the
   * cooperative's choice, kept for choosing a new password only. Signing in always allows it (WCAG 2.2
   * SC 3.3.8), whatever the setting.
   */
  readonly pasteAllowed?: boolean;
}

function blockPaste(event: ClipboardEvent<HTMLInputElement>) {
  event.preventDefault();
}

/**
 * The new-password block of registration, password reset and my profile: the new password with the
 * rule text as its hint and the strength meter under it (the field is described by both), then the
 * confirmation. Both fields ask the browser for a new password (`autocomplete="new-password"`).
 */
export function PasswordPair({
  newPasswordLabel,
  confirmPasswordLabel,
  newPassword,
  confirmPassword,
  newPasswordError,
  confirmPasswordError,
  pasteAllowed = true,
}: PasswordPairProps) {
  const strengthId = `${useId()}-strength`;
  // The meter follows the input itself, so it also reads a value the form put there (a default).
  const [password, setPassword] = useState('');
  const onPaste = pasteAllowed ? undefined : blockPaste;

  return (
    <>
      <div className={styles.newPassword}>
        <TextField
          label={newPasswordLabel}
          type="password"
          hint={passwordMessages.rules.passwordRuleText}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          aria-describedby={strengthId}
          error={newPasswordError}
          onPaste={onPaste}
          {...newPassword}
          ref={(input: HTMLInputElement | null) => {
            newPassword.ref(input);
            if (input) setPassword(input.value);
          }}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setPassword(event.target.value);
            return newPassword.onChange(event);
          }}
        />
        <PasswordStrengthMeter id={strengthId} password={password} />
      </div>
      <TextField
        label={confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={confirmPasswordError}
        onPaste={onPaste}
        {...confirmPassword}
      />
    </>
  );
}
