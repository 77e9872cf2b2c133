/// <reference types="vitest/config" />
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressPlugin } from './build/compress-plugin.ts';
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

/** The loader (widgets/loader.ts): watches the page and loads each element's entry when its tag appears. */
const loaderEntry = { loader: `${widgetsDir}loader.ts` };

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), shadowStylesPlugin(), compressPlugin()],
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
        // cost the marketing page bytes it counts (DESIGN.md §9: 5 KB before intent).
        comments: { legal: true, annotation: false, jsdoc: false },
        // What every element needs before anything else (the page's configuration, language and scheme,
        // the shared stylesheet and theme, the site-configuration probe) is one file: the marketing page
        // loads it with the Quick Pay button, and one file compresses better than the five the bundler
        // would otherwise split it into (DESIGN.md §9: 5 KB before intent).
        codeSplitting: {
          groups: [
            {
              name: 'element-base',
              test: /\/src\/(state\/page-(config|language)|domain\/language-tag|api\/site-configuration-probe|ui\/(theme|theme-colors|element\/scheme|styles\/(shadow-sheet|host\.css)))\.ts/,
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
    // tests/package needs the build: `npm run test:package` runs it after `npm run build`.
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/package/**/*.test.ts'],
    environment: 'node',
  },
});
