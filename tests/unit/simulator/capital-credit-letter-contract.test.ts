import { describe, expect, it } from 'vitest';
import {
  capitalCreditLetterOperations,
  returnCapitalCreditLetter,
} from '../../../src/api/capital-credit-letter.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our capital credit letter call and schema against the simulator: a public call, no sign-in.
const origin = 'http://localhost:4173';

function visitor(applicationId = 'RIVERBEND-WEB') {
  const simulator = createSimulator();
  return createApiClient({
    apiBase: `${origin}/api`,
    applicationId,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
}

describe('the capital credit letter call against the simulator', () => {
  it('returns letter CC2026A of member 1001 with the back office’s message, and says so again on a repeat', async () => {
    const client = visitor();
    expect(await returnCapitalCreditLetter(client, { memberNumber: '1001', letterId: 'CC2026A' })).toEqual({
      message: 'Thank you. We received your signed capital credit letter CC2026A for member 1001.',
    });
    expect(await returnCapitalCreditLetter(client, { memberNumber: '1001', letterId: 'cc2026a' })).toEqual({
      message: 'We already received your signed capital credit letter CC2026A for member 1001. Thank you.',
    });
  });

  it('answers 400 with its message for a letter it did not mail', async () => {
    const error = await returnCapitalCreditLetter(visitor(), {
      memberNumber: '1002',
      letterId: 'CC2026A',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(separateFieldErrors(failureOf(error))).toMatchObject({
      fieldErrors: {},
      formFailure: {
        kind: 'http',
        status: 400,
        body: ['We could not find a capital credit letter matching that member number and letter ID.'],
      },
    });
  });

  it('names the field of a missing or malformed value', async () => {
    const error = await returnCapitalCreditLetter(visitor(), { memberNumber: '', letterId: 'CC-2026' }).catch(
      (caught: unknown) => caught,
    );
    expect(separateFieldErrors(failureOf(error))).toEqual({
      fieldErrors: { memberNumber: 'Member Number is required.', letterId: 'Invalid format.' },
      formFailure: null,
    });
  });

  it('knows the letter on its own site only', async () => {
    const error = await returnCapitalCreditLetter(visitor('PRAIRIE-WEB'), {
      memberNumber: '1001',
      letterId: 'CC2026A',
    }).catch((caught: unknown) => caught);
    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 400 });
  });

  it('posts to one public path', () => {
    expect(capitalCreditLetterOperations.letterReturn).toMatchObject({
      method: 'POST',
      path: 'v3/capital-credits/letter-returns',
      caller: 'visitor',
    });
  });
});
