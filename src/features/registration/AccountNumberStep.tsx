import { useEffect } from 'react';
import { registrationMessages } from '../../domain/registration/messages.ts';
import {
  REGISTRATION_ACCOUNT_NUMBER_MAX_LENGTH,
  validateAccountNumber,
} from '../../domain/registration/rules.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import * as styles from './RegistrationScreen.css';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';

interface AccountNumberValues {
  accountNumber: string;
}

export interface AccountNumberStepProps {
  readonly defaultAccountNumber: string;
  readonly busy: boolean;
  /** The last lookup failed: Next waits for a change. */
  readonly blocked: boolean;
  readonly onChange: () => void;
  readonly onSubmit: (accountNumber: string) => void;
}

/** Step one, first part: the account number (spec 01 §2.9, §5). */
export function AccountNumberStep({
  defaultAccountNumber,
  busy,
  blocked,
  onChange,
  onSubmit,
}: AccountNumberStepProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useDomainForm<AccountNumberValues>({
    defaultValues: { accountNumber: defaultAccountNumber },
  });

  useEffect(() => {
    const subscription = watch(() => onChange());
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.accountNumber))}
    >
      <DigitsField
        label={registrationMessages.labels.accountNumber}
        autoComplete="off"
        maxLength={REGISTRATION_ACCOUNT_NUMBER_MAX_LENGTH}
        error={errors.accountNumber?.message}
        {...register('accountNumber', { validate: validateAccountNumber })}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={blocked}>
          {registrationMessages.buttons.next}
        </Button>
      </div>
    </form>
  );
}
