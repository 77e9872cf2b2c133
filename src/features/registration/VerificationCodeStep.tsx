import { useEffect } from 'react';
import { registrationMessages } from '../../domain/registration/messages.ts';
import { VERIFICATION_CODE_MAX_LENGTH, validateVerificationCode } from '../../domain/registration/rules.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import * as styles from './RegistrationScreen.css';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';

export interface VerificationCodeStepProps {
  /** Where the code went, as the member may read it. */
  readonly destination: string;
  readonly busy: boolean;
  /** The last code was refused: Verify waits for a change. */
  readonly blocked: boolean;
  readonly onChange: () => void;
  readonly onSubmit: (code: string) => void;
  readonly onBack: () => void;
}

/** Step one, last part: the 6-digit code (spec 01 §5, §9). */
export function VerificationCodeStep({
  destination,
  busy,
  blocked,
  onChange,
  onSubmit,
  onBack,
}: VerificationCodeStepProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useDomainForm<{ code: string }>({
    defaultValues: { code: '' },
  });

  useEffect(() => {
    const subscription = watch(() => onChange());
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => onSubmit(values.code))}>
      <DigitsField
        label={registrationMessages.labels.verificationCode}
        hint={registrationMessages.hints.codeSent(destination)}
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX_LENGTH}
        error={errors.code?.message}
        {...register('code', { validate: validateVerificationCode })}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {registrationMessages.buttons.back}
        </Button>
        <Button type="submit" loading={busy} disabled={blocked}>
          {registrationMessages.buttons.verify}
        </Button>
      </div>
    </form>
  );
}
