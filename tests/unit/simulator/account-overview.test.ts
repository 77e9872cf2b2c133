import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { call, signIn, today } from './portal-support.ts';

// today is 2026-06-15 10:00 local time: the seeded dates below are relative to it.

interface BillItem {
  billDate: string;
  endingBalance: number;
  dueDate: string | null;
  statementStartDate: string;
  billType: string;
  billViewUrl: string;
  billViewUrlFileBytes: string;
  prepaidDailyTotal: number | null;
  prepaidUsageDollars: number | null;
  prepaidCharges: number | null;
  prepaidTaxes: number | null;
  usage: number;
  usageUnit: string;
}

interface PaymentItem {
  paymentAmount: number;
  paymentDate: string;
}

async function signedIn() {
  const app = createSimulator({ now: () => today });
  const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');
  return { app, token };
}

async function accountInfo(accountNumber: string) {
  const { app, token } = await signedIn();
  const response = await call(app, 'GET', `/api/v3/members/1001/accounts/${accountNumber}/info`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function bills(accountNumber: string) {
  const { app, token } = await signedIn();
  const response = await call(app, 'GET', `/api/v3/members/1001/accounts/${accountNumber}/bills/history`, {
    token,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { results: BillItem[]; totalRecords: number };
}

function billViewPath(url: string, statementStartDate: string) {
  const query = new URLSearchParams({ url, tick: '1781535600000', statementStartDate });
  return `/api/v3/members/1001/bills/view?${query.toString()}`;
}

/** The text a PDF draws: its content streams inflated, each hex string of a text operator decoded. */
function pdfText(base64: string): string {
  const file = Buffer.from(base64, 'base64');
  const texts: string[] = [];
  let searchFrom = 0;
  for (;;) {
    const start = file.indexOf('stream\n', searchFrom, 'latin1');
    if (start < 0) break;
    const end = file.indexOf('\nendstream', start, 'latin1');
    const content = inflateSync(file.subarray(start + 'stream\n'.length, end)).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      texts.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
    }
    searchFrom = end + '\nendstream'.length;
  }
  return texts.join('\n');
}

describe('GET /api/v3/members/{memberNumber}/accounts/{accountNumber}/info', () => {
  it('answers every accountInfo field of 300100200, the primary account', async () => {
    expect(await accountInfo('300100200')).toStrictEqual({
      accountNumber: '300100200',
      accountBalance: 128.45,
      dueDate: '2026-07-05',
      pastDueAmount: 0,
      isPrepaidAccount: false,
      accountType: 'Electric',
      accountStatus: 'Active',
      derivedStatus: 'Current',
      accountHolderName: 'Jordan Rivera',
      serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401',
      locationId: '7100200',
      meters: [{ meterNumber: 'EM-100200', meterType: 'Electric', unitOfMeasure: 'kWh' }],
      billingType: 'Standard',
      yearToDateBudgetDifference: null,
      netAccountBalance: 128.45,
      autoPayExists: false,
      draftDate: null,
      cutOffDate: null,
      cutOffMsg: null,
      activeReturnedItems: 0,
      outageStatus: 'N',
      hasArrangement: false,
      arrangement: null,
      viewUsageHistory: 'Y',
      prepaidLabel: null,
      spouseName: 'Taylor Rivera',
      meterSenseccUrl: null,
      ccPdfLinkText: 'Capital Credit Letter',
      viewccPdfUrl: 'capital-credits/1001/CC2026A',
      collectMeterReading: 'N',
      estimatedTimeOfRestoration: null,
      statementHeadingMessage: 'Statement for service from 05/15/2026 to 06/14/2026',
      billMessages: [
        'The annual meeting of members is on the second Saturday of September at the Riverbend Fairgrounds.',
        'Sign up for paperless billing in the member portal and never miss a due date.',
      ],
      prepaidDisconnectAlert: null,
      capitalCreditRefundMessage:
        'Your 2025 capital credit refund of $38.12 will be credited to your next bill. Thank you for being a member-owner.',
      customerPdfLinkFlag: 'Y',
      paperlessMemberLevelOption: 'Y',
      paperlessAccountLevelOption: 'N',
    });
  });

  it('answers 300100201 as a current water account on AutoPay and average billing, its outage status missing', async () => {
    const info = await accountInfo('300100201');

    expect(info).toMatchObject({
      accountType: 'Water',
      derivedStatus: 'Current',
      accountBalance: 54.1,
      dueDate: '2026-07-03',
      autoPayExists: true,
      draftDate: '2026-07-03',
      billingType: 'Average',
      yearToDateBudgetDifference: 8.4,
      netAccountBalance: 62.5,
      collectMeterReading: 'Y',
      meters: [{ meterNumber: 'WM-100201', meterType: 'Water', unitOfMeasure: 'gal' }],
    });
    expect(info).not.toHaveProperty('outageStatus');
  });

  it('answers 300100202 as past due with its cut-off notice, and under an active outage restored in 3 hours', async () => {
    expect(await accountInfo('300100202')).toMatchObject({
      derivedStatus: 'Past Due',
      accountBalance: 246.18,
      pastDueAmount: 118.9,
      dueDate: '2026-06-03',
      cutOffDate: '2026-06-20',
      cutOffMsg:
        'Your service is scheduled for disconnection on 06/20/2026. Pay the past due amount of $118.90 to avoid disconnection.',
      outageStatus: 'Y',
      estimatedTimeOfRestoration: new Date(2026, 5, 15, 13, 0, 0).toISOString(),
    });
  });

  it('answers 300100203 as prepaid with its label and disconnect alert, and no active returned items', async () => {
    expect(await accountInfo('300100203')).toMatchObject({
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: 36.4,
      dueDate: null,
      activeReturnedItems: 0,
      collectMeterReading: 'Y',
      prepaidDisconnectAlert:
        'Your prepaid balance is running low. Service is disconnected when the balance falls below $0.00: add funds to keep your power on.',
    });
  });

  it('answers 300100204 as final billed and inactive, with an active returned item', async () => {
    expect(await accountInfo('300100204')).toMatchObject({
      derivedStatus: 'Final Billed',
      accountStatus: 'Inactive',
      accountBalance: 23.67,
      dueDate: '2026-06-25',
      activeReturnedItems: 1,
      viewUsageHistory: 'N',
      billMessages: [
        'This is your final bill. Thank you for being a member of Riverbend Electric Cooperative.',
      ],
    });
  });

  it('answers 300100205 on budget billing with an arrangement whose next payment was due 3 days ago', async () => {
    expect(await accountInfo('300100205')).toMatchObject({
      accountBalance: 412.6,
      billingType: 'Budget',
      yearToDateBudgetDifference: 86.35,
      netAccountBalance: 498.95,
      hasArrangement: true,
      arrangement: {
        arrangementNotation: 'Payment arrangement: 6 monthly payments of $45.00',
        arrangementBalance: 270,
        nextPaymentAmount: 45,
        nextPaymentDueDate: '2026-06-12',
      },
    });
  });

  it("answers 401 without a token, with an unknown one, and for another member's path", async () => {
    const { app, token } = await signedIn();

    const noToken = await call(app, 'GET', '/api/v3/members/1001/accounts/300100200/info');
    const wrongToken = await call(app, 'GET', '/api/v3/members/1001/accounts/300100200/info', {
      token: 'not-a-token',
    });
    const otherMember = await call(app, 'GET', '/api/v3/members/1002/accounts/300200300/info', { token });

    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toStrictEqual({ message: 'Unauthorized' });
    expect(wrongToken.status).toBe(401);
    expect(otherMember.status).toBe(401);
  });

  it("answers 404 for another member's account and for an unknown account under the member's own path", async () => {
    const { app, token } = await signedIn();

    const foreign = await call(app, 'GET', '/api/v3/members/1001/accounts/300200300/info', { token });
    const unknown = await call(app, 'GET', '/api/v3/members/1001/accounts/999999999/info', { token });

    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toStrictEqual({ message: 'Not found' });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/v3/members/{memberNumber}/accounts/{accountNumber}/payments/history', () => {
  it("lists 300100200's monthly payments newest first, one bill paid as $75.00 and the rest", async () => {
    const { app, token } = await signedIn();

    const response = await call(app, 'GET', '/api/v3/members/1001/accounts/300100200/payments/history', {
      token,
    });

    expect(response.status).toBe(200);
    const history = (await response.json()) as { results: PaymentItem[]; totalRecords: number };
    expect(history.totalRecords).toBe(12);
    expect(history.results.slice(0, 3)).toStrictEqual([
      { paymentAmount: 101.63, paymentDate: '2026-06-01' },
      { paymentAmount: 43.84, paymentDate: '2026-04-29' },
      { paymentAmount: 75, paymentDate: '2026-04-20' },
    ]);
    const dates = history.results.map((payment) => payment.paymentDate);
    expect(dates).toStrictEqual([...dates].sort().reverse());
    expect(dates.every((date) => date < '2026-06-15')).toBe(true);
  });

  it('has no payment on 300100202 since the bill that became past due', async () => {
    const { app, token } = await signedIn();

    const response = await call(app, 'GET', '/api/v3/members/1001/accounts/300100202/payments/history', {
      token,
    });

    const history = (await response.json()) as { results: PaymentItem[] };
    expect(history.results[0]).toStrictEqual({ paymentAmount: 135.6, paymentDate: '2026-03-29' });
  });

  it('lists a payment made through Quick Pay first', async () => {
    const { app, token } = await signedIn();
    const verified = (await (
      await call(app, 'POST', '/api/v3/quick-pay/verify/account/phone', {
        body: { accountNumber: '300100200', phoneLastFourDigits: '4821' },
      })
    ).json()) as { quickPayToken: string; encryptedAccount: string };
    const initiated = (await (
      await call(
        app,
        'POST',
        `/api/v3/quick-pay/member/1001/pay?encryptedAccount=${verified.encryptedAccount}`,
        {
          token: verified.quickPayToken,
          body: { accountsToPay: [{ account: '300100200', paymentAmount: 10 }], amount: 10 },
        },
      )
    ).json()) as { paymentRequisitionSettings: { transNo: string; securityToken: string; clientId: string } };
    const settings = initiated.paymentRequisitionSettings;
    await app.request('/gateway/hosted-payment', {
      method: 'POST',
      body: new URLSearchParams({
        ClientReferenceId: settings.transNo,
        AuthorizationToken: settings.securityToken,
        CoopNumber: settings.clientId,
        ApplicationId: 'RIVERBEND-WEB',
        EnableCreditCard: 'true',
        EnableECheck: 'true',
        PaymentType: 'cc',
        AcceptedCreditCardTypes: 'VI',
        HostedCCReturn: 'http://localhost/PaymentCallback/quick-pay/success',
        HostedCCCancel: 'http://localhost/PaymentCallback/cancel',
      }),
    });
    const paid = await app.request('/gateway/hosted-payment/pay', {
      method: 'POST',
      body: new URLSearchParams({
        transNo: settings.transNo,
        securityToken: settings.securityToken,
        method: 'cc',
        cardholderName: 'Jordan Rivera',
        cardNumber: '4242424242424242',
        cardExpiry: '12/30',
        cardSecurityCode: '123',
      }),
    });
    expect(paid.status).toBe(303);

    const history = (await (
      await call(app, 'GET', '/api/v3/members/1001/accounts/300100200/payments/history', { token })
    ).json()) as { results: PaymentItem[]; totalRecords: number };
    const info = (await (
      await call(app, 'GET', '/api/v3/members/1001/accounts/300100200/info', { token })
    ).json()) as { accountBalance: number };

    expect(history.totalRecords).toBe(13);
    expect(history.results[0]).toStrictEqual({ paymentAmount: 10, paymentDate: '2026-06-15' });
    expect(info.accountBalance).toBe(118.45);
  });

  it("answers 401 without a token and 404 for another member's account", async () => {
    const { app, token } = await signedIn();

    const noToken = await call(app, 'GET', '/api/v3/members/1001/accounts/300100200/payments/history');
    const foreign = await call(app, 'GET', '/api/v3/members/1001/accounts/300500600/payments/history', {
      token,
    });

    expect(noToken.status).toBe(401);
    expect(foreign.status).toBe(404);
  });
});

describe('GET /api/v3/members/{memberNumber}/accounts/{accountNumber}/bills/history', () => {
  it.each(['300100200', '300100201', '300100202', '300100203', '300100204', '300100205'])(
    'lists 12 monthly bills of %s, newest first, without their statements',
    async (accountNumber) => {
      const history = await bills(accountNumber);

      expect(history.totalRecords).toBe(12);
      expect(history.results).toHaveLength(12);
      const billDates = history.results.map((bill) => bill.billDate);
      expect(billDates).toStrictEqual([...billDates].sort().reverse());
      expect(new Set(billDates.map((date) => date.slice(0, 7))).size).toBe(12);
      expect(history.results.every((bill) => bill.billViewUrlFileBytes === '')).toBe(true);
    },
  );

  it("ends 300100200's latest bill on its balance and due date, with a statement to view", async () => {
    const history = await bills('300100200');

    expect(history.results[0]).toStrictEqual({
      billDate: '2026-06-14',
      endingBalance: 128.45,
      dueDate: '2026-07-05',
      statementStartDate: '2026-05-15',
      billType: 'Regular',
      billViewUrl: 'statements/300100200/2026-06-14',
      billViewUrlFileBytes: '',
      prepaidDailyTotal: null,
      prepaidUsageDollars: null,
      prepaidCharges: null,
      prepaidTaxes: null,
      usage: 928,
      usageUnit: 'kWh',
    });
  });

  it("leaves 300100202's previous bill unpaid as its past due amount", async () => {
    const history = await bills('300100202');

    expect(history.results.slice(0, 2).map((bill) => bill.endingBalance)).toStrictEqual([246.18, 118.9]);
  });

  it("gives 300100204's latest bill, its final bill, no statement; the earlier ones have one", async () => {
    const history = await bills('300100204');

    expect(history.results[0]).toMatchObject({ billType: 'Final', billViewUrl: '', endingBalance: 23.67 });
    expect(
      history.results.slice(1).every((bill) => bill.billViewUrl.startsWith('statements/300100204/')),
    ).toBe(true);
  });

  it("fills 300100203's prepaid fields, with a balance that once fell below zero", async () => {
    const history = await bills('300100203');

    expect(history.results[0]).toMatchObject({
      billType: 'Prepaid',
      dueDate: null,
      prepaidDailyTotal: 3.52,
      prepaidUsageDollars: 81.11,
      prepaidCharges: 24.8,
      prepaidTaxes: 3.18,
    });
    expect(history.results.some((bill) => bill.endingBalance < 0)).toBe(true);
  });

  it('makes the same history from the same day', async () => {
    expect(await bills('300100205')).toStrictEqual(await bills('300100205'));
  });
});

describe('GET /api/v3/members/{memberNumber}/bills/view', () => {
  it("serves 300100200's latest statement as a real one-page PDF with the bill's facts", async () => {
    const { app, token } = await signedIn();

    const response = await call(app, 'GET', billViewPath('statements/300100200/2026-06-14', '2026-05-15'), {
      token,
    });

    expect(response.status).toBe(200);
    const body = (await response.json()) as { fileName: string; billViewUrlFileBytes: string };
    expect(body.fileName).toBe('Statement-300100200-2026-06-14.pdf');
    expect(Buffer.from(body.billViewUrlFileBytes, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(body.billViewUrlFileBytes);
    for (const fact of [
      'Riverbend Electric Cooperative',
      '300100200',
      'Jordan Rivera',
      '06/14/2026',
      '$128.45',
      '07/05/2026',
      '928 kWh',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('serves the same bytes for the same bill, whatever the tick', async () => {
    const { app, token } = await signedIn();
    const first = await call(app, 'GET', billViewPath('statements/300100203/2026-05-10', '2026-04-11'), {
      token,
    });
    const second = await call(
      app,
      'GET',
      '/api/v3/members/1001/bills/view?url=statements%2F300100203%2F2026-05-10&tick=1&statementStartDate=2026-04-11',
      { token },
    );

    expect(first.status).toBe(200);
    expect(await first.json()).toStrictEqual(await second.json());
  });

  it.each([
    ['an unknown bill date', 'statements/300100200/2026-06-13', '2026-05-15'],
    ['a statement start date of another bill', 'statements/300100200/2026-06-14', '2026-04-15'],
    ["a bill of another member's account", 'statements/300500600/2026-06-14', '2026-05-15'],
    ["300100204's latest bill, which has no statement", 'statements/300100204/2026-06-04', '2026-05-05'],
    ['an address of another shape', 'https://example.com/statement.pdf', '2026-05-15'],
  ])("answers 404 'Bill History File not found.' for %s", async (_case, url, statementStartDate) => {
    const { app, token } = await signedIn();

    const response = await call(app, 'GET', billViewPath(url, statementStartDate), { token });

    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual({ message: 'Bill History File not found.' });
  });

  it('answers 401 without a token', async () => {
    const { app } = await signedIn();

    const response = await call(app, 'GET', billViewPath('statements/300100200/2026-06-14', '2026-05-15'));

    expect(response.status).toBe(401);
  });
});

describe('GET /api/v3/members/{memberNumber}/capital-credits/view', () => {
  it("serves 300100200's capital credit letter CC2026A as a PDF", async () => {
    const { app, token } = await signedIn();

    const response = await call(
      app,
      'GET',
      '/api/v3/members/1001/capital-credits/view?url=capital-credits%2F1001%2FCC2026A',
      { token },
    );

    expect(response.status).toBe(200);
    const body = (await response.json()) as { fileName: string; ccViewUrlFileBytes: string };
    expect(body.fileName).toBe('Capital-Credit-Letter-CC2026A.pdf');
    expect(Buffer.from(body.ccViewUrlFileBytes, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(body.ccViewUrlFileBytes);
    expect(text).toContain('CC2026A');
    expect(text).toContain('Jordan Rivera (member 1001)');
    expect(text).toContain('$38.12');
  });

  it("answers 404 'Capital Credit File not found.' for an address no account of the member has", async () => {
    const { app, token } = await signedIn();

    const response = await call(
      app,
      'GET',
      '/api/v3/members/1001/capital-credits/view?url=capital-credits%2F1001%2FCC2025B',
      { token },
    );

    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual({ message: 'Capital Credit File not found.' });
  });
});

describe('GET /api/v3/members/{memberNumber}/accounts/{accountNumber}/meter-link', () => {
  it("links to the meter page with the account's location and meter", async () => {
    const { app, token } = await signedIn();

    const response = await call(app, 'GET', '/api/v3/members/1001/accounts/300100202/meter-link', { token });

    expect(response.status).toBe(200);
    const { link } = (await response.json()) as { link: string };
    const url = new URL(link);
    expect(url.pathname).toBe('/meter-portal.html');
    expect(Object.fromEntries(url.searchParams)).toStrictEqual({
      memberNumber: '1001',
      accountNumber: '300100202',
      locationId: '7100202',
      meterNumber: 'EM-100202',
      webToken: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
    });
  });

  it('fails while a fault is injected on it, then works again', async () => {
    const { app, token } = await signedIn();
    const fault = await app.request('/api/__simulator/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/meter-link', status: 500 }),
    });
    expect(fault.status).toBe(201);

    const failed = await call(app, 'GET', '/api/v3/members/1001/accounts/300100200/meter-link', { token });
    const recovered = await call(app, 'GET', '/api/v3/members/1001/accounts/300100200/meter-link', { token });

    expect(failed.status).toBe(500);
    expect(await failed.json()).toStrictEqual({ message: 'Internal server error' });
    expect(recovered.status).toBe(200);
  });

  it("answers 401 for another member's path and 404 for another member's account", async () => {
    const { app, token } = await signedIn();

    const otherMember = await call(app, 'GET', '/api/v3/members/1005/accounts/300500600/meter-link', {
      token,
    });
    const foreign = await call(app, 'GET', '/api/v3/members/1001/accounts/300500600/meter-link', { token });

    expect(otherMember.status).toBe(401);
    expect(foreign.status).toBe(404);
  });
});
