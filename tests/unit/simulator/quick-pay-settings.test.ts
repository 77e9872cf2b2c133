import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

const today = new Date(2026, 5, 15, 10, 0, 0);
const jsonHeaders = { 'Content-Type': 'application/json', ApplicationId: 'RIVERBEND-WEB' };

type Simulator = ReturnType<typeof createSimulator>;

async function verify(app: Simulator, accountNumber: string, phoneLastFourDigits: string) {
  const response = await app.request('/api/v3/quick-pay/verify/account/phone', {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ accountNumber, phoneLastFourDigits }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { quickPayToken: string; memberNumber: string };
}

function settings(app: Simulator, memberNumber: string, token: string | undefined) {
  const headers: Record<string, string> = { ApplicationId: 'RIVERBEND-WEB' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  return app.request(
    `/api/v3/quick-pay/member/${memberNumber}/payments/settings?applicationId=RIVERBEND-WEB`,
    {
      headers,
    },
  );
}

interface SettingsBody {
  paymentSettings: Record<string, unknown>;
  [field: string]: unknown;
}

const riverbendSettings = {
  echeckProcessAsDraft: false,
  enforceNoMoreEchecks: true,
  pgClientId: 'RBEC-1042',
  applicationWebId: 'RIVERBEND-WEB',
  utilityName: 'Riverbend Electric Cooperative',
  payOnlineAllowCutoffPaymentOverride: 'N',
  ccPrepaidAmountMinimum: 20,
  onlineConvFeeText: 'A $1.95 convenience fee applies to card payments.',
  ccConvenienceFee: 1.95,
  ecConvenienceFee: 0,
};
const riverbendCardTypes = {
  utilityAllowCreditCard: true,
  utilityAllowEcheck: true,
  allowVisa: true,
  allowMaster: true,
  allowAmex: true,
  allowDiscover: true,
};

describe('GET /api/v3/quick-pay/member/{memberNumber}/payments/settings', () => {
  it('answers the settings of 300100200: no overpay, underpay allowed, the account balance by default', async () => {
    const app = createSimulator({ now: () => today });
    const { quickPayToken } = await verify(app, '300100200', '4821');

    const response = await settings(app, '1001', quickPayToken);

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({
      paymentSettings: {
        ...riverbendCardTypes,
        memberHasCutoffAccount: false,
        prepaidMinimumPaymentAmount: 0,
        allowOverPay: false,
        allowUnderPay: true,
        lastPayment: null,
      },
      ...riverbendSettings,
      payOnlinePayCutoffAccount: 'Y',
      cutoffMessage: null,
      defaultPaymentAmt: 'ACCOUNT BALANCE',
    });
  });

  it('answers overpay and underpay allowed for 300200300', async () => {
    const app = createSimulator({ now: () => today });
    const { quickPayToken } = await verify(app, '300200300', '6093');

    const body = (await (await settings(app, '1002', quickPayToken)).json()) as SettingsBody;

    expect(body.paymentSettings.allowOverPay).toBe(true);
    expect(body.paymentSettings.allowUnderPay).toBe(true);
    expect(body.payOnlineAllowCutoffPaymentOverride).toBe('N');
  });

  it('answers the prepaid minimum of 20.00 for both prepaid accounts of member 1003', async () => {
    const app = createSimulator({ now: () => today });
    const first = await verify(app, '300300400', '1177');
    const second = await verify(app, '300300401', '1177');

    const firstBody = (await (await settings(app, '1003', first.quickPayToken)).json()) as SettingsBody;
    const secondBody = (await (await settings(app, '1003', second.quickPayToken)).json()) as SettingsBody;

    expect(firstBody.paymentSettings.prepaidMinimumPaymentAmount).toBe(20);
    expect(secondBody.paymentSettings.prepaidMinimumPaymentAmount).toBe(20);
  });

  it('answers the cutoff account of 300600700: payment online not allowed, with the exact message', async () => {
    const app = createSimulator({ now: () => today });
    const { quickPayToken } = await verify(app, '300600700', '5151');

    const body = (await (await settings(app, '1006', quickPayToken)).json()) as SettingsBody;

    expect(body.paymentSettings.memberHasCutoffAccount).toBe(true);
    expect(body.payOnlinePayCutoffAccount).toBe('N');
    expect(body.cutoffMessage).toBe(
      'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.',
    );
  });

  it('answers the last payment of 300500600: $75.00 three days ago', async () => {
    const app = createSimulator({ now: () => today });
    const { quickPayToken } = await verify(app, '300500600', '3690');

    const body = (await (await settings(app, '1005', quickPayToken)).json()) as SettingsBody;

    expect(body.paymentSettings.lastPayment).toStrictEqual({ paymentAmount: 75, paymentDate: '2026-06-12' });
  });

  it('answers the settings of the account the token was issued for', async () => {
    const app = createSimulator({ now: () => today });
    const { quickPayToken } = await verify(app, '300400501', '2468');

    const body = (await (await settings(app, '1004', quickPayToken)).json()) as SettingsBody;

    expect(body.paymentSettings.lastPayment).toBeNull();
    expect(body.cutoffMessage).toBeNull();
  });
});

describe('quick-pay token rules', () => {
  it('answers 401 without a bearer token', async () => {
    const app = createSimulator({ now: () => today });

    const response = await settings(app, '1001', undefined);

    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual({ message: 'Unauthorized' });
  });

  it('answers 401 for a token that was never issued', async () => {
    const app = createSimulator({ now: () => today });

    const response = await settings(app, '1001', 'f'.repeat(48));

    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual({ message: 'Unauthorized' });
  });

  it("answers 401 for another member's token", async () => {
    const app = createSimulator({ now: () => today });
    const { quickPayToken } = await verify(app, '300100200', '4821');

    const response = await settings(app, '1002', quickPayToken);

    expect(response.status).toBe(401);
  });

  it('accepts a token 29 minutes after it was issued and refuses it at 30 minutes', async () => {
    let now = today;
    const app = createSimulator({ now: () => now });
    const { quickPayToken } = await verify(app, '300100200', '4821');

    now = new Date(today.getTime() + 29 * 60_000);
    const stillValid = await settings(app, '1001', quickPayToken);
    now = new Date(today.getTime() + 30 * 60_000);
    const expired = await settings(app, '1001', quickPayToken);

    expect(stillValid.status).toBe(200);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toStrictEqual({ message: 'Unauthorized' });
  });

  it('answers 400 when the ApplicationId header names no site, whatever the token', async () => {
    const app = createSimulator({ now: () => today });
    const { quickPayToken } = await verify(app, '300100200', '4821');

    const response = await app.request('/api/v3/quick-pay/member/1001/payments/settings', {
      headers: { ApplicationId: 'UNKNOWN-WEB', Authorization: `Bearer ${quickPayToken}` },
    });

    expect(response.status).toBe(400);
  });

  it('answers 400 when the applicationId parameter disagrees with the header', async () => {
    const app = createSimulator({ now: () => today });
    const { quickPayToken } = await verify(app, '300100200', '4821');

    const response = await app.request(
      '/api/v3/quick-pay/member/1001/payments/settings?applicationId=OTHER',
      {
        headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${quickPayToken}` },
      },
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual([
      'The applicationId parameter does not match the ApplicationId header.',
    ]);
  });
});
