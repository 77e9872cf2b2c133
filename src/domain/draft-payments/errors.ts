import { type ErrorCatalogue, errorMessages } from '../error-messages.ts';
import { catalogue } from '../language.ts';

/** Spec 02 §8, word for word. */
export const draftPaymentsErrorMessages = catalogue(
  () =>
    ({
      unavailable: 'Draft payments service unavailable, please contact administrator.',
      noAccounts: 'There are no accounts available...!',
      noEligibleAccounts: 'There are no eligible accounts to be set up for draft.',
      noAccountsToRemove: 'There are no accounts available to remove from draft.',
    }) as const,
  () => import('./es.ts'),
  'draftPaymentsErrorMessages',
);

/**
 * The Draft Payments service's catalogue (spec 02 §8): a failed load or change says 'Draft payments
 * service unavailable, please contact administrator.'; a 400 shows the back office's first message.
 */
export const draftPaymentsErrors: ErrorCatalogue = catalogue<ErrorCatalogue>(
  () => ({
    clientSide: draftPaymentsErrorMessages.unavailable,
    badRequest: 'first-listed',
    unauthorized: errorMessages.unauthorized,
    serverError: draftPaymentsErrorMessages.unavailable,
    otherStatus: draftPaymentsErrorMessages.unavailable,
    unknown: draftPaymentsErrorMessages.unavailable,
  }),
  () => import('./es.ts'),
  'draftPaymentsErrors',
);
