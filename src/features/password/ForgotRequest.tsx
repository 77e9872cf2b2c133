import { useId, useLayoutEffect, useRef, useState, type HTMLInputTypeAttribute } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiClient } from '../../api/client.ts';
import { errorText } from '../../api/errors.ts';
import { passwordErrors } from '../../domain/password/errors.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './PasswordScreens.css';

export interface ForgotRequestTexts {
  readonly title: string;
  readonly instructions: string;
  readonly submit: string;
  readonly confirmation: string;
  readonly backToSignIn: string;
}

export interface ForgotRequestField {
  readonly label: string;
  readonly type: HTMLInputTypeAttribute;
  readonly autoComplete: string;
  readonly maxLength: number;
  readonly validate: (value: string) => string | undefined;
}

export interface ForgotRequestProps {
  readonly texts: ForgotRequestTexts;
  readonly field: ForgotRequestField;
  /** The back-office call; its answer is not shown (see `texts.confirmation`). */
  readonly send: (client: ApiClient, value: string) => Promise<unknown>;
}

/**
 * A one-field request of the sign-in helpers (forgot password, forgot username). Once sent, it shows the
 * same confirmation whatever the back office found, so the page cannot be used to discover usernames or
 * addresses; a failed call shows its message as an alert.
 */
export function ForgotRequest({ texts, field, send }: ForgotRequestProps) {
  const { client } = useElementContext();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const alertHolder = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  // The count makes the same message a new error, so focus moves to it again.
  const [error, setError] = useState<{ message: string; count: number } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ value: string }>({
    defaultValues: { value: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // The form is replaced by the confirmation: focus goes to the top of what is shown now.
  useLayoutEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);
  // Focus was on the submit button, disabled while busy: it goes to the message, just above the form.
  useLayoutEffect(() => {
    if (error) alertHolder.current?.focus();
  }, [error]);

  const submit = handleSubmit(async ({ value }) => {
    setBusy(true);
    setError(null);
    try {
      await send(client, value.trim());
      setSent(true);
    } catch (caught) {
      setError((previous) => ({
        message: errorText(caught, passwordErrors),
        count: (previous?.count ?? 0) + 1,
      }));
    } finally {
      setBusy(false);
    }
  });

  const backToSignIn = (
    <RouteLink className={styles.link} to="pages/login">
      {texts.backToSignIn}
    </RouteLink>
  );

  return (
    <section className={styles.card} part="card" aria-labelledby={headingId}>
      <div className={styles.content}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          {texts.title}
        </h2>
        {sent ? (
          <>
            <Alert tone="success">{texts.confirmation}</Alert>
            <p className={styles.text}>{backToSignIn}</p>
          </>
        ) : (
          <>
            <p className={styles.text}>{texts.instructions}</p>
            <div ref={alertHolder} tabIndex={-1} className={styles.alertHolder}>
              {error && <Alert tone="error">{error.message}</Alert>}
            </div>
            <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
              <TextField
                label={field.label}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                error={errors.value?.message}
                {...register('value', { validate: field.validate })}
              />
              <div className={styles.actions}>
                {backToSignIn}
                <Button type="submit" loading={busy}>
                  {texts.submit}
                </Button>
              </div>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
