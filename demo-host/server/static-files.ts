import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

export const contentTypes: Record<string, string> = {
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

/** The content type of a file, by its extension. */
export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file)] ?? 'application/octet-stream';
}

/** A file as it is, revalidated on every use: the demo site's pages change while it runs. */
export async function plainFileResponse(file: string): Promise<Response> {
  return new Response(await readFile(file), {
    headers: { 'Content-Type': contentTypeOf(file), 'Cache-Control': 'no-cache' },
  });
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
 * A file of a built bundle, served as a CDN would: the Brotli or gzip copy the build wrote beside it
 * when the browser accepts it, and hashed files cached for a year (an entry like coop-portal.js keeps
 * its name across releases, so it is revalidated).
 */
export async function bundleFileResponse(
  c: Context,
  file: string,
  bundleDirectory: string,
): Promise<Response> {
  const [topDirectory] = path.relative(bundleDirectory, file).split(path.sep);
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
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

/** The existing file `requestPath` names inside `root`; never a path outside it, nor a dotfile. */
export function fileInside(root: string, requestPath: string): string | undefined {
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

export function notFoundPage(c: Context): Response {
  return c.html(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head>' +
      '<body><main><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body></html>',
    404,
  );
}
