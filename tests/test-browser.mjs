import { existsSync } from 'node:fs';

/** Debian's headless build of Chromium, and its desktop browser. */
const headlessShell = '/usr/bin/chromium-headless-shell';
const desktopChromium = '/usr/bin/chromium';

/**
 * The Chromium that the browser, end-to-end and story tests drive: `CHROME_PATH` when it is set;
 * otherwise Debian's `chromium-headless-shell`, the same engine without the desktop browser around it
 * (what Playwright itself runs for headless tests), which spends a tenth less of the machine on a test
 * file; otherwise Debian's `chromium`. The bench measures in the desktop browser, as members run it.
 */
function testBrowserPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(headlessShell) ? headlessShell : desktopChromium;
}

/** Chromium's flags for the tests and the bench: quiet, with no sandbox, GPU or QUIC. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How the browser, end-to-end and story tests launch Chromium. */
export function testBrowserLaunchOptions() {
  return { executablePath: testBrowserPath(), args: [...chromiumFlags] };
}
