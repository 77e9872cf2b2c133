import { useId, type ReactNode } from 'react';
import { fieldMessages } from '../../../domain/primitive-messages/fields.ts';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as fieldStyles from '../fields.css.ts';
import * as styles from './Field.css.ts';

/** What the shell hands its control: spread these on the `<input>` or `<select>` the label names. */
export interface FieldControlProps {
  readonly id: string;
  readonly part: 'input';
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-required': true | undefined;
}

export interface FieldProps {
  readonly label: string;
  /**
   * Help shown under the label and read with the control (`aria-describedby`). Fields take visible hints,
   * never an info button: Tab must go from field to field.
   */
  readonly hint?: ReactNode;
  /** The validation message: marks the control invalid, describes it, and is announced when it appears. */
  readonly error?: string;
  /** Shows '(required)' beside the label and sets `aria-required` on the control. */
  readonly required?: boolean;
  /** Id of the control; generated when absent. */
  readonly controlId?: string;
  /** Ids read before the hint, e.g. a prefix shown inside the control ('$'). */
  readonly describedByBefore?: string;
  /** Ids read after the error, e.g. a password strength meter under the field. */
  readonly describedByAfter?: string;
  /** `belowLabel` for text fields and selects; `beforeLabel` for a checkbox. */
  readonly placement?: 'belowLabel' | 'beforeLabel';
  /** Class of the field's outer element. */
  readonly className?: string;
  /** Renders the control with the props it must carry. */
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * The shell of every field: the label tied to the control (`for`/`id`), an optional hint and the
 * announced error, both tied by `aria-describedby`, `aria-invalid` while there is an error, and a
 * required mark (`aria-required`). Host pages can style its parts: `field`, `label`, `hint`, `input`,
 * `error`.
 *
 * The control comes from a render prop rather than a context read by a hook: what a control receives is
 * written where it is spread, works for any element (input, select, checkbox), and cannot be used
 * outside a Field by mistake.
 *
 * **With react-hook-form**, every field primitive built on this shell (TextField, SelectField,
 * CheckboxField, MoneyField, DigitsField, PhoneField, DateField) takes the result of `register` spread
 * into its props; `ref` is a plain prop in React 19 and reaches the input, and the field's own handlers
 * (digit filter, phone format) run before the registered `onChange`, so the form holds the cleaned value:
 *
 * ```tsx
 * const { register, formState: { errors } } = useForm<{ accountNumber: string }>();
 * <DigitsField
 *   label={messages.accountNumberLabel}
 *   maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
 *   error={errors.accountNumber?.message}
 *   {...register('accountNumber', { validate: validateAccountNumber })}
 * />
 * ```
 *
 * A block of several inputs takes one `register` result per input (PasswordPair: `newPassword`,
 * `confirmPassword`; RadioGroupField: `registration`).
 */
export function Field({
  label,
  hint,
  error,
  required,
  controlId,
  describedByBefore,
  describedByAfter,
  placement = 'belowLabel',
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const id = controlId ?? `${generatedId}-control`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const describedBy =
    [describedByBefore, hint ? hintId : undefined, error ? errorId : undefined, describedByAfter]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = children({
    id,
    part: 'input',
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  });
  // The mark sits outside the label so the accessible name stays the label; aria-required says it.
  const requiredMark = required && (
    <span className={styles.requiredMark} aria-hidden="true">
      {fieldMessages.required}
    </span>
  );

  return (
    <div className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field} part="field">
      {placement === 'belowLabel' ? (
        <>
          <div className={styles.labelRow}>
            <label className={fieldStyles.label} htmlFor={id} part="label">
              {label}
            </label>
            {requiredMark}
          </div>
          {hint && (
            <p className={fieldStyles.hint} id={hintId} part="hint">
              {hint}
            </p>
          )}
          {control}
        </>
      ) : (
        <>
          <div className={styles.controlBeforeLabel}>
            {control}
            <label className={styles.choiceLabel} htmlFor={id} part="label">
              {label}
            </label>
            {requiredMark}
          </div>
          {hint && (
            <p className={fieldStyles.hint} id={hintId} part="hint">
              {hint}
            </p>
          )}
        </>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
