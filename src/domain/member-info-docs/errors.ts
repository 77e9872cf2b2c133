import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The member information documents call's catalogue: spec 03 §8 gives it no mapping of its own, so it
 * is the standard one (the first returned error for a 400, 'Unauthorized access.' for a 401, the
 * generic text for a 500 or a client-side failure, the server's message for other statuses).
 */
export const memberInfoDocsErrors: ErrorCatalogue = standardErrorCatalogue;
