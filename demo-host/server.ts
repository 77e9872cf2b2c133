import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { generate as generateCertificate } from 'selfsigned';
import { escapeHtml } from './gateway/html.ts';
import { renderEmbeddingGuide, type CustomElementsManifest } from './guide/embedding-guide.ts';
import { gatewayPaths } from './gateway/paths.ts';
import { outboxPagePath } from './simulator/outbox/outbox-page.ts';
import { restoreState } from './simulator/saved-state.ts';
import { createSeedState } from './simulator/seed.ts';
import { createSimulator, type SimulatorState } from './simulator/simulator.ts';

const demoHostDirectory = path.dirname(fileURLToPath(import.meta.url));
const projectDirectory = path.dirname(demoHostDirectory);

export const defaultDataFile = path.join(demoHostDirectory, '.data', 'state.json');

/** Where `npm run build-storybook` writes the built Storybook. */
export const defaultStorybookDirectory = path.join(projectDirectory, 'storybook-static');

/** Where the site serves the built Storybook, for designers. */
export const storybookPath = '/storybook/';

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

/**
 * Where each part lives when the site, the widget bundle (a CDN) and the back office are three origins
 * (`npm start -- --cross-origin`), as a cooperative really deploys them.
 */
export interface SplitOrigins {
  /** The cooperative's CMS site: the demo pages. */
  readonly site: string;
  /** The CDN serving the widget bundle (`/widgets/…`). */
  readonly widgets: string;
  /** The back office: the API, the payment callbacks, the hosted payment page and the demo outbox. */
  readonly backOffice: string;
}

/**
 * The policy of the site's pages when the widgets and the back office are elsewhere: still strict (no
 * inline script or style, no eval, no wildcard), naming exactly the CDN for scripts and the back office
 * for calls and for the hosted payment form.
 */
export function sitePolicyFor(origins: SplitOrigins): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${origins.widgets}`,
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${origins.backOffice}`,
    `form-action 'self' ${origins.backOffice}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The back office's own pages (the hosted payment page, the outbox) send the browser back to the site. */
export function backOfficePolicyFor(origins: SplitOrigins): string {
  return contentSecurityPolicy.replace("form-action 'self'", `form-action 'self' ${origins.site}`);
}

/** A demo page as the site serves it when the widgets and the back office live on their own origins. */
export function pageForSplitOrigins(page: string, origins: SplitOrigins): string {
  return page
    .replaceAll('src="/widgets/', `src="${origins.widgets}/widgets/`)
    .replaceAll('api-base="/api"', `api-base="${origins.backOffice}/api"`)
    .replaceAll('href="/outbox"', `href="${origins.backOffice}/outbox"`)
    .replaceAll(originPlaceholder, origins.backOffice);
}

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
  /** The built Storybook, served at /storybook/ when it exists; storybook-static when absent. */
  storybookDirectory?: string;
  /**
   * Serve the site on `port`, the widget bundle on `port + 1` (the CDN) and the back office on
   * `port + 2`, with real CORS between them, instead of everything on one origin.
   */
  crossOrigin?: boolean;
  /**
   * HTTPS with HTTP/2 (HTTP/1.1 still answered), under a self-signed certificate for `hostname` made at
   * start: how a cooperative's site and a CDN serve the bundle. Browsers must be told to accept the
   * certificate (Chromium's `--ignore-certificate-errors`). Not with `crossOrigin`.
   */
  secure?: boolean;
}

export interface DemoServer {
  /** http://localhost:<port> */
  origin: string;
  port: number;
  /** With `crossOrigin`: where the site, the widgets and the back office are. */
  origins?: SplitOrigins;
  /** The day ('yyyy-mm-dd') the simulator's state was seeded: its dates are relative to it. */
  seededOn: string;
  close: () => Promise<void>;
}

interface TlsCredentials {
  key: string;
  cert: string;
}

