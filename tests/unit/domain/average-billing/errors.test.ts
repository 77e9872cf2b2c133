import { describe, expect, it } from 'vitest';
import { averageBillingErrors } from '../../../../src/domain/average-billing/errors.ts';
import { errorMessage } from '../../../../src/domain/error-messages.ts';

const contactSupport = 'We are unable to process your request at this time. Please contact customer support.';

describe('averageBillingErrors (spec 03 §8)', () => {
  it('shows the back office’s own message for a 400', () => {
    expect(
      errorMessage(
        {
          kind: 'http',
          status: 400,
          statusText: 'Bad Request',
          body: ['Final billed accounts cannot enrol in average billing.'],
        },
        averageBillingErrors,
      ),
    ).toBe('Final billed accounts cannot enrol in average billing.');
  });

  it('asks the member to contact customer support when a 400 carries no message', () => {
    expect(
      errorMessage({ kind: 'http', status: 400, statusText: 'Bad Request', body: [] }, averageBillingErrors),
    ).toBe(contactSupport);
  });

  it('asks the member to contact customer support for a 500, another status, a client-side failure and the unknown', () => {
    expect(
      errorMessage({ kind: 'http', status: 500, statusText: '', body: undefined }, averageBillingErrors),
    ).toBe(contactSupport);
    expect(
      errorMessage(
        {
          kind: 'http',
          status: 503,
          statusText: 'Service Unavailable',
          body: { message: 'Down for maintenance' },
        },
        averageBillingErrors,
      ),
    ).toBe(contactSupport);
    expect(errorMessage({ kind: 'client', detail: 'Failed to fetch' }, averageBillingErrors)).toBe(
      contactSupport,
    );
    expect(errorMessage({ kind: 'unknown' }, averageBillingErrors)).toBe(contactSupport);
  });

  it('says unauthorized access for a 401', () => {
    expect(
      errorMessage(
        { kind: 'http', status: 401, statusText: 'Unauthorized', body: undefined },
        averageBillingErrors,
      ),
    ).toBe('Unauthorized access.');
  });
});
