import type { ClipboardEvent, KeyboardEvent } from 'react';
import { digitsOnly, isDigitKey } from '../../domain/quick-pay/account-lookup.ts';

/** Key presses other than digits (and editing keys) never reach a digits-only field. */
export function blockNonDigitKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (!event.ctrlKey && !event.metaKey && !event.altKey && !isDigitKey(event.key)) event.preventDefault();
}

/** The field's value after pasting: the pasted digits in place of the selection, cut to the field's length. */
export function valueAfterDigitPaste(event: ClipboardEvent<HTMLInputElement>, maxLength: number): string {
  event.preventDefault();
  const input = event.currentTarget;
  const current = input.value;
  const start = input.selectionStart ?? current.length;
  const end = input.selectionEnd ?? current.length;
  const pasted = digitsOnly(event.clipboardData.getData('text'));
  return (current.slice(0, start) + pasted + current.slice(end)).slice(0, maxLength);
}
