import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Two small servers for tests of the CDN folder on a second origin: a CDN that serves a folder as
 * docs/cdn.md asks (CORS for everyone, immutable caching, the folder's Brotli and gzip copies when the
 * browser takes them) and a host site that serves its pages under its own Content-Security-Policy.
 */

export interface RunningServer {
  readonly origin: string;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

async function listen(
  server: Server,
  host: string,
  handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<RunningServer> {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    handler(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface CdnServer extends RunningServer {
  /** The paths (under `base`) the browser asked for, with the encoding served, in order. */
  readonly requests: { path: string; encoding: string }[];
}

/** Serves `folder` at `origin + base` (e.g. `/coop-member-portal/0.1.0`), on 127.0.0.1: another site than localhost. */
export async function startCdnServer(folder: string, base: string): Promise<CdnServer> {
  const requests: { path: string; encoding: string }[] = [];
  const server = createServer();
  const running = await listen(server, '127.0.0.1', async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    const file = pathname.startsWith(`${base}/`) ? path.join(folder, pathname.slice(base.length + 1)) : '';
    const headers: Record<string, string> = {
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    };
    if (!file.startsWith(`${folder}${path.sep}`) || !existsSync(file)) {
      response.writeHead(404, headers).end();
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find(
      (name) => accepted.includes(name) && existsSync(`${file}.${name === 'br' ? 'br' : 'gz'}`),
    );
    const body = await readFile(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
    requests.push({ path: pathname.slice(base.length + 1), encoding: encoding ?? 'identity' });
    response.writeHead(200, {
      ...headers,
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(body);
  });
  return { ...running, requests };
}

/** Serves fixed pages on localhost, each HTML page under `policy`; anything else is a JSON 404 (an absent back office). */
export async function startHostServer(
  pages: Readonly<Record<string, string>>,
  policy: string,
): Promise<RunningServer> {
  const server = createServer();
  return listen(server, 'localhost', async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    const page = pages[pathname];
    if (page === undefined) {
      response
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end('{"message":"no back office here"}');
      return;
    }
    const type = contentTypes[path.extname(pathname)] ?? contentTypes['.html']!;
    response.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      ...(type.startsWith('text/html') ? { 'Content-Security-Policy': policy } : {}),
    });
    response.end(page);
  });
}
