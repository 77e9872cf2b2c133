import { useEffect, useRef } from 'react';
import { checkUsernameAvailability } from '../../api/auth.ts';
import { registrationMessages } from '../../domain/registration/messages.ts';
import {
  EMAIL_MAX_LENGTH,
  SECURITY_ANSWER_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  shouldCheckUsernameAvailability,
  usernameAvailabilityMessage,
  validateRegistrationForm,
  type RegistrationFormErrors,
} from '../../domain/registration/rules.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { PasswordPair } from '../../ui/primitives/PasswordPair/PasswordPair.tsx';
import * as styles from './RegistrationScreen.css';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import type { CompleteRegistrationRequest } from './useRegistrationFlow.ts';
import type { VerifiedCode } from './verify-code.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';

const labels = registrationMessages.labels;

/** What the site's configuration decides about this form (docs/api.md, site configuration). */
export interface RegistrationFormSettings {
  readonly confirmEmailRequired: boolean;
  readonly paperlessBillingOffered: boolean;
  readonly paperlessOtherOffered: boolean;
  readonly marketingEmailOffered: boolean;
  /** The paperless confirmation checkbox's text. */
  readonly paperlessConfirmText: string;
}

interface CompleteRegistrationValues {
  loginId: string;
  email: string;
  cnfemail: string;
  password: string;
  cnfpassword: string;
  secQuestion: string;
  secAnswer: string;
  hasOptedForPaperlessBilling: boolean;
  hasOptedForPaperlessOther: boolean;
  areMarketingEmailsAllowed: boolean;
  paperlessConfirmed: boolean;
}

export interface CompleteRegistrationStepProps {
  readonly memberNumber: string;
  readonly verified: VerifiedCode;
  readonly settings: RegistrationFormSettings;
  readonly busy: boolean;
  /** The last attempt failed: the register button waits for a change. */
  readonly blocked: boolean;
  readonly onChange: () => void;
  readonly onSubmit: (request: CompleteRegistrationRequest) => void;
}

