/**
 * The error catalogue shared by the back-office calls (spec 01 §8, DESIGN.md §5) and the pure
 * mapping from a failed call to the text a member sees.
 */
export const errorMessages = {
  generic: 'We are unable to process your request at this time. Please try again later.',
  unauthorized: 'Unauthorized access.',
  unknown: 'Unknown error!',
} as const;

/** What went wrong with a call, independent of the HTTP library that made it. */
export type CallFailure =
  | { readonly kind: 'client'; readonly detail: string }
  | { readonly kind: 'http'; readonly status: number; readonly statusText: string; readonly body: unknown }
  | { readonly kind: 'unknown' };

function firstListedMessage(body: unknown): string | undefined {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)
      ? (body as { errors: unknown[] }).errors
      : undefined;
  const first = list?.[0];
  if (typeof first === 'string' && first.trim()) return first;
  if (first && typeof first === 'object') {
    const message = (first as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * Quick Pay service error mapping, in the spec's order: client-side error → generic text;
 * 400 → first message of the returned list; 401 → 'Unauthorized access.'; 500 → generic text;
 * other errors with a body → the body's message; otherwise status plus status text;
 * default 'Unknown error!'.
 */
export function quickPayErrorMessage(failure: CallFailure): string {
  switch (failure.kind) {
    case 'client':
      return errorMessages.generic;
    case 'unknown':
      return errorMessages.unknown;
    case 'http': {
      if (failure.status === 400) return firstListedMessage(failure.body) ?? errorMessages.generic;
      if (failure.status === 401) return errorMessages.unauthorized;
      if (failure.status === 500) return errorMessages.generic;
      const fromBody = bodyMessage(failure.body);
      if (fromBody) return fromBody;
      const statusLine = `${failure.status} ${failure.statusText}`.trim();
      return failure.status > 0 ? statusLine : errorMessages.unknown;
    }
  }
}
