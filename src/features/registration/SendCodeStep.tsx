import { useEffect } from 'react';
import { registrationMessages } from '../../domain/registration/messages.ts';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  validateSendOption,
  validateUserProvidedContact,
  type SendOptionChoice,
} from '../../domain/registration/rules.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import { PhoneField } from '../../ui/primitives/PhoneField/PhoneField.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import * as styles from './RegistrationScreen.css';
import type { SentCode } from './useRegistrationFlow.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';

const labels = registrationMessages.labels;
const buttons = registrationMessages.buttons;

interface StepProps {
  readonly busy: boolean;
  /** The last send failed: Send waits for a change. */
  readonly blocked: boolean;
  readonly onChange: () => void;
  readonly onSubmit: (sent: SentCode) => void;
  readonly onBack: () => void;
}

function useChangeNotice(watch: (callback: () => void) => { unsubscribe(): void }, onChange: () => void) {
  useEffect(() => {
    const subscription = watch(() => onChange());
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
}

function Actions({ busy, blocked, onBack }: Pick<StepProps, 'busy' | 'blocked' | 'onBack'>) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onBack} disabled={busy}>
        {buttons.back}
      </Button>
      <Button type="submit" loading={busy} disabled={blocked}>
        {buttons.send}
      </Button>
    </div>
  );
}

/** Step one, second part, for an account with contacts on file: which (masked) one gets the code. */
export function ChooseSendOptionStep({
  choices,
  ...props
}: StepProps & { readonly choices: readonly SendOptionChoice[] }) {
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors },
  } = useDomainForm<{ option: string }>({ defaultValues: { option: '' }, focusFirstError: false });
  useChangeNotice(watch, props.onChange);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(
        ({ option }) => {
          const choice = choices.find((entry) => entry.id === option);
          if (choice) props.onSubmit({ validatorResource: choice.id, destination: choice.destination });
        },
        // The group has one message; focus goes to its first radio.
        () => setFocus('option'),
      )}
    >
      <RadioGroupField
        legend={labels.sendOption}
        choices={choices.map((choice) => ({ value: choice.id, label: choice.label }))}
        registration={register('option', { validate: validateSendOption })}
        error={errors.option?.message}
      />
      <Actions {...props} />
    </form>
  );
}

interface TypedContactValues {
  kind: 'email' | 'phone';
  email: string;
  phone: string;
}

/**
 * Step one, second part, for an account without contacts on a site that allows it: the member types an
 * email address or (when the site sends text messages) a cell phone, written (ddd) ddd-dddd.
 */
export function TypedContactStep({ smsEnabled, ...props }: StepProps & { readonly smsEnabled: boolean }) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useDomainForm<TypedContactValues>({
    defaultValues: { kind: 'email', email: '', phone: '' },
  });
  useChangeNotice(watch, props.onChange);
  const kind = watch('kind');

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => {
        const destination = values.kind === 'email' ? values.email : values.phone;
        props.onSubmit({ validatorResource: destination, destination });
      })}
    >
      <p className={styles.intro}>{labels.userProvidedIntro}</p>
      {smsEnabled && (
        <RadioGroupField
          legend={labels.sendOption}
          choices={[
            { value: 'email', label: labels.userProvidedEmailChoice },
            { value: 'phone', label: labels.userProvidedPhoneChoice },
          ]}
          registration={register('kind')}
        />
      )}
      {kind === 'email' ? (
        <TextField
          key="email"
          label={labels.userProvidedEmail}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_EMAIL_MAX_LENGTH}
          error={errors.email?.message}
          {...register('email', {
            validate: (value, values) =>
              values.kind === 'email' ? validateUserProvidedContact('email', value) : undefined,
          })}
        />
      ) : (
        <PhoneField
          key="phone"
          label={labels.userProvidedPhone}
          error={errors.phone?.message}
          {...register('phone', {
            validate: (value, values) =>
              values.kind === 'phone' ? validateUserProvidedContact('phone', value) : undefined,
          })}
        />
      )}
      <Actions {...props} />
    </form>
  );
}
