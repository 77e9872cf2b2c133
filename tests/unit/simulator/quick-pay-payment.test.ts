import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

const today = new Date(2026, 5, 15, 10, 0, 0);
const jsonHeaders = { 'Content-Type': 'application/json', ApplicationId: 'RIVERBEND-WEB' };

type Simulator = ReturnType<typeof createSimulator>;
interface Verified {
  quickPayToken: string;
  memberNumber: string;
  encryptedAccount: string;
}

async function verify(app: Simulator, accountNumber: string, phoneLastFourDigits: string): Promise<Verified> {
  const response = await app.request('/api/v3/quick-pay/verify/account/phone', {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ accountNumber, phoneLastFourDigits }),
  });
  return (await response.json()) as Verified;
}

/** The spec's payment request for one account, as the Quick Pay dialog builds it. */
function paymentRequest(account: string, amount: number) {
  return {
    accountsToPay: [
      {
        account,
        balance: 128.45,
        paymentAmount: amount,
        dueDate: '2026-07-05',
        pastDueAmount: 0,
        reconnectFee: 0,
        additionalDeposit: 0,
        arrangementAmount: 0,
        liabilityConfirmationAmount: 0,
        showLiabilityConfirmation: false,
        cutoffAmount: 0,
        derivedStatus: 'Current',
        disconnectFee: 0,
        isPrepaidAccount: false,
        minimumPaymentAmount: 128.45,
        overPayAmount: 1000,
        prepaidReconnectAmount: 0,
      },
    ],
    amount,
    reconnectFee: 0,
    additionalDeposit: 0,
    arrangementPaymentAmount: 0,
    reconnectMeter: true,
  };
}

function pay(
  app: Simulator,
  verified: Verified,
  body: unknown,
  encryptedAccount = verified.encryptedAccount,
) {
  return app.request(
    `/api/v3/quick-pay/member/${verified.memberNumber}/pay?encryptedAccount=${encodeURIComponent(encryptedAccount)}`,
    {
      method: 'POST',
      headers: { ...jsonHeaders, Authorization: `Bearer ${verified.quickPayToken}` },
      body: JSON.stringify(body),
    },
  );
}

describe('POST /api/v3/quick-pay/member/{memberNumber}/pay', () => {
  it('creates a pending transaction and answers where and how to post the hosted form', async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300100200', '4821');

    const response = await pay(app, verified, paymentRequest('300100200', 10));

    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      paymentRequisitionSettings: Record<string, string>;
      configuration: Record<string, unknown>;
    };
    expect(body.paymentRequisitionSettings.actionUrl).toBe('http://localhost/gateway/hosted-payment');
    expect(body.paymentRequisitionSettings.clientId).toBe('RBEC-1042');
    expect(body.paymentRequisitionSettings.transNo).toBe('5000001');
    expect(body.paymentRequisitionSettings.securityToken).toMatch(/^[0-9a-f]{32}$/);
    expect(body.configuration).toStrictEqual({
      paymentSettings: {
        utilityAllowCreditCard: true,
        utilityAllowEcheck: true,
        allowVisa: true,
        allowMaster: true,
        allowAmex: true,
        allowDiscover: true,
        memberHasCutoffAccount: false,
        prepaidMinimumPaymentAmount: 0,
        allowOverPay: false,
        allowUnderPay: true,
        lastPayment: null,
      },
      echeckProcessAsDraft: false,
      enforceNoMoreEchecks: true,
      applicationWebId: 'RIVERBEND-WEB',
      utilityName: 'Riverbend Electric Cooperative',
    });
  });

  it('derives the action URL from the origin the request came to', async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300100200', '4821');

    const response = await app.request(
      `http://localhost:5123/api/v3/quick-pay/member/1001/pay?encryptedAccount=${verified.encryptedAccount}`,
      {
        method: 'POST',
        headers: { ...jsonHeaders, Authorization: `Bearer ${verified.quickPayToken}` },
        body: JSON.stringify(paymentRequest('300100200', 10)),
      },
    );

    const body = (await response.json()) as { paymentRequisitionSettings: { actionUrl: string } };
    expect(body.paymentRequisitionSettings.actionUrl).toBe('http://localhost:5123/gateway/hosted-payment');
  });

  it('records nothing as paid and leaves the balance alone', async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300100200', '4821');

    await pay(app, verified, paymentRequest('300100200', 10));

    const payments = (await (await app.request('/api/__simulator/payments')).json()) as unknown[];
    expect(payments).toHaveLength(1); // the seeded payment of 300500600
    const again = await app.request('/api/v3/quick-pay/verify/account/phone', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accountNumber: '300100200', phoneLastFourDigits: '4821' }),
    });
    expect(((await again.json()) as { account: { accountBalance: number } }).account.accountBalance).toBe(
      128.45,
    );
  });

  it.each([0, -5])('answers 400 for an amount of %s', async (amount) => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300100200', '4821');

    const response = await pay(app, verified, paymentRequest('300100200', amount));

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(['Payment amount should be greater than 0.']);
  });

  it('answers 400 when the amount disagrees with the amounts of the accounts to pay', async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300100200', '4821');

    const response = await pay(app, verified, { ...paymentRequest('300100200', 10), amount: 12 });

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual([
      'The payment amount does not match the amounts of the accounts to pay.',
    ]);
  });

  it('answers 400 for an account other than the verified one', async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300100200', '4821');

    const response = await pay(app, verified, paymentRequest('300500600', 10));

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(['The account to pay does not match the verified account.']);
  });

  it('answers 400 for an encryptedAccount other than the verified one', async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300100200', '4821');
    const other = await verify(app, '300500600', '3690');

    const response = await pay(app, verified, paymentRequest('300100200', 10), other.encryptedAccount);

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(['The account to pay does not match the verified account.']);
  });

  it('answers 400 for 300400500, where card and e-check are both restricted', async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300400500', '2468');

    const response = await pay(app, verified, paymentRequest('300400500', 10));

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual([
      'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
    ]);
  });

  it('answers 400 with the cutoff message for 300600700', async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300600700', '5151');

    const response = await pay(app, verified, paymentRequest('300600700', 187.35));

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual([
      'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.',
    ]);
  });

  it("answers 401 for another member's token", async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300100200', '4821');

    const response = await pay(app, { ...verified, memberNumber: '1005' }, paymentRequest('300100200', 10));

    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual({ message: 'Unauthorized' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app, '300100200', '4821');

    const response = await app.request(
      `/api/v3/quick-pay/member/1001/pay?encryptedAccount=${verified.encryptedAccount}`,
      {
        method: 'POST',
        headers: { ...jsonHeaders, Authorization: `Bearer ${verified.quickPayToken}` },
        body: 'amount=10',
      },
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(['The request body must be a JSON object.']);
  });
});
