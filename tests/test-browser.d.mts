/** Chromium's flags for the tests and the bench (tests/test-browser.mjs). */
export const chromiumFlags: readonly string[];
/** How the tests launch Chromium: its path and flags. */
export function testBrowserLaunchOptions(): { executablePath: string; args: string[] };
