import { useId, type ComponentProps, type ReactNode } from 'react';
import * as styles from './TextField.css';
import { FieldError } from '../FieldError/FieldError.tsx';

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
}

/** A labelled text input with a hint, a fixed prefix and an announced error. */
export function TextField({
  label,
  hint,
  error,
  prefix,
  className,
  id,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const prefixId = `${generatedId}-prefix`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const describedBy =
    [prefix ? prefixId : undefined, hint ? hintId : undefined, error ? errorId : undefined, ariaDescribedBy]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      <div className={styles.control}>
        {prefix && (
          <span className={styles.prefix} id={prefixId}>
            {prefix}
          </span>
        )}
        <input
          {...inputProps}
          id={inputId}
          type={type}
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={error ? true : ariaInvalid}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
