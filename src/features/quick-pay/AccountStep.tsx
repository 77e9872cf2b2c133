import { useForm } from 'react-hook-form';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  PHONE_LAST_FOUR_LENGTH,
  validateAccountNumber,
  validatePhoneLastFour,
} from '../../domain/quick-pay/account-lookup.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import * as styles from './QuickPayFlow.css';

const messages = quickPayMessages.accountStep;

export interface AccountLookupValues {
  accountNumber: string;
  phoneLastFourDigits: string;
}

export interface AccountStepProps {
  readonly initialValues: AccountLookupValues;
  readonly busy: boolean;
  readonly onSubmit: (values: AccountLookupValues) => void;
}

/** Step 1: account number and the last four phone digits (spec 01 §2.11, §5). */
export function AccountStep({ initialValues, busy, onSubmit }: AccountStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccountLookupValues>({
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <DigitsField
        label={messages.accountNumberLabel}
        hint={messages.accountNumberHint}
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        error={errors.accountNumber?.message}
        {...register('accountNumber', { validate: validateAccountNumber })}
      />
      <DigitsField
        label={messages.phoneLastFourLabel}
        hint={messages.phoneLastFourHint}
        prefix={messages.phoneLastFourPrefix}
        autoComplete="off"
        maxLength={PHONE_LAST_FOUR_LENGTH}
        error={errors.phoneLastFourDigits?.message}
        {...register('phoneLastFourDigits', { validate: validatePhoneLastFour })}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {quickPayMessages.buttons.continue}
        </Button>
      </div>
    </form>
  );
}
