// The back office's error bodies: 400 is a list of messages, the others one message.

export const messages = {
  accountNotFound: 'We could not find an account matching that account number and phone number.',
  applicationIdUnknown: 'The ApplicationId header is missing or names an unknown application.',
  applicationIdMismatch: 'The applicationId parameter does not match the ApplicationId header.',
  bodyNotJson: 'The request body must be a JSON object.',
} as const;

/** The answers of a change sent with an Idempotency-Key (docs/api.md, "Idempotency keys"). */
export const idempotencyMessages = {
  keyInvalid: 'The Idempotency-Key header must be a string of 1 to 255 characters.',
  keyInUse: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
  keyReused:
    'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
} as const;

export function badRequest(errorMessages: string[]): Response {
  return Response.json(errorMessages, { status: 400 });
}

export function unauthorized(): Response {
  return Response.json({ message: 'Unauthorized' }, { status: 401 });
}

export function notFound(): Response {
  return Response.json({ message: 'Not found' }, { status: 404 });
}

/** The request conflicts with one still being carried out. */
export function conflict(message: string): Response {
  return Response.json({ message }, { status: 409 });
}

/** The request is well formed but cannot be carried out as sent. */
export function unprocessableContent(message: string): Response {
  return Response.json({ message }, { status: 422 });
}

/** Too many failed attempts (docs/api.md, "Attempt limits"): the lock's message, and when to try again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): Response {
  return Response.json({ message }, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
}

export function internalServerError(): Response {
  return Response.json({ message: 'Internal server error' }, { status: 500 });
}

/** The default body of a simulated fault with this status. */
export function errorBodyFor(status: number): unknown {
  if (status === 400) return ['We are unable to process your request at this time. Please try again later.'];
  if (status === 401) return { message: 'Unauthorized' };
  if (status === 404) return { message: 'Not found' };
  if (status === 409) return { message: idempotencyMessages.keyInUse };
  if (status === 422) return { message: idempotencyMessages.keyReused };
  if (status === 429) return { message: 'Too many failed attempts. Please try again later.' };
  return { message: 'Internal server error' };
}