function listen(
  app: Hono,
  port: number,
  hostname: string,
  tls?: TlsCredentials,
): Promise<ReturnType<typeof serve>> {
  return new Promise((resolve, reject) => {
    const listening = tls
      ? serve(
          {
            fetch: app.fetch,
            port,
            hostname,
            createServer: createSecureServer,
            serverOptions: { ...tls, allowHTTP1: true },
          },
          () => resolve(listening),
        )
      : serve({ fetch: app.fetch, port, hostname }, () => resolve(listening));
    listening.once('error', reject);
  });
}

/** A self-signed certificate for localhost (and `hostname`), valid for a week from now. */
async function selfSignedCredentials(hostname: string): Promise<TlsCredentials> {
  const notBeforeDate = new Date();
  const names = [...new Set(['localhost', hostname])];
  const pems = await generateCertificate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 7 * 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: names.map((value) => ({ type: 2, value })) }],
  });
  return { key: pems.private, cert: pems.cert };
}

function closeServer(server: ReturnType<typeof serve>): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/** Serves the demo site, the widget bundle, the simulated back office and the hosted payment page. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const dataFile = options.dataFile ?? defaultDataFile;
  const startedAt = new Date();
  const state =
    (options.reset ? undefined : loadSavedState(dataFile, startedAt)) ?? createSeedState(startedAt);
  saveState(dataFile, state);
  const hostname = options.hostname ?? 'localhost';
  const widgetsDirectory = options.widgetsDirectory ?? path.join(projectDirectory, 'dist', 'widgets');
  const storybookDirectory = options.storybookDirectory ?? defaultStorybookDirectory;
  const persist = (current: SimulatorState) => saveState(dataFile, current);

  if (options.crossOrigin) {
    if (options.secure) throw new Error('The cross-origin demo is served over plain HTTP only.');
    const port = options.port ?? 4173;
    if (port === 0)
      throw new Error('The cross-origin demo needs a fixed port (it uses the next two as well).');
    const originAt = (offset: number) => `http://${hostname}:${port + offset}`;
    const origins: SplitOrigins = { site: originAt(0), widgets: originAt(1), backOffice: originAt(2) };
    const simulator = createSimulator({
      state,
      persist,
      cors: { allowedOrigins: [origins.site] },
      returnOrigins: [origins.site],
      siteOrigin: origins.site,
    });
    const servers = await Promise.all(
      (['site', 'widgets', 'back-office'] as const).map((part, offset) =>
        listen(
          createDemoHostApp({ simulator, widgetsDirectory, storybookDirectory, parts: [part], origins }),
          port + offset,
          hostname,
        ),
      ),
    );
    return {
      origin: origins.site,
      port,
      origins,
      seededOn: state.seededOn,
      close: async () => void (await Promise.all(servers.map(closeServer))),
    };
  }

  const simulator = createSimulator({ state, persist });
  const server = await listen(
    createDemoHostApp({ simulator, widgetsDirectory, storybookDirectory }),
    options.port ?? 4173,
    hostname,
    options.secure ? await selfSignedCredentials(hostname) : undefined,
  );
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `${options.secure ? 'https' : 'http'}://localhost:${port}`,
    port,
    seededOn: state.seededOn,
    close: () => closeServer(server),
  };
}

export type DemoHostPart = 'site' | 'widgets' | 'back-office';

export interface DemoHostAppOptions {
  /** The back office; `bindings` are the connection's (the Node server's `incoming`), for its per-client limits. */
  simulator: { fetch: (request: Request, bindings?: unknown) => Response | Promise<Response> };
  widgetsDirectory: string;
  pagesDirectory?: string;
  /** The built Storybook, served at /storybook/ with the site when it exists. */
  storybookDirectory?: string;
  /** The parts this app serves: all three (one origin) when absent. */
  parts?: readonly DemoHostPart[];
  /** Set when the parts live on three origins: pages are rewritten to reach the other two. */
  origins?: SplitOrigins;
}

