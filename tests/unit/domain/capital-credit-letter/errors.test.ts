import { describe, expect, it } from 'vitest';
import { capitalCreditLetterErrors } from '../../../../src/domain/capital-credit-letter/errors.ts';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';

describe('capitalCreditLetterErrors', () => {
  it('shows the server’s message (spec 03 §8): the first returned error of a 400, the message of others', () => {
    expect(capitalCreditLetterErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        {
          kind: 'http',
          status: 400,
          statusText: 'Bad Request',
          body: ['We could not find a capital credit letter matching that member number and letter ID.'],
        },
        capitalCreditLetterErrors,
      ),
    ).toBe('We could not find a capital credit letter matching that member number and letter ID.');
    expect(
      errorMessage(
        { kind: 'http', status: 409, statusText: 'Conflict', body: { message: 'The letter was withdrawn.' } },
        capitalCreditLetterErrors,
      ),
    ).toBe('The letter was withdrawn.');
    expect(
      errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, capitalCreditLetterErrors),
    ).toBe('We are unable to process your request at this time. Please try again later.');
  });
});
