import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The notifications service's catalogue: the standard one (the first returned error for a 400,
 * 'Unauthorized access.' for a 401, the generic text for a 500 or a client-side failure); the spec's
 * §8 gives this service none of its own.
 */
export const manageNotificationsErrors: ErrorCatalogue = standardErrorCatalogue;
