import { type ContractValidator, type Exchange, type Violation } from '../validator.ts';

/** One request the walk makes of an operation of the document. */
export interface CallRequest {
  readonly parameters?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** `null` sends no Authorization header; a string is sent as `Bearer …`. */
  readonly bearer?: string | null;
  readonly idempotencyKey?: string;
  /** More headers (an `Origin` for the CORS checks). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** What came back, with every way the exchange breaks the document. */
export interface CallAnswer {
  /** `GET /v3/members/1001/accounts/details?limit=1`, as a report names the request. */
  readonly request: string;
  readonly status: number;
  readonly headers: Headers;
  /** The body read as JSON; undefined when it is not JSON. */
  readonly json: unknown;
  readonly violations: readonly Violation[];
}

/** The call could not be made: no answer at all (refused, timed out, not HTTP). */
export class NoAnswer extends Error {}

interface DocumentOperation {
  readonly method: string;
  readonly path: string;
}

/**
 * Makes the document's calls of a back office and checks each exchange against the document: the
 * walk names an operation and its values, and never writes a path or method itself.
 */
export class BackOfficeCaller {
  private readonly operations = new Map<string, DocumentOperation>();

  constructor(
    private readonly settings: {
      readonly apiBase: string;
      readonly applicationId: string;
      readonly timeoutMs: number;
    },
    document: { readonly paths?: Record<string, Record<string, { operationId?: string }>> },
    private readonly validator: ContractValidator,
    private readonly fetcher: typeof fetch,
  ) {
    for (const [path, methods] of Object.entries(document.paths ?? {})) {
      for (const [method, definition] of Object.entries(methods)) {
        if (definition.operationId) {
          this.operations.set(definition.operationId, { method: method.toUpperCase(), path });
        }
      }
    }
  }

  /** The operation's method and path template in the document. */
  operation(operationId: string): DocumentOperation {
    const operation = this.operations.get(operationId);
    if (!operation) throw new Error(`The document has no operation ${operationId}.`);
    return operation;
  }

  /** The path of a call, each parameter encoded as one segment. */
  pathOf(operationId: string, parameters: Readonly<Record<string, string>> = {}): string {
    return this.operation(operationId).path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = parameters[name];
      if (value === undefined) throw new Error(`${operationId} needs its ${name}.`);
      return encodeURIComponent(value);
    });
  }

  async call(operationId: string, request: CallRequest = {}): Promise<CallAnswer> {
    const { method } = this.operation(operationId);
    const search = new URLSearchParams(request.query ?? {}).toString();
    const path = `${this.pathOf(operationId, request.parameters)}${search ? `?${search}` : ''}`;
    const headers = new Headers({
      Accept: 'application/json',
      ApplicationId: this.settings.applicationId,
      'Accept-Language': 'en',
      ...request.headers,
    });
    if (request.bearer) headers.set('Authorization', `Bearer ${request.bearer}`);
    if (request.idempotencyKey) headers.set('Idempotency-Key', request.idempotencyKey);
    const requestBody = request.body === undefined ? undefined : JSON.stringify(request.body);
    if (requestBody !== undefined) headers.set('Content-Type', 'application/json');
    let answer: Response;
    try {
      answer = await this.fetcher(`${this.settings.apiBase}${path}`, {
        method,
        headers,
        ...(requestBody === undefined ? {} : { body: requestBody }),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw new NoAnswer(`${method} ${path}: no answer (${(error as Error).message})`);
    }
    const answerBody = await answer.text();
    const exchange: Exchange = {
      method,
      path,
      requestHeaders: headers,
      requestBody,
      status: answer.status,
      answerHeaders: answer.headers,
      answerBody,
    };
    return {
      request: `${method} ${path}`,
      status: answer.status,
      headers: answer.headers,
      json: parseJson(answerBody),
      violations: this.validator.check(exchange),
    };
  }

  /** A CORS preflight of a call, as a browser on `origin` sends it before the call itself. */
  async preflight(operationId: string, parameters: Readonly<Record<string, string>>, origin: string) {
    const { method } = this.operation(operationId);
    const path = this.pathOf(operationId, parameters);
    try {
      const answer = await this.fetcher(`${this.settings.apiBase}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'applicationid,authorization,content-type,idempotency-key',
        },
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      await answer.arrayBuffer();
      return { request: `OPTIONS ${path}`, status: answer.status, headers: answer.headers };
    } catch (error) {
      throw new NoAnswer(`OPTIONS ${path}: no answer (${(error as Error).message})`);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
