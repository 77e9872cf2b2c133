import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Today is 15 June 2026 for every test here: due in 20 days is 2026-07-05.
const today = new Date(2026, 5, 15, 10, 0, 0);
const jsonHeaders = { 'Content-Type': 'application/json', ApplicationId: 'RIVERBEND-WEB' };
const notFoundMessages = ['We could not find an account matching that account number and phone number.'];

function verify(
  app: ReturnType<typeof createSimulator>,
  body: unknown,
  headers: Record<string, string> = jsonHeaders,
) {
  return app.request('/api/v3/quick-pay/verify/account/phone', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

const standardAccount = {
  isPrepaidAccount: false,
  prepaidLabel: null,
  dueDate: '2026-07-05',
  pastDueAmount: 0,
  reconnectFee: 0,
  additionalDeposit: 0,
  liabilityConfirmationAmount: 0,
  showLiabilityConfirmation: false,
  cutoffAmount: 0,
  derivedStatus: 'Current',
  disconnectFee: 0,
  overPayAmount: 1000,
  prepaidReconnectAmount: 0,
  isCcEligible: true,
  isEcheckEligible: true,
  nomoreCheck: false,
};

const seededAccounts = [
  {
    phone: '4821',
    memberNumber: '1001',
    account: {
      ...standardAccount,
      accountNumber: '300100200',
      accountHolderName: 'Jordan Rivera',
      serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401',
      accountBalance: 128.45,
      minimumPaymentDue: 128.45,
    },
  },
  {
    phone: '6093',
    memberNumber: '1002',
    account: {
      ...standardAccount,
      accountNumber: '300200300',
      accountHolderName: 'Pat Delgado',
      serviceAddress: '88 Mill Pond Ln, Riverbend, OR 97401',
      accountBalance: 310,
      dueDate: '2026-06-05',
      derivedStatus: 'Past Due',
      pastDueAmount: 150,
      cutoffAmount: 150,
      reconnectFee: 25,
      additionalDeposit: 50,
      disconnectFee: 10,
      minimumPaymentDue: 235,
    },
  },
  {
    phone: '1177',
    memberNumber: '1003',
    account: {
      ...standardAccount,
      accountNumber: '300300400',
      accountHolderName: 'Sam Whitfield',
      serviceAddress: '27 Cedar Hollow Ct, Apt 3, Riverbend, OR 97402',
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: -12.5,
      dueDate: null,
      derivedStatus: 'Disconnected',
      minimumPaymentDue: 0,
      prepaidReconnectAmount: 35,
    },
  },
  {
    phone: '1177',
    memberNumber: '1003',
    account: {
      ...standardAccount,
      accountNumber: '300300401',
      accountHolderName: 'Sam Whitfield',
      serviceAddress: '29 Cedar Hollow Ct, Riverbend, OR 97402',
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: 8.1,
      dueDate: null,
      minimumPaymentDue: 0,
      prepaidReconnectAmount: 0,
    },
  },
  {
    phone: '2468',
    memberNumber: '1004',
    account: {
      ...standardAccount,
      accountNumber: '300400500',
      accountHolderName: 'Lee Okafor',
      serviceAddress: '615 Orchard View Dr, Riverbend, OR 97403',
      accountBalance: 64.75,
      minimumPaymentDue: 64.75,
      isCcEligible: false,
      isEcheckEligible: false,
    },
  },
  {
    phone: '2468',
    memberNumber: '1004',
    account: {
      ...standardAccount,
      accountNumber: '300400501',
      accountHolderName: 'Lee Okafor',
      serviceAddress: '617 Orchard View Dr, Riverbend, OR 97403',
      accountBalance: 42.3,
      minimumPaymentDue: 42.3,
      isCcEligible: false,
      isEcheckEligible: true,
    },
  },
  {
    phone: '3690',
    memberNumber: '1005',
    account: {
      ...standardAccount,
      accountNumber: '300500600',
      accountHolderName: 'Robin Castillo',
      serviceAddress: '3102 Ferry Landing Rd, Riverbend, OR 97404',
      accountBalance: 96.2,
      minimumPaymentDue: 96.2,
    },
  },
  {
    phone: '5151',
    memberNumber: '1006',
    account: {
      ...standardAccount,
      accountNumber: '300600700',
      accountHolderName: 'Morgan Blake',
      serviceAddress: '940 Quarry Hill Rd, Riverbend, OR 97405',
      accountBalance: 187.35,
      dueDate: '2026-05-21',
      derivedStatus: 'Past Due',
      pastDueAmount: 92.1,
      cutoffAmount: 92.1,
      minimumPaymentDue: 92.1,
    },
  },
];

describe('POST /api/v3/quick-pay/verify/account/phone', () => {
  it.each(seededAccounts)(
    'answers account $account.accountNumber with the seeded values of demo-data.md',
    async ({ phone, memberNumber, account }) => {
      const app = createSimulator({ now: () => today });

      const response = await verify(app, {
        accountNumber: account.accountNumber,
        phoneLastFourDigits: phone,
      });

      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.memberNumber).toBe(memberNumber);
      expect(body.account).toStrictEqual(account);
      expect(body.quickPayToken).toMatch(/^[0-9a-f]{48}$/);
      expect(typeof body.encryptedAccount).toBe('string');
      expect(body.encryptedAccount).not.toContain(account.accountNumber);
    },
  );

  it('issues a different token on every verification', async () => {
    const app = createSimulator({ now: () => today });
    const request = { accountNumber: '300100200', phoneLastFourDigits: '4821' };

    const first = (await (await verify(app, request)).json()) as { quickPayToken: string };
    const second = (await (await verify(app, request)).json()) as { quickPayToken: string };

    expect(first.quickPayToken).not.toBe(second.quickPayToken);
  });

  it('answers 400 with the error list for a wrong phone', async () => {
    const app = createSimulator({ now: () => today });

    const response = await verify(app, { accountNumber: '300100200', phoneLastFourDigits: '4822' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(notFoundMessages);
  });

  it("answers 400 for another member's phone", async () => {
    const app = createSimulator({ now: () => today });

    const response = await verify(app, { accountNumber: '300100200', phoneLastFourDigits: '6093' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(notFoundMessages);
  });

  it('answers 400 for an unknown account number', async () => {
    const app = createSimulator({ now: () => today });

    const response = await verify(app, { accountNumber: '999999999', phoneLastFourDigits: '4821' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(notFoundMessages);
  });

  it('answers 400 when the phone digits are fewer than four, even if they end the phone number', async () => {
    const app = createSimulator({ now: () => today });

    const response = await verify(app, { accountNumber: '300100200', phoneLastFourDigits: '21' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(notFoundMessages);
  });

  it('answers 400 with the error list for a body without the fields', async () => {
    const app = createSimulator({ now: () => today });

    const response = await verify(app, {});

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(notFoundMessages);
  });

  it('answers 400 without an ApplicationId header', async () => {
    const app = createSimulator({ now: () => today });

    const response = await verify(
      app,
      { accountNumber: '300100200', phoneLastFourDigits: '4821' },
      { 'Content-Type': 'application/json' },
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([
      'The ApplicationId header is missing or names an unknown application.',
    ]);
  });

  it('answers 400 for an unknown ApplicationId', async () => {
    const app = createSimulator({ now: () => today });

    const response = await verify(
      app,
      { accountNumber: '300100200', phoneLastFourDigits: '4821' },
      { 'Content-Type': 'application/json', ApplicationId: 'OTHER-WEB' },
    );

    expect(response.status).toBe(400);
  });

  it('allows any origin to call the API by default (one origin, Storybook), without credentials', async () => {
    const app = createSimulator({ now: () => today });

    const preflight = await app.request('/api/v3/quick-pay/verify/account/phone', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://www.other-cms.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'applicationid, content-type',
      },
    });

    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe(
      'Accept, ApplicationId, Authorization, Content-Type, Idempotency-Key',
    );
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });
});
