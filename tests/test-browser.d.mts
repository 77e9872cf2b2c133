/** The Chromium the tests drive (tests/test-browser.mjs). */
export function testBrowserPath(): string;
