import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { contractDocument } from '../../build/openapi/contract-document.ts';
import { escapeHtml } from '../gateway/html.ts';
import { renderEmbeddingGuide, type CustomElementsManifest } from '../guide/embedding-guide.ts';
import type { SplitOrigins } from './content-security.ts';
import { demoHostDirectory, projectDirectory } from './directories.ts';
import { contentTypes, fileInside, notFoundPage, plainFileResponse } from './static-files.ts';
import { storybookBuilt, storybookPath } from './storybook.ts';

/** Swagger UI's files the API reference page loads (swagger-ui-dist: no eval, no inline style). */
const swaggerUiFiles = ['swagger-ui-bundle.js', 'swagger-ui.css'];
const swaggerUiDirectory = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** Written in demo pages where the request's own origin belongs (the port is not fixed). */
const originPlaceholder = '%ORIGIN%';

/** A demo page as the site serves it when the widgets and the back office live on their own origins. */
export function pageForSplitOrigins(page: string, origins: SplitOrigins): string {
  return page
    .replaceAll('src="/widgets/', `src="${origins.widgets}/widgets/`)
    .replaceAll('api-base="/api"', `api-base="${origins.backOffice}/api"`)
    .replaceAll('href="/outbox"', `href="${origins.backOffice}/outbox"`)
    .replaceAll(originPlaceholder, origins.backOffice);
}

export interface SitePagesOptions {
  pagesDirectory: string;
  /** The built Storybook, linked from every page's footer once it is built. */
  storybookDirectory: string | undefined;
  /** Set when the parts live on three origins: pages are rewritten to reach the other two. */
  origins: SplitOrigins | undefined;
}

/** The demo site: its pages, the Embedding guide and the icon; any other address is a 404 page. */
export function sitePageRoutes(options: SitePagesOptions): Hono {
  const { pagesDirectory, storybookDirectory, origins } = options;
  const routes = new Hono();
  routes.get('/embedding.html', (c) =>
    embeddingGuideResponse(c, origins, storybookBuilt(storybookDirectory)),
  );
  // The back office's contract, its server the demo's own back office (docs/api.md, "The OpenAPI document").
  routes.get('/openapi.json', (c) =>
    c.json({
      ...contractDocument(),
      servers: [
        {
          url: `${origins?.backOffice ?? new URL(c.req.url).origin}/api`,
          description: 'The demo host’s simulated back office.',
        },
      ],
    }),
  );
  // The API reference page's renderer, Swagger UI, served from its package to that page alone.
  routes.get('/vendor/swagger-ui/:file', (c) => {
    const file = c.req.param('file');
    return swaggerUiFiles.includes(file)
      ? plainFileResponse(path.join(swaggerUiDirectory, file))
      : notFoundPage(c);
  });
  // Browsers ask for /favicon.ico when a page names no icon (Storybook's pages do not).
  routes.get('/favicon.ico', () => plainFileResponse(path.join(pagesDirectory, 'favicon.svg')));
  routes.get('*', async (c) => {
    const file = pageFile(pagesDirectory, c.req.path);
    if (!file) return notFoundPage(c);
    if (path.extname(file) !== '.html') return plainFileResponse(file);
    return pageResponse(c, await readFile(file, 'utf8'), origins, storybookBuilt(storybookDirectory));
  });
  return routes;
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
