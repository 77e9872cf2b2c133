import { describe, expect, it } from 'vitest';
import { manageNotificationsErrors } from '../../../../src/domain/manage-notifications/errors.ts';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';

describe('manageNotificationsErrors', () => {
  it('is the standard catalogue: a 400 shows the first returned error, a 500 the generic text', () => {
    expect(manageNotificationsErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        {
          kind: 'http',
          status: 400,
          statusText: 'Bad Request',
          body: ['An alert can only go to one of your confirmed contacts.'],
        },
        manageNotificationsErrors,
      ),
    ).toBe('An alert can only go to one of your confirmed contacts.');
    expect(
      errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, manageNotificationsErrors),
    ).toBe('We are unable to process your request at this time. Please try again later.');
  });
});
