import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Checks one exchange with a back office against the OpenAPI document: the request the elements sent
 * (headers, query, body) and the answer they got (status, content type, body). The same checks serve the
 * demo host's validating proxy, the simulator's contract tests and `coop-contract-check`.
 */

export interface Exchange {
  readonly method: string;
  /** The path below the API base, with its query: `/v3/members/1001/accounts?x=1`. */
  readonly path: string;
  readonly requestHeaders: Headers;
  /** The request's body as sent, if any. */
  readonly requestBody: string | undefined;
  readonly status: number;
  readonly answerHeaders: Headers;
  readonly answerBody: string;
}

export interface Violation {
  /** The operation, or `METHOD /path` when no operation matches. */
  readonly call: string;
  /** Where: `path` (no such call), `request body`, `answer 200`, `header Authorization`, … */
  readonly part: string;
  /** The field's JSON pointer in the body, `(root)` for the whole. */
  readonly field: string;
  readonly problem: string;
  /** The value found there, when there is one (absent for a missing field). */
  readonly value?: unknown;
}

type Json = Record<string, unknown>;

interface MatchedOperation {
  readonly id: string;
  readonly pointer: string;
  readonly definition: Json;
}

interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  readonly operation: MatchedOperation;
}

const documentId = 'https://contract.coop.example/openapi.json';

/** A JSON pointer segment, escaped. */
const segment = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

