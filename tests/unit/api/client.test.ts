import { array, boolean, defaulted, number, object, optional, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { errorText } from '../../../src/api/errors.ts';
import { operation } from '../../../src/api/operation.ts';
import { noContent } from '../../../src/api/schemas/contract.ts';
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
const Accounts = object({ accounts: array(object({ accountNumber: string(), balance: number() })) });
const NoFields = object({});

// The operations the tests call: what the client sends comes from these, as from an API module's.
const common = { service: 'Test service', summary: 'A test call' } as const;
const hello = operation({
  ...common,
  id: 'hello',
  method: 'GET',
  path: 'v3/hello',
  caller: 'visitor',
  query: object({ applicationId: optional(string()) }),
  answer: Greeting,
});
const pay = operation({
  ...common,
  id: 'pay',
  method: 'POST',
  path: 'v3/pay',
  caller: 'member',
  body: object({ amount: number() }),
  answer: Greeting,
  idempotencyKey: 'required',
});
const updateContact = operation({
  ...common,
  id: 'updateContact',
  method: 'PUT',
  path: 'v3/contacts/{id}',
  caller: 'member',
  body: object({ name: string() }),
  answer: Greeting,
});
const deleteContact = operation({
  ...common,
  id: 'deleteContact',
  method: 'DELETE',
  path: 'v3/contacts/{id}',
  caller: 'member',
  answer: Greeting,
});
const removeContact = operation({
  ...common,
  id: 'removeContact',
  method: 'DELETE',
  path: 'v3/contacts/{id}',
  caller: 'member',
  answer: noContent,
});
const memberAccounts = operation({
  ...common,
  id: 'memberAccounts',
  method: 'GET',
  path: 'v3/member/accounts',
  caller: 'member',
  query: object({ session: string() }),
  answer: Accounts,
});
const slow = operation({
  ...common,
  id: 'slow',
  method: 'POST',
  path: 'v3/slow',
  caller: 'visitor',
  body: NoFields,
  answer: Greeting,
});
const verify = operation({
  ...common,
  id: 'verify',
  method: 'POST',
  path: 'v3/verify',
  caller: 'visitor',
  body: NoFields,
  answer: Greeting,
});
const login = operation({
  ...common,
  id: 'login',
  method: 'POST',
  path: 'v3/auth/login',
  caller: 'visitor',
  body: NoFields,
  answer: Greeting,
});
const accountsOfMember = operation({
  ...common,
  id: 'accountsOfMember',
  method: 'GET',
  path: 'v3/members/{memberNumber}/accounts',
  caller: 'member',
  answer: Greeting,
});

afterEach(() => vi.restoreAllMocks());

describe('createApiClient', () => {
  it('joins the API base and path and sends the ApplicationId header and the bearer token', async () => {
    const { client, requests } = fakeBackOffice(() => json({ greeting: 'hello' }));
    await expect(
      client.call(hello, { bearer: 'quick-pay-token', query: { applicationId: 'RIVERBEND-WEB' } }),
    ).resolves.toEqual({ greeting: 'hello' });
    const [request] = requests;
    expect(request?.url).toBe('https://backoffice.example.coop/api/v3/hello?applicationId=RIVERBEND-WEB');
    expect(request?.headers.get('ApplicationId')).toBe('RIVERBEND-WEB');
    expect(request?.headers.get('Authorization')).toBe('Bearer quick-pay-token');
  });

  it('fills the path parameters, each encoded as one segment, and leaves an absent optional query out', async () => {
    const { client, requests } = fakeBackOffice(() => json({ greeting: 'hello' }));
    await client.call(updateContact, { parameters: { id: 'a/b c' }, body: { name: 'Jordan' } });
    await client.call(hello, { query: { applicationId: undefined } });
    expect(requests.map((request) => request.url)).toEqual([
      'https://backoffice.example.coop/api/v3/contacts/a%2Fb%20c',
      'https://backoffice.example.coop/api/v3/hello',
    ]);
  });

  it('retries an idempotent GET after a 503', async () => {
    let calls = 0;
    const { client } = fakeBackOffice(() =>
      ++calls === 1 ? json({}, 503, 'Service Unavailable') : json({ greeting: 'hi' }),
    );
    await expect(client.call(hello, { query: {} })).resolves.toEqual({ greeting: 'hi' });
    expect(calls).toBe(2);
  });

  it('never retries a POST: a call that moves money is sent once', async () => {
    const { client, fetch } = fakeBackOffice(() => json({}, 503, 'Service Unavailable'));
    await expect(client.call(pay, { body: { amount: 10 } })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends PUT and DELETE once each, never retried, with their bodies', async () => {
    const { client, requests, fetch } = fakeBackOffice(() => json({}, 503, 'Service Unavailable'));
    await expect(
      client.call(updateContact, { parameters: { id: '1' }, body: { name: 'Jordan' } }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(client.call(deleteContact, { parameters: { id: '1' } })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'DELETE']);
    expect(await requests[0]?.json()).toEqual({ name: 'Jordan' });
  });

  it('sends the idempotency key of a change as the Idempotency-Key header, beside the bearer token', async () => {
    const { client, requests } = fakeBackOffice(() => json({ greeting: 'paid' }));
    await client.call(pay, { bearer: 'member-token', idempotencyKey: 'intent-1', body: { amount: 10 } });
    await client.call(hello, { query: {} });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('"intent-1"');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(requests[1]?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('takes a 204 No Content as no body, checked by the schema', async () => {
    const { client } = fakeBackOffice(() => new Response(null, { status: 204 }));
    await expect(client.call(removeContact, { parameters: { id: '1' } })).resolves.toBeUndefined();
  });

  it('reads the error body so the failure can be mapped without another await', async () => {
    const { client } = fakeBackOffice(() => json(['No such account.'], 400, 'Bad Request'));
    const error = await client.call(verify, { body: {} }).catch((caught: unknown) => caught);
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
    const error = (await client.call(hello, { query: {} }).catch((caught: unknown) => caught)) as ApiError;
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
    const accounts = [1, 2, 3, 4].map((n) => ({ accountNumber: `30010020${n}`, balance: n * 10 }));
    accounts[3] = { accountNumber: '300100204', balance: secret as unknown as number };
    const { client } = fakeBackOffice(() => json({ accounts }));

    const error = (await client
      .call(memberAccounts, { query: { session: secret } })
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
      .call(slow, { body: {}, timeoutMs: 50 })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.failure).toEqual({ kind: 'client', detail: 'timed out' });
  });

  it('turns a network failure into a client-side error', async () => {
    const { client } = fakeBackOffice(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await client.call(verify, { body: {} }).catch((caught: unknown) => caught)) as ApiError;
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
      .call(accountsOfMember, { parameters: { memberNumber: '1001' }, bearer: 'expired-token' })
      .catch(() => undefined);
    await client.call(login, { body: {} }).catch(() => undefined);
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
    const error = (await client
      .call(pay, { body: { amount: 10 } })
      .catch((caught: unknown) => caught)) as ApiError;
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
    const error = (await client.call(hello, { query: {} }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.failure.kind).toBe('client');
    expect(errorText(error, quickPayErrors)).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
  });
});

describe('createApiClient, an answer with a long list', () => {
  const District = object({
    accounts: array(object({ accountNumber: string(), balance: defaulted(number(), 0) })),
    allowFutureDatedPayments: boolean(),
  });
  const districtAccounts = operation({
    ...common,
    id: 'districtAccounts',
    method: 'GET',
    path: 'v3/district/accounts',
    caller: 'member',
    answer: District,
    longList: 'accounts',
  });
  const account = (index: number) => ({ accountNumber: String(101000000 + index), balance: index });

  it('checks every item, coerced as the schema says, and keeps the order and the other fields', async () => {
    const list = Array.from({ length: 1001 }, (_, index) => account(index));
    list[700] = { accountNumber: '101000700' } as ReturnType<typeof account>;
    const { client } = fakeBackOffice(() => json({ accounts: list, allowFutureDatedPayments: true }));
    const answer = await client.call(districtAccounts, {});
    expect(answer.allowFutureDatedPayments).toBe(true);
    expect(answer.accounts).toHaveLength(1001);
    expect(answer.accounts[1000]).toEqual(account(1000));
    expect(answer.accounts[700]).toEqual({ accountNumber: '101000700', balance: 0 });
  });

  it('lets other work run between slices of the list', async () => {
    const list = Array.from({ length: 1000 }, (_, index) => account(index));
    const { client } = fakeBackOffice(() => json({ accounts: list, allowFutureDatedPayments: false }));
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 0);
    await client.call(districtAccounts, {});
    clearInterval(ticking);
    // Five slices of 200: the interval's callback ran between them.
    expect(ticks).toBeGreaterThanOrEqual(4);
  });

  it('refuses a list with one wrong item deep inside, naming its place, and a wrong field beside the list', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const list: unknown[] = Array.from({ length: 900 }, (_, index) => account(index));
    list[812] = { accountNumber: 812, balance: 1 };
    const wrongItem = fakeBackOffice(() => json({ accounts: list, allowFutureDatedPayments: true }));
    const error = (await wrongItem.client
      .call(districtAccounts, {})
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.failure).toEqual({
      kind: 'client',
      detail: 'unexpected response at accounts.812.accountNumber: expected string, got a number',
    });
    const wrongFlag = fakeBackOffice(() => json({ accounts: [], allowFutureDatedPayments: 'yes' }));
    const flagError = (await wrongFlag.client
      .call(districtAccounts, {})
      .catch((caught: unknown) => caught)) as ApiError;
    expect(flagError.failure).toEqual({
      kind: 'client',
      detail: 'unexpected response at allowFutureDatedPayments: expected boolean, got a string',
    });
    const noList = fakeBackOffice(() => json({ allowFutureDatedPayments: true }));
    const noListError = (await noList.client
      .call(districtAccounts, {})
      .catch((caught: unknown) => caught)) as ApiError;
    expect(noListError.failure).toEqual({
      kind: 'client',
      detail: 'unexpected response at accounts: expected array, got nothing',
    });
    consoleError.mockRestore();
  });
});
