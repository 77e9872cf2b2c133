import { describe, expect, it } from 'vitest';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';
import { unclaimedCapitalCreditsErrors } from '../../../../src/domain/unclaimed-capital-credits/errors.ts';

describe('unclaimedCapitalCreditsErrors', () => {
  it('shows the server’s message for a failed claim (spec 03 §8), the generic text for a 500', () => {
    expect(unclaimedCapitalCreditsErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        {
          kind: 'http',
          status: 400,
          statusText: 'Bad Request',
          body: ['We could not find that unclaimed capital credit.'],
        },
        unclaimedCapitalCreditsErrors,
      ),
    ).toBe('We could not find that unclaimed capital credit.');
    expect(
      errorMessage(
        { kind: 'http', status: 500, statusText: '', body: undefined },
        unclaimedCapitalCreditsErrors,
      ),
    ).toBe('We are unable to process your request at this time. Please try again later.');
  });
});