/** Step two, Complete Registration (spec 01 §2.9, §5). */
export function CompleteRegistrationStep({
  memberNumber,
  verified,
  settings,
  busy,
  blocked,
  onChange,
  onSubmit,
}: CompleteRegistrationStepProps) {
  const { client } = useElementContext();
  // Availability by lower-cased username: usernames are case-insensitive (docs/api.md).
  const availability = useRef(new Map<string, boolean>());

  // Every rule comes from the domain's validateRegistrationForm; a username the check found taken is
  // refused with its own message.
  const validate = (values: CompleteRegistrationValues): RegistrationFormErrors => {
    const found = validateRegistrationForm(values, settings);
    const taken = !found.loginId && availability.current.get(values.loginId.toLowerCase()) === false;
    return { ...found, ...(taken ? { loginId: usernameAvailabilityMessage(false) } : {}) };
  };

  const {
    register,
    handleSubmit,
    watch,
    trigger,
    getValues,
    setFocus,
    formState: { errors },
  } = useDomainForm<CompleteRegistrationValues>({
    defaultValues: {
      loginId: '',
      email: verified.email,
      cnfemail: '',
      password: '',
      cnfpassword: '',
      secQuestion: '',
      secAnswer: '',
      hasOptedForPaperlessBilling: false,
      hasOptedForPaperlessOther: false,
      areMarketingEmailsAllowed: false,
      paperlessConfirmed: false,
    },
    validate,
  });

  useEffect(() => {
    const subscription = watch(() => onChange());
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  /** Asks the server once per username; true when it is known to be free (or cannot be known). */
  async function usernameAvailable(username: string): Promise<boolean> {
    const key = username.toLowerCase();
    if (!availability.current.has(key)) {
      try {
        const { available } = await checkUsernameAvailability(client, username);
        availability.current.set(key, available);
      } catch {
        // The check is a courtesy: register refuses a taken username anyway, and says so.
        return true;
      }
    }
    return availability.current.get(key) !== false;
  }

  const loginId = register('loginId');
  const paperlessOffered = settings.paperlessBillingOffered || settings.paperlessOtherOffered;
  const anyPreferenceOffered = paperlessOffered || settings.marketingEmailOffered;

  const submit = handleSubmit(async (values) => {
    if (!(await usernameAvailable(values.loginId))) {
      await trigger('loginId');
      setFocus('loginId');
      return;
    }
    const paperlessConfirmed = paperlessOffered && values.paperlessConfirmed;
    onSubmit({
      loginId: values.loginId,
      email: values.email,
      cnfemail: settings.confirmEmailRequired ? values.cnfemail : values.email,
      password: values.password,
      cnfpassword: values.cnfpassword,
      secQuestion: values.secQuestion,
      secAnswer: values.secAnswer,
      hasOptedForPaperlessBilling: settings.paperlessBillingOffered && values.hasOptedForPaperlessBilling,
      hasOptedForPaperlessOther: settings.paperlessOtherOffered && values.hasOptedForPaperlessOther,
      areMarketingEmailsAllowed: settings.marketingEmailOffered && values.areMarketingEmailsAllowed,
      paperlessConfirmText: paperlessConfirmed ? settings.paperlessConfirmText : '',
    });
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={labels.memberNumber} value={memberNumber} readOnly />
      <TextField
        label={labels.username}
        hint={registrationMessages.hints.usernameRules}
        autoComplete="username"
        maxLength={USERNAME_MAX_LENGTH}
        error={errors.loginId?.message}
        {...loginId}
        onBlur={(event) => {
          void loginId.onBlur(event);
          const value = event.target.value;
          if (!shouldCheckUsernameAvailability(value)) return;
          void usernameAvailable(value).then((available) => {
            // Only when the field still holds the name that was checked.
            if (!available && getValues('loginId') === value) void trigger('loginId');
          });
        }}
      />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        error={errors.email?.message}
        {...register('email')}
      />
      {settings.confirmEmailRequired && (
        <TextField
          label={labels.confirmEmail}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.cnfemail?.message}
          {...register('cnfemail')}
        />
      )}
      <PasswordPair
        newPasswordLabel={labels.password}
        confirmPasswordLabel={labels.confirmPassword}
        newPassword={register('password')}
        confirmPassword={register('cnfpassword')}
        newPasswordError={errors.password?.message}
        confirmPasswordError={errors.cnfpassword?.message}
      />
      <SelectField
        label={labels.securityQuestion}
        placeholder={labels.securityQuestionPlaceholder}
        options={verified.questions.map((question) => ({ value: question.id, label: question.description }))}
        error={errors.secQuestion?.message}
        {...register('secQuestion')}
      />
      <TextField
        label={labels.securityAnswer}
        autoComplete="off"
        maxLength={SECURITY_ANSWER_MAX_LENGTH}
        error={errors.secAnswer?.message}
        {...register('secAnswer')}
      />
      {anyPreferenceOffered && (
        <fieldset className={styles.preferences}>
          <legend className={styles.legend}>{labels.preferences}</legend>
          {settings.paperlessBillingOffered && (
            <CheckboxField label={labels.paperlessBilling} {...register('hasOptedForPaperlessBilling')} />
          )}
          {settings.paperlessOtherOffered && (
            <CheckboxField label={labels.paperlessOther} {...register('hasOptedForPaperlessOther')} />
          )}
          {settings.marketingEmailOffered && (
            <CheckboxField label={labels.marketingEmails} {...register('areMarketingEmailsAllowed')} />
          )}
          {paperlessOffered && (
            <CheckboxField
              label={settings.paperlessConfirmText}
              error={errors.paperlessConfirmed?.message}
              {...register('paperlessConfirmed')}
            />
          )}
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={blocked}>
          {registrationMessages.buttons.register}
        </Button>
      </div>
    </form>
  );
}
