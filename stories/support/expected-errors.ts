/**
 * A story that shows a failure on purpose declares the console errors the browser logs for it, in
 * `parameters.expectedConsoleErrors` (substrings of the lines); the story render test
 * (tests/stories/stories.spec.ts) fails on any other. The simulator faults a story arms in
 * `parameters.simulator` declare their own lines.
 */
declare module 'storybook/internal/csf' {
  interface Parameters {
    expectedConsoleErrors?: string[];
  }
}

/** The line Chromium logs for a response with this HTTP status (a 400 the back office answers, say). */
export function failedResponse(status: number): string {
  return `the server responded with a status of ${status}`;
}
