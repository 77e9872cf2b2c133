import type { FocusEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { checkUsernameAvailability } from '../../api/auth.ts';
import type { MemberDetails } from '../../api/schemas/my-profile.ts';
import {
  PROFILE_EMAIL_MAX_LENGTH,
  PROFILE_SECURITY_ANSWER_MAX_LENGTH,
  PROFILE_USERNAME_MAX_LENGTH,
  shouldCheckUsernameAvailability,
  usernameAvailabilityMessage,
} from '../../domain/my-profile/login-info.ts';
import { myProfileMessages as messages } from '../../domain/my-profile/messages.ts';
import type { ProfileFormValues } from '../../domain/my-profile/update.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { PasswordPair } from '../../ui/primitives/PasswordPair/PasswordPair.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './MyProfileScreen.css.ts';

export interface LoginInfoTabProps {
  readonly form: UseFormReturn<ProfileFormValues>;
  readonly profile: MemberDetails;
  /** The username the availability check found taken, or null once one is free. */
  readonly onUsernameChecked: (taken: string | null) => void;
  /** Pasting into the password fields, where the site allows it (spec 02 §5). */
  readonly pasteAllowed: boolean;
}

const texts = messages.loginInfo;

/**
 * Login Info (spec 02 §2.3): email, username (checked for availability when it changed), security
 * question and answer, an optional new password, the email preferences, phone masking and the removal
 * of stored card or bank data.
 */
export function LoginInfoTab({ form, profile, onUsernameChecked, pasteAllowed }: LoginInfoTabProps) {
  const { client } = useElementContext();
  const {
    register,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const loginId = register('loginId');
  const hasCredit = profile.paymentTypes.includes('Credit');
  const hasBank = profile.paymentTypes.includes('Check');

  async function checkAvailability(event: FocusEvent<HTMLInputElement>) {
    await loginId.onBlur(event);
    const value = event.target.value;
    if (!shouldCheckUsernameAvailability(value, profile.loginId)) return;
    try {
      const { available } = await checkUsernameAvailability(client, value.trim());
      // The member may have typed on while the check ran: only the value checked is answered.
      if (form.getValues('loginId') !== value) return;
      const message = usernameAvailabilityMessage(available);
      onUsernameChecked(message ? value : null);
      if (message) setError('loginId', { type: 'server', message });
      else clearErrors('loginId');
    } catch {
      // An unanswered check leaves the username to the back office, which refuses a taken one on save.
    }
  }

  return (
    <div className={styles.panel}>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{messages.tabs.loginInfo}</legend>
        <TextField
          label={texts.email}
          type="email"
          autoComplete="email"
          maxLength={PROFILE_EMAIL_MAX_LENGTH}
          required
          error={errors.userName?.message}
          {...register('userName')}
        />
        <TextField
          label={texts.username}
          autoComplete="username"
          hint={texts.usernameHint}
          maxLength={PROFILE_USERNAME_MAX_LENGTH}
          required
          error={errors.loginId?.message}
          {...loginId}
          onBlur={(event: FocusEvent<HTMLInputElement>) => void checkAvailability(event)}
        />
        <SelectField
          label={texts.securityQuestion}
          placeholder={texts.securityQuestionPlaceholder}
          options={profile.secretQuestions.map((question) => ({
            value: String(question.id),
            label: question.description,
          }))}
          required
          error={errors.securityQuestionId?.message}
          {...register('securityQuestionId')}
        />
        <TextField
          label={texts.securityAnswer}
          maxLength={PROFILE_SECURITY_ANSWER_MAX_LENGTH}
          required
          error={errors.securityQuestionAnswer?.message}
          {...register('securityQuestionAnswer')}
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{texts.changePassword}</legend>
        <p className={styles.note}>{texts.passwordOptional}</p>
        <PasswordPair
          newPasswordLabel={texts.newPassword}
          confirmPasswordLabel={texts.confirmPassword}
          newPassword={register('password')}
          confirmPassword={register('confirmPassword')}
          newPasswordError={errors.password?.message}
          confirmPasswordError={errors.confirmPassword?.message}
          pasteAllowed={pasteAllowed}
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{texts.emailPreferences}</legend>
        <CheckboxField label={texts.paymentEmail} {...register('paymentEmailReceived')} />
        <CheckboxField label={texts.serviceOrderEmail} {...register('serviceOrderEmailReceived')} />
        <CheckboxField label={texts.maskPhone} {...register('phoneNumberMask')} />
      </fieldset>
      {(hasCredit || hasBank) && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{texts.storedData}</legend>
          {hasCredit && (
            <CheckboxField
              label={texts.removeStoredCredit}
              error={errors.removeStoredCreditData?.message}
              {...register('removeStoredCreditData')}
            />
          )}
          {hasBank && (
            <CheckboxField
              label={texts.removeStoredBank}
              error={errors.removeStoredBankData?.message}
              {...register('removeStoredBankData')}
            />
          )}
        </fieldset>
      )}
    </div>
  );
}
