import { useId, useState } from 'react';
import { fieldMessages } from '../../../domain/primitive-messages/fields.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './PasswordField.css.ts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'prefix' | 'trailing'>;

/**
 * A password on the Field shell with a show/hide toggle inside the same control: a button that says
 * its state (`aria-pressed`) and names what it will do ('Show password', 'Hide password'). Takes
 * react-hook-form's `register(name)` spread into its props (see Field).
 */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-password`;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={visible ? fieldMessages.hidePassword : fieldMessages.showPassword}
          onClick={() => setVisible(!visible)}
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
      }
    />
  );
}
