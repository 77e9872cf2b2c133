import { type ErrorCatalogue, standardErrorCatalogue } from '../error-messages.ts';
import { catalogue } from '../language.ts';

/**
 * The portal platform's catalogue: the site configuration, account types and external login calls
 * (spec 01 §8 'Home page: account-type load errors go to an alert service').
 */
export const portalErrors: ErrorCatalogue = standardErrorCatalogue;

/**
 * The meter-portal service (spec 01 §8, spec 03 §8): 400 → the first error's code and message; 500 →
 * generic text; otherwise the error message or status text.
 */
export const meterPortalErrors: ErrorCatalogue = catalogue<ErrorCatalogue>(
  () => ({
    ...standardErrorCatalogue,
    unauthorized: 'server-message',
  }),
  () => import('./es.ts'),
  'meterPortalErrors',
);
