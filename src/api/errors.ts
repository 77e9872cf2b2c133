import { isHTTPError, isTimeoutError } from 'ky';
import { ApiError } from './api-error.ts';

export { ApiError };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Turns whatever a call threw (ky HTTP error, timeout, network failure, schema error) into an ApiError. */
export async function toApiError(error: unknown, path: string): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const { status, statusText } = error.response;
    return new ApiError({ kind: 'http', status, statusText, body: await readBody(error.response) }, path);
  }
  if (isTimeoutError(error)) return new ApiError({ kind: 'client', detail: 'timed out' }, path);
  if (error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError')) {
    return new ApiError({ kind: 'client', detail: error.message }, path);
  }
  return new ApiError({ kind: 'unknown' }, path);
}
