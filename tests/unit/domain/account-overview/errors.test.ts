import { describe, expect, it } from 'vitest';
import { accountOverviewErrors } from '../../../../src/domain/account-overview/errors.ts';
import { errorMessages, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';

describe('accountOverviewErrors', () => {
  it('shows the returned error (spec 02 §8): the standard catalogue', () => {
    expect(accountOverviewErrors).toBe(standardErrorCatalogue);
    expect(accountOverviewErrors.badRequest).toBe('first-listed');
    expect(accountOverviewErrors.serverError).toBe(errorMessages.generic);
  });
});
