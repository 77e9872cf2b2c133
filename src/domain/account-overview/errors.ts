import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';
import { accountOverviewMessages } from './messages.ts';
import { catalogue } from '../language.ts';

/**
 * The account overview's catalogue (account info, payment and billing history, bill and capital credit
 * PDFs). Spec 02 §8 says only "Service failures show the returned error in an alert", which is what the
 * standard catalogue does: the first returned error for a 400, the server's message for other statuses,
 * the generic text for a 500 or a client-side failure. Missing files have their own fixed texts
 * (accountOverviewMessages.errors), shown by the PDF viewer.
 */
export const accountOverviewErrors: ErrorCatalogue = standardErrorCatalogue;

/** My Meter's link: one fixed text whatever went wrong (spec 02 §8). */
export const meterLinkErrors: ErrorCatalogue = catalogue<ErrorCatalogue>(
  () => ({
    clientSide: accountOverviewMessages.errors.meterLinkUnavailable,
    badRequest: accountOverviewMessages.errors.meterLinkUnavailable,
    unauthorized: accountOverviewMessages.errors.meterLinkUnavailable,
    serverError: accountOverviewMessages.errors.meterLinkUnavailable,
    otherStatus: accountOverviewMessages.errors.meterLinkUnavailable,
    unknown: accountOverviewMessages.errors.meterLinkUnavailable,
  }),
  () => import('./es.ts'),
  'meterLinkErrors',
);
