import { describe, expect, it } from 'vitest';
import { errorMessages, quickPayErrorMessage } from '../../../src/domain/error-messages.ts';

const http = (status: number, body: unknown, statusText = 'Status Text') =>
  ({ kind: 'http', status, statusText, body }) as const;

describe('quickPayErrorMessage (spec 01 §8)', () => {
  it('shows the generic text for a client-side error', () => {
    expect(quickPayErrorMessage({ kind: 'client', detail: 'Failed to fetch' })).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
  });

  it('shows the first message of a 400 list of strings', () => {
    expect(quickPayErrorMessage(http(400, ['First problem.', 'Second problem.']))).toBe('First problem.');
  });

  it('shows the first message of a 400 `errors` list of strings or of objects with a message', () => {
    expect(quickPayErrorMessage(http(400, { errors: ['Listed first.'] }))).toBe('Listed first.');
    expect(quickPayErrorMessage(http(400, { errors: [{ code: 'E1', message: 'Object first.' }] }))).toBe(
      'Object first.',
    );
  });

  it('falls back to the generic text for a 400 without a list', () => {
    expect(quickPayErrorMessage(http(400, { message: 'not a list' }))).toBe(errorMessages.generic);
  });

  it("shows 'Unauthorized access.' for 401 whatever the body says", () => {
    expect(quickPayErrorMessage(http(401, { message: 'Token expired' }))).toBe('Unauthorized access.');
  });

  it('shows the generic text for 500 whatever the body says', () => {
    expect(quickPayErrorMessage(http(500, { message: 'NullReferenceException' }))).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
  });

  it("shows another status's body message", () => {
    expect(quickPayErrorMessage(http(409, { message: 'A payment is already in progress.' }))).toBe(
      'A payment is already in progress.',
    );
    expect(quickPayErrorMessage(http(422, 'Plain text body'))).toBe('Plain text body');
  });

  it('shows status plus status text when another status has no message', () => {
    expect(quickPayErrorMessage(http(503, undefined, 'Service Unavailable'))).toBe('503 Service Unavailable');
    expect(quickPayErrorMessage(http(404, {}, 'Not Found'))).toBe('404 Not Found');
  });

  it("shows 'Unknown error!' when nothing is known", () => {
    expect(quickPayErrorMessage({ kind: 'unknown' })).toBe('Unknown error!');
    expect(quickPayErrorMessage(http(0, undefined, ''))).toBe('Unknown error!');
  });
});
