import { useId, type ComponentProps } from 'react';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from '../fields.css.ts';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  readonly label: string;
  /** The empty first choice, e.g. 'Select a question'. */
  readonly placeholder: string;
  readonly options: readonly SelectOption[];
  readonly error?: string;
}

/** A labelled native select with an announced error. */
export function SelectField({ label, placeholder, options, error, id, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? `${generatedId}-select`;
  const errorId = `${generatedId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        {...selectProps}
        id={selectId}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
