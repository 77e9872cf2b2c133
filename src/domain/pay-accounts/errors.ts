import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The Pay Multiple Accounts service's catalogue: the standard one (the first returned error for a 400,
 * 'Unauthorized access.' for a 401, the generic text for a 500 or a client-side failure, the server's
 * message for other statuses) until the spec's §8 gives this service its own.
 */
export const payAccountsErrors: ErrorCatalogue = standardErrorCatalogue;
