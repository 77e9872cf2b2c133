import { describe, expect, it } from 'vitest';
import {
  manageNotificationsPaths,
  getManageNotifications,
  updateManageNotifications,
} from '../../../src/api/manage-notifications.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Manage Notifications calls and schema against the simulator: the paths we send are the ones the back
// office serves, and what it answers passes our schema.
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

describe('the Manage Notifications calls against the simulator', () => {
  it('reads the seeded note of 300100200, and an empty one of 300100201', async () => {
    const { client, member } = await jordan();

    expect(await getManageNotifications(client, { ...member, accountNumber: '300100200' })).toEqual({
      accountNumber: '300100200',
      note: 'Call before visiting.',
    });
    expect(await getManageNotifications(client, { ...member, accountNumber: '300100201' })).toEqual({
      accountNumber: '300100201',
      note: '',
    });
  });

  it('changes the note, answers it as changed, and reads it back', async () => {
    const { client, member } = await jordan();
    const account = { ...member, accountNumber: '300100201' };

    expect(await updateManageNotifications(client, account, { note: 'The dog is friendly.' })).toEqual({
      accountNumber: '300100201',
      note: 'The dog is friendly.',
    });
    expect((await getManageNotifications(client, account)).note).toBe('The dog is friendly.');
  });

  it('refuses a blank note with a 400 that names the field', async () => {
    const { client, member } = await jordan();

    const error = await updateManageNotifications(
      client,
      { ...member, accountNumber: '300100200' },
      { note: '   ' },
    ).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(separateFieldErrors(failureOf(error))).toEqual({
      fieldErrors: { note: 'Enter a note.' },
      formFailure: null,
    });
  });

  it('answers 404 for an account that is not the member’s', async () => {
    const { client, member } = await jordan();

    const error = await getManageNotifications(client, { ...member, accountNumber: '300200300' }).catch(
      (caught: unknown) => caught,
    );

    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 404, body: { message: 'Not found' } });
  });

  it('keeps the path under the member and the account, escaping what it puts in them', () => {
    expect(manageNotificationsPaths.note('1001', '300100200')).toBe(
      'v3/members/1001/accounts/300100200/manage-notifications',
    );
    expect(manageNotificationsPaths.note('10/01', '3001 00200')).toBe(
      'v3/members/10%2F01/accounts/3001%2000200/manage-notifications',
    );
  });
});
