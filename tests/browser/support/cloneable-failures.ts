/**
 * Loaded by the test page before any test file. The runner sends a failed assertion's `actual` and
 * `expected` to the terminal as they are; an element among them (a focus check comparing buttons) cannot
 * be cloned into that message, and the whole file would then hang until its time-out instead of failing
 * with the assertion's text. After every test, a failure's values are replaced by a description of them.
 */

/** A short, readable stand-in for a value that may not survive structured cloning. */
export function describeValue(value: unknown): unknown {
  if (value instanceof Element) {
    const name = value.getAttribute('aria-label') ?? value.textContent?.trim().slice(0, 60) ?? '';
    return `<${value.localName}>${name ? ` "${name}"` : ''}`;
  }
  if (value instanceof Node) return `[${value.nodeName}]`;
  try {
    structuredClone(value);
    return value;
  } catch {
    return String(value);
  }
}

interface FailedTest {
  readonly err?: { actual?: unknown; expected?: unknown };
}

const { mocha } = window as unknown as {
  mocha: { suite: { afterEach(hook: (this: { currentTest?: FailedTest }) => void): void } };
};

mocha.suite.afterEach(function makeFailureCloneable() {
  const error = this.currentTest?.err;
  if (!error) return;
  error.actual = describeValue(error.actual);
  error.expected = describeValue(error.expected);
});
