import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../Field/Field.tsx';
import * as fieldStyles from '../fields.css.ts';
import * as styles from './TextAreaField.css.ts';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  readonly label: string;
  /** Help shown under the label and read with the field (`aria-describedby`), e.g. the characters left. */
  readonly hint?: ReactNode;
  /** The validation message; marks the field invalid and is announced when it appears. */
  readonly error?: string;
  /** Class of the field's outer element. */
  readonly className?: string;
  /** Lines shown at first, and the least the member can resize it to. */
  readonly rows?: number;
}

/**
 * A labelled multi-line text box (comments, remarks) on the Field shell, resizable in height only.
 * Takes react-hook-form's `register(name)` spread into its props (see Field).
 */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  id,
  rows = 4,
  required,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...textAreaProps
}: TextAreaFieldProps) {
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
        <div className={fieldStyles.control}>
          <textarea
            {...textAreaProps}
            {...control}
            rows={rows}
            required={required}
            className={`${fieldStyles.input} ${styles.textArea}`}
            // Resized by the member, the box keeps at least the lines it starts with.
            style={{ minHeight: `${rows}lh` }}
            aria-invalid={control['aria-invalid'] ?? ariaInvalid}
          />
        </div>
      )}
    </Field>
  );
}
