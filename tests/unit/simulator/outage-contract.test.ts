import { describe, expect, it } from 'vitest';
import { getAccountInfo } from '../../../src/api/account-overview.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import {
  getOutageHistory,
  getOutageInfo,
  getOutageStatus,
  outageOperations,
  reportOutage,
} from '../../../src/api/outage.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import type { OutageReport } from '../../../src/domain/outage/types.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { createSimulator, type SimulatorState } from '../../../demo-host/simulator/simulator.ts';

// Our Outage calls and schemas against the simulator: the paths we send are the ones the back office
// serves, and what it answers passes our schemas.
const origin = 'http://localhost:4173';
const now = new Date('2026-07-04T17:00:00Z');

async function signIn(
  userName = 'jordan.rivera',
  password = 'Sunrise#2026',
  applicationId = 'RIVERBEND-WEB',
  state?: SimulatorState,
) {
  const simulator = createSimulator({ now: () => now, ...(state ? { state } : {}) });
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName, password });
  const member = { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' };
  return { simulator, client, member };
}

function report(overrides: Partial<OutageReport> = {}): OutageReport {
  return {
    callbackNumber: '(555) 010-4821',
    callBack: true,
    outageReason: 'Power is completely off',
    accountNumber: '300100200',
    outageReportOrigin: 'Web',
    remarks: 'The whole street is dark.',
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return failureOf(error);
}

describe('the Outage calls against the simulator', () => {
  it('answers 300100200 as without an outage, and 300100202 under one restored 3 hours after the seed', async () => {
    const { client, member } = await signIn();

    expect(await getOutageStatus(client, { ...member, accountNumber: '300100200' })).toEqual({
      accountNumber: '300100200',
      isActive: false,
      estimatedTimeOfRestoration: null,
    });
    const info = await getAccountInfo(client, { ...member, accountNumber: '300100202' });
    expect(await getOutageStatus(client, { ...member, accountNumber: '300100202' })).toEqual({
      accountNumber: '300100202',
      isActive: true,
      estimatedTimeOfRestoration: new Date(now.getTime() + 180 * 60_000).toISOString(),
    });
    // The account overview tells the same outage.
    expect(info.outageStatus).toBe('Y');
    expect(info.estimatedTimeOfRestoration).toBe(new Date(now.getTime() + 180 * 60_000).toISOString());
  });

  it('answers the outage info: demo-data’s problems, the call-back box shown and unticked, Jordan’s phone', async () => {
    const { client, member } = await signIn();

    expect(await getOutageInfo(client, { ...member, accountNumber: '300100200' })).toEqual({
      accountNumber: '300100200',
      problems: [
        { outageDescription: 'Power is completely off' },
        { outageDescription: 'Partial power / lights dim' },
        { outageDescription: 'Flickering lights' },
        { outageDescription: 'Line down' },
        { outageDescription: 'Tree on line' },
      ],
      hideOutageCallBackRequest: false,
      callbackCheckBoxDefaultValue: false,
      contactPhones: [{ phoneNumber: '(555) 010-4821' }],
    });
  });

  it('hides the call-back box on Prairie Wind', async () => {
    const { client, member } = await signIn('casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');

    expect(await getOutageInfo(client, { ...member, accountNumber: '400100100' })).toMatchObject({
      hideOutageCallBackRequest: true,
      callbackCheckBoxDefaultValue: false,
      contactPhones: [{ phoneNumber: '(555) 020-3344' }],
    });
  });

  it('lists at least 25 past outages at 300100200’s location, with the spec’s fields, and none at the water account’s', async () => {
    const { client, member } = await signIn();
    const location =
      (await getAccountInfo(client, { ...member, accountNumber: '300100200' })).locationId ?? '';

    const rows = await getOutageHistory(client, member, location);
    expect(location).toBe('7100200');
    expect(rows).toHaveLength(28);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual([
        'accountNumber',
        'timeOfInterruption',
        'timeOfRestored',
        'description',
      ]);
      expect(row.accountNumber).toBe('300100200');
      expect(Date.parse(row.timeOfRestored ?? '')).toBeGreaterThan(Date.parse(row.timeOfInterruption));
      expect(Date.parse(row.timeOfInterruption)).toBeLessThan(now.getTime());
    }
    expect(new Set(rows.map((row) => row.timeOfInterruption)).size).toBe(28);
    expect(await getOutageHistory(client, member, '7100201')).toEqual([]);
  });

  it('answers a report with its statusMessage, after which the account is under an active outage', async () => {
    const { simulator, client, member } = await signIn();
    const account = { ...member, accountNumber: '300100200' };

    expect(await reportOutage(client, account, report())).toEqual({
      statusMessage:
        'Thank you. Your outage report has been received and a crew has been notified. We will call you at (555) 010-4821 when your power is restored.',
    });
    // Two hours out, on the quarter hour.
    expect(await getOutageStatus(client, account)).toEqual({
      accountNumber: '300100200',
      isActive: true,
      estimatedTimeOfRestoration: '2026-07-04T19:00:00.000Z',
    });
    expect(await getAccountInfo(client, account)).toMatchObject({
      outageStatus: 'Y',
      estimatedTimeOfRestoration: '2026-07-04T19:00:00.000Z',
    });
    const recorded = await simulator.fetch(new Request(`${origin}/api/__simulator/outage/reports`));
    expect(await recorded.json()).toEqual([
      {
        memberNumber: '1001',
        accountNumber: '300100200',
        locationId: '7100200',
        outageReason: 'Power is completely off',
        callBack: true,
        callbackNumber: '(555) 010-4821',
        remarks: 'The whole street is dark.',
        outageReportOrigin: 'Web',
        receivedAt: now.toISOString(),
      },
    ]);
  });

  it('adds a report to the outage going on, keeping its restoration time', async () => {
    const { client, member } = await signIn();
    const account = { ...member, accountNumber: '300100202' };

    expect(
      await reportOutage(
        client,
        account,
        report({ accountNumber: '300100202', callBack: false, callbackNumber: '' }),
      ),
    ).toEqual({
      statusMessage:
        'Thank you. We already know about the outage in your area, and your report has been added to it.',
    });
    expect((await getOutageStatus(client, account)).estimatedTimeOfRestoration).toBe(
      new Date(now.getTime() + 180 * 60_000).toISOString(),
    );
  });

  it('refuses a report without a problem, or with a call back and no valid phone, on the fields it names', async () => {
    const { client, member } = await signIn();
    const account = { ...member, accountNumber: '300100200' };

    expect(
      separateFieldErrors(
        await failure(reportOutage(client, account, report({ outageReason: '', callbackNumber: '' }))),
      ),
    ).toEqual({
      fieldErrors: {
        outageReason: 'You must select an issue',
        callbackNumber: 'You must enter a phone number',
      },
      formFailure: null,
    });
    expect(
      separateFieldErrors(
        await failure(
          reportOutage(client, account, report({ outageReason: 'Sparks', callbackNumber: '(055) 010-4821' })),
        ),
      ),
    ).toEqual({
      fieldErrors: {
        outageReason: 'Select one of the problems listed for this account.',
        callbackNumber: 'Invalid phone format.(Ex: (987) 456-1230)',
      },
      formFailure: null,
    });
    expect(
      separateFieldErrors(await failure(reportOutage(client, account, report({ remarks: 'x'.repeat(501) })))),
    ).toEqual({ fieldErrors: { remarks: 'A comment is at most 500 characters.' }, formFailure: null });
    expect((await getOutageStatus(client, account)).isActive).toBe(false);
  });

  it('refuses a report on a final billed account with no outage going on', async () => {
    const { client, member } = await signIn();

    expect(
      await failure(
        reportOutage(
          client,
          { ...member, accountNumber: '300100204' },
          report({ accountNumber: '300100204' }),
        ),
      ),
    ).toMatchObject({
      kind: 'http',
      status: 400,
      body: ['Outages cannot be reported for this account. Please call the cooperative.'],
    });
  });

  it('answers 404 for an account or a location that is not the member’s', async () => {
    const { client, member } = await signIn();

    expect(await failure(getOutageStatus(client, { ...member, accountNumber: '300200300' }))).toMatchObject({
      kind: 'http',
      status: 404,
      body: { message: 'Not found' },
    });
    expect(await failure(getOutageInfo(client, { ...member, accountNumber: '300200300' }))).toMatchObject({
      status: 404,
    });
    expect(await failure(getOutageHistory(client, member, '7200300'))).toMatchObject({ status: 404 });
    expect(
      await failure(reportOutage(client, { ...member, accountNumber: '300200300' }, report())),
    ).toMatchObject({ status: 404 });
  });

  it('answers 401 without the member’s access token', async () => {
    const { client, member } = await signIn();

    expect(
      await failure(
        getOutageStatus(client, { ...member, accessToken: 'expired', accountNumber: '300100200' }),
      ),
    ).toMatchObject({ kind: 'http', status: 401 });
  });

  it('reads the outages of the state it is given', async () => {
    const state = createSeedState(now);
    state.outage.sites['RIVERBEND-WEB']!.active['7100200'] = {
      startedAt: now.toISOString(),
      estimatedTimeOfRestoration: null,
      description: 'Line down',
    };
    const { client, member } = await signIn(undefined, undefined, undefined, state);

    expect(await getOutageStatus(client, { ...member, accountNumber: '300100200' })).toEqual({
      accountNumber: '300100200',
      isActive: true,
      estimatedTimeOfRestoration: null,
    });
  });

  it('keeps the paths under the member, escaping what it puts in them', () => {
    const account = { memberNumber: '1001', accountNumber: '300100200' };
    expect(resolvePath(outageOperations.status.path, account)).toBe(
      'v3/members/1001/accounts/300100200/outage/status',
    );
    expect(resolvePath(outageOperations.info.path, account)).toBe(
      'v3/members/1001/accounts/300100200/outage/info',
    );
    expect(resolvePath(outageOperations.report.path, account)).toBe(
      'v3/members/1001/accounts/300100200/outage/reports',
    );
    expect(resolvePath(outageOperations.history.path, { memberNumber: '1001', locationId: '7100200' })).toBe(
      'v3/members/1001/locations/7100200/outage-history',
    );
    expect(
      resolvePath(outageOperations.status.path, { memberNumber: '10/01', accountNumber: '3001 00200' }),
    ).toBe('v3/members/10%2F01/accounts/3001%2000200/outage/status');
    expect(resolvePath(outageOperations.history.path, { memberNumber: '1001', locationId: 'L/7' })).toBe(
      'v3/members/1001/locations/L%2F7/outage-history',
    );
  });
});
