import { type ErrorCatalogue, errorMessages } from '../error-messages.ts';
import { catalogue } from '../language.ts';

/**
 * The Average Billing service's catalogue (spec 03 §8): a failed load or change says 'We are unable to
 * process your request at this time. Please contact customer support.'; a 400 on a change shows the
 * back office's own message (the first of its list), in the warning dialog.
 */
export const averageBillingErrors: ErrorCatalogue = catalogue<ErrorCatalogue>(
  () => ({
    clientSide: errorMessages.contactSupport,
    badRequest: 'first-listed',
    unauthorized: errorMessages.unauthorized,
    serverError: errorMessages.contactSupport,
    otherStatus: errorMessages.contactSupport,
    unknown: errorMessages.contactSupport,
  }),
  () => import('./es.ts'),
  'averageBillingErrors',
);
