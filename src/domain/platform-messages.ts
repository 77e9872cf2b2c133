import { catalogue } from './language.ts';
/** Texts the element platform itself shows (not tied to one portal area). */
export const platformMessages = catalogue(
  () =>
    ({
      notConfigured: 'This service is not set up correctly on this page. Please contact the cooperative.',
      unexpectedError: 'Something went wrong. Please reload the page and try again.',
      loading: 'Loading…',
      // not in the spec: a change (a payment above all) whose answer was lost, so whether it was made is unknown.
      outcomeUnknown:
        'We could not confirm whether this went through. To avoid doing it twice, please do not send it again: ' +
        'this page is being updated with what our records show.',
    }) as const,
  () => import('./es.ts'),
  'platformMessages',
);
