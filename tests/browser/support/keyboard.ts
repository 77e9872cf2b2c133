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

/** The next animation frames, for observers' callbacks and React's work they set off to land. */
export async function nextFrames(count = 2): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) await new Promise((done) => requestAnimationFrame(done));
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

/** The open dialogs in and under `root`, through shadow roots. */
function openDialogs(root: Document | ShadowRoot): number {
  let count = 0;
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (/^(dialog|alertdialog)$/.test(element.getAttribute('role') ?? '')) count += 1;
    if (element.shadowRoot) count += openDialogs(element.shadowRoot);
  }
  return count;
}

/**
 * Presses Tab until focus is on `target`, at most `limit` times, as a member moving through a form does.
 * At every stop focusing must change no context (WCAG 3.2.1 On Focus): the address stays, no dialog
 * opens and focus stays where Tab put it. Returns each stop's description, the target's last.
 */
export async function tabTo(target: Element, limit = 40): Promise<string[]> {
  const address = location.href;
  const dialogs = openDialogs(document);
  const stops: string[] = [];
  // Where Tab put focus, caught as it lands: a script that moves focus on may have run by the time the
  // key press returns. A move inside one shadow root is not told to the document, so its root listens too.
  let landed: Element | undefined;
  const noteLanding = (event: Event) => {
    const [inner] = event.composedPath();
    if (inner instanceof Element) landed ??= inner;
  };
  const listeners = new Set<Document | ShadowRoot>([document, target.getRootNode() as Document | ShadowRoot]);
  for (const listener of listeners) listener.addEventListener('focusin', noteLanding, true);
  try {
    for (let presses = 0; presses < limit && deepActiveElement() !== target; presses += 1) {
      landed = undefined;
      await press('Tab');
      await checkStop(landed ?? deepActiveElement());
    }
  } finally {
    for (const listener of listeners) listener.removeEventListener('focusin', noteLanding, true);
  }
  if (deepActiveElement() !== target) {
    throw new Error(`Tab did not reach ${describeElement(target)} in ${limit} presses: ${stops.join(' → ')}`);
  }
  return stops;

  async function checkStop(landedOn: Element | null): Promise<void> {
    // A composite widget (a tab list, a radio group) takes focus and hands it to its current item.
    const handedOn = deepActiveElement();
    const stop = landedOn !== handedOn && landedOn?.contains(handedOn) ? handedOn : landedOn;
    stops.push(describeElement(stop));
    await nextTick();
    const changes = [
      location.href !== address && `the address became ${location.href}`,
      openDialogs(document) !== dialogs && 'a dialog opened',
      deepActiveElement() !== stop && `focus moved on to ${describeElement(deepActiveElement())}`,
    ].filter(Boolean);
    if (changes.length > 0) {
      throw new Error(`Focusing ${describeElement(stop)} changed the context: ${changes.join(', ')}`);
    }
  }
}

/** Chooses the option labelled `label` of a focused select with the arrow keys, as a keyboard user does. */
export async function chooseWithArrows(select: HTMLSelectElement, label: string, limit = 30): Promise<void> {
  if (deepActiveElement() !== select) throw new Error(`${describeElement(select)} is not focused`);
  const selectedLabel = () => select.selectedOptions[0]?.textContent?.trim();
  for (let presses = 0; presses < limit && selectedLabel() !== label; presses += 1) {
    await press('ArrowDown');
  }
  if (selectedLabel() !== label) {
    const labels = [...select.options].map((option) => option.textContent?.trim());
    throw new Error(`No option "${label}" below the selected one among ${JSON.stringify(labels)}`);
  }
}

/**
 * Where the order of `root`'s controls in the document (the order Tab and a screen reader take) differs
 * from the order a sighted member reads them (WCAG 1.3.2, 2.4.3): each next control must be to the right
 * on the same row, or lower down. Hidden controls are left out.
 */
export function readingOrderProblems(root: ParentNode): string[] {
  const focusable = [
    ...root.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((control) => control.checkVisibility() && control.getBoundingClientRect().width > 1);
  // A focusable box around other controls (a tab list, a tab panel) is read through what it holds.
  const controls = focusable.filter(
    (control) => !focusable.some((other) => other !== control && control.contains(other)),
  );
  const problems: string[] = [];
  controls.slice(1).forEach((control, index) => {
    const previous = controls[index]!;
    const before = previous.getBoundingClientRect();
    const box = control.getBoundingClientRect();
    const sameRow = box.top < before.bottom - 1 && box.bottom > before.top + 1;
    const inOrder = sameRow ? box.left >= before.right - 1 : box.top >= before.bottom - 1;
    if (!inOrder) {
      problems.push(
        `${describeElement(control)} comes after ${describeElement(previous)} but reads before it`,
      );
    }
  });
  return problems;
}

/** Tabs to each field in turn and types its text, as a member filling a form in does. */
export async function tabAndType(fields: readonly (readonly [Element, string])[]): Promise<void> {
  for (const [field, text] of fields) {
    await tabTo(field);
    await type(text);
  }
}

/** Sends a filled form as a keyboard user does, Tab to its button and Enter, once its reading order holds. */
export async function sendWithEnter(form: ParentNode, button: Element): Promise<void> {
  const problems = readingOrderProblems(form);
  if (problems.length > 0) throw new Error(`The form's reading order: ${problems.join('; ')}`);
  await tabTo(button);
  await press('Enter');
}
