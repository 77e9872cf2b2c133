import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptedEncodings, startDemoServer, type DemoServer } from '../../../demo-host/server.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';

const strictPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

let workDirectory: string;
let dataFile: string;
let widgetsDirectory: string;
const running: DemoServer[] = [];

async function start(options: { reset?: boolean; secure?: boolean; storybookDirectory?: string } = {}) {
  const server = await startDemoServer({
    port: 0,
    dataFile,
    widgetsDirectory,
    storybookDirectory: path.join(workDirectory, 'storybook-not-built'),
    ...options,
  });
  running.push(server);
  return server;
}

function verify(server: DemoServer) {
  return fetch(`${server.origin}/api/v3/quick-pay/verify/account/phone`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ApplicationId: 'RIVERBEND-WEB' },
    body: JSON.stringify({ accountNumber: '300100200', phoneLastFourDigits: '4821' }),
  });
}

beforeEach(() => {
  workDirectory = mkdtempSync(path.join(tmpdir(), 'demo-server-'));
  dataFile = path.join(workDirectory, '.data', 'state.json');
  widgetsDirectory = path.join(workDirectory, 'widgets-not-built-yet');
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  rmSync(workDirectory, { recursive: true, force: true });
});

describe('startDemoServer', () => {
  it('serves the home page under the strict Content-Security-Policy, with its own origin filled in', async () => {
    const server = await start();

    const response = await fetch(`${server.origin}/`);

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toBe(strictPolicy);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('same-origin');
    const page = await response.text();
    expect(page).toContain(`payment-origins="${server.origin}"`);
    expect(page).not.toContain('%ORIGIN%');
    expect(page).toContain('<coop-quick-pay-button variant="banner"></coop-quick-pay-button>');
  });

  it.each([
    ['/quick-pay.html', '<coop-quick-pay></coop-quick-pay>'],
    ['/quick-pay', '<coop-quick-pay></coop-quick-pay>'],
    ['/payment/success.html', '<coop-payment-result kind="success"></coop-payment-result>'],
    ['/payment/cancel.html', '<coop-payment-result kind="cancel"></coop-payment-result>'],
    ['/hostile-css.html', '<link rel="stylesheet" href="/hostile.css" />'],
  ])('serves %s', async (pagePath, expected) => {
    const server = await start();

    const response = await fetch(`${server.origin}${pagePath}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBe(strictPolicy);
    expect(await response.text()).toContain(expected);
  });

  it('serves the pages and the API while the widget bundle is not built yet', async () => {
    const server = await start();

    const widget = await fetch(`${server.origin}/widgets/coop-config.js`);
    const api = await verify(server);

    expect(widget.status).toBe(404);
    expect(api.status).toBe(200);
  });

  it('serves the widget bundle with JavaScript and source map content types', async () => {
    mkdirSync(path.join(widgetsDirectory, 'chunks'), { recursive: true });
    writeFileSync(path.join(widgetsDirectory, 'coop-config.js'), 'export {};\n');
    writeFileSync(path.join(widgetsDirectory, 'chunks', 'store-abc123.js.map'), '{"version":3}');
    const server = await start();

    const script = await fetch(`${server.origin}/widgets/coop-config.js`);
    const sourceMap = await fetch(`${server.origin}/widgets/chunks/store-abc123.js.map`);

    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('export {};\n');
    expect(sourceMap.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
  });

  it('serves the hosted payment page stylesheet', async () => {
    const server = await start();

    const response = await fetch(`${server.origin}/gateway/gateway.css`);

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
  });

  it('serves nothing outside the pages folder', async () => {
    const server = await start();

    // An encoded slash survives URL parsing, so the server sees '..%2Fserver.ts' and must not climb out.
    const encodedTraversal = await fetch(`${server.origin}/..%2Fserver.ts`);
    const encodedWidgetTraversal = await fetch(`${server.origin}/widgets/..%2F..%2Fpackage.json`);
    const dotfile = await fetch(`${server.origin}/.data/state.json`);

    expect(encodedTraversal.status).toBe(404);
    expect(encodedWidgetTraversal.status).toBe(404);
    expect(dotfile.status).toBe(404);
  });

  it('gives every demo page the one site header and footer, marking the page being served as current', async () => {
    const server = await start();
    const login = await (await fetch(`${server.origin}/login.html`)).text();
    const home = await (await fetch(`${server.origin}/`)).text();

    expect(login).not.toContain('<!-- include:');
    expect(login).toContain('<header class="site-header">');
    expect(login).toContain('<footer class="site-footer">');
    expect(login).toContain('<a href="/login.html" aria-current="page">Sign In</a>');
    expect(login).toContain('<a href="/">Home</a>');
    expect(home).toContain('<a href="/" aria-current="page">Home</a>');
    expect(home).toContain('<a href="/login.html">Sign In</a>');
    expect((await fetch(`${server.origin}/_partials/site-header.html`)).status).toBe(404);
  });

  it('forwards the payment callback to the result page', async () => {
    const server = await start();

    const response = await fetch(`${server.origin}/PaymentCallback/quick-pay/success?encodedParam=abc123`, {
      redirect: 'manual',
    });

    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(
      '/payment/success.html?isFromQuickPay=true&encodedParam=abc123',
    );
  });

  it('saves the state after a change and starts from it again, unless told to reset', async () => {
    const first = await start();
    await verify(first);
    await first.close();
    running.length = 0;
    const tokensSaved = Object.keys(
      (JSON.parse(readFileSync(dataFile, 'utf8')) as { quickPay: { tokens: object } }).quickPay.tokens,
    );

    const restarted = await start();
    const afterRestart = await fetch(`${restarted.origin}/api/v3/quick-pay/member/1001/payments/settings`, {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${tokensSaved[0]}` },
    });
    await restarted.close();
    running.length = 0;
    const reset = await start({ reset: true });
    const afterReset = await fetch(`${reset.origin}/api/v3/quick-pay/member/1001/payments/settings`, {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${tokensSaved[0]}` },
    });

    expect(tokensSaved).toHaveLength(1);
    expect(afterRestart.status).toBe(200);
    expect(afterReset.status).toBe(401);
  });

  it('starts from the seed when the saved state is not readable', async () => {
    mkdirSync(path.dirname(dataFile), { recursive: true });
    writeFileSync(dataFile, '{ not json');
    const server = await start();

    const response = await verify(server);

    expect(response.status).toBe(200);
    expect(((await response.json()) as { account: { accountBalance: number } }).account.accountBalance).toBe(
      128.45,
    );
  });
});

describe('the demo server’s saved state', () => {
  it('keeps every service’s saved state when the file lacks a service added since, and seeds that one', async () => {
    const saved = createSeedState(new Date());
    saved.accounts.sites['RIVERBEND-WEB']!.accounts['300100200']!.accountBalance = 118.45;
    const withoutIdempotency: Record<string, unknown> = JSON.parse(JSON.stringify(saved)) as Record<
      string,
      unknown
    >;
    delete withoutIdempotency.idempotency;
    mkdirSync(path.dirname(dataFile), { recursive: true });
    writeFileSync(dataFile, JSON.stringify(withoutIdempotency));

    const server = await start();
    const response = await verify(server);

    expect(((await response.json()) as { account: { accountBalance: number } }).account.accountBalance).toBe(
      118.45,
    );
    expect(
      (JSON.parse(readFileSync(dataFile, 'utf8')) as { idempotency: unknown }).idempotency,
    ).toStrictEqual({
      records: [],
    });
  });

  it('starts from the seed when the file holds a state of the layout before services had their own slices', async () => {
    mkdirSync(path.dirname(dataFile), { recursive: true });
    writeFileSync(dataFile, JSON.stringify({ version: 4, seededOn: '2026-06-15', sites: {}, payments: [] }));

    const server = await start();
    const response = await verify(server);

    expect(((await response.json()) as { account: { accountBalance: number } }).account.accountBalance).toBe(
      128.45,
    );
  });

  it('closes the connection of a call whose answer a fault drops, after making the change', async () => {
    const server = await start();
    await fetch(`${server.origin}/api/__simulator/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/verify/account/phone', when: 'after', drop: true }),
    });

    const dropped = verify(server);

    await expect(dropped).rejects.toThrow(TypeError);
    const tokens = (JSON.parse(readFileSync(dataFile, 'utf8')) as { quickPay: { tokens: object } }).quickPay
      .tokens;
    expect(Object.keys(tokens)).toHaveLength(1);
  });
});

