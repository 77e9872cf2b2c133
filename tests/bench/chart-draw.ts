import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build, type PluginOption } from 'vite';
import viteConfig from '../../vite.config.ts';
import type { ChartDrawRun } from './chart-draw-page.tsx';

/**
 * The usage chart's draw time (docs/performance.md: 180 days of 15-minute data, 17,280 points, drawn in under
 * 50 ms), measured on a page of its own (chart-draw-page.tsx) built like the widgets, minified, with
 * uPlot in its own lazily loaded chunk as the widgets have it.
 */

export const chartPointCount = 17_280;
export const chartBudgetMs = 50;

export interface ChartDrawResult {
  readonly pointCount: number;
  /** One run a fresh page: uPlot and its stylesheet load because of the chart (the reference). */
  readonly cold: readonly number[];
  /** Runs on pages where uPlot has loaded: what a chart costs when a screen shows it. */
  readonly warm: readonly number[];
}

/** Builds the page into `outDirectory` with the project's Vite plugins and definitions. */
export function buildChartDrawPage(projectDirectory: string, outDirectory: string): Promise<void> {
  return buildBenchPage(projectDirectory, outDirectory, 'chart-draw-page', 'tests/bench/chart-draw-page.tsx');
}

/**
 * Builds a measure's page (`entry`, relative to the project) into `outDirectory` as `<name>.js`, the
 * way the widgets are built: minified, the project's plugins and definitions, shared code in chunks.
 */
export async function buildBenchPage(
  projectDirectory: string,
  outDirectory: string,
  name: string,
  entry: string,
): Promise<void> {
  // The widgets' plugins, without the one that writes compressed copies of the files.
  const plugins = (viteConfig.plugins ?? []).filter(
    (plugin: PluginOption) => !(plugin && 'name' in plugin && plugin.name === 'coop-compress'),
  );
  await build({
    configFile: false,
    root: projectDirectory,
    logLevel: 'warn',
    plugins,
    resolve: viteConfig.resolve,
    define: { ...viteConfig.define, 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: outDirectory,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      // As the widgets: their CSS (the theme's light-dark() colours) passes as written.
      cssTarget: viteConfig.build?.cssTarget,
      rolldownOptions: {
        input: { [name]: path.join(projectDirectory, entry) },
        output: {
          minify: true,
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  });
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
};

const pageHtml = (title: string, script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><script type="module" src="/${script}"></script></body></html>`;

/**
 * Serves a built page (`script`, with the files beside it) under the strict CSP the elements run
 * under (no inline script or style).
 */
export function serveBenchPage(
  directory: string,
  title: string,
  script: string,
): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const headers = { 'Content-Security-Policy': "default-src 'self'", 'Cache-Control': 'no-store' };
    if (pathname === '/') {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/html' }).end(pageHtml(title, script));
      return;
    }
    const file = path.join(directory, path.normalize(pathname));
    if (!file.startsWith(directory)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, {
            ...headers,
            'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
          })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, server });
    });
  });
}

/**
 * `pages` fresh pages (browser contexts); on each, one cold run then `warmRuns` runs with uPlot loaded.
 * A run whose canvas shows no line fails the measure rather than reporting the time of nothing.
 */
export async function measureChartDraw(
  browser: Browser,
  pageDirectory: string,
  { pages = 3, warmRuns = 7, progress = (_message: string) => {} } = {},
): Promise<ChartDrawResult> {
  const { origin, server } = await serveBenchPage(pageDirectory, 'Chart draw', 'chart-draw-page.js');
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let pageNumber = 1; pageNumber <= pages; pageNumber += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        await page.goto(`${origin}/`, { waitUntil: 'load' });
        await page.waitForFunction(() => window.coopChartDraw !== undefined);
        const runs: ChartDrawRun[] = [];
        for (let run = 0; run <= warmRuns; run += 1) {
          runs.push(await page.evaluate((count) => window.coopChartDraw!.draw(count), chartPointCount));
          // Leaves the browser a moment between runs (garbage collection, the compositor).
          await page.waitForTimeout(50);
        }
        if (errors.length > 0) throw new Error(`The chart page failed: ${errors.join('; ')}`);
        const undrawn = runs.filter((run) => run.seriesPixels < 1_000);
        if (undrawn.length > 0) {
          throw new Error(`A chart run drew no line (${undrawn.length} of ${runs.length} runs).`);
        }
        const [first, ...rest] = runs.map((run) => run.milliseconds);
        cold.push(first as number);
        warm.push(...rest);
        progress(
          `chart draw, page ${pageNumber} of ${pages}: cold ${first?.toFixed(1)} ms, ` +
            `with uPlot loaded ${rest.map((value) => value.toFixed(1)).join(', ')} ms`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return { pointCount: chartPointCount, cold, warm };
}
