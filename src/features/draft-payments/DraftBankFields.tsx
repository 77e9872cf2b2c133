import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import { draftLimits, type DraftSetupValues } from '../../domain/draft-payments/setup-form.ts';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';

// The choices' labels are read in the active language, at each render.
const accountTypeChoices = () => [
  { value: 'Checking', label: messages.form.checking },
  { value: 'Savings', label: messages.form.savings },
];

export interface DraftBankFieldsProps {
  readonly register: UseFormRegister<DraftSetupValues>;
  readonly errors: FieldErrors<DraftSetupValues>;
}

/**
 * The bank account of a bank draft the site saves directly (NACHA, spec 02 §2.6): its type, its number
 * twice, the routing number, and the bank's name, filled from the routing number (read-only). The
 * number is never offered to the browser's autofill.
 */
export function DraftBankFields({ register, errors }: DraftBankFieldsProps) {
  return (
    <>
      <RadioGroupField
        legend={messages.form.accountType}
        choices={accountTypeChoices()}
        registration={register('accountType')}
        error={errors.accountType?.message}
      />
      <DigitsField
        label={messages.form.bankAccountNumber}
        maxLength={draftLimits.bankAccountMax}
        autoComplete="off"
        error={errors.bankAccountNumber?.message}
        {...register('bankAccountNumber')}
      />
      <DigitsField
        label={messages.form.confirmBankAccountNumber}
        maxLength={draftLimits.bankAccountMax}
        autoComplete="off"
        error={errors.confirmBankAccountNumber?.message}
        {...register('confirmBankAccountNumber')}
      />
      <DigitsField
        label={messages.form.bankTransitNumber}
        maxLength={draftLimits.routingLength}
        autoComplete="off"
        error={errors.bankTransitNumber?.message}
        {...register('bankTransitNumber')}
      />
      <TextField
        label={messages.form.bankName}
        maxLength={draftLimits.bankNameMax}
        readOnly
        error={errors.bankName?.message}
        {...register('bankName')}
      />
    </>
  );
}
