import { useForm } from 'react-hook-form';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  digitsOnly,
  isDigitKey,
  PHONE_LAST_FOUR_LENGTH,
  validateAccountNumber,
  validatePhoneLastFour,
} from '../../domain/quick-pay/account-lookup.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
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

/** Key presses other than digits (and editing keys) never reach the field. */
function blockNonDigitKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (!event.ctrlKey && !event.metaKey && !event.altKey && !isDigitKey(event.key)) event.preventDefault();
}

/** Step 1: account number and the last four phone digits (spec 01 §2.11, §5). */
export function AccountStep({ initialValues, busy, onSubmit }: AccountStepProps) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<AccountLookupValues>({
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // Pasted text keeps its digits only, cut to the field's length.
  function pasteDigits(field: keyof AccountLookupValues, maxLength: number) {
    return (event: ClipboardEvent<HTMLInputElement>) => {
      event.preventDefault();
      const input = event.currentTarget;
      const current = getValues(field);
      const start = input.selectionStart ?? current.length;
      const end = input.selectionEnd ?? current.length;
      const pasted = digitsOnly(event.clipboardData.getData('text'));
      const next = (current.slice(0, start) + pasted + current.slice(end)).slice(0, maxLength);
      setValue(field, next, { shouldValidate: Boolean(errors[field]) });
    };
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={messages.accountNumberLabel}
        hint={messages.accountNumberHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        error={errors.accountNumber?.message}
        onKeyDown={blockNonDigitKeys}
        onPaste={pasteDigits('accountNumber', ACCOUNT_NUMBER_MAX_LENGTH)}
        onDrop={(event) => event.preventDefault()}
        {...register('accountNumber', { validate: validateAccountNumber })}
      />
      <TextField
        label={messages.phoneLastFourLabel}
        hint={messages.phoneLastFourHint}
        prefix={messages.phoneLastFourPrefix}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PHONE_LAST_FOUR_LENGTH}
        error={errors.phoneLastFourDigits?.message}
        onKeyDown={blockNonDigitKeys}
        onPaste={pasteDigits('phoneLastFourDigits', PHONE_LAST_FOUR_LENGTH)}
        onDrop={(event) => event.preventDefault()}
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
