/// <reference types="vitest/config" />
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressPlugin } from './build/compress-plugin.ts';
import { hoistImportsPlugin } from './build/hoist-imports-plugin.ts';
import { shadowStylesPlugin } from './build/shadow-styles-plugin.ts';

// The simulator counts its days in the machine's local zone (simulator/dates.ts), the product in the
// cooperative's: unit tests run in Riverbend's zone, so the two agree at any hour CI runs.
if (process.env.VITEST) process.env.TZ = 'America/Los_Angeles';

const widgetsDir = fileURLToPath(new URL('./widgets/', import.meta.url));

/** Every `widgets/coop-*.ts(x)` file is a bundle entry: one script per custom element. */
const widgetEntries = Object.fromEntries(
  readdirSync(widgetsDir)
    .filter((file) => /^coop-[a-z-]+\.tsx?$/.test(file))
    .map((file) => [file.replace(/\.tsx?$/, ''), `${widgetsDir}${file}`]),
);

/**
 * The Quick Pay dialog's code, which the button imports on the visitor's intent
 * (widgets/coop-quick-pay-button.ts): its chunk names its whole static graph, requested in one go
 * (docs/performance.md).
 */
const quickPayLauncher = fileURLToPath(
  new URL('./src/features/quick-pay/quick-pay-launcher.tsx', import.meta.url),
);

/** The loader (widgets/loader.ts): watches the page and loads each element's entry when its tag appears. */
const loaderEntry = { loader: `${widgetsDir}loader.ts` };

/**
 * Unit tests that change what a process shares (the time zone, the timers, the module registry) run in
 * a fresh context each: sharing a worker's modules with them would leak their changes into other files.
 * A new test that does so belongs here.
 */
const isolatedUnitTests = [
  'tests/unit/domain/dates.test.ts',
  // Defines a catalogue whose translation never loads: a later file's switch to Spanish would fail on it.
  'tests/unit/domain/language-failure.test.ts',
  'tests/unit/state/query-cache.test.ts',
  'tests/unit/state/session-lifecycle.test.ts',
  'tests/unit/state/storage.test.ts',
];

/**
 * A chunk group's test: the modules named by their path under src/ without the extension, and the files of
 * the packages named. A group takes what they import too, unless a group of higher priority took it first.
 */
