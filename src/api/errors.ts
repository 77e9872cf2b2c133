import { isHTTPError, isTimeoutError } from 'ky';
import { type CallFailure, type ErrorCatalogue, errorMessage } from '../domain/error-messages.ts';
import { ApiError } from './api-error.ts';

export { ApiError };

/** The parsed JSON body of an error response; anything else (empty, HTML, plain text) is no body. */
async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Turns whatever a call threw (ky HTTP error, time-out, network failure, unreadable JSON) into an
 * ApiError. Reading the answer is our side's work, so a body that is not JSON is a client-side error.
 */
export async function toApiError(error: unknown, path: string): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const { status, statusText } = error.response;
    return new ApiError({ kind: 'http', status, statusText, body: await readJsonBody(error.response) }, path);
  }
  if (isTimeoutError(error)) return new ApiError({ kind: 'client', detail: 'timed out' }, path);
  if (error instanceof SyntaxError) {
    return new ApiError({ kind: 'client', detail: `unreadable response: ${error.message}` }, path);
  }
  if (error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError')) {
    return new ApiError({ kind: 'client', detail: error.message }, path);
  }
  return new ApiError({ kind: 'unknown' }, path);
}

/** What went wrong, for anything a call may have thrown. */
export function failureOf(error: unknown): CallFailure {
  return error instanceof ApiError ? error.failure : { kind: 'unknown' };
}

/** The text a member sees for anything a call threw, by the service's catalogue. */
export function errorText(error: unknown, catalogue: ErrorCatalogue): string {
  return errorMessage(failureOf(error), catalogue);
}

/**
 * Whether a change that failed this way may still have been carried out. Only a 4xx is a refusal: the
 * back office looked at the request and did not act on it. Anything else may hide a change that was
 * made: a time-out, a dropped connection, an answer we could not read, any 5xx (the back office may
 * have recorded the payment before failing, or a gateway lost its answer), a 3xx no call expects, and
 * 409, the same idempotency key still being carried out.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  const failure = failureOf(error);
  if (failure.kind !== 'http') return true;
  const refused = failure.status >= 400 && failure.status < 500 && failure.status !== 409;
  return !refused;
}
