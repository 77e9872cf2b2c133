import type { ClipboardEvent, DragEvent, FocusEvent, KeyboardEvent } from 'react';
import {
  acceptsAmountEdit,
  AMOUNT_INPUT_MAX_LENGTH,
  normalizeAmountOnBlur,
} from '../../../domain/amount-input.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from '../fields.css.ts';

export type MoneyFieldProps = Omit<
  TextFieldProps,
  'prefix' | 'type' | 'inputMode' | 'inputClassName' | 'onPaste' | 'onDrop'
>;

const refuse = (event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) =>
  event.preventDefault();

/**
 * An amount in dollars on the Field shell, with the amount rules of the specs: a '$' in front, digits
 * of equal width and the decimal keypad on phones; only digits and one point with at most two decimals
 * can be typed, up to `maxLength` characters (13 unless the field's rule says fewer); pasting and
 * dropping text are refused; on leaving the field a number shows with two decimals (`5.5` → `5.50`)
 * before the form validates it. Takes react-hook-form's `register(name)` spread into its props (see
 * Field).
 */
export function MoneyField({
  maxLength = AMOUNT_INPUT_MAX_LENGTH,
  onKeyDown,
  onBlur,
  ...props
}: MoneyFieldProps) {
  function filterKeys(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    if (!acceptsAmountEdit(input.value, start, end, event.key, maxLength)) event.preventDefault();
  }

  // The form reads the field's value in its own blur handler: the value is normalised first.
  function normalize(event: FocusEvent<HTMLInputElement>) {
    const normalized = normalizeAmountOnBlur(event.target.value);
    if (normalized !== event.target.value) event.target.value = normalized;
    onBlur?.(event);
  }

  return (
    <TextField
      autoComplete="off"
      {...props}
      maxLength={maxLength}
      onKeyDown={filterKeys}
      onBlur={normalize}
      onPaste={refuse}
      onDrop={refuse}
      inputClassName={styles.tabularInput}
      prefix="$"
      type="text"
      inputMode="decimal"
    />
  );
}
