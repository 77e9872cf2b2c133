import { describe, expect, it } from 'vitest';
import {
  getServiceOrders,
  getServiceOrderTypes,
  processServiceOrder,
  serviceRequestsOperations,
} from '../../../src/api/service-requests.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { errorText, failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { serviceRequestsErrors } from '../../../src/domain/service-requests/errors.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our service request calls and schemas against the simulator: the paths we send are the ones the back
// office serves, and what it answers passes our schemas.
const origin = 'http://localhost:4173';

async function jordan() {
  const simulator = createSimulator();
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  return { client, member: { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' } };
}

describe('the service request calls against the simulator', () => {
  it('lists the five service order types of demo-data.md', async () => {
    const { client, member } = await jordan();
    const types = await getServiceOrderTypes(client, { ...member, accountNumber: '300100200' });
    expect(types.map((type) => type.description)).toEqual([
      'Start Service',
      'Stop Service',
      'Transfer Service',
      'Outdoor Light Repair',
      'Right-of-Way Maintenance',
    ]);
  });

  it('reads 300100200’s 7 past requests newest first, and none of 300100201', async () => {
    const { client, member } = await jordan();
    const rows = await getServiceOrders(client, { ...member, accountNumber: '300100200' });
    expect(rows).toHaveLength(7);
    expect(rows.map((row) => row.creation)).toEqual([...rows.map((row) => row.creation)].sort().reverse());
    expect(rows[0]).toMatchObject({
      description: 'Outdoor Light Repair',
      soNumber: '104107',
      reviewed: false,
    });
    expect(await getServiceOrders(client, { ...member, accountNumber: '300100201' })).toEqual([]);
  });

  it('takes a request, answers its message, and lists it first', async () => {
    const { client, member } = await jordan();
    const account = { ...member, accountNumber: '300100201' };
    const answer = await processServiceOrder(client, account, {
      accountNumber: '300100201',
      workType: 'ROW',
      comments: 'Trees along the road.',
      phone: '5415550148',
    });
    expect(answer).toEqual({
      message: 'Your service request has been submitted. Your request number is 104108.',
    });
    const rows = await getServiceOrders(client, account);
    expect(rows).toEqual([
      {
        description: 'Right-of-Way Maintenance',
        creation: rows[0]!.creation,
        soNumber: '104108',
        reviewed: false,
      },
    ]);
    expect(rows[0]!.creation).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an unknown type and a bad phone with a 400 whose first message the screen shows', async () => {
    const { client, member } = await jordan();
    const account = { ...member, accountNumber: '300100200' };
    const unknownType = await processServiceOrder(client, account, {
      accountNumber: '300100200',
      workType: 'NOPE',
      comments: '',
      phone: '5415550148',
    }).catch((caught: unknown) => caught);
    expect(unknownType).toBeInstanceOf(ApiError);
    expect(errorText(unknownType, serviceRequestsErrors)).toBe(
      'Select one of the service types offered for this account.',
    );
    const badPhone = await processServiceOrder(client, account, {
      accountNumber: '300100200',
      workType: 'SS',
      comments: '',
      phone: '0415550148',
    }).catch((caught: unknown) => caught);
    expect(errorText(badPhone, serviceRequestsErrors)).toBe(
      'Enter a 10-digit phone number whose area code and exchange do not start with 0.',
    );
  });

  it('answers 404 for an account that is not the member’s', async () => {
    const { client, member } = await jordan();
    const error = await getServiceOrders(client, { ...member, accountNumber: '300200300' }).catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 404, body: { message: 'Not found' } });
    const sent = await processServiceOrder(client, member, {
      accountNumber: '300200300',
      workType: 'SS',
      comments: '',
      phone: '5415550148',
    }).catch((caught: unknown) => caught);
    expect(failureOf(sent)).toMatchObject({ kind: 'http', status: 404 });
  });

  it('uses the paths of spec 03 §7, escaping the account number', () => {
    const operations = serviceRequestsOperations;
    expect(resolvePath(operations.serviceOrderTypes.path, { accountNumber: '300100200' })).toBe(
      'v2/applicationforservice/serviceordertypes/300100200',
    );
    expect(resolvePath(operations.processServiceOrder.path, {})).toBe(
      'v2/applicationforservice/processserviceorder',
    );
    expect(resolvePath(operations.serviceOrders.path, { accountNumber: '3001 00200' })).toBe(
      'v2/applicationforservice/getserviceorders/3001%2000200',
    );
  });
});
