import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from '../fields.css.ts';

export interface RadioChoice {
  readonly value: string;
  readonly label: string;
}

export interface RadioGroupFieldProps {
  readonly legend: string;
  readonly choices: readonly RadioChoice[];
  /** What react-hook-form's `register(name)` returns; every radio of the group shares it. */
  readonly registration: UseFormRegisterReturn;
  readonly error?: string;
  readonly children?: ReactNode;
}

/**
 * A group of radio buttons under a legend, with one announced error for the group. The Field shell's
 * label does not fit a group (a legend names it), but the parts are the same: `field`, `label`,
 * `input`, `error`. Takes react-hook-form's `register(name)` as `registration`: every radio shares it.
 */
export function RadioGroupField({ legend, choices, registration, error, children }: RadioGroupFieldProps) {
  const generatedId = useId();
  const errorId = `${generatedId}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} part="field">
      <legend className={styles.legend} part="label">
        {legend}
      </legend>
      {choices.map((choice, index) => (
        <label key={choice.value} className={styles.choice} htmlFor={`${generatedId}-${index}`}>
          <input
            {...registration}
            id={`${generatedId}-${index}`}
            type="radio"
            part="input"
            value={choice.value}
            className={styles.choiceInput}
            aria-invalid={error ? true : undefined}
          />
          <span>{choice.label}</span>
        </label>
      ))}
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
