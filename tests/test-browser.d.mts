/** How the tests launch Chromium: its path and flags (tests/test-browser.mjs). */
export function testBrowserLaunchOptions(): { executablePath: string; args: string[] };
