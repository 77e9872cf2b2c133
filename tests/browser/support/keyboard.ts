import { sendKeys } from '@web/test-runner-commands';

/** Presses one key or chord through the browser's real input pipeline, e.g. 'Tab', 'Shift+Tab', 'Escape'. */
export async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
}

/** Types text key by key into the focused element. */
export async function type(text: string): Promise<void> {
  await sendKeys({ type: text });
}

/** The innermost focused element, looking through open shadow roots (`document.activeElement` stops at the host). */
export function deepActiveElement(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

/** Waits for timers Radix arms after an event (outside-click listeners, roving focus moves). */
export function nextTick(ms = 50): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
