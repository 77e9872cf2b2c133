import { slowdown } from './throttled-timeouts.ts';

/**
 * Queries into open shadow roots by what a person sees: labels, button names, text. Dialogs render in
 * a portal container inside the same shadow root, so one root holds everything an element shows.
 */
export function shadowRootOf(host: Element): ShadowRoot {
  if (!host.shadowRoot) throw new Error(`<${host.localName}> has no open shadow root`);
  return host.shadowRoot;
}

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The input labelled exactly `label`. */
export function fieldByLabel(root: ShadowRoot, label: string): HTMLInputElement {
  const match = [...root.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === label,
  );
  const input = match?.htmlFor ? root.getElementById(match.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled "${label}"`);
  return input;
}

/** The visible button whose accessible text is exactly `name` (text content or aria-label). */
export function buttonByName(root: ParentNode, name: string): HTMLButtonElement {
  const button = queryButton(root, name);
  if (!button) throw new Error(`No button named "${name}"`);
  return button;
}

export function queryButton(root: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find(
    (element) => (element.getAttribute('aria-label') ?? normalized(element.textContent)) === name,
  );
}

/**
 * Texts of the messages the element shows (role alert or status) that have content, leaving out the
 * stepper's step announcements and loading indicators: a spinner's 'Loading…' is a state, not a
 * message, so waiting for a message never stops at it.
 */
export function alertTexts(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('[role="alert"], [role="status"]')]
    .filter((element) => !element.matches('[part~="spinner"]'))
    .map((element) => normalized(element.textContent))
    .filter((text) => text && !/^Step \d+ of \d+: /.test(text));
}

/** Texts of the loading indicators shown (each spinner's status). */
export function loadingTexts(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('[part~="spinner"][role="status"]')].map((element) =>
    normalized(element.textContent),
  );
}

export function dialogByName(root: ShadowRoot, name: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find((dialog) => {
    const labelId = dialog.getAttribute('aria-labelledby');
    return labelId ? normalized(root.getElementById(labelId)?.textContent) === name : false;
  });
}

/**
 * Polls until `read` returns a value that is not undefined/null/false, or fails with `what`. Its default
 * time-out stretches with the CPU slowdown, as the tests' own do: a throttled run looks for races, not for
 * a page drawn slower (a PDF page at 125% under CPU ×4 beside another file).
 */
export async function waitFor<T>(
  read: () => T | undefined | null | false,
  what: string,
  timeoutMs = 8000 * slowdown,
): Promise<T> {
  const started = performance.now();
  for (;;) {
    try {
      const value = read();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch {
      // not there yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sets an input's value as typing would, so React sees the change. */
export function setInputValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