/** The demo host as one fetch handler, for the Node server and for tests. */
export function createDemoHostApp(options: DemoHostAppOptions): Hono {
  const pagesDirectory = options.pagesDirectory ?? path.join(demoHostDirectory, 'pages');
  const gatewayStylesheet = path.join(demoHostDirectory, 'gateway', 'gateway.css');
  const app = new Hono();
  const parts = new Set(options.parts ?? ['site', 'widgets', 'back-office']);
  const { origins } = options;
  const htmlPolicy = !origins
    ? contentSecurityPolicy
    : parts.has('site')
      ? sitePolicyFor(origins)
      : backOfficePolicyFor(origins);

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'same-origin');
    // Storybook is a designers' tool, not a page of the cooperative's site: its own pages run inline
    // scripts, which the site's policy refuses.
    if (c.req.path.startsWith(storybookPath)) return;
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', htmlPolicy);
      c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    }
  });

  if (parts.has('back-office')) {
    app.get(gatewayPaths.stylesheet, (c) => fileResponse(c, gatewayStylesheet));
    const toSimulator = async (c: Context) => {
      // The connection's bindings go along: the back office counts failed sign-ins per client address.
      const response = await options.simulator.fetch(c.req.raw, c.env);
      return response.type === 'error' ? dropConnection(c) : response;
    };
    app.all('/api/*', toSimulator);
    app.all('/PaymentCallback/*', toSimulator);
    app.all('/gateway/*', toSimulator);
    // The demo outbox: where a person trying the demo reads the codes and links the back office "sent".
    app.get(outboxPagePath, toSimulator);
  }

  if (parts.has('widgets')) {
    app.get('/widgets/*', async (c) => {
      const file = fileInside(options.widgetsDirectory, c.req.path.slice('/widgets'.length));
      const response = file ? await bundleFileResponse(c, file, options.widgetsDirectory) : notFoundPage(c);
      // Module scripts and their imports are CORS requests: a CDN lets any page load them.
      response.headers.set('Access-Control-Allow-Origin', '*');
      return response;
    });
  }

  if (parts.has('site')) {
    const { storybookDirectory } = options;
    const storybookBuilt = () =>
      storybookDirectory !== undefined && existsSync(path.join(storybookDirectory, 'index.html'));
    app.get('/embedding.html', (c) => embeddingGuideResponse(c, origins, storybookBuilt()));
    // Browsers ask for /favicon.ico when a page names no icon (Storybook's pages do not).
    app.get('/favicon.ico', (c) => fileResponse(c, path.join(pagesDirectory, 'favicon.svg')));
    app.get(storybookPath.slice(0, -1), (c) => c.redirect(storybookPath));
    app.get(`${storybookPath}*`, async (c) => {
      const requested = c.req.path.slice(storybookPath.length - 1);
      const file = storybookDirectory
        ? fileInside(storybookDirectory, requested.endsWith('/') ? `${requested}index.html` : requested)
        : undefined;
      return file && storybookDirectory ? bundleFileResponse(c, file, storybookDirectory) : notFoundPage(c);
    });
    app.get('*', (c) => {
      const file = pageFile(pagesDirectory, c.req.path);
      return file ? fileResponse(c, file, origins, storybookBuilt()) : notFoundPage(c);
    });
  } else {
    app.get('*', (c) => notFoundPage(c));
  }

  return app;
}

/**
 * An answer a fault rule drops (a network error from the simulator): the connection is closed without
 * one, as a failing network would. Under tests and Storybook the same answer makes `fetch` fail.
 */
