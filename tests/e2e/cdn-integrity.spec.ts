import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  startCdnServer,
  startHostServer,
  type CdnServer,
  type RunningServer,
} from './support/cdn-servers.ts';

// The CDN folder that `npm run build` writes (build/cdn.ts), served from a second origin to a host page
// under a strict Content-Security-Policy (no 'unsafe-inline', no eval): the loader's hash must pin every
// module the elements run, and the loader must find elements in a host's shadow roots when asked.

const projectDirectory = fileURLToPath(new URL('../../', import.meta.url));
const { version } = JSON.parse(await readFile(path.join(projectDirectory, 'package.json'), 'utf8')) as {
  version: string;
};
const base = `/coop-member-portal/${version}`;
const builtFolder = path.join(projectDirectory, 'dist/cdn', base);

/** The folder as built, copied once (a rebuild meanwhile does not reach the tests), and the copy served. */
let pristine: string;
let copy: string;
let cdn: CdnServer;
let host: RunningServer;
let integrity: Record<string, string>;

/** The host's own component: a shadow root holding coop-* elements, handed to the loader's `discover` on demand. */
const hostCard = `
const loaderUrl = document.querySelector('script[src$="/loader.js"]').src;
customElements.define('host-card', class extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).append(document.createElement('coop-payment-result'));
  }
  async discoverInside() {
    const { discover } = await import(loaderUrl);
    discover(this.shadowRoot);
  }
});
`;

function hostPage(scripts: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A cooperative's site</title>
    ${scripts}
  </head>
  <body>
    <coop-config api-base="/api" application-id="RIVERBEND-WEB"></coop-config>
    <main>
      <coop-quick-pay-button></coop-quick-pay-button>
      <host-card></host-card>
    </main>
  </body>
</html>`;
}

const scriptTag = (file: string) =>
  `<script type="module" src="${cdn.origin}${base}/${file}" integrity="${integrity[file]}" crossorigin="anonymous"></script>`;

/** The site's policy: scripts from itself and the CDN only, everything else its own. */
const policy = () =>
  [
    "default-src 'self'",
    `script-src 'self' ${cdn.origin}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');

test.beforeAll(async () => {
  const temporary = await mkdtemp(path.join(os.tmpdir(), 'coop-cdn-integrity-'));
  [pristine, copy] = [path.join(temporary, 'built'), path.join(temporary, 'served')];
  await cp(builtFolder, pristine, { recursive: true }).catch(() => {
    throw new Error(`${builtFolder} is missing: run \`npm run build\` first`);
  });
  await cp(pristine, copy, { recursive: true });
  integrity = JSON.parse(await readFile(path.join(copy, 'integrity.json'), 'utf8')) as Record<string, string>;
  cdn = await startCdnServer(copy, base);
  host = await startHostServer(
    {
      '/': hostPage(`${scriptTag('loader.js')}\n<script type="module" src="/host-card.js"></script>`),
      '/host-card.js': hostCard,
      // An entry by its own script tag, no loader: the chunks' dynamic imports fall back to import().
      '/direct.html': hostPage(`${scriptTag('coop-config.js')}\n${scriptTag('coop-quick-pay-button.js')}`),
    },
    policy(),
  );
});

test.afterAll(async () => {
  await host?.close();
  await cdn?.close();
  if (copy) await rm(path.dirname(copy), { recursive: true, force: true });
});

test.afterEach(async () => {
  // Every test starts from the folder as built.
  await rm(copy, { recursive: true, force: true });
  await cp(pristine, copy, { recursive: true });
  cdn.requests.length = 0;
});

/** One file of the copy, found by its name without the content hash. */
async function chunk(name: string): Promise<string> {
  const file = (await readdir(path.join(copy, 'chunks'))).find((candidate) =>
    new RegExp(`^${name}-[\\w-]+\\.js$`).test(candidate),
  );
  if (!file) throw new Error(`No chunk ${name} in ${copy}`);
  return `chunks/${file}`;
}

/** Changes a file of the served copy so that running it would leave a mark; its compressed copies go. */
async function tamper(file: string, mark: string): Promise<void> {
  const absolute = path.join(copy, file);
  await writeFile(
    absolute,
    `globalThis.coopTampered=${JSON.stringify(mark)};${await readFile(absolute, 'utf8')}`,
  );
  await rm(`${absolute}.br`, { force: true });
  await rm(`${absolute}.gz`, { force: true });
}

const sri = async (file: string) =>
  `sha384-${createHash('sha384')
    .update(await readFile(path.join(copy, file)))
    .digest('base64')}`;

interface Watch {
  console: string[];
  errors: string[];
}

function watch(page: Page): Watch {
  const watched: Watch = { console: [], errors: [] };
  page.on('console', (message) => watched.console.push(message.text()));
  page.on('pageerror', (error) => watched.errors.push(error.message));
  return watched;
}

const cspReports = (watched: Watch) =>
  watched.console.filter((text) => text.includes('Content Security Policy'));

const modulePreloads = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => [
        link.href,
        link.integrity,
      ]),
    ),
  );

const defined = (page: Page, tag: string) =>
  page.evaluate((name) => customElements.get(name) !== undefined, tag);
const tamperMark = (page: Page) =>
  page.evaluate(() => (globalThis as { coopTampered?: string }).coopTampered);

