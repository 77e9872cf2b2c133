import ky, { type KyInstance, type Options } from 'ky';
import type { Struct } from 'superstruct';
import { activeLanguage } from '../domain/language.ts';
import { toApiError } from './errors.ts';
import { type Operation, type PathParameters, type QueryValues, resolvePath } from './operation.ts';
import { checkedLongListResponse, checkedResponse } from './response-check.ts';

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

/**
 * The options of one call. `call` takes them beside the operation's parameters, query and body, and
 * fills `searchParams` and `json` itself from the query and body.
 */
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

type NamesIn<Path extends string> = keyof PathParameters<Path>;

/**
 * What one call of an operation sends: its path's values, its query and its body, each required
 * exactly when the operation has one, and the call's options.
 */
export type CallRequest<Path extends string, Body, Query extends QueryValues | undefined> = Omit<
  CallOptions,
  'searchParams' | 'json'
> &
  ([NamesIn<Path>] extends [never]
    ? { readonly parameters?: undefined }
    : { readonly parameters: PathParameters<Path> }) &
  ([Body] extends [undefined] ? { readonly body?: undefined } : { readonly body: Body }) &
  ([Query] extends [undefined] ? { readonly query?: undefined } : { readonly query: Query });

/**
 * The back office, as the API modules see it: every call is made from its operation (operation.ts),
 * so no call can go out that the OpenAPI document does not describe.
 */
export interface ApiClient {
  readonly options: ApiClientOptions;
  /**
   * Makes the call an operation describes. A GET is retried on a 408, 502, 503 or 504 unless the
   * request says `retry: false`; a change (POST, PUT, DELETE) is sent once, never retried.
   */
  call<Path extends string, Answer, Body, Query extends QueryValues | undefined>(
    operation: Operation<Path, Answer, Body, Query>,
    request: CallRequest<Path, Body, Query>,
  ): Promise<Answer>;
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

  /**
   * Sends one request; `call` is its only caller, with the path, query and body an operation gives, and
   * the operation's long list, if it has one (checked a slice at a time).
   */
  async function send<T>(
    method: Method,
    path: string,
    schema: Struct<T, unknown>,
    call: CallOptions = {},
    longList?: string,
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
    return longList
      ? checkedLongListResponse(schema, data, path, longList)
      : checkedResponse(schema, data, path);
  }

  function call<Path extends string, Answer, Body, Query extends QueryValues | undefined>(
    operation: Operation<Path, Answer, Body, Query>,
    request: CallRequest<Path, Body, Query>,
  ): Promise<Answer> {
    const { parameters, query, body, ...callOptions } = request;
    const path = resolvePath(operation.path, (parameters ?? {}) as PathParameters<Path>);
    const searchParams = query ? definedValues(query) : undefined;
    const method = operation.method.toLowerCase() as Method;
    return send(
      method,
      path,
      operation.answer,
      {
        ...callOptions,
        ...(searchParams ? { searchParams } : {}),
        ...(body !== undefined ? { json: body } : {}),
        ...(method === 'get' ? {} : { retry: false }),
      },
      operation.longList,
    );
  }

  return { options, call };
}

/** A query's parameters without the absent ones: an optional parameter left out is not sent. */
function definedValues(query: QueryValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
