import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../Field/Field.tsx';
import * as styles from '../fields.css.ts';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  readonly label: string;
  /**
   * The empty first choice, e.g. 'Select a question'. Leave it out when the field always has one of
   * `options` (a timeframe, a unit): there is then no empty choice.
   */
  readonly placeholder?: string;
  readonly options: readonly SelectOption[];
  /** Help shown under the label and read with the select. */
  readonly hint?: ReactNode;
  readonly error?: string;
}

/**
 * A labelled native select with a hint and an announced error, on the Field shell. Takes
 * react-hook-form's `register(name)` spread into its props (see Field).
 */
export function SelectField({
  label,
  placeholder,
  options,
  hint,
  error,
  required,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      controlId={id}
      describedByAfter={ariaDescribedBy}
      className={className}
    >
      {(control) => (
        <select {...selectProps} {...control} required={required} className={styles.select}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
