import { describe, expect, it } from 'vitest';
import { type CallFailure, errorMessage } from '../../../../src/domain/error-messages.ts';
import { serviceRequestsErrors } from '../../../../src/domain/service-requests/errors.ts';

const generic = 'We are unable to process your request at this time. Please try again later.';
const http = (status: number, statusText: string, body: unknown): CallFailure => ({
  kind: 'http',
  status,
  statusText,
  body,
});

describe('serviceRequestsErrors (spec 03 §8, service request API)', () => {
  it('a 400 shows the first message of the error list', () => {
    expect(
      errorMessage(http(400, 'Bad Request', ['The account is closed.', 'Second.']), serviceRequestsErrors),
    ).toBe('The account is closed.');
    expect(errorMessage(http(400, 'Bad Request', [{ message: 'Pick a type.' }]), serviceRequestsErrors)).toBe(
      'Pick a type.',
    );
  });

  it('a 500, and a failure on our side, give the generic text', () => {
    expect(errorMessage(http(500, 'Internal Server Error', { message: 'Boom' }), serviceRequestsErrors)).toBe(
      generic,
    );
    expect(errorMessage({ kind: 'client', detail: 'offline' }, serviceRequestsErrors)).toBe(generic);
  });

  it('any other status shows the server’s message, or the status and its text', () => {
    expect(
      errorMessage(http(503, 'Service Unavailable', { message: 'Down for upkeep.' }), serviceRequestsErrors),
    ).toBe('Down for upkeep.');
    expect(errorMessage(http(503, 'Service Unavailable', undefined), serviceRequestsErrors)).toBe(
      '503 Service Unavailable',
    );
    expect(errorMessage(http(401, 'Unauthorized', { message: 'Unauthorized' }), serviceRequestsErrors)).toBe(
      'Unauthorized',
    );
  });
});
