import { describe, expect, it } from 'vitest';
import { unclaimedCapitalCreditsErrors } from '../../../../src/domain/unclaimed-capital-credits/errors.ts';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';

describe('unclaimedCapitalCreditsErrors', () => {
  it('is the standard catalogue: a 400 shows the first returned error, a 500 the generic text', () => {
    expect(unclaimedCapitalCreditsErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        { kind: 'http', status: 400, statusText: 'Bad Request', body: ['The account is closed.'] },
        unclaimedCapitalCreditsErrors,
      ),
    ).toBe('The account is closed.');
    expect(
      errorMessage(
        { kind: 'http', status: 500, statusText: '', body: undefined },
        unclaimedCapitalCreditsErrors,
      ),
    ).toBe('We are unable to process your request at this time. Please try again later.');
  });
});
