import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The password services' catalogue (forgot password, forgot username, reset password; spec 02 §8:
 * "Reset password failure: alert with the error").
 */
export const passwordErrors: ErrorCatalogue = standardErrorCatalogue;
