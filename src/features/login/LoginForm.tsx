import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { loginMessages } from '../../domain/login/messages.ts';
import {
  isBlockedPasswordKey,
  isMfaCodeComplete,
  LOGIN_PASSWORD_MAX_LENGTH,
  LOGIN_USERNAME_MAX_LENGTH,
  MFA_CODE_LENGTH,
  validatePassword,
  validateUsername,
} from '../../domain/login/rules.ts';
import { digitsOnly } from '../../domain/digits.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { PasswordField } from '../../ui/primitives/PasswordField/PasswordField.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './LoginScreen.css';
import type { LoginFlowState, SignInOutcome } from './useLoginFlow.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';

interface CredentialValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  readonly state: LoginFlowState;
  /** Focus the username once mounted: the form was started over (Back, a session ended). */
  readonly focusOnMount: boolean;
  readonly onSignIn: (credentials: { userName: string; password: string }) => Promise<SignInOutcome>;
  readonly onVerify: (code: string) => Promise<SignInOutcome>;
  readonly onBack: () => void;
}

/** The credential form and, for a member with multi-factor sign-in, its verification-code step. */
export function LoginForm({ state, focusOnMount, onSignIn, onVerify, onBack }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useDomainForm<CredentialValues>({
    defaultValues: { username: '', password: '' },
  });
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const verifying = state.challenge !== null;

  useEffect(() => {
    if (focusOnMount) setFocus('username');
  }, [focusOnMount, setFocus]);

  // The code field appears in place of the password: focus follows, so typing continues there.
  useEffect(() => {
    if (verifying) codeInput.current?.focus();
  }, [verifying]);

  const submitCredentials = handleSubmit(async ({ username, password }) => {
    const outcome = await onSignIn({ userName: username.trim(), password });
    if (outcome === 'failed') {
      // Spec 01 §4: a failed login clears the password and focuses the username.
      setValue('password', '');
      setFocus('username');
    }
  });

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isMfaCodeComplete(code) || state.busy) return;
    const outcome = await onVerify(code);
    if (outcome === 'failed' && codeInput.current?.isConnected) {
      setCode('');
      codeInput.current.focus();
    }
  }

  function blockSpace(event: KeyboardEvent<HTMLInputElement>) {
    if (isBlockedPasswordKey(event.key)) event.preventDefault();
  }

  return (
    <form className={styles.form} noValidate onSubmit={verifying ? submitCode : submitCredentials}>
      {verifying && <h3 className={styles.subheading}>{loginMessages.mfa.heading}</h3>}
      <TextField
        label={loginMessages.usernameLabel}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LOGIN_USERNAME_MAX_LENGTH}
        readOnly={verifying || state.busy}
        error={errors.username?.message}
        {...register('username', { validate: validateUsername })}
      />
      {verifying ? (
        <>
          <DigitsField
            ref={codeInput}
            label={loginMessages.mfa.codeLabel}
            hint={loginMessages.mfa.instructions}
            pattern="[0-9]*"
            autoComplete="one-time-code"
            maxLength={MFA_CODE_LENGTH}
            readOnly={state.busy}
            value={code}
            // An autofilled code keeps its digits only: there is no message to name what is wrong with it.
            onChange={(event) => setCode(digitsOnly(event.currentTarget.value).slice(0, MFA_CODE_LENGTH))}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={state.busy} disabled={!isMfaCodeComplete(code)}>
              {loginMessages.mfa.verify}
            </Button>
            <Button type="button" variant="secondary" disabled={state.busy} onClick={onBack}>
              {loginMessages.mfa.back}
            </Button>
          </div>
        </>
      ) : (
        <>
          {/*
            Pasting and password managers always work here and in the verification code (WCAG 2.2 SC
            3.3.8, Accessible Authentication): spec 01 §5's "password pasting allowed only if the site
            setting allows" applies only where a new password is chosen (PasswordPair).
          */}
          <PasswordField
            label={loginMessages.passwordLabel}
            autoComplete="current-password"
            maxLength={LOGIN_PASSWORD_MAX_LENGTH}
            readOnly={state.busy}
            error={errors.password?.message}
            onKeyDown={blockSpace}
            {...register('password', { validate: validatePassword })}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={state.busy} width="fullOnMobile">
              {loginMessages.logIn}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
