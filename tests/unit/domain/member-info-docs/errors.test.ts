import { describe, expect, it } from 'vitest';
import { errorMessage, standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';
import { memberInfoDocsErrors } from '../../../../src/domain/member-info-docs/errors.ts';

describe('memberInfoDocsErrors', () => {
  it('is the standard catalogue: a 400 shows the first returned error, a 500 the generic text', () => {
    expect(memberInfoDocsErrors).toBe(standardErrorCatalogue);
    expect(
      errorMessage(
        { kind: 'http', status: 400, statusText: 'Bad Request', body: ['No documents today.'] },
        memberInfoDocsErrors,
      ),
    ).toBe('No documents today.');
    expect(
      errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, memberInfoDocsErrors),
    ).toBe('We are unable to process your request at this time. Please try again later.');
  });
});
