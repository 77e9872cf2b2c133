import { describe, expect, it } from 'vitest';
import {
  getMeterReadings,
  meterReadingOperations,
  submitMeterReading,
} from '../../../src/api/meter-reading.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Meter Reading calls and schemas against the simulator, its clock in the afternoon of 11/24/2026
// in Riverbend (Pacific time).
const origin = 'http://localhost:4173';
const now = new Date('2026-11-24T22:00:00Z');

async function jordan() {
  const simulator = createSimulator({ now: () => now });
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  const member = { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' };
  return { client, account: (accountNumber: string) => ({ ...member, accountNumber }) };
}

describe('the Meter Reading calls against the simulator', () => {
  it('gives the water account 300100201 its meter with the reading of 30 days ago', async () => {
    const { client, account } = await jordan();
    expect(await getMeterReadings(client, account('300100201'))).toEqual({
      accountNumber: '300100201',
      collectsMeterReadings: true,
      meters: [
        {
          meterId: 'WM-100201',
          unitOfMeasure: 'gal',
          lastReading: { reading: 482_950, readingDate: '2026-10-25' },
        },
      ],
      submitted: [],
    });
  });

  it('says the prepaid account and the primary account do not collect readings', async () => {
    const { client, account } = await jordan();
    expect((await getMeterReadings(client, account('300100203'))).collectsMeterReadings).toBe(false);
    const primary = await getMeterReadings(client, account('300100200'));
    expect(primary).toMatchObject({
      collectsMeterReadings: false,
      meters: [{ meterId: 'EM-100200', lastReading: null }],
    });
  });

  it('takes a reading, answers it as received, and makes it the last one', async () => {
    const { client, account } = await jordan();
    const result = await submitMeterReading(client, account('300100201'), {
      meterId: 'WM-100201',
      readingDate: '2026-11-24',
      reading: 483_600,
    });
    expect(result).toEqual({
      meterId: 'WM-100201',
      reading: 483_600,
      readingDate: '2026-11-24',
      submittedOn: now.toISOString(),
      message: 'Your meter reading was received.',
    });
    const after = await getMeterReadings(client, account('300100201'));
    expect(after.meters[0]?.lastReading).toEqual({ reading: 483_600, readingDate: '2026-11-24' });
    expect(after.submitted).toEqual([
      { meterId: 'WM-100201', reading: 483_600, readingDate: '2026-11-24', submittedOn: now.toISOString() },
    ]);
  });

  it('refuses a reading below the last one, and one dated tomorrow, on the field it names', async () => {
    const { client, account } = await jordan();
    const low = await submitMeterReading(client, account('300100201'), {
      meterId: 'WM-100201',
      readingDate: '2026-11-24',
      reading: 482_000,
    }).catch((caught: unknown) => caught);
    expect(separateFieldErrors(failureOf(low))).toEqual({
      fieldErrors: { reading: 'The reading cannot be lower than the meter’s last reading.' },
      formFailure: null,
    });
    const future = await submitMeterReading(client, account('300100201'), {
      meterId: 'WM-100201',
      readingDate: '2026-11-25',
      reading: 483_000,
    }).catch((caught: unknown) => caught);
    expect(separateFieldErrors(failureOf(future))).toEqual({
      fieldErrors: { readingDate: 'The reading date cannot be in the future.' },
      formFailure: null,
    });
  });

  it('refuses a reading for an account that does not collect them, and answers 404 for another member’s', async () => {
    const { client, account } = await jordan();
    const prepaid = await submitMeterReading(client, account('300100203'), {
      meterId: 'EM-100203',
      readingDate: '2026-11-24',
      reading: 40_000,
    }).catch((caught: unknown) => caught);
    expect(failureOf(prepaid)).toMatchObject({
      kind: 'http',
      status: 400,
      body: ['This account does not collect meter readings.'],
    });
    const foreign = await getMeterReadings(client, account('300200300')).catch((caught: unknown) => caught);
    expect(failureOf(foreign)).toMatchObject({ kind: 'http', status: 404 });
  });

  it('keeps the path under the member and the account, escaping what it puts in them', () => {
    expect(
      resolvePath(meterReadingOperations.readings.path, { memberNumber: '1001', accountNumber: '300100201' }),
    ).toBe('v3/members/1001/accounts/300100201/meter-readings');
    expect(
      resolvePath(meterReadingOperations.readings.path, {
        memberNumber: '10/01',
        accountNumber: '3001 00201',
      }),
    ).toBe('v3/members/10%2F01/accounts/3001%2000201/meter-readings');
    expect(meterReadingOperations.submit.path).toBe(meterReadingOperations.readings.path);
  });
});
