import { array, literal, number, object, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { errorText } from '../../../src/api/errors.ts';
import { quickPayErrors } from '../../../src/domain/quick-pay/errors.ts';

type Handler = (request: Request) => Response | Promise<Response>;

function fakeBackOffice(handler: Handler) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  });
  const client = createApiClient({
    apiBase: 'https://backoffice.example.coop/api/',
    applicationId: 'RIVERBEND-WEB',
    fetch: fetch as unknown as typeof globalThis.fetch,
    timeoutMs: 500,
  });
  return { client, requests, fetch };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

const Greeting = object({ greeting: string() });

afterEach(() => vi.restoreAllMocks());

describe('createApiClient', () => {
  it('joins the API base and path and sends the ApplicationId header and the bearer token', async () => {
    const { client, requests } = fakeBackOffice(() => json({ greeting: 'hello' }));
    await expect(
      client.get('v3/hello', Greeting, {
        bearer: 'quick-pay-token',
        searchParams: { applicationId: 'RIVERBEND-WEB' },
      }),
    ).resolves.toEqual({ greeting: 'hello' });
    const [request] = requests;
    expect(request?.url).toBe('https://backoffice.example.coop/api/v3/hello?applicationId=RIVERBEND-WEB');
    expect(request?.headers.get('ApplicationId')).toBe('RIVERBEND-WEB');
    expect(request?.headers.get('Authorization')).toBe('Bearer quick-pay-token');
  });

  it('retries an idempotent GET after a 503', async () => {
    let calls = 0;
    const { client } = fakeBackOffice(() =>
      ++calls === 1 ? json({}, 503, 'Service Unavailable') : json({ greeting: 'hi' }),
    );
    await expect(client.get('v3/hello', Greeting)).resolves.toEqual({ greeting: 'hi' });
    expect(calls).toBe(2);
  });

  it('never retries a POST: a call that moves money is sent once', async () => {
    const { client, fetch } = fakeBackOffice(() => json({}, 503, 'Service Unavailable'));
    await expect(client.post('v3/pay', Greeting, { json: { amount: 10 } })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends PUT and DELETE once each, never retried, with their bodies', async () => {
    const { client, requests, fetch } = fakeBackOffice(() => json({}, 503, 'Service Unavailable'));
    await expect(client.put('v3/contacts/1', Greeting, { json: { name: 'Jordan' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(client.delete('v3/contacts/1', Greeting)).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'DELETE']);
    expect(await requests[0]?.json()).toEqual({ name: 'Jordan' });
  });

  it('sends the idempotency key of a change as the Idempotency-Key header, beside the bearer token', async () => {
    const { client, requests } = fakeBackOffice(() => json({ greeting: 'paid' }));
    await client.post('v3/pay', Greeting, { bearer: 'member-token', idempotencyKey: 'intent-1' });
    await client.get('v3/hello', Greeting);
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('"intent-1"');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(requests[1]?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('takes a 204 No Content as no body, checked by the schema', async () => {
    const { client } = fakeBackOffice(() => new Response(null, { status: 204 }));
    await expect(client.delete('v3/contacts/1', literal(undefined))).resolves.toBeUndefined();
  });

  it('reads the error body so the failure can be mapped without another await', async () => {
    const { client } = fakeBackOffice(() => json(['No such account.'], 400, 'Bad Request'));
    const error = await client.post('v3/verify', Greeting, { json: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure).toEqual({
      kind: 'http',
      status: 400,
      statusText: 'Bad Request',
      body: ['No such account.'],
    });
  });

  it('treats a response that does not match the schema as a client-side error and logs the failing path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakeBackOffice(() => json({ greeting: 42 }));
    const error = (await client.get('v3/hello', Greeting).catch((caught: unknown) => caught)) as ApiError;
    expect(error.failure.kind).toBe('client');
    expect(log.mock.calls[0]?.[0]).toContain('v3/hello: unexpected response at greeting');
  });

  it('logs a mismatch by call path, field path and expected type, never with the value received', async () => {
    const secret = 'secret-token-7f3a91';
    const consoleOutput: string[] = [];
    for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleOutput.push(
          args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' '),
        );
      });
    }
    const Accounts = object({ accounts: array(object({ accountNumber: string(), balance: number() })) });
    const accounts = [1, 2, 3, 4].map((n) => ({ accountNumber: `30010020${n}`, balance: n * 10 }));
    accounts[3] = { accountNumber: '300100204', balance: secret as unknown as number };
    const { client } = fakeBackOffice(() => json({ accounts }));

    const error = (await client
      .get(`v3/member/accounts?session=${secret}`, Accounts)
      .catch((caught: unknown) => caught)) as ApiError;

    expect(consoleOutput).toHaveLength(1);
    expect(consoleOutput[0]).toContain('v3/member/accounts');
    expect(consoleOutput[0]).toContain('accounts.3.balance');
    expect(consoleOutput[0]).toContain('expected number');
    // The error may be logged or shown further up (an error boundary, a screen's console error).
    const thrown = [
      error.message,
      String(error),
      error.stack ?? '',
      JSON.stringify(error.failure),
      error.path,
    ];
    for (const text of [...consoleOutput, ...thrown]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain('received');
    }
    expect(error.failure.kind).toBe('client');
    expect(error.message).toContain('accounts.3.balance');
  });

  it('turns a timeout into a client-side error', async () => {
    const { client } = fakeBackOffice(
      (request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    const error = (await client
      .post('v3/slow', Greeting, { json: {}, timeoutMs: 50 })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.failure).toEqual({ kind: 'client', detail: 'timed out' });
  });

  it('turns a network failure into a client-side error', async () => {
    const { client } = fakeBackOffice(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await client
      .post('v3/verify', Greeting, { json: {} })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.failure).toEqual({ kind: 'client', detail: 'Failed to fetch' });
  });
});

describe('createApiClient onUnauthorized', () => {
  it('reports a 401 to a call made with a bearer token, with that token', async () => {
    const seen: string[] = [];
    const client = createApiClient({
      apiBase: 'https://backoffice.example.coop/api',
      applicationId: 'RIVERBEND-WEB',
      fetch: (async () => json({ message: 'Unauthorized' }, 401, 'Unauthorized')) as unknown as typeof fetch,
      onUnauthorized: (bearer) => seen.push(bearer),
    });
    await client
      .get('v3/members/1001/accounts', Greeting, { bearer: 'expired-token' })
      .catch(() => undefined);
    await client.post('v3/auth/login', Greeting, { json: {} }).catch(() => undefined);
    expect(seen).toEqual(['expired-token']);
  });
});

describe('createApiClient, answers that are not what the API sends', () => {
  it('does not take an HTML error page from a proxy as a message: status plus status text', async () => {
    const { client } = fakeBackOffice(
      () =>
        new Response('<html><body><h1>503 Service Temporarily Unavailable</h1><hr>nginx</body></html>', {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = (await client.post('v3/pay', Greeting).catch((caught: unknown) => caught)) as ApiError;
    expect(error.failure).toEqual({
      kind: 'http',
      status: 503,
      statusText: 'Service Unavailable',
      body: undefined,
    });
    expect(errorText(error, quickPayErrors)).toBe('503 Service Unavailable');
  });

  it('takes a 200 whose JSON is malformed as a client-side error: the generic text, not "Unknown error!"', async () => {
    const { client } = fakeBackOffice(
      () =>
        new Response('{"greeting": "hel', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const error = (await client.get('v3/hello', Greeting).catch((caught: unknown) => caught)) as ApiError;
    expect(error.failure.kind).toBe('client');
    expect(errorText(error, quickPayErrors)).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
  });
});
