import { get, Agent, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServer, listen, type ListeningServer } from '../../../demo-host/server/listen.ts';

const app = new Hono().get('/ping', (context) => context.json({ pong: true }));
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let server: ListeningServer | undefined;

afterEach(async () => {
  agent.destroy();
  if (server?.listening) await closeServer(server);
});

/** One request on the keep-alive agent: the answer, and the connection it came on, now idle. */
function ping(port: number): Promise<{ response: IncomingMessage; connection: Socket }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/ping', agent }, (response) => {
      const connection = response.socket;
      response.resume();
      response.on('end', () => resolve({ response, connection }));
    }).on('error', reject);
  });
}

describe('the demo host’s plain HTTP listener', () => {
  it('tells its clients it keeps an idle connection for two minutes, longer than a test may run', async () => {
    server = await listen(app, 0, '127.0.0.1');
    const { response } = await ping((server.address() as AddressInfo).port);
    expect(response.headers['keep-alive']).toBe('timeout=120');
  });

  it('still closes at once while a client holds an idle connection, and the client sees it closed', async () => {
    server = await listen(app, 0, '127.0.0.1');
    const { connection } = await ping((server.address() as AddressInfo).port);
    const connectionClosed = new Promise<void>((resolve) => connection.once('close', () => resolve()));
    expect(connection.destroyed).toBe(false);

    await closeServer(server);
    await connectionClosed;
    expect(connection.destroyed).toBe(true);
  });
});