function dropConnection(c: Context<{ Bindings: HttpBindings | Http2Bindings }>): Response {
  c.env.outgoing.destroy();
  return RESPONSE_ALREADY_SENT;
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

async function fileResponse(
  c: Context,
  file: string,
  origins?: SplitOrigins,
  storybookBuilt = false,
): Promise<Response> {
  const extension = path.extname(file);
  const contentType = contentTypes[extension] ?? 'application/octet-stream';
  const headers = { 'Content-Type': contentType, 'Cache-Control': 'no-cache' };
  if (extension !== '.html') return new Response(await readFile(file), { headers });
  return pageResponse(c, await readFile(file, 'utf8'), origins, storybookBuilt);
}

/** Marks the place of the footer's Storybook link, shown only once Storybook is built. */
const storybookLinkPlaceholder = '<!-- storybook-link -->';
const demoSwitchScript = '<script type="module" src="/demo-switch.js"></script>';

/**
 * A page of the demo site: the shared header and footer included, addresses set for the deployment,
 * and the footer's link to the built Storybook when there is one.
 */
async function pageResponse(
  c: Context,
  source: string,
  origins: SplitOrigins | undefined,
  storybookBuilt: boolean,
): Promise<Response> {
  const url = new URL(c.req.url);
  const included = (await includePartials(source, url.pathname))
    .replace(
      storybookLinkPlaceholder,
      storybookBuilt ? `<li><a href="${storybookPath}">Storybook: every screen and state</a></li>` : '',
    )
    // Every page has the demo's language and scheme switch at its foot. Its script comes first, so the
    // page's language and scheme are set before the elements' scripts read them, as a cooperative's
    // Spanish page has its <html lang> in its HTML.
    .replace('<head>', `<head>\n    ${demoSwitchScript}`);
  const page = origins
    ? pageForSplitOrigins(included, origins)
    : included.replaceAll(originPlaceholder, escapeHtml(url.origin));
  return new Response(page, {
    headers: { 'Content-Type': contentTypes['.html']!, 'Cache-Control': 'no-cache' },
  });
}

/** The Embedding guide, generated from custom-elements.json (and the CDN build's hashes, when built). */
async function embeddingGuideResponse(
  c: Context,
  origins: SplitOrigins | undefined,
  storybookBuilt: boolean,
): Promise<Response> {
  const manifest = JSON.parse(
    await readFile(path.join(projectDirectory, 'custom-elements.json'), 'utf8'),
  ) as CustomElementsManifest;
  const { name, version } = JSON.parse(
    await readFile(path.join(projectDirectory, 'package.json'), 'utf8'),
  ) as {
    name: string;
    version: string;
  };
  const product = name.replace(/^@([^/]+)\/.*$/, '$1');
  const integrity = await readFile(
    path.join(projectDirectory, 'dist/cdn', product, version, 'integrity.json'),
    'utf8',
  )
    .then((text) => JSON.parse(text) as Record<string, string>)
    .catch(() => undefined);
  const guide = renderEmbeddingGuide(manifest, {
    packageName: name,
    cdnBase: `https://cdn.example.coop/${product}/${version}`,
    ...(integrity ? { integrity } : {}),
  });
  return pageResponse(c, guide, origins, storybookBuilt);
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

/**
 * The saved state, each service's slice kept when saved at its service's version, else migrated or
 * seeded again alone (saved-state.ts); undefined when there is none or it is not a simulator state.
 */
function loadSavedState(dataFile: string, now: Date): SimulatorState | undefined {
  if (!existsSync(dataFile)) return undefined;
  try {
    const restored = restoreState(JSON.parse(readFileSync(dataFile, 'utf8')), now);
    if (!restored) {
      console.warn(`${dataFile} is not a simulator state of this layout: starting from the seed.`);
      return undefined;
    }
    for (const service of restored.migrated) {
      console.warn(
        `${dataFile}: the saved ${service} state was of another version, or missing, and was migrated.`,
      );
    }
    for (const service of restored.reseeded) {
      console.warn(
        `${dataFile}: no saved ${service} state of this version: that service starts from the seed.`,
      );
    }
    return restored.state;
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
