// Browser tests: @web/test-runner drives Chromium; Vite (the project's own vite.config.ts, so
// vanilla-extract and the shadow-stylesheet plugin work as in the app) serves and transforms the code.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createServer } from 'vite';
import { ariaSnapshotPlugin } from './tests/browser/support/aria-snapshot-plugin.mjs';
import { modulesServedOnce } from './tests/browser/support/modules-served-once.mjs';
import { refuseOnSharedPage, writeTestPages } from './tests/browser/support/test-pages.mjs';
import { testBrowserLaunchOptions } from './tests/test-browser.mjs';

// React as members get it: its development build re-checks every render (a quarter of the suite's time)
// and only warns on the console, which no test reads.
process.env.NODE_ENV ??= 'production';
// The simulator counts its days in the machine's local zone (simulator/dates.ts), the product in the
// cooperative's: the tests run in Riverbend's zone, so the two agree at any hour CI runs.
process.env.TZ = 'America/Los_Angeles';

const testFiles = 'tests/browser/**/*.test.{ts,tsx}';
/**
 * The whole suite's files, a few to a page (tests/browser/support/test-pages.mjs): a third less of the
 * machine than a page each. Files named on the command line run a page each.
 */
const testPages = writeTestPages({
  root: process.cwd(),
  directory: 'tests/browser',
  sharedPageCount: Number(process.env.COOP_BROWSER_TEST_PAGES ?? 8),
});

/** Paths the test runner serves itself: its harness page, web socket client and runtime. */
function isTestRunnerPath(path) {
  return path === '/' || path.startsWith('/__web-') || path.startsWith('/__wds') || path.startsWith('/__wtr');
}

/**
 * `@web/test-runner-commands` imports the runner's web socket client by absolute path. Vite must leave
 * that import alone (the runner serves it), instead of failing to resolve it.
 */
const testRunnerPaths = {
  name: 'coop-test-runner-paths',
  enforce: 'pre',
  resolveId(id) {
    return isTestRunnerPath(id) ? { id, external: true } : undefined;
  },
};

const vite = await createServer({
  configFile: 'vite.config.ts',
  appType: 'custom',
  // Its own cache, so that a test run never invalidates the dev server's or Storybook's; two runs at once
  // in one checkout each name their own (COOP_VITE_CACHE), as `force` rewrites it at every start.
  cacheDir: process.env.COOP_VITE_CACHE ?? 'node_modules/.vite/web-test-runner',
  plugins: [testRunnerPaths],
  server: {
    middlewareMode: true,
    // No hot reload in tests; this also keeps @vitejs/plugin-react from requiring its refresh preamble.
    hmr: false,
    watch: null,
  },
  optimizeDeps: {
    // Pre-bundling everything the tests import up front avoids a mid-run re-optimize (HTTP 504, or a
    // second copy of React). `force` rescans on every run: a cached bundle misses the deps of a new test.
    entries: [testFiles],
    force: true,
    // Talks to the test runner through its own server paths; must be served as is.
    exclude: ['@web/test-runner-commands'],
  },
  logLevel: 'warn',
});

/**
 * The session id is for the harness page; leaving it on module URLs would make Vite see new modules.
 * The rest of the query is kept as written: Vite reads flags like `?url&no-inline`, which
 * URLSearchParams would rewrite as `?url=&no-inline=`.
 */
function withoutSessionId(url) {
  const [path, query] = url.split(/\?(.*)/s, 2);
  if (query === undefined) return url;
  const kept = query.split('&').filter((parameter) => !parameter.startsWith('wtr-session-id='));
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/** Hands every other request to Vite's connect middleware; falls through to the runner if Vite passes. */
async function viteMiddleware(context, next) {
  if (isTestRunnerPath(context.path)) return next();
  context.req.url = withoutSessionId(context.req.url ?? '/');

  await new Promise((resolve, reject) => {
    context.respond = false;
    context.res.once('close', resolve);
    vite.middlewares(context.req, context.res, (error) => {
      context.respond = true;
      context.req.url = context.originalUrl;
      if (error) reject(error);
      else next().then(resolve, reject);
    });
  });
}

/**
 * Lets a test hold back the code of a module (a route screen, a dialog) in its own page, to see what the
 * page does while the code is on its way: `hold-module { path }` parks that page's requests for the path
 * until `release-module { path }`; `held-requests { path }` counts them meanwhile. Page-scoped through
 * Playwright, so test files running beside it are untouched.
 */
function moduleHoldPlugin() {
  /** Per page: path → its route matcher and the parked requests' continuations. */
  const holds = new WeakMap();
  return {
    name: 'coop-module-hold',
    async executeCommand({ command, payload, session }) {
      if (!['hold-module', 'held-requests', 'release-module'].includes(command)) return undefined;
      // A module another file of the page has loaded can no longer be held.
      if (command === 'hold-module') refuseOnSharedPage(command, session.testFile);
      const page = session.browser.getPage(session.id);
      if (!holds.has(page)) holds.set(page, new Map());
      const pageHolds = holds.get(page);
      const { path } = payload;
      if (command === 'hold-module') {
        const hold = { matches: (url) => url.pathname === path, parked: [] };
        pageHolds.set(path, hold);
        await page.route(hold.matches, (route) => {
          if (pageHolds.get(path) === hold) hold.parked.push(() => route.continue());
          else return route.fallback();
        });
        return true;
      }
      const hold = pageHolds.get(path);
      if (command === 'held-requests') return hold?.parked.length ?? 0;
      if (!hold) return 0;
      pageHolds.delete(path);
      // The parked requests go on first: unrouting would hand them over to the page's default handling.
      await Promise.all(hold.parked.map((resume) => resume()));
      await page.unroute(hold.matches);
      return hold.parked.length;
    },
  };
}

/**
 * `COOP_CPU_SLOWDOWN=4 npm run test:browser` runs every page with Chromium's CPU throttled that many
 * times, as a slow CI machine or a phone would: the way to look for tests that race the screen.
 */
const cpuSlowdown = Number(process.env.COOP_CPU_SLOWDOWN ?? '1');

async function createPage({ context }) {
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  return page;
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: testPages,
  concurrency: 2,
  concurrentBrowsers: 1,
  // A page's whole run, far above any page's (a shared page runs a dozen files): a page that stops answering.
  testsFinishTimeout: 600_000 * cpuSlowdown,
  browserStartTimeout: 60_000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      createPage,
      launchOptions: testBrowserLaunchOptions(),
    }),
  ],
  // Each module answered once for the run, its source map apart (a tenth of the suite's time).
  middleware: [modulesServedOnce({ passes: isTestRunnerPath, addressOf: withoutSessionId }), viteMiddleware],
  plugins: [moduleHoldPlugin(), ariaSnapshotPlugin()],
  // The harness stands in for a host page: it has a language and a title, as axe expects of a page. Its
  // second script keeps a failed assertion about elements reportable (tests/browser/support/cloneable-failures.ts);
  // its third gives every test its time-out times the CPU slowdown (tests/browser/support/throttled-timeouts.ts).
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="coop-cpu-slowdown" content="${cpuSlowdown}" />
    <title>Browser tests</title>
  </head>
  <body>
    <script type="module" src="${testFramework}"></script>
    <script type="module" src="/tests/browser/support/cloneable-failures.ts"></script>
    <script type="module" src="/tests/browser/support/throttled-timeouts.ts"></script>
  </body>
</html>`,
  testFramework: {
    config: {
      ui: 'bdd',
      timeout: 10_000,
    },
  },
};
