import type { ClipboardEvent, DragEvent, KeyboardEvent } from 'react';
import { insertDigits } from '../../../domain/digits.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from '../fields.css.ts';
import { blockNonDigitKey, replaceInputValue } from './input-edits.ts';

export interface DigitsFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'maxLength' | 'inputClassName'
> {
  /** How many digits the field takes; pasted and dropped digits are cut to it. */
  readonly maxLength: number;
}

function insertAtSelection(input: HTMLInputElement, text: string, maxLength: number) {
  const end = input.value.length;
  const edit = insertDigits(
    input.value,
    input.selectionStart ?? end,
    input.selectionEnd ?? end,
    text,
    maxLength,
  );
  replaceInputValue(input, edit.value, edit.caret);
}

/**
 * A field of digits only (account numbers, codes, the last digits of a phone) on the Field shell: other
 * keys are blocked and pasted or dropped text keeps its digits only, cut to `maxLength`. A value that
 * arrives otherwise (autofill) is left as it is, so the validator names what is wrong with it. Takes
 * react-hook-form's `register(name)` spread into its props (see Field); the props' own `onKeyDown`,
 * `onPaste` and `onDrop` run first and may cancel the field's handling.
 */
export function DigitsField({ maxLength, onKeyDown, onPaste, onDrop, ...props }: DigitsFieldProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      maxLength={maxLength}
      inputClassName={styles.tabularInput}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) blockNonDigitKey(event);
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        onPaste?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        insertAtSelection(event.currentTarget, event.clipboardData.getData('text'), maxLength);
      }}
      onDrop={(event: DragEvent<HTMLInputElement>) => {
        onDrop?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const input = event.currentTarget;
        input.focus();
        insertAtSelection(input, event.dataTransfer.getData('text'), maxLength);
      }}
    />
  );
}
