import { describe, expect, it } from 'vitest';
import { depositsOperations, getDeposits } from '../../../src/api/deposits.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Deposits call and schema against the simulator: the path we send is the one the back office
// serves, and what it answers passes our schema.
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

describe('the Deposits call against the simulator', () => {
  it('reads the seeded deposits: one held on 300100200, two on 300100202, none on 300100203', async () => {
    const { client, member } = await jordan();

    expect(await getDeposits(client, { ...member, accountNumber: '300100200' })).toEqual([
      expect.objectContaining({
        depositId: 'D-200-1',
        description: 'Residential service deposit',
        amount: 150,
        interestPaid: 4.52,
        status: 'Held',
        refundDate: null,
      }),
    ]);
    expect(
      (await getDeposits(client, { ...member, accountNumber: '300100202' })).map((deposit) => deposit.amount),
    ).toEqual([50, 150]);
    expect(await getDeposits(client, { ...member, accountNumber: '300100203' })).toEqual([]);
  });

  it('answers 404 for an account that is not the member’s', async () => {
    const { client, member } = await jordan();

    const error = await getDeposits(client, { ...member, accountNumber: '300200300' }).catch(
      (caught: unknown) => caught,
    );

    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 404, body: { message: 'Not found' } });
  });

  it('keeps the path under the member and the account, escaping what it puts in them', () => {
    const { path } = depositsOperations.deposits;
    expect(resolvePath(path, { memberNumber: '1001', accountNumber: '300100200' })).toBe(
      'v3/members/1001/accounts/300100200/deposits',
    );
    expect(resolvePath(path, { memberNumber: '10/01', accountNumber: '3001 00200' })).toBe(
      'v3/members/10%2F01/accounts/3001%2000200/deposits',
    );
  });
});
