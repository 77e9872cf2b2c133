import { describe, expect, it } from 'vitest';
import {
  draftPaymentsErrorMessages,
  draftPaymentsErrors,
} from '../../../../src/domain/draft-payments/errors.ts';
import { errorMessage } from '../../../../src/domain/error-messages.ts';

describe('draftPaymentsErrors', () => {
  it('quotes spec 02 §8 word for word', () => {
    expect(draftPaymentsErrorMessages).toEqual({
      unavailable: 'Draft payments service unavailable, please contact administrator.',
      noAccounts: 'There are no accounts available...!',
      noEligibleAccounts: 'There are no eligible accounts to be set up for draft.',
      noAccountsToRemove: 'There are no accounts available to remove from draft.',
    });
  });

  it('says the service is unavailable for a 500, a network failure and an unknown failure', () => {
    const unavailable = 'Draft payments service unavailable, please contact administrator.';
    expect(
      errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, draftPaymentsErrors),
    ).toBe(unavailable);
    expect(errorMessage({ kind: 'client', detail: 'offline' }, draftPaymentsErrors)).toBe(unavailable);
    expect(errorMessage({ kind: 'unknown' }, draftPaymentsErrors)).toBe(unavailable);
  });

  it('shows the first message of a 400 and the unauthorized text of a 401', () => {
    expect(
      errorMessage(
        {
          kind: 'http',
          status: 400,
          statusText: 'Bad Request',
          body: ['Account is signed up for AutoPay. Draft is not allowed.'],
        },
        draftPaymentsErrors,
      ),
    ).toBe('Account is signed up for AutoPay. Draft is not allowed.');
    expect(
      errorMessage({ kind: 'http', status: 401, statusText: '', body: undefined }, draftPaymentsErrors),
    ).toBe('Unauthorized access.');
  });
});
