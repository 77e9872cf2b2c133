import { useId, type ComponentProps } from 'react';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from '../fields.css.ts';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  readonly label: string;
  readonly error?: string;
}

/** A checkbox with its label beside it and, when it is required, an announced error. */
export function CheckboxField({ label, error, id, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-checkbox`;
  const errorId = `${generatedId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.choice} htmlFor={inputId}>
        <input
          {...inputProps}
          id={inputId}
          type="checkbox"
          className={styles.choiceInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