export class ContractValidator {
  private readonly routes: Route[] = [];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: Json) {
    this.ajv.addSchema(document, documentId);
    const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
    for (const [path, methods] of Object.entries(paths)) {
      const pattern = new RegExp(
        `^${path
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]+')}$`,
      );
      for (const [method, definition] of Object.entries(methods)) {
        this.routes.push({
          method: method.toUpperCase(),
          pattern,
          operation: {
            id: String(definition.operationId),
            pointer: `#/paths/${segment(path)}/${method}`,
            definition,
          },
        });
      }
    }
    // A literal segment wins over a parameter: `/accounts/types` before `/accounts/{accountNumber}`.
    this.routes.sort((a, b) => literalLength(b.pattern) - literalLength(a.pattern));
  }

  /** The documented operation a request is for. */
  match(method: string, pathname: string): MatchedOperation | undefined {
    return this.routes.find((route) => route.method === method.toUpperCase() && route.pattern.test(pathname))
      ?.operation;
  }

  /** Every way the exchange breaks the document; none when it keeps it. */
  check(exchange: Exchange): Violation[] {
    const url = new URL(exchange.path, 'http://api.invalid');
    const operation = this.match(exchange.method, url.pathname);
    if (!operation) {
      return [
        {
          call: `${exchange.method} ${url.pathname}`,
          part: 'path',
          field: '(root)',
          problem: 'no operation of the document has this method and path',
        },
      ];
    }
    return [...this.checkRequest(operation, exchange, url), ...this.checkAnswer(operation, exchange)];
  }

  private checkRequest(operation: MatchedOperation, exchange: Exchange, url: URL): Violation[] {
    const violations: Violation[] = [];
    const call = operation.id;
    const headers = exchange.requestHeaders;
    const security = (operation.definition.security ?? []) as Json[];
    if (!headers.get('ApplicationId')) {
      violations.push({ call, part: 'header ApplicationId', field: '(root)', problem: 'missing' });
    }
    const needsToken =
      security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 1);
    if (needsToken && !/^Bearer \S+$/.test(headers.get('Authorization') ?? '')) {
      violations.push({ call, part: 'header Authorization', field: '(root)', problem: 'no bearer token' });
    }
    for (const parameter of this.parametersOf(operation)) {
      const name = String(parameter.name);
      const present =
        parameter.in === 'query'
          ? url.searchParams.has(name)
          : parameter.in === 'header'
            ? headers.has(name)
            : true;
      if (parameter.required === true && !present) {
        violations.push({
          call,
          part: `${String(parameter.in)} ${name}`,
          field: '(root)',
          problem: 'missing',
        });
      }
    }
    const body = (operation.definition.requestBody as Json | undefined)?.content as Json | undefined;
    if (body) {
      const parsed = parseJson(exchange.requestBody ?? '');
      if (!parsed.ok) {
        violations.push({ call, part: 'request body', field: '(root)', problem: 'not JSON' });
      } else {
        violations.push(
          ...this.validate(
            `${operation.pointer}/requestBody/content/application~1json/schema`,
            parsed.value,
            {
              call,
              part: 'request body',
            },
          ),
        );
      }
    }
    return violations;
  }

  private checkAnswer(operation: MatchedOperation, exchange: Exchange): Violation[] {
    const call = operation.id;
    const responses = operation.definition.responses as Record<string, Json>;
    const status = String(exchange.status);
    const declared = responses[status];
    const part = `answer ${status}`;
    if (!declared) {
      return [{ call, part, field: '(root)', problem: `status ${status} is not one the document lists` }];
    }
    const { pointer, response } = this.resolveResponse(declared, `${operation.pointer}/responses/${status}`);
    const content = response.content as Json | undefined;
    if (!content) {
      return exchange.answerBody.trim() === ''
        ? []
        : [{ call, part, field: '(root)', problem: 'a body where the document lists none' }];
    }
    const contentType = exchange.answerHeaders.get('Content-Type') ?? '';
    if (!contentType.startsWith('application/json')) {
      return [{ call, part: `${part} Content-Type`, field: '(root)', problem: `"${contentType}", not JSON` }];
    }
    const parsed = parseJson(exchange.answerBody);
    if (!parsed.ok) return [{ call, part, field: '(root)', problem: 'not JSON' }];
    return this.validate(`${pointer}/content/application~1json/schema`, parsed.value, { call, part });
  }

  /** A response object, following a `$ref` into components. */
  private resolveResponse(declared: Json, pointer: string): { pointer: string; response: Json } {
    const ref = declared.$ref;
    if (typeof ref !== 'string') return { pointer, response: declared };
    // `#/components/…`: the document's own components.
    const path = ref.replace(/^#\//, '').split('/');
    let target: unknown = this.document;
    for (const key of path) target = (target as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
    return { pointer: ref, response: target as Json };
  }

  private parametersOf(operation: MatchedOperation): Json[] {
    return ((operation.definition.parameters ?? []) as Json[]).map((parameter) =>
      typeof parameter.$ref === 'string' ? (this.resolveResponse(parameter, '').response as Json) : parameter,
    );
  }

  private validate(pointer: string, value: unknown, where: { call: string; part: string }): Violation[] {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${documentId}${pointer}` });
      this.compiled.set(pointer, validate);
    }
    if (validate(value)) return [];
    const errors = validate.errors ?? [];
    return errors
      .filter((error) => error.keyword !== 'anyOf' || errors.length === 1)
      .map((error) => {
        // A missing or unexpected property is named as the field itself, so that a renamed field reads
        // as the old name missing and the new one not in the document.
        const property =
          error.keyword === 'required'
            ? (error.params as { missingProperty?: string }).missingProperty
            : error.keyword === 'additionalProperties'
              ? (error.params as { additionalProperty?: string }).additionalProperty
              : undefined;
        const field =
          property === undefined ? error.instancePath : `${error.instancePath}/${segment(property)}`;
        const problem =
          error.keyword === 'required'
            ? 'missing (the document requires it)'
            : error.keyword === 'additionalProperties'
              ? 'not in the document'
              : (error.message ?? 'does not match');
        const found = error.keyword === 'required' ? undefined : valueAt(value, field);
        return {
          ...where,
          field: field || '(root)',
          problem,
          ...(found === undefined ? {} : { value: found }),
        };
      });
  }
}

/** The value at a JSON pointer, or undefined. */
function valueAt(document: unknown, pointer: string): unknown {
  let target = document;
  for (const key of pointer.split('/').slice(1)) {
    if (target === null || typeof target !== 'object') return undefined;
    target = (target as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return target;
}

function literalLength(pattern: RegExp): number {
  return pattern.source.replace(/\[\^\/\]\+/g, '').length;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** One line a person reads: the call, the part, the field and what is wrong. */
export function describeViolation(violation: Violation): string {
  const found = violation.value === undefined ? '' : ` (found ${describeValue(violation.value)})`;
  return `${violation.call}: ${violation.part} ${violation.field}: ${violation.problem}${found}`;
}

/** A value as a report shows it: JSON, cut short. */
export function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
