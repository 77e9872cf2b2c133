import { describe, expect, it } from 'vitest';
import { createSimulator, type SimulatorState } from '../../../demo-host/simulator/simulator.ts';

const today = new Date(2026, 5, 15, 10, 0, 0);
const jsonHeaders = { 'Content-Type': 'application/json', ApplicationId: 'RIVERBEND-WEB' };

type Simulator = ReturnType<typeof createSimulator>;

function verify(app: Simulator) {
  return app.request('/api/v3/quick-pay/verify/account/phone', {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ accountNumber: '300100200', phoneLastFourDigits: '4821' }),
  });
}

async function payTenDollars(app: Simulator) {
  const verified = (await (await verify(app)).json()) as { quickPayToken: string; encryptedAccount: string };
  const initiated = await app.request(
    `/api/v3/quick-pay/member/1001/pay?encryptedAccount=${verified.encryptedAccount}`,
    {
      method: 'POST',
      headers: { ...jsonHeaders, Authorization: `Bearer ${verified.quickPayToken}` },
      body: JSON.stringify({ accountsToPay: [{ account: '300100200', paymentAmount: 10 }], amount: 10 }),
    },
  );
  const { paymentRequisitionSettings: settings } = (await initiated.json()) as {
    paymentRequisitionSettings: { transNo: string; securityToken: string; clientId: string };
  };
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
}

describe('persisting the simulator state', () => {
  it('hands the state to persist after each mutating request, not after reads', async () => {
    const persisted: SimulatorState[] = [];
    const app = createSimulator({
      now: () => today,
      persist: (state) => persisted.push(structuredClone(state)),
    });

    await verify(app);
    await app.request('/api/v3/portal/site-configuration', { headers: { ApplicationId: 'RIVERBEND-WEB' } });

    expect(persisted).toHaveLength(1);
    expect(Object.keys(persisted[0]?.quickPay.tokens ?? {})).toHaveLength(1);
  });

  it('keeps the new balance and last payment in a simulator started from the persisted state', async () => {
    let saved = '';
    const app = createSimulator({ now: () => today, persist: (state) => (saved = JSON.stringify(state)) });
    await payTenDollars(app);

    const restarted = createSimulator({ now: () => today, state: JSON.parse(saved) as SimulatorState });

    const verified = (await (await verify(restarted)).json()) as {
      quickPayToken: string;
      account: { accountBalance: number };
    };
    expect(verified.account.accountBalance).toBe(118.45);
    const settings = await restarted.request('/api/v3/quick-pay/member/1001/payments/settings', {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${verified.quickPayToken}` },
    });
    const settingsBody = (await settings.json()) as { paymentSettings: { lastPayment: unknown } };
    expect(settingsBody.paymentSettings.lastPayment).toStrictEqual({
      paymentAmount: 10,
      paymentDate: '2026-06-15',
    });
  });

  it('does not change the state object it was started from', async () => {
    let saved = '';
    const first = createSimulator({ now: () => today, persist: (state) => (saved = JSON.stringify(state)) });
    await verify(first);
    const startingState = JSON.parse(saved) as SimulatorState;
    const startingCopy = structuredClone(startingState);

    await payTenDollars(createSimulator({ now: () => today, state: startingState }));

    expect(startingState).toStrictEqual(startingCopy);
  });

  it('persists the seed after a reset', async () => {
    const persisted: SimulatorState[] = [];
    const app = createSimulator({
      now: () => today,
      persist: (state) => persisted.push(structuredClone(state)),
    });
    await payTenDollars(app);

    await app.request('/api/__simulator/reset', { method: 'POST' });

    const afterReset = persisted.at(-1);
    expect(afterReset?.accounts.sites['RIVERBEND-WEB']?.accounts['300100200']?.accountBalance).toBe(128.45);
    expect(afterReset?.payments.records).toHaveLength(1);
  });
});
