import { describe, expect, it } from 'vitest';
import { applyForServiceErrors } from '../../../../src/domain/apply-for-service/errors.ts';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';

describe('applyForServiceErrors', () => {
  it('is the service request API’s catalogue (spec 03 §8): first listed error of a 400, generic 500', () => {
    expect(applyForServiceErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        { kind: 'http', status: 400, statusText: 'Bad Request', body: ['Choose start, stop or move.'] },
        applyForServiceErrors,
      ),
    ).toBe('Choose start, stop or move.');
    expect(
      errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, applyForServiceErrors),
    ).toBe('We are unable to process your request at this time. Please try again later.');
  });
});
