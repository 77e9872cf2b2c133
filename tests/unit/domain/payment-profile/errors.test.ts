import { describe, expect, it } from 'vitest';
import { paymentProfileErrors } from '../../../../src/domain/payment-profile/errors.ts';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';

describe('paymentProfileErrors', () => {
  it('is the standard catalogue: a 400 shows the first returned error, a 500 the generic text', () => {
    expect(paymentProfileErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        { kind: 'http', status: 400, statusText: 'Bad Request', body: ['The account is closed.'] },
        paymentProfileErrors,
      ),
    ).toBe('The account is closed.');
    expect(
      errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, paymentProfileErrors),
    ).toBe('We are unable to process your request at this time. Please try again later.');
  });
});
