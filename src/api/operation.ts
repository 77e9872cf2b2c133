import type { Struct } from 'superstruct';

/**
 * One back-office call, described once: its method and path, who may make it, the query and body it
 * sends and the answer it expects. The client makes calls from these descriptions (`ApiClient.call`)
 * and `npm run build` writes the OpenAPI document from the same ones (build/openapi/), so the
 * document cannot describe a call the elements do not make, nor miss one they do.
 */
export interface Operation<
  Path extends string = string,
  Answer = unknown,
  Body = undefined,
  Query extends QueryValues | undefined = undefined,
> {
  /** The OpenAPI `operationId`: the API function's name, unique across the contract. */
  readonly id: string;
  /** The docs/api.md section that describes the call: the OpenAPI tag. */
  readonly service: string;
  /** One line for the reference: what the call does. */
  readonly summary: string;
  readonly method: Method;
  /** Relative to the API base, with `{name}` for each path parameter: `v3/members/{memberNumber}`. */
  readonly path: Path;
  /** Whose bearer token the call carries, if any. */
  readonly caller: Caller;
  readonly query?: Struct<Query, unknown>;
  readonly body?: Struct<Body, unknown>;
  /** The success answer's body; `noContent` (in schemas/contract.ts) for a 204. */
  readonly answer: Struct<Answer, unknown>;
  /** 201 when the call creates a record and answers `201 Created`; 200 (or 204) otherwise. */
  readonly answerStatus?: 201;
  /**
   * The answer's field holding a list that may run to thousands of items (a school district's accounts):
   * the client checks it a slice at a time and lets the page respond between slices, so checking the
   * answer never holds the main thread for long.
   */
  readonly longList?: keyof Answer & string;
  /**
   * `required`: the call moves money or changes a payment setup and is always sent with an
   * `Idempotency-Key` (docs/api.md, "Idempotency keys"). `accepted`: the back office honours a key if one
   * comes. Absent: the call takes none.
   */
  readonly idempotencyKey?: 'required' | 'accepted';
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `visitor`: no token. `quick-pay`: the token Quick Pay's verify gives. `member`: a signed-in member's
 * access token. `member-or-quick-pay`: either, as the payment result is read by both.
 */
export type Caller = 'visitor' | 'quick-pay' | 'member' | 'member-or-quick-pay';

/** A query string's parameters: names to text (an absent optional parameter is not sent). */
export type QueryValues = Readonly<Record<string, string | undefined>>;

/** The `{name}` parameters of a path template, as a union of their names. */
type ParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParameterNames<Rest>
  : never;

/** The values a path template needs, one string per `{name}`. */
export type PathParameters<Path extends string> = { readonly [Name in ParameterNames<Path>]: string };

/** Checks an operation's shape where it is written, keeping its literal path for `PathParameters`. */
export function operation<
  const Path extends string,
  Answer,
  Body = undefined,
  Query extends QueryValues | undefined = undefined,
>(definition: Operation<Path, Answer, Body, Query>): Operation<Path, Answer, Body, Query> {
  return definition;
}

/** The path with each `{name}` replaced by its value, encoded as one path segment. */
export function resolvePath<Path extends string>(path: Path, parameters: PathParameters<Path>): string {
  const values = parameters as Readonly<Record<string, string>>;
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The names of a path template's parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}
