/** Texts the element platform itself shows (not tied to one portal area). */
export const platformMessages = {
  notConfigured: 'This service is not set up correctly on this page. Please contact the cooperative.',
  unexpectedError: 'Something went wrong. Please reload the page and try again.',
  loading: 'Loading…',
} as const;
