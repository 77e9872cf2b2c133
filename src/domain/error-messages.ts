import { catalogue } from './language.ts';
/**
 * How a failed back-office call becomes the text a member sees (docs/architecture.md). Each service has its
 * own catalogue (spec 01 §8, spec 02 §8, spec 03 §8), kept with its area's messages; this module holds
 * the pure mapping they all share and the texts several catalogues quote.
 */
export const errorMessages = catalogue(
  () =>
    ({
      generic: 'We are unable to process your request at this time. Please try again later.',
      contactSupport: 'We are unable to process your request at this time. Please contact customer support.',
      unauthorized: 'Unauthorized access.',
      unknown: 'Unknown error!',
    }) as const,
  () => import('./es.ts'),
  'errorMessages',
);

/** What went wrong with a call, independent of the HTTP library that made it. */
export type CallFailure =
  /** Our side: no network, a time-out, an answer we could not read (malformed JSON, unexpected shape). */
  | { readonly kind: 'client'; readonly detail: string }
  /**
   * The server answered with an error status. `body` is the parsed JSON body, or undefined when the
   * body was empty or not JSON (a proxy's HTML error page is not a message).
   */
  | { readonly kind: 'http'; readonly status: number; readonly statusText: string; readonly body: unknown }
  | { readonly kind: 'unknown' };

/**
 * One service's error catalogue, in the order the specs list the cases: a client-side error, 400,
 * 401, 500, any other status, and the default. Each case is a fixed text, or one of the server's
 * own texts ('first-listed': the first message of the returned error list; 'server-message': the
 * body's message, else status plus status text).
 */
export interface ErrorCatalogue {
  readonly clientSide: string;
  readonly badRequest: 'first-listed' | 'server-message' | string;
  readonly unauthorized: 'server-message' | string;
  readonly serverError: 'server-message' | string;
  readonly otherStatus: 'server-message' | string;
  readonly unknown: string;
}

/** The longest server text a member is shown; longer text is cut at a word with an ellipsis. */
export const SERVER_TEXT_MAX_LENGTH = 300;

/**
 * Server text as a member may see it: its first non-empty line, spaces collapsed, at most
 * SERVER_TEXT_MAX_LENGTH characters. Undefined when nothing readable is left.
 */
export function serverTextLine(text: string): string | undefined {
  const line = text
    .split(/\r?\n/)
    .map((candidate) => candidate.replace(/\s+/g, ' ').trim())
    .find((candidate) => candidate.length > 0);
  if (!line) return undefined;
  if (line.length <= SERVER_TEXT_MAX_LENGTH) return line;
  const cut = line.slice(0, SERVER_TEXT_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SERVER_TEXT_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function readableText(value: unknown): string | undefined {
  return typeof value === 'string' ? serverTextLine(value) : undefined;
}

/** The list of errors a body carries: the body itself, or its `errors` property. */
function errorList(body: unknown): readonly unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
    return (body as { errors: unknown[] }).errors;
  }
  return undefined;
}

/** The first entry of the returned error list: a string, or an object with a `message`. */
export function firstListedError(body: unknown): { code: string | null; message: string } | undefined {
  const first = errorList(body)?.[0];
  const message = readableText(first) ?? readableText((first as { message?: unknown } | null)?.message);
  if (!message) return undefined;
  const code = (first as { code?: unknown } | null)?.code;
  return { code: typeof code === 'string' || typeof code === 'number' ? String(code) : null, message };
}

/** A failed call's errors, split between the form's fields and the form as a whole. */
export interface SeparatedFailure {
  /** The messages of a 400 that name a field, by field; the first wins when a field is named twice. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** What is left for the form as a whole, or null when every error was a field's. */
  readonly formFailure: CallFailure | null;
}

/**
 * Separates the entries of a 400's list that name a field of the form (`{ "field": "zipCode",
 * "message": "…" }`, docs/api.md "Errors") from the rest, which the catalogue maps as usual. Any
 * other failure is the form's.
 */
export function separateFieldErrors(failure: CallFailure): SeparatedFailure {
  if (failure.kind !== 'http' || failure.status !== 400) return { fieldErrors: {}, formFailure: failure };
  const list = errorList(failure.body);
  if (!list) return { fieldErrors: {}, formFailure: failure };
  const fieldErrors: Record<string, string> = {};
  const rest: unknown[] = [];
  for (const entry of list) {
    const { field, message } = (entry && typeof entry === 'object' ? entry : {}) as {
      field?: unknown;
      message?: unknown;
    };
    const text = readableText(message);
    if (typeof field === 'string' && field !== '' && text) {
      if (!(field in fieldErrors)) fieldErrors[field] = text;
    } else rest.push(entry);
  }
  if (Object.keys(fieldErrors).length === 0) return { fieldErrors, formFailure: failure };
  return { fieldErrors, formFailure: rest.length === 0 ? null : { ...failure, body: rest } };
}

/** The body's own message, in the API's error shape `{ "message": … }`. A bare string is not that shape. */
function bodyMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  return readableText((body as { message?: unknown }).message);
}

function statusLine(status: number, statusText: string): string | undefined {
  if (status <= 0) return undefined;
  return serverTextLine(`${status} ${statusText}`);
}

function serverMessage(failure: Extract<CallFailure, { kind: 'http' }>, catalogue: ErrorCatalogue) {
  return bodyMessage(failure.body) ?? statusLine(failure.status, failure.statusText) ?? catalogue.unknown;
}

/** The text a member sees for a failed call, by the service's catalogue. */
export function errorMessage(failure: CallFailure, catalogue: ErrorCatalogue): string {
  switch (failure.kind) {
    case 'client':
      return catalogue.clientSide;
    case 'unknown':
      return catalogue.unknown;
    case 'http': {
      if (failure.status === 400) {
        if (catalogue.badRequest === 'first-listed') {
          return firstListedError(failure.body)?.message ?? catalogue.clientSide;
        }
        if (catalogue.badRequest === 'server-message') return serverMessage(failure, catalogue);
        return catalogue.badRequest;
      }
      if (failure.status === 401) {
        return catalogue.unauthorized === 'server-message'
          ? serverMessage(failure, catalogue)
          : catalogue.unauthorized;
      }
      if (failure.status === 500) {
        return catalogue.serverError === 'server-message'
          ? serverMessage(failure, catalogue)
          : catalogue.serverError;
      }
      return catalogue.otherStatus === 'server-message'
        ? serverMessage(failure, catalogue)
        : catalogue.otherStatus;
    }
  }
}

/**
 * The mapping most services share (spec 01 §8 for Quick Pay, spec 03 §8 for service requests):
 * client-side error → generic text; 400 → first message of the returned list; 401 → 'Unauthorized
 * access.'; 500 → generic text; other errors with a body → the body's message, otherwise status plus
 * status text; default 'Unknown error!'. Services whose spec says the same build their catalogue from it.
 */
export const standardErrorCatalogue: ErrorCatalogue = catalogue<ErrorCatalogue>(
  () => ({
    clientSide: errorMessages.generic,
    badRequest: 'first-listed',
    unauthorized: errorMessages.unauthorized,
    serverError: errorMessages.generic,
    otherStatus: 'server-message',
    unknown: errorMessages.unknown,
  }),
  () => import('./es.ts'),
  'standardErrorCatalogue',
);
