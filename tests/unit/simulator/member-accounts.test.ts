import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { call, signIn, type Simulator, today } from './portal-support.ts';

describe('GET /api/v3/members/{memberNumber}/accounts', () => {
  it('is gone: the account details are the one call for a member’s accounts', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const response = await call(app, 'GET', '/api/v3/members/1001/accounts', { token });

    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual({ message: 'Not found' });
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
          isPrimaryAccount: true,
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
          isPrimaryAccount: false,
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
          isPrimaryAccount: false,
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
          isPrimaryAccount: false,
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
          isPrimaryAccount: false,
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
          isPrimaryAccount: false,
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
      totalRecords: 6,
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

  it("answers 401 for another member's token, no token, or a token of another site", async () => {
    const app = createSimulator({ now: () => today });
    const jordansToken = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const otherMember = await call(app, 'GET', '/api/v3/members/1002/accounts/details', {
      token: jordansToken,
    });
    const noToken = await call(app, 'GET', '/api/v3/members/1001/accounts/details');
    const otherSite = await call(app, 'GET', '/api/v3/members/1001/accounts/details', {
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

    const response = await call(app, 'GET', '/api/v3/members/1001/accounts/details', {
      token: verified.quickPayToken,
    });

    expect(response.status).toBe(401);
  });
});

interface DetailsPage {
  accounts: {
    accountNumber: string;
    isPrimaryAccount: boolean;
    accountType: string;
    serviceAddress: string;
    derivedStatus: string;
    accountBalance: number;
    dueDate: string | null;
  }[];
  totalRecords: number;
}

async function page(
  app: Simulator,
  token: string,
  memberNumber: string,
  query: string,
): Promise<DetailsPage> {
  const response = await call(app, 'GET', `/api/v3/members/${memberNumber}/accounts/details?${query}`, {
    token,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as DetailsPage;
}

const numbersOf = (found: DetailsPage) => found.accounts.map((account) => account.accountNumber);

describe('GET /api/v3/members/{memberNumber}/accounts/details: search, filters, sort and pages', () => {
  it('answers a page of the matching accounts and how many match in all', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const first = await page(app, token, '1001', 'limit=2');
    const second = await page(app, token, '1001', 'offset=2&limit=2');
    const beyond = await page(app, token, '1001', 'offset=6&limit=2');
    const rest = await page(app, token, '1001', 'offset=4');

    expect(numbersOf(first)).toEqual(['300100200', '300100201']);
    expect(numbersOf(second)).toEqual(['300100202', '300100203']);
    expect(numbersOf(beyond)).toEqual([]);
    expect(numbersOf(rest)).toEqual(['300100204', '300100205']);
    expect([first, second, beyond, rest].map((found) => found.totalRecords)).toEqual([6, 6, 6, 6]);
  });

  it('searches, filters and sorts on its side, the primary account first without a sort', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    expect(numbersOf(await page(app, token, '1001', 'search=WILLOW%20creek'))).toEqual([
      '300100200',
      '300100201',
    ]);
    expect(numbersOf(await page(app, token, '1001', 'search=water'))).toEqual(['300100201']);
    expect(numbersOf(await page(app, token, '1001', 'status=pastDue'))).toEqual(['300100202']);
    expect(numbersOf(await page(app, token, '1001', 'status=cutOff'))).toEqual(['300100202']);
    expect((await page(app, token, '1001', 'status=due')).totalRecords).toBe(6);
    expect(numbersOf(await page(app, token, '1001', 'accountNumber=300100204'))).toEqual(['300100204']);
    expect((await page(app, token, '1001', 'accountNumber=3001002')).totalRecords).toBe(0);
    // Another member's account is none of Jordan's.
    expect((await page(app, token, '1001', 'accountNumber=300200300')).totalRecords).toBe(0);
    expect(numbersOf(await page(app, token, '1001', 'sort=balance&direction=descending&limit=3'))).toEqual([
      '300100205',
      '300100202',
      '300100200',
    ]);
    // A prepaid account has no due date: last either way.
    expect(numbersOf(await page(app, token, '1001', 'sort=dueDate')).at(-1)).toBe('300100203');
    expect(numbersOf(await page(app, token, '1001', 'sort=dueDate&direction=descending')).at(-1)).toBe(
      '300100203',
    );
  });

  it('answers 400 with a message for each parameter it cannot serve', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const refused = await call(
      app,
      'GET',
      '/api/v3/members/1001/accounts/details?offset=-1&limit=101&status=late&sort=colour&direction=up',
      { token },
    );
    const zeroLimit = await call(app, 'GET', '/api/v3/members/1001/accounts/details?limit=0', { token });
    const noToken = await call(app, 'GET', '/api/v3/members/1001/accounts/details?limit=0');

    expect(refused.status).toBe(400);
    expect(await refused.json()).toStrictEqual([
      'offset must be a whole number, 0 or more.',
      'limit must be a whole number from 1 to 100.',
      'status must be due, pastDue or cutOff.',
      'sort must be accountNumber, accountType, serviceAddress, status, balance or dueDate.',
      'direction must be ascending or descending.',
    ]);
    expect(zeroLimit.status).toBe(400);
    expect(await zeroLimit.json()).toStrictEqual(['limit must be a whole number from 1 to 100.']);
    // Who asks is checked first.
    expect(noToken.status).toBe(401);
  });

  it("pages the school district's 2,400 accounts", async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'riverbend.schools', 'Recess#2026');

    const first = await page(app, token, '1010', 'limit=100');
    const last = await page(app, token, '1010', 'offset=2390&limit=100');

    expect(first.totalRecords).toBe(2400);
    expect(first.accounts).toHaveLength(100);
    expect(first.accounts[0]).toMatchObject({ accountNumber: '101000001', isPrimaryAccount: true });
    expect(first.accounts.filter((account) => account.isPrimaryAccount)).toHaveLength(1);
    expect(numbersOf(last)).toHaveLength(10);
    expect(numbersOf(last).at(-1)).toBe('101002400');
    expect((await page(app, token, '1010', 'status=pastDue&limit=1')).totalRecords).toBe(299);
    expect((await page(app, token, '1010', 'status=cutOff&limit=1')).totalRecords).toBe(65);
    expect((await page(app, token, '1010', 'status=due&limit=1')).totalRecords).toBe(2166);
    expect((await page(app, token, '1010', 'search=stadium%20lights&limit=1')).totalRecords).toBe(300);
    expect((await page(app, token, '1010', 'search=pending%20disconnect&limit=1')).totalRecords).toBe(65);
    // Without a limit, every match at once (older callers); numbers in an address by their value.
    const byAddress = await page(app, token, '1010', 'sort=serviceAddress');
    const streetNumbers = byAddress.accounts.map((account) => Number(account.serviceAddress.split(' ')[0]));
    expect(streetNumbers).toHaveLength(2400);
    expect(streetNumbers).toEqual([...streetNumbers].sort((first, second) => first - second));
  });
});
