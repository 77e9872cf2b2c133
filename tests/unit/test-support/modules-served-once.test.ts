import type { Context } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { modulesServedOnce } from '../../browser/support/modules-served-once.mjs';

const map = { version: 3, sources: ['Button.tsx'], mappings: 'AAAA' };
const encodedMap = Buffer.from(JSON.stringify(map)).toString('base64');
const moduleCode = 'export const Button = () => null;';
const withInlineMap = `${moduleCode}\n//# sourceMappingURL=data:application/json;base64,${encodedMap}`;

interface Answer {
  readonly type?: string;
  readonly body?: unknown;
  /** What reached the wire through `res.end`, when the next middleware answered. */
  readonly sent?: string;
  readonly passedOn: boolean;
}

/** The test runner's own paths, and the session id the runner adds to a test file's address. */
const middleware = () =>
  modulesServedOnce({
    passes: (path) => path.startsWith('/__wtr'),
    addressOf: (url) => url.replace(/[?&]wtr-session-id=[^&]*/, ''),
  });

/**
 * One request through the middleware; when it passes the request on, the next middleware (Vite) answers
 * with `vite` (its content type and body).
 */
async function request(
  serve: ReturnType<typeof middleware>,
  url: string,
  vite: { contentType: string; body: string } = { contentType: 'text/javascript', body: withInlineMap },
  destination = 'script',
): Promise<Answer> {
  let sent: string | undefined;
  const headers = new Map<string, string>();
  const res = {
    statusCode: 200,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    end: (chunk: unknown) => {
      sent = String(chunk);
    },
  };
  const context = {
    path: url.split('?')[0],
    url,
    method: 'GET',
    get: (name: string) => (name === 'sec-fetch-dest' ? destination : ''),
    res,
  } as unknown as Context & { type?: string; body?: unknown };
  const next = vi.fn(async () => {
    headers.set('content-type', vite.contentType);
    res.end(vite.body);
  });
  await serve(context, next);
  return { type: context.type, body: context.body, sent, passedOn: next.mock.calls.length > 0 };
}

describe('modulesServedOnce: the browser tests’ modules, answered once and without their inline maps', () => {
  it('sends a module without its inline map, pointing the runner to the map’s own address', async () => {
    const answer = await request(middleware(), '/src/ui/Button.tsx');

    expect(answer.passedOn).toBe(true);
    expect(answer.sent).toBe(`${moduleCode}\n//# sourceMappingURL=__source-maps/0.map`);
  });

  it('serves the map at that address, beside the module, as the runner asks for it to map a stack', async () => {
    const serve = middleware();
    await request(serve, '/src/ui/Button.tsx');

    const answer = await request(serve, '/src/ui/__source-maps/0.map');

    expect(answer.passedOn).toBe(false);
    expect(answer.type).toBe('application/json');
    expect(JSON.parse(String(answer.body))).toEqual(map);
  });

  it('answers the same module again from what it kept, without asking Vite, whatever the session', async () => {
    const serve = middleware();
    await request(serve, '/tests/browser/a.test.ts?wtr-session-id=first');

    const again = await request(serve, '/tests/browser/a.test.ts?wtr-session-id=second', {
      contentType: 'text/javascript',
      body: 'export const changed = true;',
    });

    expect(again.passedOn).toBe(false);
    expect(again.type).toBe('text/javascript');
    expect(again.body).toBe(`${moduleCode}\n//# sourceMappingURL=__source-maps/0.map`);
  });

  it('keeps the answers to different kinds of load apart (a script and a worker of one address)', async () => {
    const serve = middleware();
    await request(serve, '/src/pdf/worker.ts', undefined, 'script');

    const asWorker = await request(serve, '/src/pdf/worker.ts', undefined, 'worker');

    expect(asWorker.passedOn).toBe(true);
  });

  it('leaves what is not JavaScript as Vite sent it, and asks Vite for it each time', async () => {
    const serve = middleware();
    const stylesheet = { contentType: 'text/css', body: 'p { color: red; }' };
    const first = await request(serve, '/src/page.css', stylesheet);
    const second = await request(serve, '/src/page.css', stylesheet);

    expect(first.sent).toBe('p { color: red; }');
    expect(second.passedOn).toBe(true);
  });

  it('leaves the test runner’s own paths alone', async () => {
    const answer = await request(middleware(), '/__wtr/runner.js');

    expect(answer.passedOn).toBe(true);
    expect(answer.sent).toBe(withInlineMap);
  });
});
