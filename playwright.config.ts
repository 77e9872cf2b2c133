import { defineConfig } from '@playwright/test';
import type { OneOriginServers } from './tests/e2e/support/fixtures.ts';
import { testBrowserLaunchOptions } from './tests/test-browser.mjs';

// The simulator counts its days in the machine's local zone (simulator/dates.ts), the product in the
// cooperative's: the tests run in Riverbend's zone, so the two agree at any hour CI runs.
process.env.TZ = 'America/Los_Angeles';

const port = Number(process.env.E2E_PORT ?? 4317);
const secondPort = Number(process.env.E2E_SECOND_PORT ?? 4327);
const crossOriginPort = Number(process.env.E2E_CROSS_ORIGIN_PORT ?? 4417);
const crossOriginSpec = /cross-origin\.spec\.ts$/;
const securePort = Number(process.env.E2E_SECURE_PORT ?? 4517);
/** What runs over HTTPS and HTTP/2 (`npm start -- --https`): the protocol check, a payment and a signed-in area. */
const secureSpecs = /(https|quick-pay-payment|account-overview)\.spec\.ts$/;
/**
 * Of those files, the tests whose path the protocol changes: the payment to the hosted page and back, the
 * signed-in overview and the bill's PDF worker. The others of the files (cancelling, a double click,
 * another account) ask nothing more of the protocol, and run over HTTP.
 */
const secureTests =
  /HTTP\/2|card payment of \$10\.00 is recorded once|walks the accounts through the switcher|opens a bill/;
const secureOnlySpec = /https\.spec\.ts$/;

/** Another built Storybook than storybook-static (STORYBOOK_DIR), e.g. one built apart to check a few stories. */
const storybook: Record<string, string> = process.env.STORYBOOK_DIR
  ? { STORYBOOK_DIR: process.env.STORYBOOK_DIR }
  : {};

/**
 * End-to-end tests drive the demo host (`npm start`) in Debian's Chromium, as a member would.
 * The server starts from the seed (--reset) on its own port and data file, so a demo in use is untouched.
 */
/**
 * The demo servers a run needs: all of them, or only the first (the one-origin server, which serves the
 * built Storybook) when the run is the stories' alone (`npm run test:stories` sets COOP_E2E_STORIES).
 */
function demoServers<Server>(servers: readonly Server[]): Server[] {
  return process.env.COOP_E2E_STORIES === '1' ? servers.slice(0, 1) : [...servers];
}

export default defineConfig<OneOriginServers>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Each end-to-end project runs its files one at a time against its own server, two projects at once.
  // The stories run on their own after them (`npm run test:stories`, two workers): beside the end-to-end
  // tests on two cores, their play functions' one-second waits lose the race.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    timezoneId: 'America/Los_Angeles',
    trace: 'off',
    launchOptions: testBrowserLaunchOptions(),
  },
  projects: [
    // Two workers, each on a demo server of its own (tests/e2e/support/fixtures.ts picks it by the
    // worker's parallel index): a spec file runs whole on one server, and the next file goes to whichever
    // worker is free, so neither server's back office is shared by two tests at once.
    {
      name: 'one origin',
      testIgnore: [crossOriginSpec, secureOnlySpec],
      workers: 2,
      use: { oneOriginServers: [`http://localhost:${port}`, `http://localhost:${secondPort}`] },
    },
    // The site, the widgets (a CDN) and the back office on three origins: `npm start -- --cross-origin`.
    {
      name: 'cross-origin',
      testMatch: crossOriginSpec,
      workers: 1,
      use: { baseURL: `http://localhost:${crossOriginPort}` },
    },
    // Every story and docs page of the built Storybook, which the demo host serves at /storybook/.
    {
      name: 'stories',
      testDir: 'tests/stories',
      use: { baseURL: `http://localhost:${port}/storybook/` },
    },
    // HTTPS and HTTP/2 under the demo's self-signed certificate, as production hosts serve the pages.
    {
      name: 'https',
      testMatch: secureSpecs,
      grep: secureTests,
      workers: 1,
      use: { baseURL: `https://localhost:${securePort}`, ignoreHTTPSErrors: true },
    },
  ],
  webServer: demoServers([
    {
      command: `tsx demo-host/start.ts --no-build --reset`,
      url: `http://localhost:${port}/`,
      env: {
        PORT: String(port),
        SIMULATOR_DATA_FILE: `demo-host/.data/e2e-state-${port}.json`,
        ...storybook,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `tsx demo-host/start.ts --no-build --reset`,
      url: `http://localhost:${secondPort}/`,
      env: {
        PORT: String(secondPort),
        SIMULATOR_DATA_FILE: `demo-host/.data/e2e-state-${secondPort}.json`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `tsx demo-host/start.ts --no-build --reset --cross-origin`,
      url: `http://localhost:${crossOriginPort}/`,
      env: {
        PORT: String(crossOriginPort),
        SIMULATOR_DATA_FILE: `demo-host/.data/e2e-cross-origin-state-${crossOriginPort}.json`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `tsx demo-host/start.ts --no-build --reset --https`,
      url: `https://localhost:${securePort}/`,
      ignoreHTTPSErrors: true,
      env: {
        PORT: String(securePort),
        SIMULATOR_DATA_FILE: `demo-host/.data/e2e-https-state-${securePort}.json`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ]),
});
