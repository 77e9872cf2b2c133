import { type ErrorCatalogue, errorMessages, standardErrorCatalogue } from '../error-messages.ts';
import { catalogue } from '../language.ts';

/**
 * The Operation RoundUp service's catalogue (spec 03 §8): its failures read 'We are unable to process your
 * request at this time. Please contact customer support.'; a 400 shows the first error the back office
 * returns (what it refused), a 401 'Unauthorized access.'.
 */
export const operationRoundupErrors: ErrorCatalogue = catalogue<ErrorCatalogue>(
  () => ({
    ...standardErrorCatalogue,
    clientSide: errorMessages.contactSupport,
    serverError: errorMessages.contactSupport,
    otherStatus: errorMessages.contactSupport,
    unknown: errorMessages.contactSupport,
  }),
  () => import('./es.ts'),
  'operationRoundupErrors',
);
