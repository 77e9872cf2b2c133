import type { ChangeEvent, ClipboardEvent, KeyboardEvent } from 'react';
import { digitsOnly } from '../../../domain/digits.ts';
import {
  FORMATTED_PHONE_LENGTH,
  formatPhoneInput,
  phoneCaretAfterDigits,
} from '../../../domain/phone-input.ts';
import { blockNonDigitKey, replaceInputValue } from '../DigitsField/input-edits.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from '../fields.css.ts';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'inputClassName'>;

/**
 * A US phone number on the Field shell, written (ddd) ddd-dddd for the member as they type or paste:
 * keys other than digits are blocked, pasted text keeps its digits, and the caret stays after the digit
 * it followed. Takes react-hook-form's `register(name)` spread into its props (see Field); the form holds
 * the formatted value.
 */
export function PhoneField({ onKeyDown, onPaste, onChange, ...props }: PhoneFieldProps) {
  return (
    <TextField
      autoComplete="tel-national"
      {...props}
      type="tel"
      inputMode="numeric"
      maxLength={FORMATTED_PHONE_LENGTH}
      inputClassName={styles.tabularInput}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) blockNonDigitKey(event);
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        onPaste?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const input = event.currentTarget;
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? input.value.length;
        const digitsBefore =
          digitsOnly(input.value.slice(0, start)) + digitsOnly(event.clipboardData.getData('text'));
        const formatted = formatPhoneInput(digitsBefore + input.value.slice(end));
        replaceInputValue(input, formatted, phoneCaretAfterDigits(formatted, digitsBefore.length));
      }}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        const formatted = formatPhoneInput(input.value);
        if (formatted !== input.value) {
          const digitsBefore = digitsOnly(input.value.slice(0, input.selectionStart ?? input.value.length));
          input.value = formatted;
          const caret = phoneCaretAfterDigits(formatted, digitsBefore.length);
          input.setSelectionRange(caret, caret);
        }
        onChange?.(event);
      }}
    />
  );
}
