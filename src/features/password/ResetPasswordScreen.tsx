import { useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { resetPassword, validateResetCode } from '../../api/auth.ts';
import { errorMessages } from '../../domain/error-messages.ts';
import { passwordErrors } from '../../domain/password/errors.ts';
import { passwordMessages } from '../../domain/password/messages.ts';
import {
  invalidResetLink,
  RESET_CODE_QUERY,
  resetCodeFromQuery,
  resetOutcome,
  validateResetPasswordForm,
  type ResetPasswordForm,
} from '../../domain/password/reset.ts';
import { addressSecret, forgetAddressSecret, takeAddressSecrets } from '../../state/address-secrets.ts';
import { useSiteConfiguration } from '../../state/site-configuration.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { RouteLink, useIsPortalRoute, useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner/Spinner.tsx';
import { PasswordPair } from '../../ui/primitives/PasswordPair/PasswordPair.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './PasswordScreens.css';

const texts = passwordMessages.reset;

/** Texts are kept as readers, read when shown: a language switch shows them in the new language. */
type ResetState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'form'; readonly memberName: string }
  | { readonly kind: 'invalid'; readonly error: (() => string) | null }
  | { readonly kind: 'success'; readonly message: () => string };

export interface ResetPasswordScreenProps {
  /**
   * The route's query (`otc`). Without it, the portal's route query, or for a standalone element the page's
   * (`?otc=…`, else a hash route's `#/reset-password?otc=…`).
   */
  readonly query?: URLSearchParams;
}

/**
 * Reset password (route reset-password?otc=…; spec 02 §2.5, §4, §8): checks the link's one-time code,
 * then asks for the new password. 2011 shows the server's message and a link to sign in; a link that is
 * missing, unknown or expired, or a refused reset, shows the error and the invalid-link state.
 */
export function ResetPasswordScreen({ query }: ResetPasswordScreenProps) {
  const { client, config } = useElementContext();
  const site = useSiteConfiguration(config.apiBase, config.applicationId);
  const routeQuery = useRouteQuery();
  // On a page of its own, the link's code leaves the page's address before anything else reads it (the
  // portal takes it out of its own route the same way).
  const standalone = !useIsPortalRoute();
  useState(() => standalone && takeAddressSecrets({ mode: 'page', route: 'reset-password' }));
  const [heldCode] = useState(() => addressSecret(RESET_CODE_QUERY));
  const otc = resetCodeFromQuery(query ?? routeQuery) ?? heldCode;
  const [state, setState] = useState<ResetState>(() =>
    otc ? { kind: 'checking' } : { kind: 'invalid', error: null },
  );
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!otc) {
      setState({ kind: 'invalid', error: null });
      return;
    }
    let current = true;
    setState({ kind: 'checking' });
    validateResetCode(client, otc).then(
      ({ memberName }) => current && setState({ kind: 'form', memberName }),
      (error: unknown) =>
        current && setState({ kind: 'invalid', error: () => errorText(error, passwordErrors) }),
    );
    return () => {
      current = false;
    };
  }, [client, otc]);

  const reset = useMutation({
    send: ({ code, form }: { code: string; form: ResetPasswordForm }) =>
      resetPassword(client, { otc: code, ...form }),
    errors: passwordErrors,
  });

  async function submit(form: ResetPasswordForm) {
    if (!otc) return;
    const answer = await reset.submit({ code: otc, form });
    if (answer.status === 'busy') return;
    if (answer.status === 'succeeded' && resetOutcome(answer.result).kind === 'success') {
      // Texts are read again when shown (the domain reads them in the active language).
      const successText = () => {
        const outcome = resetOutcome(answer.result);
        return outcome.kind === 'success' ? outcome.message : '';
      };
      // The code is spent: a later visit to the route does not try it again.
      forgetAddressSecret(RESET_CODE_QUERY);
      setState({ kind: 'success', message: successText });
    } else if (answer.status === 'failed') {
      setState({ kind: 'invalid', error: answer.error === null ? null : () => answer.error ?? '' });
    } else {
      setState({ kind: 'invalid', error: () => errorMessages.generic });
    }
    // The form is gone: the member continues from the top of what replaced it.
    heading.current?.focus();
  }

  const pasteAllowed = site.status === 'ready' && site.configuration.configuration.passwordPasteAllowed;

  return (
    <section className={styles.card} part="card" aria-labelledby={headingId}>
      <div className={styles.content}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          {texts.title}
        </h2>
        {state.kind === 'checking' && <Spinner label={texts.checkingLink} />}
        {state.kind === 'form' && (
          <ResetPasswordFormView
            memberName={state.memberName}
            pasteAllowed={pasteAllowed}
            onSubmit={submit}
          />
        )}
        {state.kind === 'success' && (
          <>
            <Alert tone="success">{state.message()}</Alert>
            <p className={styles.text}>
              <RouteLink className={styles.link} to="pages/login">
                {texts.signIn}
              </RouteLink>
            </p>
          </>
        )}
        {state.kind === 'invalid' && (
          <>
            {state.error && <Alert tone="error">{state.error()}</Alert>}
            <p className={styles.text}>{invalidResetLink.message}</p>
            <p className={styles.text}>
              <RouteLink className={styles.link} to={invalidResetLink.linkTo}>
                {invalidResetLink.linkLabel}
              </RouteLink>
            </p>
          </>
        )}
      </div>
    </section>
  );
}

function ResetPasswordFormView({
  memberName,
  pasteAllowed,
  onSubmit,
}: {
  readonly memberName: string;
  readonly pasteAllowed: boolean;
  readonly onSubmit: (form: ResetPasswordForm) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useDomainForm<ResetPasswordForm>({
    defaultValues: { password: '', confirmPassword: '' },
    validate: validateResetPasswordForm,
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField label={texts.memberNameLabel} value={memberName} readOnly autoComplete="name" />
      {/* Pasting into the password fields only where the site allows it (spec 02 §5). */}
      <PasswordPair
        newPasswordLabel={texts.newPasswordLabel}
        confirmPasswordLabel={texts.confirmPasswordLabel}
        newPassword={register('password')}
        confirmPassword={register('confirmPassword')}
        newPasswordError={errors.password?.message}
        confirmPasswordError={errors.confirmPassword?.message}
        pasteAllowed={pasteAllowed}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
