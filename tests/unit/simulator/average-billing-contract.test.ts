import { describe, expect, it } from 'vitest';
import {
  averageBillingOperations,
  getLevelizedAccounts,
  updateLevelizedAccount,
  updateLevelizedAccounts,
} from '../../../src/api/average-billing.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { updateFor } from '../../../src/domain/average-billing/billing.ts';
import { averageBillingErrors } from '../../../src/domain/average-billing/errors.ts';
import { errorMessage } from '../../../src/domain/error-messages.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Average Billing calls and schema against the simulator: the paths we send are the ones the back
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

async function refusal(call: Promise<unknown>) {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return failureOf(error);
}

describe('the Average Billing calls against the simulator', () => {
  it('lists the seeded levelized accounts of member 1001 (demo-data.md)', async () => {
    const { client, member } = await jordan();

    const accounts = await getLevelizedAccounts(client, member);

    expect(accounts.map((entry) => [entry.accountNumber, entry.billingType, entry.isEligible])).toEqual([
      ['300100200', 'Standard', true],
      ['300100201', 'Average', true],
      ['300100202', null, true],
      ['300100203', 'Standard', false],
      ['300100204', 'Standard', false],
      ['300100205', 'Budget', false],
    ]);
    expect(accounts[0]).toMatchObject({ estimatedAmount: 142, defaultSettlementMonth: 9 });
    expect(accounts[0]?.serviceAddress).not.toBe('');
    expect(accounts[4]?.notEligibleMessage).toBe('Final billed accounts cannot enrol in average billing.');
  });

  it('signs one account up and removes it again, each read back', async () => {
    const { client, member } = await jordan();
    const [first] = await getLevelizedAccounts(client, member);

    expect(await updateLevelizedAccount(client, member, updateFor(first!, 'sign-up'))).toMatchObject({
      accountNumber: '300100200',
      billingType: 'Average',
    });
    expect((await getLevelizedAccounts(client, member))[0]?.billingType).toBe('Average');

    const signedUp = (await getLevelizedAccounts(client, member))[0]!;
    expect(await updateLevelizedAccount(client, member, updateFor(signedUp, 'remove'))).toMatchObject({
      billingType: 'Standard',
    });
    expect((await getLevelizedAccounts(client, member))[0]?.billingType).toBe('Standard');
  });

  it('changes several accounts in one call', async () => {
    const { client, member } = await jordan();
    const accounts = await getLevelizedAccounts(client, member);

    const changed = await updateLevelizedAccounts(client, member, [
      updateFor(accounts[0]!, 'sign-up'),
      updateFor(accounts[2]!, 'sign-up'),
    ]);

    expect(changed.map((entry) => [entry.accountNumber, entry.billingType])).toEqual([
      ['300100200', 'Average'],
      ['300100202', 'Average'],
    ]);
    expect(
      (await getLevelizedAccounts(client, member)).filter((entry) => entry.billingType === 'Average'),
    ).toHaveLength(3);
  });

  it('refuses an ineligible account with a 400 carrying its reason', async () => {
    const { client, member } = await jordan();
    const accounts = await getLevelizedAccounts(client, member);

    const failure = await refusal(updateLevelizedAccount(client, member, updateFor(accounts[4]!, 'sign-up')));

    expect(failure).toMatchObject({ kind: 'http', status: 400 });
    expect(errorMessage(failure, averageBillingErrors)).toBe(
      'Final billed accounts cannot enrol in average billing.',
    );
  });

  it('refuses a budget account, and a bulk change with one refused account changes none', async () => {
    const { client, member } = await jordan();
    const accounts = await getLevelizedAccounts(client, member);

    const budget = await refusal(updateLevelizedAccount(client, member, updateFor(accounts[5]!, 'sign-up')));
    expect(errorMessage(budget, averageBillingErrors)).toBe(
      'Account 300100205 is on budget billing; its billing type cannot be changed.',
    );

    const bulk = await refusal(
      updateLevelizedAccounts(client, member, [
        updateFor(accounts[0]!, 'sign-up'),
        updateFor(accounts[1]!, 'sign-up'),
      ]),
    );
    expect(errorMessage(bulk, averageBillingErrors)).toBe('Account 300100201 is already on average billing.');
    expect((await getLevelizedAccounts(client, member))[0]?.billingType).toBe('Standard');
  });

  it('answers 404 for an account that is not the member’s, and 401 for another member', async () => {
    const { client, member } = await jordan();
    const [first] = await getLevelizedAccounts(client, member);

    const notTheirs = await refusal(
      updateLevelizedAccount(client, member, { ...updateFor(first!, 'sign-up'), accountNumber: '300200300' }),
    );
    expect(notTheirs).toMatchObject({ kind: 'http', status: 404, body: { message: 'Not found' } });

    const otherMember = await refusal(getLevelizedAccounts(client, { ...member, memberNumber: '1002' }));
    expect(otherMember).toMatchObject({ kind: 'http', status: 401 });
  });

  it('keeps the paths under the member, escaping what it puts in them', () => {
    const { accounts, updateAccount, updateAccounts } = averageBillingOperations;
    expect(resolvePath(accounts.path, { memberNumber: '1001' })).toBe('v3/members/1001/levelized-accounts');
    expect(updateAccounts.path).toBe(accounts.path);
    expect(resolvePath(updateAccount.path, { memberNumber: '1001', accountNumber: '300100200' })).toBe(
      'v3/members/1001/levelized-accounts/300100200',
    );
    expect(resolvePath(updateAccount.path, { memberNumber: '10/01', accountNumber: '3001 00200' })).toBe(
      'v3/members/10%2F01/levelized-accounts/3001%2000200',
    );
  });
});
