// The back office's error bodies: 400 is a list of messages, the others one message.

export const messages = {
  accountNotFound: 'We could not find an account matching that account number and phone number.',
  applicationIdUnknown: 'The ApplicationId header is missing or names an unknown application.',
  applicationIdMismatch: 'The applicationId parameter does not match the ApplicationId header.',
  bodyNotJson: 'The request body must be a JSON object.',
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

export function internalServerError(): Response {
  return Response.json({ message: 'Internal server error' }, { status: 500 });
}

/** The default body of a simulated fault with this status. */
export function errorBodyFor(status: number): unknown {
  if (status === 400) return ['We are unable to process your request at this time. Please try again later.'];
  if (status === 401) return { message: 'Unauthorized' };
  if (status === 404) return { message: 'Not found' };
  return { message: 'Internal server error' };
}
