import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '../../../demo-host/simulator/accounts/account-records.ts';
import { restoreState } from '../../../demo-host/simulator/saved-state.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { createSimulator, type SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { call, signIn, today } from './portal-support.ts';

// Riverbend School District (docs/demo-data.md): a commercial member with 2,400 generated accounts,
// light in the seed and the saved state, each with a year of bills made when it is read; and the
// simulator's control that gives a member any number of them.

function districtAccounts(state: SimulatorState): AccountRecord[] {
  return Object.values(state.accounts.sites['RIVERBEND-WEB']!.accounts).filter(
    (account) => account.memberNumber === '1010',
  );
}

function giveAccounts(app: ReturnType<typeof createSimulator>, memberNumber: string, body: unknown) {
  return app.request(`/api/__simulator/members/${memberNumber}/generated-accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A simulator, and its state as it was after the last change (the demo server's `persist`). */
function watchedSimulator() {
  const watched: { state?: SimulatorState } = {};
  const app = createSimulator({ now: () => today, persist: (state) => (watched.state = state) });
  return { app, watched };
}

describe('the school district in the seed', () => {
  it('has 2,400 accounts, Electric and Water, one of them primary, and stores none of their overviews', () => {
    const accounts = districtAccounts(createSeedState(today));

    expect(accounts).toHaveLength(2400);
    expect(accounts.filter((account) => account.serviceType === 'Electric')).toHaveLength(1500);
    expect(accounts.filter((account) => account.serviceType === 'Water')).toHaveLength(900);
    expect(
      accounts.filter((account) => account.isPrimaryAccount).map((account) => account.accountNumber),
    ).toEqual(['101000001']);
    expect(accounts.every((account) => account.overview === null)).toBe(true);
    expect(accounts.every((account) => account.accountHolderName === 'Riverbend School District')).toBe(true);
    expect(new Set(accounts.map((account) => account.locationId)).size).toBe(2400);
  });

  it('is the same on every seed of a day: nothing in it is random', () => {
    const later = new Date(today);
    later.setHours(23, 30);
    expect(districtAccounts(createSeedState(later))).toStrictEqual(districtAccounts(createSeedState(today)));
  });

  it('has past due, cut-off, paid-up and AutoPay accounts, as demo-data.md counts them', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'riverbend.schools', 'Recess#2026');
    const info = async (accountNumber: string) =>
      (await (
        await call(app, 'GET', `/api/v3/members/1010/accounts/${accountNumber}/info`, { token })
      ).json()) as {
        derivedStatus: string;
        accountBalance: number;
        pastDueAmount: number;
        dueDate: string;
        cutOffDate: string | null;
        autoPayExists: boolean;
        draftDate: string | null;
        serviceAddress: string;
      };

    expect(await info('101000001')).toMatchObject({ derivedStatus: 'Current', autoPayExists: false });
    const pastDue = await info('101000003');
    expect(pastDue.derivedStatus).toBe('Past Due');
    expect(pastDue.pastDueAmount).toBeGreaterThan(0);
    expect(pastDue.dueDate < '2026-06-15').toBe(true);
    expect(await info('101000006')).toMatchObject({ accountBalance: 0, derivedStatus: 'Current' });
    const autoPay = await info('101000012');
    expect(autoPay).toMatchObject({ autoPayExists: true, draftDate: autoPay.dueDate });
    const cutOff = await info('101000017');
    expect(cutOff.derivedStatus).toBe('Pending Disconnect');
    expect(cutOff.cutOffDate! > '2026-06-15').toBe(true);
    expect((await info('101000003')).serviceAddress).toBe(
      '100 Willow Creek Rd, Maple Elementary Stadium Lights 1, Riverbend, OR 97401',
    );
  });
});

describe("a generated account's overview", () => {
  it('has 12 bills ending on its balance and a payment a month, made for each read and not stored', async () => {
    const { app, watched } = watchedSimulator();
    const token = await signIn(app, 'riverbend.schools', 'Recess#2026');

    const bills = (await (
      await call(app, 'GET', '/api/v3/members/1010/accounts/101000003/bills/history', { token })
    ).json()) as { results: { endingBalance: number }[] };
    const payments = (await (
      await call(app, 'GET', '/api/v3/members/1010/accounts/101000003/payments/history', { token })
    ).json()) as { results: unknown[] };
    const info = (await (
      await call(app, 'GET', '/api/v3/members/1010/accounts/101000003/info', { token })
    ).json()) as { accountBalance: number; pastDueAmount: number; statementHeadingMessage: string };

    expect(bills.results).toHaveLength(12);
    expect(bills.results[0]!.endingBalance).toBe(info.accountBalance);
    // Past due: the bill before the latest is unpaid, the past due amount.
    expect(bills.results[1]!.endingBalance).toBe(info.pastDueAmount);
    expect(payments.results.length).toBeGreaterThanOrEqual(9);
    expect(info.statementHeadingMessage).toMatch(/^Statement for service from /);
    // The sign-in was the last change: the reads left the account as light as the seed made it.
    expect(watched.state!.accounts.sites['RIVERBEND-WEB']!.accounts['101000003']!.overview).toBeNull();
  });

  it('is stored once something changes it, and keeps the change', async () => {
    const { app, watched } = watchedSimulator();
    const token = await signIn(app, 'riverbend.schools', 'Recess#2026');

    const issued = await app.request('/api/__simulator/bills', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accountNumber: '101000002', amount: 100 }),
    });
    const bills = (await (
      await call(app, 'GET', '/api/v3/members/1010/accounts/101000002/bills/history', { token })
    ).json()) as { results: unknown[] };

    expect(issued.status).toBe(201);
    expect(bills.results).toHaveLength(13);
    expect(
      watched.state!.accounts.sites['RIVERBEND-WEB']!.accounts['101000002']!.overview?.bills,
    ).toHaveLength(13);
    expect(watched.state!.accounts.sites['RIVERBEND-WEB']!.accounts['101000004']!.overview).toBeNull();
  });
});

describe('POST /api/__simulator/members/{memberNumber}/generated-accounts', () => {
  it('gives the member that many generated accounts, keeping those they have as they are', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'riverbend.schools', 'Recess#2026');
    const total = async () =>
      (
        (await (
          await call(app, 'GET', '/api/v3/members/1010/accounts/details?limit=1', { token })
        ).json()) as {
          totalRecords: number;
        }
      ).totalRecords;
    await app.request('/api/__simulator/bills', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accountNumber: '101000002', amount: 100 }),
    });

    const more = await giveAccounts(app, '1010', { count: 5000 });
    expect(more.status).toBe(200);
    expect(await more.json()).toStrictEqual({
      applicationId: 'RIVERBEND-WEB',
      memberNumber: '1010',
      generatedAccounts: 5000,
      memberAccounts: 5000,
    });
    expect(await total()).toBe(5000);

    expect((await giveAccounts(app, '1010', { count: 10 })).status).toBe(200);
    expect(await total()).toBe(10);
    const kept = (await (
      await call(app, 'GET', '/api/v3/members/1010/accounts/101000002/bills/history', { token })
    ).json()) as { results: unknown[] };
    expect(kept.results).toHaveLength(13);
  });

  it("adds to a member's own accounts, whose primary account stays primary", async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    expect((await giveAccounts(app, '1001', { count: 3 })).status).toBe(200);
    const details = (await (
      await call(app, 'GET', '/api/v3/members/1001/accounts/details', { token })
    ).json()) as {
      accounts: { accountNumber: string; isPrimaryAccount: boolean }[];
      totalRecords: number;
    };

    expect(details.totalRecords).toBe(9);
    expect(details.accounts[0]).toStrictEqual(
      expect.objectContaining({ accountNumber: '300100200', isPrimaryAccount: true }),
    );
    expect(details.accounts.slice(1, 4).map((account) => account.accountNumber)).toEqual([
      '100100001',
      '100100002',
      '100100003',
    ]);
    expect(details.accounts.filter((account) => account.isPrimaryAccount)).toHaveLength(1);
  });

  it('answers 400 with the reasons for an unknown site or member, or a count it cannot give', async () => {
    const app = createSimulator({ now: () => today });

    const wrongCount = await giveAccounts(app, '1010', { count: 10_001 });
    const noCount = await giveAccounts(app, '1010', {});
    const unknownMember = await giveAccounts(app, '9999', { count: 1 });
    const unknownSite = await giveAccounts(app, '1010', { count: 1, applicationId: 'NOWHERE' });

    expect(wrongCount.status).toBe(400);
    expect(await wrongCount.json()).toStrictEqual(["'count' must be a whole number from 0 to 10000."]);
    expect(await noCount.json()).toStrictEqual(["'count' must be a whole number from 0 to 10000."]);
    expect(await unknownMember.json()).toStrictEqual(['The site has no member with this member number.']);
    expect(await unknownSite.json()).toStrictEqual(["'applicationId' must name a site of the simulator."]);
  });
});

describe('a state saved before the school district', () => {
  it('takes the district and its login from the seed, keeping what it holds', () => {
    const state = createSeedState(today);
    const saved = JSON.parse(JSON.stringify(state)) as Record<string, unknown> & {
      versions: Record<string, number>;
      accounts: SimulatorState['accounts'];
      auth: SimulatorState['auth'];
    };
    const site = saved.accounts.sites['RIVERBEND-WEB']!;
    for (const account of Object.values(site.accounts)) {
      if (account.memberNumber === '1010') delete site.accounts[account.accountNumber];
    }
    delete site.members['1010'];
    site.accounts['300100200']!.accountBalance = 18.45;
    delete saved.auth.sites['RIVERBEND-WEB']!.logins['riverbend.schools'];
    saved.auth.accessTokens['kept-token'] = {
      token: 'kept-token',
      applicationId: 'RIVERBEND-WEB',
      memberNumber: '1001',
      loginKey: 'jordan.rivera',
      expiresAt: '2026-06-15T18:00:00.000Z',
    };
    saved.versions.accounts = 1;
    saved.versions.auth = 1;

    const restored = restoreState(saved, today);

    expect(restored?.migrated).toEqual(expect.arrayContaining(['accounts', 'auth']));
    expect(restored?.reseeded).toEqual([]);
    const accounts = restored!.state.accounts.sites['RIVERBEND-WEB']!;
    expect(accounts.accounts['300100200']!.accountBalance).toBe(18.45);
    expect(districtAccounts(restored!.state)).toHaveLength(2400);
    expect(accounts.members['1010']?.name).toBe('Riverbend School District');
    expect(restored!.state.auth.sites['RIVERBEND-WEB']!.logins['riverbend.schools']?.memberNumber).toBe(
      '1010',
    );
    expect(Object.keys(restored!.state.auth.accessTokens)).toEqual(['kept-token']);
  });
});
