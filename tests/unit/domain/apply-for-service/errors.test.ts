import { describe, expect, it } from 'vitest';
import { applyForServiceErrors } from '../../../../src/domain/apply-for-service/errors.ts';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';

describe('applyForServiceErrors', () => {
  it('is the standard catalogue: a 400 shows the first returned error, a 500 the generic text', () => {
    expect(applyForServiceErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        { kind: 'http', status: 400, statusText: 'Bad Request', body: ['The account is closed.'] },
        applyForServiceErrors,
      ),
    ).toBe('The account is closed.');
    expect(
      errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, applyForServiceErrors),
    ).toBe('We are unable to process your request at this time. Please try again later.');
  });
});
