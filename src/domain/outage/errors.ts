import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';
import { catalogue } from '../language.ts';

/**
 * The Outage service's catalogue for failed calls: spec 03 §8 gives the outage calls no mapping of
 * their own, so it is the standard one (the first returned error for a 400, 'Unauthorized access.' for
 * a 401, the generic text for a 500 or a client-side failure, the server's message otherwise).
 */
export const outageErrors: ErrorCatalogue = standardErrorCatalogue;

/** The outage errors of spec 03 §8, word for word: what the screen shows instead of what it cannot. */
export const outageErrorMessages = catalogue(
  () =>
    ({
      /** No account to show: the member has none, or the address names another member or account. */
      noAccountContext: 'Please relogin to your account then access to this page again!',
      /** The account has no location: no report, no history. */
      noLocation: 'Outage report is unavailable to this account, please contact customer service...!',
      /** A non-electric account while the site hides outage for them. */
      notSupported: 'Outage is not supported for the selected account.',
    }) as const,
  () => import('./es.ts'),
  'outageErrorMessages',
);
