import { Server as HttpServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { generate as generateCertificate } from 'selfsigned';

export type ListeningServer = ReturnType<typeof serve>;

/**
 * How long a plain HTTP connection may sit idle before the server closes it: longer than a test may run.
 * With Node's five seconds, a typical test's length, Playwright's request context (one connection from a
 * test's start to its end) sent its last call as the server closed the connection, and was reset. Clients
 * let go a second before the announced time, but a loaded server reads that late. Closing the server
 * still closes idle connections at once.
 */
const IDLE_CONNECTION_MS = 120_000;

export interface TlsCredentials {
  key: string;
  cert: string;
}

/**
 * Serves the app on the port: plain HTTP, or with `tls` HTTPS with HTTP/2 (HTTP/1.1 still answered),
 * as a cooperative's site and a CDN serve the bundle.
 */
export function listen(
  app: Hono,
  port: number,
  hostname: string,
  tls?: TlsCredentials,
): Promise<ListeningServer> {
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
    if (listening instanceof HttpServer) listening.keepAliveTimeout = IDLE_CONNECTION_MS;
    listening.once('error', reject);
  });
}

/** A self-signed certificate for localhost (and `hostname`), valid for a week from now. */
export async function selfSignedCredentials(hostname: string): Promise<TlsCredentials> {
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

export function closeServer(server: ListeningServer): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
