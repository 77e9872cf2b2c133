import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { call, signIn, today } from './portal-support.ts';

describe('GET /api/v3/members/{memberNumber}/accounts', () => {
  it("lists Jordan Rivera's six accounts, the primary one first", async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const response = await call(app, 'GET', '/api/v3/members/1001/accounts', { token });

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({
      results: [
        { accountNumber: '300100200', isPrimaryAccount: true },
        { accountNumber: '300100201', isPrimaryAccount: false },
        { accountNumber: '300100202', isPrimaryAccount: false },
        { accountNumber: '300100203', isPrimaryAccount: false },
        { accountNumber: '300100204', isPrimaryAccount: false },
        { accountNumber: '300100205', isPrimaryAccount: false },
      ],
      totalRecords: 6,
    });
  });

  it("answers 401 for another member's token, no token, or a token of another site", async () => {
    const app = createSimulator({ now: () => today });
    const jordansToken = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const otherMember = await call(app, 'GET', '/api/v3/members/1002/accounts', { token: jordansToken });
    const noToken = await call(app, 'GET', '/api/v3/members/1001/accounts');
    const otherSite = await call(app, 'GET', '/api/v3/members/1001/accounts', {
      token: jordansToken,
      applicationId: 'PRAIRIE-WEB',
    });

    expect(otherMember.status).toBe(401);
    expect(await otherMember.json()).toStrictEqual({ message: 'Unauthorized' });
    expect(noToken.status).toBe(401);
    expect(otherSite.status).toBe(401);
  });

  it('does not take a quick-pay token for a member token', async () => {
    const app = createSimulator({ now: () => today });
    const verified = (await (
      await call(app, 'POST', '/api/v3/quick-pay/verify/account/phone', {
        body: { accountNumber: '300100200', phoneLastFourDigits: '4821' },
      })
    ).json()) as { quickPayToken: string };

    const response = await call(app, 'GET', '/api/v3/members/1001/accounts', {
      token: verified.quickPayToken,
    });

    expect(response.status).toBe(401);
  });
});

describe('GET /api/v3/members/{memberNumber}/accounts/details', () => {
  it("answers the facts of Jordan Rivera's accounts, dates relative to today", async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const response = await call(app, 'GET', '/api/v3/members/1001/accounts/details', { token });

    expect(response.status).toBe(200);
    const holder = { accountHolderName: 'Jordan Rivera' };
    expect(await response.json()).toStrictEqual({
      accounts: [
        {
          accountNumber: '300100200',
          ...holder,
          locationId: '7100200',
          accountType: 'Electric',
          serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401',
          derivedStatus: 'Current',
          accountBalance: 128.45,
          dueDate: '2026-07-05',
          isPrepaidAccount: false,
        },
        {
          accountNumber: '300100201',
          ...holder,
          locationId: '7100201',
          accountType: 'Water',
          serviceAddress: '1452 Willow Creek Rd, Riverbend, OR 97401',
          derivedStatus: 'Current',
          accountBalance: 54.1,
          dueDate: '2026-07-03',
          isPrepaidAccount: false,
        },
        {
          accountNumber: '300100202',
          ...holder,
          locationId: '7100202',
          accountType: 'Electric',
          serviceAddress: '2210 Basalt Ridge Rd, Riverbend, OR 97402',
          derivedStatus: 'Past Due',
          accountBalance: 246.18,
          dueDate: '2026-06-03',
          isPrepaidAccount: false,
        },
        {
          accountNumber: '300100203',
          ...holder,
          locationId: '7100203',
          accountType: 'Electric',
          serviceAddress: '75 Heron Point Dr, Unit B, Riverbend, OR 97401',
          derivedStatus: 'Current',
          accountBalance: 36.4,
          dueDate: null,
          isPrepaidAccount: true,
        },
        {
          accountNumber: '300100204',
          ...holder,
          locationId: '7100204',
          accountType: 'Electric',
          serviceAddress: '318 Old Mill Rd, Riverbend, OR 97403',
          derivedStatus: 'Final Billed',
          accountBalance: 23.67,
          dueDate: '2026-06-25',
          isPrepaidAccount: false,
        },
        {
          accountNumber: '300100205',
          ...holder,
          locationId: '7100205',
          accountType: 'Electric',
          serviceAddress: '4096 Sugar Pine Ln, Riverbend, OR 97404',
          derivedStatus: 'Current',
          accountBalance: 412.6,
          dueDate: '2026-06-30',
          isPrepaidAccount: false,
        },
      ],
    });
  });

  it('describes an account as Quick Pay does: the records are the same', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');
    const quickPay = (await (
      await call(app, 'POST', '/api/v3/quick-pay/verify/account/phone', {
        body: { accountNumber: '300100202', phoneLastFourDigits: '4821' },
      })
    ).json()) as { account: { accountBalance: number; derivedStatus: string; dueDate: string } };

    const details = (await (
      await call(app, 'GET', '/api/v3/members/1001/accounts/details', { token })
    ).json()) as {
      accounts: { accountNumber: string; accountBalance: number; derivedStatus: string; dueDate: string }[];
    };

    const pastDue = details.accounts.find((account) => account.accountNumber === '300100202');
    expect(quickPay.account).toMatchObject({
      accountBalance: pastDue?.accountBalance,
      derivedStatus: pastDue?.derivedStatus,
      dueDate: pastDue?.dueDate,
    });
  });

  it("answers 401 for another member's token", async () => {
    const app = createSimulator({ now: () => today });
    const jordansToken = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const response = await call(app, 'GET', '/api/v3/members/1002/accounts/details', { token: jordansToken });

    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual({ message: 'Unauthorized' });
  });
});
