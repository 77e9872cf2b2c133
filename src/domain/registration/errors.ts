import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/** The registration service's catalogue (spec 01 §8: "other server errors are shown as alerts"). */
export const registrationErrors: ErrorCatalogue = standardErrorCatalogue;
