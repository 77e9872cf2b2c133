import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The account overview's catalogue (account info, payment and billing history, bill and capital credit
 * PDFs). Spec 02 §8 says only "Service failures show the returned error in an alert", which is what the
 * standard catalogue does: the first returned error for a 400, the server's message for other statuses,
 * the generic text for a 500 or a client-side failure. The meter link and missing files have their own
 * fixed texts (accountOverviewMessages.errors), shown by the screen, not through this catalogue.
 */
export const accountOverviewErrors: ErrorCatalogue = standardErrorCatalogue;
