import { describe, expect, it } from 'vitest';
import { outageErrorMessages, outageErrors } from '../../../../src/domain/outage/errors.ts';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';

describe('outageErrors', () => {
  it('is the standard catalogue: a 400 shows the first returned error, a 500 the generic text', () => {
    expect(outageErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        { kind: 'http', status: 400, statusText: 'Bad Request', body: ['The account is closed.'] },
        outageErrors,
      ),
    ).toBe('The account is closed.');
    expect(errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, outageErrors)).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
    expect(errorMessage({ kind: 'http', status: 401, statusText: '', body: undefined }, outageErrors)).toBe(
      'Unauthorized access.',
    );
  });
});

describe('outageErrorMessages', () => {
  it('quotes the three outage errors of spec 03 §8 word for word', () => {
    expect(outageErrorMessages).toEqual({
      noAccountContext: 'Please relogin to your account then access to this page again!',
      noLocation: 'Outage report is unavailable to this account, please contact customer service...!',
      notSupported: 'Outage is not supported for the selected account.',
    });
  });
});
