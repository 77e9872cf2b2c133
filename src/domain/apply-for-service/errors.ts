import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The service application's catalogue, as spec 03 §8 words the service request API: a 400 shows the first
 * returned error, a 500 the generic text, other statuses the server's message.
 */
export const applyForServiceErrors: ErrorCatalogue = standardErrorCatalogue;
