import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { escapeHtml } from './gateway/html.ts';
import { gatewayPaths } from './gateway/paths.ts';
import { outboxPagePath } from './simulator/outbox-page.ts';
import { createSeedState } from './simulator/seed.ts';
import { createSimulator, type SimulatorState } from './simulator/simulator.ts';
import { simulatorStateVersion } from './simulator/state.ts';

const demoHostDirectory = path.dirname(fileURLToPath(import.meta.url));
const projectDirectory = path.dirname(demoHostDirectory);

export const defaultDataFile = path.join(demoHostDirectory, '.data', 'state.json');

/** The policy every HTML page is served under: what a cooperative's strict CMS would send. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** Written in demo pages where the request's own origin belongs (the port is not fixed). */
const originPlaceholder = '%ORIGIN%';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface DemoServerOptions {
  /** 4173 when absent; 0 picks a free port. */
  port?: number;
  hostname?: string;
  /** Start from the seed instead of the saved state (and overwrite the saved state). */
  reset?: boolean;
  /** Where the simulator's state is saved; demo-host/.data/state.json when absent. */
  dataFile?: string;
  /** The widget bundle; dist/widgets when absent. */
  widgetsDirectory?: string;
}

export interface DemoServer {
  /** http://localhost:<port> */
  origin: string;
  port: number;
  /** The day ('yyyy-mm-dd') the simulator's state was seeded: its dates are relative to it. */
  seededOn: string;
  close: () => Promise<void>;
}

/** Serves the demo site, the widget bundle, the simulated back office and the hosted payment page. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const dataFile = options.dataFile ?? defaultDataFile;
  const state = (options.reset ? undefined : loadSavedState(dataFile)) ?? createSeedState(new Date());
  saveState(dataFile, state);
  const simulator = createSimulator({ state, persist: (current) => saveState(dataFile, current) });

  const app = createDemoHostApp({
    simulator,
    widgetsDirectory: options.widgetsDirectory ?? path.join(projectDirectory, 'dist', 'widgets'),
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve(
      { fetch: app.fetch, port: options.port ?? 4173, hostname: options.hostname ?? 'localhost' },
      () => resolve(listening),
    );
    listening.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://localhost:${port}`,
    port,
    seededOn: state.seededOn,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export interface DemoHostAppOptions {
  simulator: { fetch: (request: Request) => Response | Promise<Response> };
  widgetsDirectory: string;
  pagesDirectory?: string;
}

/** The demo host as one fetch handler, for the Node server and for tests. */
export function createDemoHostApp(options: DemoHostAppOptions): Hono {
  const pagesDirectory = options.pagesDirectory ?? path.join(demoHostDirectory, 'pages');
  const gatewayStylesheet = path.join(demoHostDirectory, 'gateway', 'gateway.css');
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'same-origin');
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', contentSecurityPolicy);
      c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    }
  });

  app.get(gatewayPaths.stylesheet, (c) => fileResponse(c, gatewayStylesheet));
  const toSimulator = (c: Context) => options.simulator.fetch(c.req.raw);
  app.all('/api/*', toSimulator);
  app.all('/PaymentCallback/*', toSimulator);
  app.all('/gateway/*', toSimulator);
  // The demo outbox: where a person trying the demo reads the codes and links the back office "sent".
  app.get(outboxPagePath, toSimulator);

  app.get('/widgets/*', (c) => {
    const file = fileInside(options.widgetsDirectory, c.req.path.slice('/widgets'.length));
    return file ? bundleFileResponse(c, file, options.widgetsDirectory) : notFoundPage(c);
  });

  app.get('*', (c) => {
    const file = pageFile(pagesDirectory, c.req.path);
    return file ? fileResponse(c, file) : notFoundPage(c);
  });

  return app;
}

/** The content codings an Accept-Encoding header allows ('gzip;q=0' refuses gzip). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name && (quality === undefined || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The bundle's chunks and assets carry a content hash in their names (vite.config.ts): their content
 * never changes. Entries (coop-portal.js) keep their names across releases.
 */
const hashedDirectories = ['chunks', 'assets'];

/**
 * A file of the widget bundle, served as a CDN would: the Brotli or gzip copy the build wrote beside it
 * when the browser accepts it, and hashed files cached for a year (an entry like coop-portal.js keeps
 * its name across releases, so it is revalidated).
 */
