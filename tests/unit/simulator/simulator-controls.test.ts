import { describe, expect, it } from 'vitest';
import { createSimulator, type SimulatorState } from '../../../demo-host/simulator/simulator.ts';

const today = new Date(2026, 5, 15, 10, 0, 0);
const jsonHeaders = { 'Content-Type': 'application/json', ApplicationId: 'RIVERBEND-WEB' };

type Simulator = ReturnType<typeof createSimulator>;

function verify(app: Simulator, accountNumber = '300100200', phoneLastFourDigits = '4821') {
  return app.request('/api/v3/quick-pay/verify/account/phone', {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ accountNumber, phoneLastFourDigits }),
  });
}

function addFault(app: Simulator, fault: Record<string, unknown>) {
  return app.request('/api/__simulator/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
}

/** Pays $10.00 on 300100200 by card, through the hosted payment page. */
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
      AccountDisplay: '300100200',
      EnableCreditCard: 'true',
      EnableECheck: 'true',
      PaymentType: 'cc',
      AcceptedCreditCardTypes: 'VI,MC,AX,DI',
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
  return verified.quickPayToken;
}

describe('POST /api/__simulator/reset', () => {
  it('puts balances, payments and tokens back to the seed', async () => {
    const app = createSimulator({ now: () => today });
    const tokenBeforeReset = await payTenDollars(app);

    const reset = await app.request('/api/__simulator/reset', { method: 'POST' });

    expect(reset.status).toBe(200);
    const verified = (await (await verify(app)).json()) as { account: { accountBalance: number } };
    expect(verified.account.accountBalance).toBe(128.45);
    const payments = (await (await app.request('/api/__simulator/payments')).json()) as {
      accountNumber: string;
    }[];
    expect(payments.map((payment) => payment.accountNumber)).toStrictEqual(['300500600']);
    const settingsWithOldToken = await app.request('/api/v3/quick-pay/member/1001/payments/settings', {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${tokenBeforeReset}` },
    });
    expect(settingsWithOldToken.status).toBe(401);
  });

  it('needs no ApplicationId header', async () => {
    const app = createSimulator({ now: () => today });

    const reset = await app.request('/api/__simulator/reset', { method: 'POST' });

    expect(reset.status).toBe(200);
  });
});

describe('GET /api/__simulator/payments', () => {
  it('lists the seeded payment and then each payment once, with what was recorded', async () => {
    const app = createSimulator({ now: () => today });
    await payTenDollars(app);

    const payments = (await (await app.request('/api/__simulator/payments')).json()) as Record<
      string,
      unknown
    >[];

    expect(payments).toHaveLength(2);
    expect(payments[1]).toMatchObject({
      accountNumber: '300100200',
      memberNumber: '1001',
      paymentAmount: 10,
      convenienceFee: 1.95,
      paymentMethod: 'cc',
      cardOrBankAccountNumberLastFourDigits: '4242',
      paymentDate: '2026-06-15',
      accountBalanceAfter: 118.45,
      transNo: '5000001',
    });
    expect(payments[1]?.confirmationNumber).toMatch(/^RB\d{8}$/);
  });
});

describe('/api/__simulator/faults', () => {
  it('fails the next matching call with a 500, then answers normally', async () => {
    const app = createSimulator({ now: () => today });

    const added = await addFault(app, { method: 'POST', path: '/verify/account/phone', status: 500 });
    const failed = await verify(app);
    const recovered = await verify(app);

    expect(added.status).toBe(201);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toStrictEqual({ message: 'Internal server error' });
    expect(recovered.status).toBe(200);
  });

  it('answers the given body, as many times as asked', async () => {
    const app = createSimulator({ now: () => today });

    await addFault(app, {
      method: 'post',
      path: 'verify',
      status: 400,
      body: ['Service is down.'],
      times: 2,
    });
    const first = await verify(app);
    const second = await verify(app);
    const third = await verify(app);

    expect(await first.json()).toStrictEqual(['Service is down.']);
    expect(await second.json()).toStrictEqual(['Service is down.']);
    expect(third.status).toBe(200);
  });

  it('leaves calls with another method or path alone', async () => {
    const app = createSimulator({ now: () => today });

    await addFault(app, { method: 'GET', path: '/verify/account/phone', status: 500 });
    await addFault(app, { method: 'POST', path: '/pay', status: 500 });
    const response = await verify(app);

    expect(response.status).toBe(200);
  });

  it('slows a call by delayMs without failing it', async () => {
    const app = createSimulator({ now: () => today });

    await addFault(app, { method: '*', path: '/site-configuration', delayMs: 120 });
    const startedAt = performance.now();
    const response = await app.request('/api/v3/portal/site-configuration', {
      headers: { ApplicationId: 'RIVERBEND-WEB' },
    });
    const elapsed = performance.now() - startedAt;

    expect(response.status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(100);
  });

  it('keeps the CORS headers on a failed call', async () => {
    const app = createSimulator({ now: () => today });

    await addFault(app, { method: 'GET', path: '/site-configuration', status: 500 });
    const response = await app.request('/api/v3/portal/site-configuration', {
      headers: { ApplicationId: 'RIVERBEND-WEB', Origin: 'https://www.other-cms.example' },
    });

    expect(response.status).toBe(500);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('forgets every fault on DELETE', async () => {
    const app = createSimulator({ now: () => today });

    await addFault(app, { method: 'POST', path: '/verify', status: 500, times: 5 });
    const deleted = await app.request('/api/__simulator/faults', { method: 'DELETE' });
    const response = await verify(app);

    expect(deleted.status).toBe(204);
    expect(response.status).toBe(200);
  });

  it('refuses a fault without a status, a delay or a drop, saying why', async () => {
    const app = createSimulator({ now: () => today });

    const response = await addFault(app, { method: 'POST', path: '/verify' });

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(["Give 'status', 'delayMs' or 'drop'."]);
  });
});

describe('/api/__simulator/faults after the call is handled', () => {
  async function startPayment(app: Simulator, idempotencyKey?: string) {
    const verified = (await (await verify(app)).json()) as {
      quickPayToken: string;
      encryptedAccount: string;
    };
    return (key = idempotencyKey) =>
      app.request(`/api/v3/quick-pay/member/1001/pay?encryptedAccount=${verified.encryptedAccount}`, {
        method: 'POST',
        headers: {
          ...jsonHeaders,
          Authorization: `Bearer ${verified.quickPayToken}`,
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: JSON.stringify({ accountsToPay: [{ account: '300100200', paymentAmount: 10 }], amount: 10 }),
      });
  }

  it('drops the answer of a payment it started: a network error, the transaction made', async () => {
    let saved: SimulatorState | undefined;
    const app = createSimulator({ now: () => today, persist: (state) => (saved = state) });
    const payTen = await startPayment(app);

    await addFault(app, { method: 'POST', path: '/pay', when: 'after', drop: true });
    const dropped = await payTen();

    expect(dropped.type).toBe('error');
    expect(Object.keys(saved?.payments.transactions ?? {})).toStrictEqual(['5000001']);
  });

  it('lets the repeat of a dropped payment, under the same key, learn its outcome without paying twice', async () => {
    let saved: SimulatorState | undefined;
    const app = createSimulator({ now: () => today, persist: (state) => (saved = state) });
    const payTen = await startPayment(app, 'intent-1');

    await addFault(app, { method: 'POST', path: '/pay', when: 'after', drop: true });
    await payTen();
    const repeat = await payTen();

    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await repeat.json()).toMatchObject({ paymentRequisitionSettings: { transNo: '5000001' } });
    expect(Object.keys(saved?.payments.transactions ?? {})).toStrictEqual(['5000001']);
  });

  it('answers late, by delayMs, a call whose change is already made', async () => {
    let saved: SimulatorState | undefined;
    const app = createSimulator({ now: () => today, persist: (state) => (saved = state) });
    const payTen = await startPayment(app);

    await addFault(app, { method: 'POST', path: '/pay', when: 'after', delayMs: 150 });
    const startedAt = performance.now();
    let answered = false;
    const late = (async () => {
      const response = await payTen();
      answered = true;
      return response;
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const madeBeforeTheAnswer = Object.keys(saved?.payments.transactions ?? {});
    const answeredEarly = answered;
    const response = await late;

    expect(answeredEarly).toBe(false);
    expect(madeBeforeTheAnswer).toStrictEqual(['5000001']);
    expect(response.status).toBe(200);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(140);
  });

  it('answers the given status instead of the real answer, the change made all the same', async () => {
    let saved: SimulatorState | undefined;
    const app = createSimulator({ now: () => today, persist: (state) => (saved = state) });
    const payTen = await startPayment(app);

    await addFault(app, { method: 'POST', path: '/pay', when: 'after', status: 504 });
    const response = await payTen();

    expect(response.status).toBe(504);
    expect(await response.json()).toStrictEqual({ message: 'Internal server error' });
    expect(Object.keys(saved?.payments.transactions ?? {})).toStrictEqual(['5000001']);
  });

  it('drops a call before it is handled, by default: nothing changes', async () => {
    let saved: SimulatorState | undefined;
    const app = createSimulator({ now: () => today, persist: (state) => (saved = state) });
    const payTen = await startPayment(app);

    await addFault(app, { method: 'POST', path: '/pay', drop: true });
    const dropped = await payTen();
    const retried = await payTen();

    expect(dropped.type).toBe('error');
    expect(retried.status).toBe(200);
    expect(Object.keys(saved?.payments.transactions ?? {})).toStrictEqual(['5000001']);
  });

  it('lists the rule with when it applies and whether it drops the answer', async () => {
    const app = createSimulator({ now: () => today });

    const added = await addFault(app, { method: 'post', path: '/pay', when: 'after', drop: true });

    expect(added.status).toBe(201);
    expect(await added.json()).toStrictEqual({
      method: 'POST',
      path: '/pay',
      when: 'after',
      status: null,
      delayMs: 0,
      drop: true,
      remaining: 1,
    });
  });

  it('refuses an unknown when, and a drop with a status, saying why', async () => {
    const app = createSimulator({ now: () => today });

    const unknownWhen = await addFault(app, { method: 'POST', path: '/pay', when: 'later', status: 500 });
    const dropWithStatus = await addFault(app, { method: 'POST', path: '/pay', drop: true, status: 500 });

    expect(unknownWhen.status).toBe(400);
    expect(await unknownWhen.json()).toStrictEqual(["'when' must be 'before' or 'after'."]);
    expect(dropWithStatus.status).toBe(400);
    expect(await dropWithStatus.json()).toStrictEqual([
      "'drop' answers nothing: leave out 'status' and 'body'.",
    ]);
  });
});