test('through the pinned loader every module the Quick Pay button runs, its dialog’s lazy chunks included, passed its integrity check', async ({
  page,
}) => {
  const watched = watch(page);
  const launcher = await chunk('quick-pay-launcher');
  await page.goto(host.origin);
  const button = page.getByRole('button', { name: 'Quick Pay', exact: true });
  await expect(button).toBeVisible();
  await button.click();
  // The dialog itself, not the frame the button shows while the dialog's code loads.
  const dialog = page.getByRole('dialog', { name: 'Quick Pay' });
  await expect(dialog.getByRole('textbox', { name: 'Account Number', exact: true })).toBeVisible();

  const requested = cdn.requests.map((request) => request.path);
  expect(requested).toContain('coop-quick-pay-button.js');
  expect(requested).toContain(launcher);
  // Fetched once each: the module map holds what the preloads verified.
  expect(requested.filter((file) => file === 'loader.js')).toHaveLength(1);
  expect(new Set(requested).size).toBe(requested.length);
  // Every module but the loader (pinned by the page) came through a modulepreload with the hash of its bytes.
  const preloads = await modulePreloads(page);
  for (const file of requested.filter((file) => file !== 'loader.js')) {
    expect(preloads[`${cdn.origin}${base}/${file}`], file).toBe(await sri(file));
  }
  // The rewritten files' Brotli or gzip copies were served (and passed: they hold the rewritten bytes).
  expect(cdn.requests.find((request) => request.path === launcher)?.encoding).not.toBe('identity');
  expect(cspReports(watched)).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('a tampered entry is refused: the element never defines and none of its code runs', async ({ page }) => {
  const watched = watch(page);
  await tamper('coop-quick-pay-button.js', 'entry');
  const refused = page.waitForEvent('console', (message) =>
    message.text().includes('Integrity check or fetch failed'),
  );
  await page.goto(host.origin);
  await refused;
  // The loader itself works: the configuration element, untouched, loads.
  await expect.poll(() => defined(page, 'coop-config')).toBe(true);
  expect(await defined(page, 'coop-quick-pay-button')).toBe(false);
  expect(await tamperMark(page)).toBeUndefined();
  await expect(page.getByRole('button', { name: 'Quick Pay', exact: true })).toHaveCount(0);
  expect(
    watched.console.some(
      (text) =>
        text.includes("Failed to find a valid digest in the 'integrity' attribute") &&
        text.includes('coop-quick-pay-button.js'),
    ),
  ).toBe(true);
  expect(cspReports(watched)).toEqual([]);
});

test('a tampered chunk behind a dynamic import is refused: the dialog reports the failure and the chunk never runs', async ({
  page,
}) => {
  const watched = watch(page);
  const launcher = await chunk('quick-pay-launcher');
  await tamper(launcher, 'chunk');
  await page.goto(host.origin);
  const button = page.getByRole('button', { name: 'Quick Pay', exact: true });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Quick Pay could not be loaded. Please check your connection and try again.',
  );
  expect(await tamperMark(page)).toBeUndefined();
  expect(cdn.requests.map((request) => request.path)).toContain(launcher);
  expect(
    watched.console.some(
      (text) =>
        text.includes("Failed to find a valid digest in the 'integrity' attribute") &&
        text.includes(launcher),
    ),
  ).toBe(true);
  expect(cspReports(watched)).toEqual([]);
});

test('an element in a host’s shadow root loads once the host hands the root to discover, and so do later ones', async ({
  page,
}) => {
  const watched = watch(page);
  await page.goto(host.origin);
  await expect(page.getByRole('button', { name: 'Quick Pay', exact: true })).toBeVisible();
  // The document's watcher does not see into the host's shadow root.
  await page.waitForTimeout(300);
  expect(await defined(page, 'coop-payment-result')).toBe(false);

  await page.evaluate(() =>
    (
      document.querySelector('host-card') as HTMLElement & { discoverInside(): Promise<void> }
    ).discoverInside(),
  );
  await expect.poll(() => defined(page, 'coop-payment-result')).toBe(true);
  expect(
    await page.evaluate(
      () =>
        document.querySelector('host-card')!.shadowRoot!.querySelector('coop-payment-result:defined') !==
        null,
    ),
  ).toBe(true);

  // Observed from then on: an element added to that root later loads too.
  await page.evaluate(() =>
    document.querySelector('host-card')!.shadowRoot!.append(document.createElement('coop-register')),
  );
  await expect.poll(() => defined(page, 'coop-register')).toBe(true);

  // The host's import() of the loader's address is the loader the page pinned: one module, one request.
  expect(cdn.requests.filter((request) => request.path === 'loader.js')).toHaveLength(1);
  const preloads = await modulePreloads(page);
  expect(preloads[`${cdn.origin}${base}/coop-register.js`]).toBe(await sri('coop-register.js'));
  expect(cspReports(watched)).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('without the loader an entry pinned by its own tag still opens its dialog: the chunks fall back to import()', async ({
  page,
}) => {
  const watched = watch(page);
  await page.goto(`${host.origin}/direct.html`);
  const button = page.getByRole('button', { name: 'Quick Pay', exact: true });
  await expect(button).toBeVisible();
  await button.click();
  // The dialog itself, not the frame the button shows while the dialog's code loads.
  const dialog = page.getByRole('dialog', { name: 'Quick Pay' });
  await expect(dialog.getByRole('textbox', { name: 'Account Number', exact: true })).toBeVisible();
  expect(cdn.requests.map((request) => request.path)).toContain(await chunk('quick-pay-launcher'));
  expect(await modulePreloads(page)).toEqual({});
  expect(cspReports(watched)).toEqual([]);
  expect(watched.errors).toEqual([]);
});
