import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The capital credit letter service's catalogue. Spec 03 §8 gives no messages of its own for the letter
 * return ("the server message is displayed"): a 400 shows the first returned error, other statuses the
 * server's message, a 500 or a client-side failure the generic text (the standard catalogue).
 */
export const capitalCreditLetterErrors: ErrorCatalogue = standardErrorCatalogue;
