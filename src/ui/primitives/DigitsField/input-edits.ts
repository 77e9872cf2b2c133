import type { KeyboardEvent } from 'react';
import { isDigitKey } from '../../../domain/digits.ts';

/**
 * Puts `value` in the input as typing would: through the native setter and an `input` event, so React's
 * `onChange` (and with it react-hook-form's registered handler, or a controlled field's state) sees it.
 */
export function replaceInputValue(input: HTMLInputElement, value: string, caret: number): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.setSelectionRange(caret, caret);
}

/** Key presses other than digits (and editing keys, and shortcuts) never reach a digits-only field. */
export function blockNonDigitKey(event: KeyboardEvent<HTMLInputElement>): void {
  if (!event.ctrlKey && !event.metaKey && !event.altKey && !isDigitKey(event.key)) event.preventDefault();
}
