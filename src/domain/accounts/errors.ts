import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The account list's catalogue (the member's account details). Spec 02 §8 says "Service failures show
 * the returned error in an alert", which is what the standard catalogue does: the first returned error
 * for a 400, 'Unauthorized access.' for a 401, the generic text for a 500 or a client-side failure, the
 * server's message for other statuses.
 */
export const accountListErrors: ErrorCatalogue = standardErrorCatalogue;
