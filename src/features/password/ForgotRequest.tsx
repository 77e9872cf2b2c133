import { useId, useLayoutEffect, useRef, type HTMLInputTypeAttribute } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { passwordErrors } from '../../domain/password/errors.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
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
  const request = useMutation({ send: (value: string) => send(client, value), errors: passwordErrors });
  const sent = request.status === 'succeeded';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useDomainForm<{ value: string }>({ defaultValues: { value: '' } });

  // The form is replaced by the confirmation: focus goes to the top of what is shown now.
  useLayoutEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);
  const submit = handleSubmit(({ value }) => void request.submit(value.trim()));

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
            <AnswerHolder focus={request.error !== null} answer={request.answerCount}>
              {request.error && <Alert tone="error">{request.error}</Alert>}
            </AnswerHolder>
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
                <Button type="submit" loading={request.pending}>
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
