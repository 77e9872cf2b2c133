import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The unclaimed capital credits service's catalogue. Spec 03 §8 gives no message for a failed claim ("the
 * server message is displayed"): a 400 shows the first returned error, other statuses the server's
 * message, a 500 or a client-side failure the generic text (the standard catalogue). A search that finds
 * nothing is not a failure: it answers an empty list (`noResultsMessage`).
 */
export const unclaimedCapitalCreditsErrors: ErrorCatalogue = standardErrorCatalogue;
