import { type ErrorCatalogue, errorMessages } from '../error-messages.ts';
import { catalogue } from '../language.ts';

/**
 * The service request API's catalogue (spec 03 §8): a 400 shows the first message of the error list;
 * a 500 (and a failure on our side) 'We are unable to process your request at this time. Please try
 * again later.'; any other status the server's message, or the status and its text.
 */
export const serviceRequestsErrors: ErrorCatalogue = catalogue<ErrorCatalogue>(
  () => ({
    clientSide: errorMessages.generic,
    badRequest: 'first-listed',
    unauthorized: 'server-message',
    serverError: errorMessages.generic,
    otherStatus: 'server-message',
    unknown: errorMessages.unknown,
  }),
  () => import('./es.ts'),
  'serviceRequestsErrors',
);
