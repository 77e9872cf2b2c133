import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../../src/domain/error-messages.ts';
import { operationRoundupErrors } from '../../../../src/domain/operation-roundup/errors.ts';

const contactSupport = 'We are unable to process your request at this time. Please contact customer support.';

describe('operationRoundupErrors (spec 03 §8)', () => {
  it('reads a 500, another status, a client-side failure and an unknown one as the contact-support text', () => {
    expect(
      errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, operationRoundupErrors),
    ).toBe(contactSupport);
    expect(
      errorMessage(
        { kind: 'http', status: 503, statusText: 'Service Unavailable', body: { message: 'Down' } },
        operationRoundupErrors,
      ),
    ).toBe(contactSupport);
    expect(errorMessage({ kind: 'client', detail: 'offline' }, operationRoundupErrors)).toBe(contactSupport);
    expect(errorMessage({ kind: 'unknown' }, operationRoundupErrors)).toBe(contactSupport);
  });

  it('shows what a 400 refused, and “Unauthorized access.” for a 401', () => {
    expect(
      errorMessage(
        {
          kind: 'http',
          status: 400,
          statusText: 'Bad Request',
          body: ['The amount for account 300100201 is not valid.'],
        },
        operationRoundupErrors,
      ),
    ).toBe('The amount for account 300100201 is not valid.');
    expect(
      errorMessage({ kind: 'http', status: 401, statusText: '', body: undefined }, operationRoundupErrors),
    ).toBe('Unauthorized access.');
  });
});
