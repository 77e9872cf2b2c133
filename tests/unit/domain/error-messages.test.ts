import { describe, expect, it } from 'vitest';
import {
  type ErrorCatalogue,
  errorMessage,
  errorMessages,
  firstListedError,
  separateFieldErrors,
  serverTextLine,
  standardErrorCatalogue,
} from '../../../src/domain/error-messages.ts';
import { meterPortalErrors } from '../../../src/domain/portal/errors.ts';
import { quickPayErrors } from '../../../src/domain/quick-pay/errors.ts';

const http = (status: number, body: unknown, statusText = 'Status Text') =>
  ({ kind: 'http', status, statusText, body }) as const;

describe('errorMessage with the Quick Pay catalogue (spec 01 §8)', () => {
  const message = (failure: Parameters<typeof errorMessage>[0]) => errorMessage(failure, quickPayErrors);

  it('shows the generic text for a client-side error', () => {
    expect(message({ kind: 'client', detail: 'Failed to fetch' })).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
  });

  it('shows the first message of a 400 list of strings', () => {
    expect(message(http(400, ['First problem.', 'Second problem.']))).toBe('First problem.');
  });

  it('shows the first message of a 400 `errors` list of strings or of objects with a message', () => {
    expect(message(http(400, { errors: ['Listed first.'] }))).toBe('Listed first.');
    expect(message(http(400, { errors: [{ code: 'E1', message: 'Object first.' }] }))).toBe('Object first.');
  });

  it('falls back to the generic text for a 400 without a list', () => {
    expect(message(http(400, { message: 'not a list' }))).toBe(errorMessages.generic);
    expect(message(http(400, undefined))).toBe(errorMessages.generic);
  });

  it("shows 'Unauthorized access.' for 401 whatever the body says", () => {
    expect(message(http(401, { message: 'Token expired' }))).toBe('Unauthorized access.');
  });

  it('shows the generic text for 500 whatever the body says', () => {
    expect(message(http(500, { message: 'NullReferenceException' }))).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
  });

  it("shows another status's JSON body message", () => {
    expect(message(http(409, { message: 'A payment is already in progress.' }))).toBe(
      'A payment is already in progress.',
    );
  });

  it('shows status plus status text when another status has no JSON message', () => {
    expect(message(http(503, undefined, 'Service Unavailable'))).toBe('503 Service Unavailable');
    expect(message(http(404, {}, 'Not Found'))).toBe('404 Not Found');
    // A bare JSON string is not the API's error shape ({ "message": … }).
    expect(message(http(422, 'Plain text body', 'Unprocessable Content'))).toBe('422 Unprocessable Content');
  });

  it("shows 'Unknown error!' when nothing is known", () => {
    expect(message({ kind: 'unknown' })).toBe('Unknown error!');
    expect(message(http(0, undefined, ''))).toBe('Unknown error!');
  });

  it('never shows more than one line of server text', () => {
    expect(message(http(409, { message: 'First line.\n<pre>stack trace</pre>\nat Foo.bar()' }))).toBe(
      'First line.',
    );
    expect(message(http(400, ['\n  Spaced   out  \n second line']))).toBe('Spaced out');
    const long = 'word '.repeat(200);
    const shown = message(http(409, { message: long }));
    expect(shown.length).toBeLessThanOrEqual(300);
    expect(shown.endsWith('word…')).toBe(true);
  });
});

describe('serverTextLine', () => {
  it('keeps short single-line text as it is', () => {
    expect(serverTextLine('Account not found.')).toBe('Account not found.');
  });

  it('gives nothing for blank text', () => {
    expect(serverTextLine(' \n\t ')).toBeUndefined();
  });
});

describe('firstListedError', () => {
  it('reads the code and message of the first entry', () => {
    expect(
      firstListedError([
        { code: 3101, message: 'Migrating.' },
        { code: '1', message: 'x' },
      ]),
    ).toEqual({
      code: '3101',
      message: 'Migrating.',
    });
    expect(firstListedError(['Text only.'])).toEqual({ code: null, message: 'Text only.' });
    expect(firstListedError({ message: 'not a list' })).toBeUndefined();
  });
});

describe('separateFieldErrors', () => {
  it("puts a 400's field entries on their fields and leaves the rest to the form", () => {
    const failure = http(400, [
      { field: 'zipCode', message: 'Enter a valid zip code.' },
      'The address could not be verified.',
      { field: 'zipCode', message: 'A second message for the same field.' },
      { field: 'city', message: 'City contains characters that are not allowed.' },
    ]);
    const separated = separateFieldErrors(failure);
    expect(separated.fieldErrors).toEqual({
      zipCode: 'Enter a valid zip code.',
      city: 'City contains characters that are not allowed.',
    });
    expect(errorMessage(separated.formFailure!, quickPayErrors)).toBe('The address could not be verified.');
  });

  it('leaves nothing for the form when every entry names a field, in either list shape', () => {
    expect(separateFieldErrors(http(400, { errors: [{ field: 'email', message: 'Taken.' }] }))).toEqual({
      fieldErrors: { email: 'Taken.' },
      formFailure: null,
    });
  });

  it('keeps any other failure whole for the form', () => {
    const failure = http(500, { message: 'Internal server error' });
    expect(separateFieldErrors(failure)).toEqual({ fieldErrors: {}, formFailure: failure });
    expect(separateFieldErrors(http(400, ['Plain message.']))).toEqual({
      fieldErrors: {},
      formFailure: http(400, ['Plain message.']),
    });
  });
});

describe('catalogues', () => {
  it('uses fixed texts where a catalogue gives them', () => {
    const roundUp: ErrorCatalogue = {
      clientSide: errorMessages.contactSupport,
      badRequest: errorMessages.contactSupport,
      unauthorized: errorMessages.contactSupport,
      serverError: errorMessages.contactSupport,
      otherStatus: errorMessages.contactSupport,
      unknown: errorMessages.contactSupport,
    };
    expect(errorMessage(http(400, ['Server words.']), roundUp)).toBe(
      'We are unable to process your request at this time. Please contact customer support.',
    );
    expect(errorMessage(http(418, { message: 'Teapot.' }), roundUp)).toBe(errorMessages.contactSupport);
  });

  it('server-message cases show the body message, else the status line', () => {
    const catalogue: ErrorCatalogue = { ...standardErrorCatalogue, badRequest: 'server-message' };
    expect(errorMessage(http(400, { message: 'Amount too high.' }), catalogue)).toBe('Amount too high.');
    expect(errorMessage(http(400, undefined, 'Bad Request'), catalogue)).toBe('400 Bad Request');
  });

  it('the meter-portal catalogue shows a 401 as the server said it', () => {
    expect(errorMessage(http(401, { message: 'Token refused.' }), meterPortalErrors)).toBe('Token refused.');
    expect(errorMessage(http(401, { message: 'Token refused.' }), quickPayErrors)).toBe(
      'Unauthorized access.',
    );
  });
});
