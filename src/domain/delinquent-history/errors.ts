import { type ErrorCatalogue, errorMessages } from '../error-messages.ts';
import { catalogue } from '../language.ts';

/**
 * The Delinquent service's catalogue (spec 03 §8): a load failure shows the generic message, 'We are
 * unable to process your request at this time. Please try again later.', whatever the status. A PDF
 * that cannot be had says 'Delinquent File not found.' in the viewer (`delinquentHistoryMessages`).
 */
export const delinquentHistoryErrors: ErrorCatalogue = catalogue<ErrorCatalogue>(
  () => ({
    clientSide: errorMessages.generic,
    badRequest: errorMessages.generic,
    unauthorized: errorMessages.generic,
    serverError: errorMessages.generic,
    otherStatus: errorMessages.generic,
    unknown: errorMessages.generic,
  }),
  () => import('./es.ts'),
  'delinquentHistoryErrors',
);
