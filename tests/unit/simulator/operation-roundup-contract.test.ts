import { describe, expect, it } from 'vitest';
import {
  getOperationRoundup,
  operationRoundupOperations,
  updateOperationRoundup,
} from '../../../src/api/operation-roundup.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { errorMessage } from '../../../src/domain/error-messages.ts';
import { operationRoundupErrors } from '../../../src/domain/operation-roundup/errors.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { addMonths, toIsoDate } from '../../../demo-host/simulator/dates.ts';

// Our Operation RoundUp calls and schema against the simulator: the paths we send are the ones the back
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

const nextYear = () => toIsoDate(addMonths(new Date(), 12));

describe('the Operation RoundUp calls against the simulator', () => {
  it('lists Jordan Rivera’s six accounts, 300100200 enrolled with $2.00 for a year (demo-data.md)', async () => {
    const { client, member } = await jordan();

    const answer = await getOperationRoundup(client, member);

    expect(answer.roundUpPlusMaximum).toBeNull();
    expect(answer.accounts.map((account) => account.accountNumber)).toEqual([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
    ]);
    expect(answer.accounts[0]).toEqual({
      accountNumber: '300100200',
      accountType: 'Electric',
      address: '1450 Willow Creek Rd, Riverbend, OR 97401',
      operationRoundup: true,
      operationRoundupAmount: 2,
      operationRoundupExpiration: nextYear(),
    });
    expect(answer.accounts[1]).toMatchObject({
      accountNumber: '300100201',
      accountType: 'Water',
      operationRoundup: false,
      operationRoundupAmount: null,
      operationRoundupExpiration: null,
    });
  });

  it('enrols 300100201 and switches 300100200 off, answers those two rows as they now are, and reads them back', async () => {
    const { client, member } = await jordan();
    const expiry = nextYear();

    const answer = await updateOperationRoundup(client, member, [
      { accountNumber: '300100201', isRoundUp: true, amount: 1.5, expireDate: expiry },
      { accountNumber: '300100200', isRoundUp: false, amount: null, expireDate: null },
    ]);

    const expected = [
      {
        accountNumber: '300100200',
        operationRoundup: false,
        operationRoundupAmount: null,
        operationRoundupExpiration: null,
      },
      {
        accountNumber: '300100201',
        operationRoundup: true,
        operationRoundupAmount: 1.5,
        operationRoundupExpiration: expiry,
      },
    ];
    expect(answer.accounts).toMatchObject([expected[1], expected[0]]);
    expect(answer.accounts).toHaveLength(2);
    expect((await getOperationRoundup(client, member)).accounts.slice(0, 2)).toMatchObject(expected);
  });

  it('refuses a past expiry, an amount at the limit and another member’s account with a 400 it names', async () => {
    const { client, member } = await jordan();
    const refused = async (row: Parameters<typeof updateOperationRoundup>[2][number]) =>
      errorMessage(
        failureOf(await updateOperationRoundup(client, member, [row]).catch((caught: unknown) => caught)),
        operationRoundupErrors,
      );

    expect(
      await refused({ accountNumber: '300100201', isRoundUp: true, amount: 1, expireDate: '2020-01-01' }),
    ).toBe('The expiration date for account 300100201 must be from tomorrow to 12/31/2121.');
    expect(
      await refused({ accountNumber: '300100201', isRoundUp: true, amount: 99999999.99, expireDate: null }),
    ).toBe('The amount for account 300100201 is not valid.');
    expect(
      await refused({ accountNumber: '300200300', isRoundUp: false, amount: null, expireDate: null }),
    ).toBe('Account 300200300 is not one of your accounts.');
    expect((await getOperationRoundup(client, member)).accounts[1]?.operationRoundup).toBe(false);
  });

  it('answers a page of the accounts searched and sorted as account details are, counting every match', async () => {
    const { client, member } = await jordan();

    const first = await getOperationRoundup(client, member, { query: { offset: '0', limit: '2' } });
    const second = await getOperationRoundup(client, member, { query: { offset: '2', limit: '2' } });
    const water = await getOperationRoundup(client, member, {
      query: { search: 'water', sort: 'accountNumber', direction: 'descending' },
    });

    expect(first.accounts.map((account) => account.accountNumber)).toEqual(['300100200', '300100201']);
    expect(second.accounts.map((account) => account.accountNumber)).toEqual(['300100202', '300100203']);
    expect([first.totalRecords, second.totalRecords]).toEqual([6, 6]);
    expect(water.accounts.every((account) => account.accountType === 'Water')).toBe(true);
    expect(water.totalRecords).toBe(water.accounts.length);
    const numbers = water.accounts.map((account) => account.accountNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it('refuses a page over 100 rows with the account details’ message', async () => {
    const { client, member } = await jordan();

    const error = await getOperationRoundup(client, member, { query: { limit: '101' } }).catch(
      (caught: unknown) => caught,
    );

    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 400 });
    expect(errorMessage(failureOf(error), operationRoundupErrors)).toBe(
      'limit must be a whole number from 1 to 100.',
    );
  });

  it('answers 401 for another member’s number', async () => {
    const { client, member } = await jordan();

    const error = await getOperationRoundup(client, { ...member, memberNumber: '1002' }).catch(
      (caught: unknown) => caught,
    );

    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 401 });
  });

  it('keeps the path under the member, escaping what it puts in it', () => {
    const { member, update } = operationRoundupOperations;
    expect(resolvePath(member.path, { memberNumber: '1001' })).toBe('v3/members/1001/operation-roundup');
    expect(resolvePath(member.path, { memberNumber: '10/01' })).toBe('v3/members/10%2F01/operation-roundup');
    expect(update.path).toBe(member.path);
  });
});
