import { useState, type ChangeEvent, type FormEvent } from 'react';
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

type FieldName = keyof AccountLookupValues;
type FieldErrors = Partial<Record<FieldName, string>>;

/** The rule of each field; the fields in the order they show (the first failing one takes focus). */
const rules: Record<FieldName, (value: string) => string | undefined> = {
  accountNumber: validateAccountNumber,
  phoneLastFourDigits: validatePhoneLastFour,
};
const fieldOrder: readonly FieldName[] = ['accountNumber', 'phoneLastFourDigits'];

export interface AccountStepProps {
  readonly initialValues: AccountLookupValues;
  readonly busy: boolean;
  readonly onSubmit: (values: AccountLookupValues) => void;
}

/**
 * Step 1: account number and the last four phone digits (spec 01 §2.11, §5). The fields are the
 * browser's own (uncontrolled): checked on submit, then again as the visitor corrects them. This step is
 * the Quick Pay dialog's first screen, on the marketing page's first click, so it takes no form library:
 * two fields do not need one, and the click waits for every byte of this step's code.
 */
export function AccountStep({ initialValues, busy, onSubmit }: AccountStepProps) {
  // The value each field was last checked with: its message is read at each render.
  const [checked, setChecked] = useState<Partial<AccountLookupValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors: FieldErrors = {};
  for (const name of fieldOrder) {
    const value = checked[name];
    if (value !== undefined) errors[name] = rules[name](value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: AccountLookupValues = {
      accountNumber: String(data.get('accountNumber') ?? ''),
      phoneLastFourDigits: String(data.get('phoneLastFourDigits') ?? ''),
    };
    const found: FieldErrors = {};
    for (const name of fieldOrder) found[name] = rules[name](values[name]);
    setSubmitted(true);
    setChecked(values);
    const firstInvalid = fieldOrder.find((name) => found[name] !== undefined);
    if (firstInvalid) {
      form.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onSubmit(values);
  }

  // After the first submit, each field's message follows what the visitor types.
  const recheck = (name: FieldName) =>
    submitted
      ? (event: ChangeEvent<HTMLInputElement>) => {
          const value = event.currentTarget.value;
          setChecked((current) => (current[name] === value ? current : { ...current, [name]: value }));
        }
      : undefined;

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <DigitsField
        label={messages.accountNumberLabel}
        hint={messages.accountNumberHint}
        name="accountNumber"
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        defaultValue={initialValues.accountNumber}
        error={errors.accountNumber}
        onChange={recheck('accountNumber')}
      />
      <DigitsField
        label={messages.phoneLastFourLabel}
        hint={messages.phoneLastFourHint}
        prefix={messages.phoneLastFourPrefix}
        name="phoneLastFourDigits"
        autoComplete="off"
        maxLength={PHONE_LAST_FOUR_LENGTH}
        defaultValue={initialValues.phoneLastFourDigits}
        error={errors.phoneLastFourDigits}
        onChange={recheck('phoneLastFourDigits')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {quickPayMessages.buttons.continue}
        </Button>
      </div>
    </form>
  );
}
