import ky, { type KyInstance, type Options } from 'ky';
import type { Struct } from 'superstruct';
import { activeLanguage } from '../domain/language.ts';
import { toApiError } from './errors.ts';
import { checkedResponse } from './response-check.ts';

export interface ApiClientOptions {
  /** Absolute base URL of the back-office API, e.g. https://portal.example.coop/api */
  readonly apiBase: string;
  /** Sent as the `ApplicationId` header on every call. */
  readonly applicationId: string;
  /** Default timeout of a call in milliseconds. */
  readonly timeoutMs?: number;
  /** A fetch implementation (tests and Storybook pass the simulator's). */
  readonly fetch?: typeof fetch;
  /** Called when a call made with a bearer token is answered 401: the session layer logs out. */
  readonly onUnauthorized?: (bearer: string) => void;
}

export interface CallOptions {
  /** Bearer token for this call (quick-pay token or member access token). */
  readonly bearer?: string;
  readonly timeoutMs?: number;
  /** Money-moving calls pass `false`: they are sent once and never retried. */
  readonly retry?: boolean;
  readonly searchParams?: Record<string, string>;
  readonly json?: unknown;
  /** Cancels the call (the screen that wanted it has gone). */
  readonly signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header: the back office carries out a request with a given key once
   * and answers a repeat with the first answer (docs/api.md, "Idempotency keys"). Money mode sets it.
   */
  readonly idempotencyKey?: string;
  /**
   * `false`: a 401 is for the caller alone, `onUnauthorized` is not told. A token renewal says in its
   * dialog that it failed and leaves the member to choose, instead of the session ending under them.
   */
  readonly reportUnauthorized?: boolean;
}

/** A change (POST, PUT, DELETE): sent once, never retried, whatever the call's options say. */
export type ChangeOptions = Omit<CallOptions, 'retry'>;

export interface ApiClient {
  readonly options: ApiClientOptions;
  get<T>(path: string, schema: Struct<T, unknown>, call?: CallOptions): Promise<T>;
  post<T>(path: string, schema: Struct<T, unknown>, call?: ChangeOptions): Promise<T>;
  put<T>(path: string, schema: Struct<T, unknown>, call?: ChangeOptions): Promise<T>;
  delete<T>(path: string, schema: Struct<T, unknown>, call?: ChangeOptions): Promise<T>;
}

type Method = 'get' | 'post' | 'put' | 'delete';

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * One ky instance per configuration (docs/architecture.md): base URL, `ApplicationId` header, bearer token per
 * call, a timeout, and retries only for idempotent GETs.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance: KyInstance = ky.create({
    prefixUrl: options.apiBase.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { ApplicationId: options.applicationId, Accept: 'application/json' },
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send<T>(
    method: Method,
    path: string,
    schema: Struct<T, unknown>,
    call: CallOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      // The language the element shows: the back office answers web content in it where it has some.
      'Accept-Language': activeLanguage(),
      ...(call.bearer ? { Authorization: `Bearer ${call.bearer}` } : {}),
      // A Structured Field string, as the IETF draft defines the header: quoted.
      ...(call.idempotencyKey ? { 'Idempotency-Key': `"${call.idempotencyKey}"` } : {}),
    };
    const requestOptions: Options = {
      method,
      headers,
      ...(call.timeoutMs ? { timeout: call.timeoutMs } : {}),
      ...(call.searchParams ? { searchParams: call.searchParams } : {}),
      ...(call.json !== undefined ? { json: call.json } : {}),
      ...(call.signal ? { signal: call.signal } : {}),
      ...(method !== 'get' || call.retry === false ? { retry: 0 } : {}),
    };
    let data: unknown;
    try {
      const response = await instance(path.replace(/^\/+/, ''), requestOptions);
      // A change may answer 204 No Content: no body to check but against the schema's idea of nothing.
      data = response.status === 204 ? undefined : await response.json<unknown>();
    } catch (error) {
      const apiError = await toApiError(error, path);
      if (apiError.isUnauthorized && call.bearer && call.reportUnauthorized !== false) {
        options.onUnauthorized?.(call.bearer);
      }
      throw apiError;
    }
    return checkedResponse(schema, data, path);
  }

  return {
    options,
    get: (path, schema, call) => send('get', path, schema, call),
    post: (path, schema, call) => send('post', path, schema, { ...call, retry: false }),
    put: (path, schema, call) => send('put', path, schema, { ...call, retry: false }),
    delete: (path, schema, call) => send('delete', path, schema, { ...call, retry: false }),
  };
}
