import { describe, expect, it } from 'vitest';
import { autoPayErrors } from '../../../../src/domain/auto-pay/errors.ts';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';

describe('autoPayErrors', () => {
  it('is the standard catalogue: a 400 shows the first returned error, a 500 the generic text', () => {
    expect(autoPayErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        { kind: 'http', status: 400, statusText: 'Bad Request', body: ['The account is closed.'] },
        autoPayErrors,
      ),
    ).toBe('The account is closed.');
    expect(errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, autoPayErrors)).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
  });
});
