import { useId, type ComponentProps, type ReactNode } from 'react';
import { Field } from '../Field/Field.tsx';
import * as styles from '../fields.css.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'prefix' | 'children'> {
  readonly label: string;
  /**
   * Help shown under the label and read with the field (`aria-describedby`). Fields take visible hints,
   * never an info button: Tab must go from field to field.
   */
  readonly hint?: ReactNode;
  /** The validation message; marks the field invalid and is announced when it appears. */
  readonly error?: string;
  /** Fixed text in front of the value that the member does not type, e.g. '$'. */
  readonly prefix?: string;
  /** Class of the field's outer element. */
  readonly className?: string;
  /** Class added to the input itself, e.g. tabular digits. */
  readonly inputClassName?: string;
  /** Something inside the control after the input, e.g. a show/hide toggle. */
  readonly trailing?: ReactNode;
}

/**
 * A labelled text input with a hint, a fixed prefix and an announced error, on the Field shell. Takes
 * react-hook-form's `register(name)` spread into its props (see Field).
 */
export function TextField({
  label,
  hint,
  error,
  prefix,
  className,
  inputClassName,
  trailing,
  id,
  type = 'text',
  required,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  const prefixId = `${useId()}-prefix`;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      controlId={id}
      describedByBefore={prefix ? prefixId : undefined}
      describedByAfter={ariaDescribedBy}
      className={className}
    >
      {(control) => (
        <div className={styles.control}>
          {prefix && (
            <span className={styles.prefix} id={prefixId}>
              {prefix}
            </span>
          )}
          <input
            {...inputProps}
            {...control}
            type={type}
            required={required}
            className={inputClassName ? `${styles.input} ${inputClassName}` : styles.input}
            aria-invalid={control['aria-invalid'] ?? ariaInvalid}
          />
          {trailing}
        </div>
      )}
    </Field>
  );
}
