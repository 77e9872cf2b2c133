import { describe, expect, it } from 'vitest';
import { delinquentHistoryErrors } from '../../../../src/domain/delinquent-history/errors.ts';
import { type CallFailure, errorMessage } from '../../../../src/domain/error-messages.ts';

const generic = 'We are unable to process your request at this time. Please try again later.';

describe('delinquentHistoryErrors (spec 03 §8: a load failure shows the generic message)', () => {
  const failures: CallFailure[] = [
    { kind: 'client', detail: 'offline' },
    { kind: 'unknown' },
    { kind: 'http', status: 400, statusText: 'Bad Request', body: ['The account is closed.'] },
    { kind: 'http', status: 401, statusText: 'Unauthorized', body: { message: 'Unauthorized' } },
    { kind: 'http', status: 404, statusText: 'Not Found', body: { message: 'Not found' } },
    { kind: 'http', status: 500, statusText: 'Internal Server Error', body: undefined },
    { kind: 'http', status: 503, statusText: 'Service Unavailable', body: { message: 'Down.' } },
  ];
  for (const failure of failures) {
    it(`${failure.kind === 'http' ? failure.status : failure.kind}: the generic message`, () => {
      expect(errorMessage(failure, delinquentHistoryErrors)).toBe(generic);
    });
  }
});