describe('the built Storybook, for designers', () => {
  function buildStorybook(): string {
    const directory = path.join(workDirectory, 'storybook-static');
    mkdirSync(path.join(directory, 'assets'), { recursive: true });
    writeFileSync(
      path.join(directory, 'index.html'),
      '<!doctype html><title>Storybook</title><script>boot()</script>',
    );
    writeFileSync(path.join(directory, 'assets', 'iframe-abc123.js'), 'export {};');
    return directory;
  }

  it('is served at /storybook/ without the site’s policy (its pages run inline scripts), and linked from the footer', async () => {
    const server = await start({ storybookDirectory: buildStorybook() });

    const storybook = await fetch(`${server.origin}/storybook/`);
    expect(storybook.status).toBe(200);
    expect(storybook.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(storybook.headers.get('Content-Security-Policy')).toBeNull();
    expect(await storybook.text()).toContain('<title>Storybook</title>');
    const asset = await fetch(`${server.origin}/storybook/assets/iframe-abc123.js`);
    expect(asset.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const bare = await fetch(`${server.origin}/storybook`, { redirect: 'manual' });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('Location')).toBe('/storybook/');
    const home = await (await fetch(`${server.origin}/`)).text();
    expect(home).toContain('<li><a href="/storybook/">Storybook: every screen and state</a></li>');
    expect(home).not.toContain('<!-- storybook-link -->');
  });

  it('is neither served nor linked before it is built', async () => {
    const server = await start();

    expect((await fetch(`${server.origin}/storybook/`)).status).toBe(404);
    const home = await (await fetch(`${server.origin}/`)).text();
    expect(home).not.toContain('/storybook/');
    expect(home).not.toContain('<!-- storybook-link -->');
  });

  it('answers /favicon.ico with the site’s icon, which pages naming none (Storybook’s) ask for', async () => {
    const server = await start();

    const icon = await fetch(`${server.origin}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
  });
});

describe('the widget bundle, served as a CDN would', () => {
  function writeBundle() {
    widgetsDirectory = path.join(workDirectory, 'widgets');
    mkdirSync(path.join(widgetsDirectory, 'chunks'), { recursive: true });
    writeFileSync(path.join(widgetsDirectory, 'coop-portal.js'), 'export {};');
    // Each copy says which it is once decompressed (fetch decompresses what it is sent).
    writeFileSync(path.join(widgetsDirectory, 'coop-portal.js.br'), brotliCompressSync('/* brotli copy */'));
    writeFileSync(path.join(widgetsDirectory, 'coop-portal.js.gz'), gzipSync('/* gzip copy */'));
    writeFileSync(path.join(widgetsDirectory, 'chunks', 'session-DAkZubyL.js'), 'export const s = 1;');
  }

  it('sends the Brotli copy to a browser that accepts it, and says so', async () => {
    writeBundle();
    const server = await start();
    const response = await fetch(`${server.origin}/widgets/coop-portal.js`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe('/* brotli copy */');
  });

  it('sends gzip when Brotli is not accepted, and the file itself when neither is', async () => {
    writeBundle();
    const server = await start();
    const gzip = await fetch(`${server.origin}/widgets/coop-portal.js`, {
      headers: { 'Accept-Encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('/* gzip copy */');
    const plain = await fetch(`${server.origin}/widgets/coop-portal.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('export {};');
  });

  it('caches hashed chunks for a year and revalidates entries', async () => {
    writeBundle();
    const server = await start();
    const chunk = await fetch(`${server.origin}/widgets/chunks/session-DAkZubyL.js`);
    expect(chunk.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const entry = await fetch(`${server.origin}/widgets/coop-portal.js`);
    expect(entry.headers.get('Cache-Control')).toBe('no-cache');
  });
});

describe('the HTTPS mode (--https)', () => {
  /** One GET over HTTP/2 that trusts the demo's self-signed certificate; what the session negotiated. */
  function getOverHttp2(origin: string, requestPath: string, extraHeaders: Record<string, string> = {}) {
    return new Promise<{
      protocol: string | undefined;
      /** The names the server's certificate is for ('DNS:localhost'). */
      certificateNames: string | undefined;
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const session = connect(origin, { rejectUnauthorized: false });
      session.on('error', reject);
      const request = session.request({
        ':path': requestPath,
        'accept-encoding': 'identity',
        ...extraHeaders,
      });
      let body = '';
      let status = 0;
      let headers: Record<string, unknown> = {};
      request.setEncoding('utf8');
      request.on('response', (received) => {
        status = Number(received[':status']);
        headers = received;
      });
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const certificate = (session.socket as TLSSocket).getPeerCertificate();
        resolve({
          protocol: session.alpnProtocol,
          certificateNames: certificate.subjectaltname,
          status,
          headers,
          body,
        });
        session.close();
      });
      request.on('error', reject);
    });
  }

  it('serves the site over HTTPS and HTTP/2 under a certificate for localhost, its https origin in the pages', async () => {
    const server = await start({ secure: true });
    expect(server.origin).toMatch(/^https:\/\/localhost:\d+$/);

    const page = await getOverHttp2(server.origin, '/');
    expect(page.protocol).toBe('h2');
    expect(page.certificateNames).toBe('DNS:localhost');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBe(strictPolicy);
    expect(page.body).toContain(`payment-origins="${server.origin}"`);

    const api = await getOverHttp2(
      server.origin,
      '/api/v3/portal/site-configuration?applicationId=RIVERBEND-WEB',
      { applicationid: 'RIVERBEND-WEB' },
    );
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toHaveProperty('siteSettings');
  });

  it('is not offered with the cross-origin mode', async () => {
    await expect(
      startDemoServer({ port: 4173, dataFile, widgetsDirectory, crossOrigin: true, secure: true }),
    ).rejects.toThrow('The cross-origin demo is served over plain HTTP only.');
  });
});

describe('acceptedEncodings', () => {
  it('lists the codings an Accept-Encoding header allows, leaving out q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
