import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The Quick Pay service's error catalogue (spec 01 §8): client-side error → generic text; 400 → first
 * message of the returned list; 401 → 'Unauthorized access.'; 500 → generic text; other errors with a
 * body → the body's message; otherwise status plus status text; default 'Unknown error!'.
 */
export const quickPayErrors: ErrorCatalogue = standardErrorCatalogue;
