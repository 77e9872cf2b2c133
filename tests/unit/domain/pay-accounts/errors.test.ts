import { describe, expect, it } from 'vitest';
import { payAccountsErrors } from '../../../../src/domain/pay-accounts/errors.ts';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';

describe('payAccountsErrors', () => {
  it('is the standard catalogue: a 400 shows the first returned error, a 500 the generic text', () => {
    expect(payAccountsErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        { kind: 'http', status: 400, statusText: 'Bad Request', body: ['The account is closed.'] },
        payAccountsErrors,
      ),
    ).toBe('The account is closed.');
    expect(
      errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, payAccountsErrors),
    ).toBe('We are unable to process your request at this time. Please try again later.');
  });
});
