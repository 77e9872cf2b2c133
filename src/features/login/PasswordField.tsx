import { useId, type ComponentProps } from 'react';
import * as fieldStyles from '../../ui/primitives/TextField/TextField.css';
import * as styles from './LoginScreen.css';
import { FieldError } from '../../ui/primitives/FieldError/FieldError.tsx';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  readonly label: string;
  /** The validation message; marks the field invalid and is announced when it appears. */
  readonly error?: string;
  /** The password is shown as text. */
  readonly visible: boolean;
  readonly onVisibleChange: (visible: boolean) => void;
  /** Accessible names of the toggle while the password is hidden and while it is shown. */
  readonly showLabel: string;
  readonly hideLabel: string;
}

/**
 * A password input with a show/hide toggle inside the same control. Laid out like the TextField
 * primitive (same styles), which has no place for a button inside its control.
 */
export function PasswordField({
  label,
  error,
  visible,
  onVisibleChange,
  showLabel,
  hideLabel,
  id,
  ...inputProps
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const errorId = `${generatedId}-error`;

  return (
    <div className={fieldStyles.root}>
      <div className={fieldStyles.labelRow}>
        <label className={fieldStyles.label} htmlFor={inputId}>
          {label}
        </label>
      </div>
      <div className={fieldStyles.control}>
        <input
          {...inputProps}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={fieldStyles.input}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
        />
        <button
          type="button"
          className={styles.passwordToggle}
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => onVisibleChange(!visible)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
          </svg>
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
