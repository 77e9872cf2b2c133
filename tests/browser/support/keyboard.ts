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

/** A short, readable name for an element in failure messages, e.g. `button "Close"`, `input#phone "Phone"`. */
export function describeElement(element: Element | null): string {
  if (!element) return 'nothing';
  const id = element.id ? `#${element.id}` : '';
  const name =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined) ??
    element.textContent ??
    '';
  const place = element.getRootNode() instanceof ShadowRoot ? '' : ' (outside any shadow root)';
  return `${element.localName}${id} "${name.trim().slice(0, 40)}"${place}`;
}

/**
 * Asserts which element has focus, waiting briefly for it: focus often moves in an effect or a timer
 * after the action (Radix arms focus in a setTimeout), later still on a loaded machine. Compares
 * identity but reports names: DOM nodes are not good assertion values (they drag React's fibers into
 * the failure report).
 */
export async function expectFocusOn(expected: Element | null | undefined, timeoutMs = 2000): Promise<void> {
  const started = performance.now();
  while (deepActiveElement() !== expected && performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const actual = deepActiveElement();
  if (actual !== expected) {
    throw new Error(
      `Expected focus on ${describeElement(expected ?? null)}, but it is on ${describeElement(actual)}`,
    );
  }
}