function modules(sources: readonly string[], packages: readonly string[] = []): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    [
      ...sources.map((source) => `/src/${escape(source)}\\.tsx?$`),
      ...packages.map((name) => `/node_modules/${escape(name)}`),
    ].join('|'),
  );
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    shadowStylesPlugin(),
    hoistImportsPlugin([quickPayLauncher]),
    compressPlugin(),
  ],
  resolve: {
    alias: {
      // Radix Dialog's scroll lock injects a <style> element, which a strict CSP blocks.
      'react-remove-scroll': fileURLToPath(new URL('./src/ui/scroll-lock/RemoveScroll.tsx', import.meta.url)),
    },
  },
  define: {
    // The tags the loader knows: one per element entry of this build.
    __COOP_ELEMENT_TAGS__: JSON.stringify(Object.keys(widgetEntries).sort()),
    // The loader's checked loading is the CDN folder's alone (build/cdn.ts builds that loader).
    __COOP_CHECKED_LOADING__: 'false',
    // A library build keeps `process.env.NODE_ENV` unless it is defined ("process is not defined").
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
  },
  experimental: {
    // Asset addresses (the pdf.js worker) relative to the chunk that uses them: the bundle is served
    // from wherever the cooperative puts it (/widgets on the demo site).
    renderBuiltUrl: () => ({ relative: true }),
  },
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    minify: true,
    target: 'es2022',
    // The browsers the elements already need for custom states (`:state()`): their CSS passes as written,
    // `light-dark()` included (for older targets the minifier rewrites it into page-level variables,
    // which a shadow root's colours cannot use).
    cssTarget: ['chrome125', 'edge125', 'firefox126', 'safari17.5'],
    // Maps for the CDN folder and error reporting, without the comment that makes browsers fetch them:
    // the npm package does not carry them, and a script must not name a file that is not there.
    sourcemap: 'hidden',
    lib: {
      entry: { ...widgetEntries, ...loaderEntry },
      formats: ['es'],
    },
    rolldownOptions: {
      output: {
        // A library build in ES format keeps whitespace even with build.minify; minify the chunks fully.
        minify: true,
        // Licences stay; the bundler's annotations (pure calls, vite-ignore) have served their purpose and
        // cost the marketing page bytes it counts (docs/performance.md: 5 KB before intent).
        comments: { legal: true, annotation: false, jsdoc: false },
        // Fewer, larger shared files: each file costs its own compression tables and a request, and the
        // bundler would otherwise split these by the exact set of elements that import each module.
        codeSplitting: {
          groups: [
            {
              // What every element needs before anything else (the page's configuration, language and
              // scheme, the shared stylesheet and theme, the site-configuration probe): the marketing
              // page loads it with the Quick Pay button (docs/performance.md: 5 KB before intent).
              name: 'element-base',
              priority: 2,
              test: modules([
                'state/page-config',
                'state/page-language',
                'domain/language-tag',
                'api/site-configuration-probe',
                'ui/theme',
                'ui/theme-colors',
                'ui/element/scheme',
                'ui/styles/shadow-sheet',
                'ui/styles/host.css',
              ]),
            },
            {
              // What every React element needs, in one file with react-dom's client: its root and what
              // that imports (the session, the API client, the catalogues' machinery), the element's
              // definition, the query hook, the site configuration, route links and the spinner. Left to
              // itself the bundler would cut these into a file for each set of elements that shares them:
              // the portal's first screen fetched them as twenty files (docs/performance.md: 120 KB).
              name: 'element-react',
              priority: 1,
              test: modules(
                [
                  'ui/element/CoopElementRoot',
                  'ui/element/define-element',
                  'ui/element/useLanguage',
                  'ui/element/useAssetUrl',
                  'domain/language',
                  'state/language',
                  'state/useQuery',
                  'state/query-keys',
                  'state/site-configuration',
                  'api/site-configuration',
                  'domain/site/features',
                  'domain/portal/site-configuration',
                  'domain/numbers',
                  'ui/lazy-component',
                  'ui/navigation/RouteContext',
                  'ui/navigation/PortalNavigation',
                  'ui/primitives/Spinner/Spinner',
                ],
                ['react/jsx-runtime', 'react/cjs/react-jsx-runtime', 'use-sync-external-store'],
              ),
            },
            {
              // What only the portal's frame shows on every page (its catalogue, menu and footer), in one
              // file: the portal's screens import these too, and would otherwise have each in a file of
              // its own. After element-react, so that the modules these import stay shared.
              name: 'portal-shell',
              priority: 0,
              test: modules([
                'domain/portal/messages',
                'domain/portal/menu',
                'domain/portal/footer',
                'domain/portal/web-chat',
                'features/shell/Footer',
                'features/shell/TargetLink',
              ]),
            },
          ],
        },
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    environment: 'node',
    // One worker per core: Vitest's default leaves one core to itself, which on two cores runs the files
    // one at a time while the second core idles.
    maxWorkers: '100%',
    // Some tests run ESLint, tsc or a build: on a loaded two-core machine they take several seconds.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        // The test files of a worker share its modules instead of loading them again for each file
        // (the unit suite in about 70 s instead of 190 s on two cores).
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          exclude: isolatedUnitTests,
          isolate: false,
          // Every answer a simulator gives in these tests is checked against the OpenAPI document.
          setupFiles: ['tests/unit/support/contract-check.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: [...isolatedUnitTests] },
      },
      {
        // tests/package needs the build: `npm run test:package` runs it after `npm run build`.
        extends: true,
        test: { name: 'package', include: ['tests/package/**/*.test.ts'] },
      },
    ],
  },
});