async function bundleFileResponse(c: Context, file: string, bundleDirectory: string): Promise<Response> {
  const extension = path.extname(file);
  const [topDirectory] = path.relative(bundleDirectory, file).split(path.sep);
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'Cache-Control': hashedDirectories.includes(topDirectory ?? '')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    const compressed = await readFile(`${file}${suffix}`).catch(() => undefined);
    if (compressed)
      return new Response(compressed, { headers: { ...headers, 'Content-Encoding': encoding } });
  }
  return new Response(await readFile(file), { headers });
}

async function fileResponse(c: Context, file: string): Promise<Response> {
  const extension = path.extname(file);
  const contentType = contentTypes[extension] ?? 'application/octet-stream';
  const headers = { 'Content-Type': contentType, 'Cache-Control': 'no-cache' };
  if (extension !== '.html') return new Response(await readFile(file), { headers });
  const url = new URL(c.req.url);
  const page = (await includePartials(await readFile(file, 'utf8'), url.pathname)).replaceAll(
    originPlaceholder,
    escapeHtml(url.origin),
  );
  return new Response(page, { headers });
}

const includePattern = /<!-- include: ([a-z-]+) -->/g;

/**
 * The demo site's pages share one header and one footer, as a CMS's templates would: a page names
 * them with `<!-- include: site-header -->`, and the link of the page being served is marked current.
 */
async function includePartials(page: string, requestPath: string): Promise<string> {
  const names = [...new Set([...page.matchAll(includePattern)].map((match) => match[1] ?? ''))];
  if (names.length === 0) return page;
  const partialsDirectory = path.join(demoHostDirectory, 'pages', '_partials');
  const partials = new Map<string, string>();
  for (const name of names)
    partials.set(name, await readFile(path.join(partialsDirectory, `${name}.html`), 'utf8'));
  const current = requestPath.replace(/\/index(\.html)?$/, '/');
  return page.replace(includePattern, (_match, name: string) =>
    (partials.get(name) ?? '')
      .replace(/\n$/, '')
      .replace(`<a href="${current}">`, `<a href="${current}" aria-current="page">`)
      .replace(/^ {4}/, ''),
  );
}

function notFoundPage(c: Context): Response {
  return c.html(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head>' +
      '<body><main><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body></html>',
    404,
  );
}

/** `/` and `/news/` serve their index.html; `/quick-pay` serves quick-pay.html. */
function pageFile(pagesDirectory: string, requestPath: string): string | undefined {
  const candidates = requestPath.endsWith('/')
    ? [`${requestPath}index.html`]
    : [requestPath, `${requestPath}.html`, `${requestPath}/index.html`];
  for (const candidate of candidates) {
    const file = fileInside(pagesDirectory, candidate);
    if (file) return file;
  }
  return undefined;
}

/** The existing file `requestPath` names inside `root`; never a path outside it, nor a dotfile. */
function fileInside(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const relative = path.posix.normalize(`/${decoded}`).slice(1);
  // Dotfiles and the '_partials' the pages include are never served on their own.
  if (relative.split('/').some((segment) => segment.startsWith('.') || segment.startsWith('_')))
    return undefined;
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function loadSavedState(dataFile: string): SimulatorState | undefined {
  if (!existsSync(dataFile)) return undefined;
  try {
    const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as Partial<SimulatorState>;
    if (saved.version === simulatorStateVersion && typeof saved.sites === 'object' && saved.sites !== null) {
      return saved as SimulatorState;
    }
    console.warn(`${dataFile} is not a simulator state of this version: starting from the seed.`);
  } catch (error) {
    console.warn(`${dataFile} could not be read (${String(error)}): starting from the seed.`);
  }
  return undefined;
}

function saveState(dataFile: string, state: SimulatorState): void {
  mkdirSync(path.dirname(dataFile), { recursive: true });
  // Write then rename, so a crash mid-write never leaves half a file to load on the next start.
  const temporaryFile = `${dataFile}.${process.pid}.tmp`;
  writeFileSync(temporaryFile, JSON.stringify(state, null, 2));
  renameSync(temporaryFile, dataFile);
}
