import { userEvent } from 'storybook/test';

/**
 * Types into a field whose screen reacts to every change (a controlled field, a watched one). In these
 * shadow roots `userEvent.type` fills the input, but React's change handler does not see it (the
 * strength meter and the verification code stayed empty), while real key presses work: the value is set
 * through the native setter and announced with an input event, as browser autofill does.
 */
export async function enterValue(field: HTMLElement, value: string) {
  await userEvent.click(field);
  const input = field as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
