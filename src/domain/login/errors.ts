import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';

/**
 * The sign-in service's catalogue (spec 01 §8 'Login failure: the server's message is shown'): the first
 * message of a 400's list, the body's message otherwise, the service defaults where the server says nothing.
 */
export const signInErrors: ErrorCatalogue = standardErrorCatalogue;
