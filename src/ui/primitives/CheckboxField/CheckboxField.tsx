import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../Field/Field.tsx';
import * as styles from '../fields.css.ts';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  readonly label: string;
  /** Help shown under the checkbox and read with it. */
  readonly hint?: ReactNode;
  readonly error?: string;
}

/**
 * A checkbox with its label beside it and, when it is required, an announced error, on the Field shell.
 * Takes react-hook-form's `register(name)` spread into its props (see Field).
 */
export function CheckboxField({
  label,
  hint,
  error,
  required,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CheckboxFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      controlId={id}
      describedByAfter={ariaDescribedBy}
      placement="beforeLabel"
      className={className}
    >
      {(control) => (
        <input
          {...inputProps}
          {...control}
          type="checkbox"
          required={required}
          className={styles.choiceInput}
        />
      )}
    </Field>
  );
}
