import { describe, expect, it } from 'vitest';
import {
  accountOverviewOperations,
  getAccountInfo,
  getBillingHistory,
  getBillPdf,
  getCapitalCreditPdf,
  getMeterLink,
  getPaymentHistory,
} from '../../../src/api/account-overview.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { login } from '../../../src/api/auth.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import type {
  AccountInfo as OverviewAccountInfo,
  BillingHistoryItem as OverviewBillingHistoryItem,
  PaymentHistoryItem as OverviewPaymentHistoryItem,
} from '../../../src/domain/account-overview/types.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our account overview calls and schemas against the simulator: the paths we send are the ones the
// back office serves, and what it answers passes our schemas and is what the overview's rules read.
const origin = 'http://localhost:4173';
const jordansAccounts = ['300100200', '300100201', '300100202', '300100203', '300100204', '300100205'];

function clientFor(simulator: ReturnType<typeof createSimulator>) {
  return createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
}

async function jordan() {
  const simulator = createSimulator();
  const client = clientFor(simulator);
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  return {
    simulator,
    client,
    member: { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' },
  };
}

function startsAsPdf(base64: string): boolean {
  return atob(base64.slice(0, 8)).startsWith('%PDF-');
}

describe('the account overview calls against the simulator', () => {
  it.each(jordansAccounts)(
    'reads the info, payments and bills of %s through our schemas, in the shapes the overview reads',
    async (accountNumber) => {
      const { client, member } = await jordan();
      const account = { ...member, accountNumber };

      const info: OverviewAccountInfo = await getAccountInfo(client, account);
      const payments: readonly OverviewPaymentHistoryItem[] = await getPaymentHistory(client, account);
      const bills: readonly OverviewBillingHistoryItem[] = await getBillingHistory(client, account);

      expect(info.accountNumber).toBe(accountNumber);
      expect(payments.length).toBeGreaterThan(0);
      expect(bills).toHaveLength(12);
    },
  );

  it("opens 300100200's latest statement from the billing history as a PDF", async () => {
    const { client, member } = await jordan();
    const [latest] = await getBillingHistory(client, { ...member, accountNumber: '300100200' });

    const statement = await getBillPdf(client, member, {
      url: latest?.billViewUrl ?? '',
      statementStartDate: latest?.statementStartDate ?? '',
    });

    expect(statement.fileName).toBe(`Statement-300100200-${latest?.billDate ?? ''}.pdf`);
    expect(startsAsPdf(statement.billViewUrlFileBytes)).toBe(true);
  });

  it('answers an ApiError 404 for a statement that is not there', async () => {
    const { client, member } = await jordan();

    const error = await getBillPdf(client, member, {
      url: 'statements/300100200/1999-01-01',
      statementStartDate: '1998-12-02',
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(failureOf(error)).toMatchObject({
      kind: 'http',
      status: 404,
      body: { message: 'Bill History File not found.' },
    });
  });

  it("opens the capital credit letter that 300100200's info links to", async () => {
    const { client, member } = await jordan();
    const info = await getAccountInfo(client, { ...member, accountNumber: '300100200' });

    const letter = await getCapitalCreditPdf(client, member, info.viewccPdfUrl ?? '');

    expect(letter.fileName).toBe('Capital-Credit-Letter-CC2026A.pdf');
    expect(startsAsPdf(letter.ccViewUrlFileBytes)).toBe(true);
  });

  it('gets a meter link, and an ApiError 500 while the simulator fails that call', async () => {
    const { simulator, client, member } = await jordan();
    const account = { ...member, accountNumber: '300100200' };

    const { link } = await getMeterLink(client, account);
    await simulator.fetch(
      new Request(`${origin}/api/__simulator/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ method: 'GET', path: '/meter-link', status: 500 }),
      }),
    );
    const error = await getMeterLink(client, account).catch((caught: unknown) => caught);

    expect(new URL(link).searchParams.get('accountNumber')).toBe('300100200');
    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 500 });
  });

  it('keeps every path under the member and escapes what it puts in one', () => {
    const account = { memberNumber: '1001', accountNumber: '300100200' };
    const member = { memberNumber: '1001' };
    expect(resolvePath(accountOverviewOperations.accountInfo.path, account)).toBe(
      'v3/members/1001/accounts/300100200/info',
    );
    expect(resolvePath(accountOverviewOperations.paymentHistory.path, account)).toBe(
      'v3/members/1001/accounts/300100200/payments/history',
    );
    expect(resolvePath(accountOverviewOperations.billingHistory.path, account)).toBe(
      'v3/members/1001/accounts/300100200/bills/history',
    );
    expect(resolvePath(accountOverviewOperations.meterLink.path, account)).toBe(
      'v3/members/1001/accounts/300100200/meter-link',
    );
    expect(resolvePath(accountOverviewOperations.billPdf.path, member)).toBe('v3/members/1001/bills/view');
    expect(resolvePath(accountOverviewOperations.capitalCreditPdf.path, member)).toBe(
      'v3/members/1001/capital-credits/view',
    );
    expect(
      resolvePath(accountOverviewOperations.accountInfo.path, {
        memberNumber: '10/01',
        accountNumber: '3001?x',
      }),
    ).toBe('v3/members/10%2F01/accounts/3001%3Fx/info');
  });
});
