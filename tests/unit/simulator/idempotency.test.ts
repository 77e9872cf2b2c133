import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { idempotentChanges } from '../../../demo-host/simulator/idempotency/idempotency.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { createSimulator, type SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import type { ApiEnv, SimulatorStore } from '../../../demo-host/simulator/store.ts';

// docs/api.md, "Idempotency keys".

const today = new Date(2026, 5, 15, 10, 0, 0);
const jsonHeaders = { 'Content-Type': 'application/json', ApplicationId: 'RIVERBEND-WEB' };

type Simulator = ReturnType<typeof createSimulator>;
interface Verified {
  quickPayToken: string;
  encryptedAccount: string;
}

async function verify(app: Simulator): Promise<Verified> {
  const response = await app.request('/api/v3/quick-pay/verify/account/phone', {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ accountNumber: '300100200', phoneLastFourDigits: '4821' }),
  });
  return (await response.json()) as Verified;
}

function paymentOf(amount: number) {
  return { accountsToPay: [{ account: '300100200', paymentAmount: amount }], amount };
}

/** Starts a Quick Pay payment on 300100200, with `key` as its Idempotency-Key when given. */
function pay(app: Simulator, verified: Verified, body: BodyInit, key?: string) {
  return app.request(`/api/v3/quick-pay/member/1001/pay?encryptedAccount=${verified.encryptedAccount}`, {
    method: 'POST',
    headers: {
      ...jsonHeaders,
      Authorization: `Bearer ${verified.quickPayToken}`,
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    body,
  });
}

function forgotPassword(app: Simulator, key: string, applicationId = 'RIVERBEND-WEB') {
  return app.request('/api/v3/auth/forgot-password', {
    method: 'POST',
    headers: { ...jsonHeaders, ApplicationId: applicationId, 'Idempotency-Key': key },
    body: JSON.stringify({ userName: applicationId === 'RIVERBEND-WEB' ? 'jordan.rivera' : 'casey.nguyen' }),
  });
}

async function outboxCount(app: Simulator): Promise<number> {
  return ((await (await app.request('/api/__simulator/outbox')).json()) as unknown[]).length;
}

const key = '8e03978e-40d5-43e8-bc93-6894a57f9324';

describe('Idempotency-Key', () => {
  it('carries out a payment sent twice with one key once, and answers the repeat with the first answer', async () => {
    let saved: SimulatorState | undefined;
    const app = createSimulator({ now: () => today, persist: (state) => (saved = state) });
    const verified = await verify(app);

    const first = await pay(app, verified, JSON.stringify(paymentOf(10)), key);
    const repeat = await pay(app, verified, JSON.stringify(paymentOf(10)), key);

    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repeat.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'));
    const firstBody = (await first.json()) as { paymentRequisitionSettings: { transNo: string } };
    expect(await repeat.json()).toStrictEqual(firstBody);
    expect(firstBody.paymentRequisitionSettings.transNo).toBe('5000001');
    expect(Object.keys(saved?.payments.transactions ?? {})).toStrictEqual(['5000001']);
  });

  it('takes a repeat whose JSON lists the same members in another order as the same request', async () => {
    const app = createSimulator({ now: () => today });
    const verified = await verify(app);

    await pay(app, verified, JSON.stringify(paymentOf(10)), key);
    const reordered = await pay(
      app,
      verified,
      JSON.stringify({ amount: 10, accountsToPay: [{ paymentAmount: 10, account: '300100200' }] }),
      key,
    );

    expect(reordered.status).toBe(200);
    expect(reordered.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('answers 422 when the key comes again with another body or path, and carries out neither', async () => {
    let saved: SimulatorState | undefined;
    const app = createSimulator({ now: () => today, persist: (state) => (saved = state) });
    const verified = await verify(app);
    await pay(app, verified, JSON.stringify(paymentOf(10)), key);

    const otherAmount = await pay(app, verified, JSON.stringify(paymentOf(20)), key);
    const otherCall = await forgotPassword(app, key);

    const reused = {
      message:
        'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
    };
    expect(otherAmount.status).toBe(422);
    expect(await otherAmount.json()).toStrictEqual(reused);
    expect(otherCall.status).toBe(422);
    expect(await otherCall.json()).toStrictEqual(reused);
    expect(Object.keys(saved?.payments.transactions ?? {})).toStrictEqual(['5000001']);
    expect(await outboxCount(app)).toBe(0);
  });

  it('answers 409 to a repeat while the first request is still being carried out', async () => {
    let saved: SimulatorState | undefined;
    const app = createSimulator({ now: () => today, persist: (state) => (saved = state) });
    const verified = await verify(app);
    // The first request's body arrives only when released: it is under way until then.
    let release = () => {};
    const slowBody = new ReadableStream<Uint8Array>({
      start(controller) {
        release = () => {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(paymentOf(10))));
          controller.close();
        };
      },
    });
    const first = app.request(
      `/api/v3/quick-pay/member/1001/pay?encryptedAccount=${verified.encryptedAccount}`,
      {
        method: 'POST',
        headers: {
          ...jsonHeaders,
          Authorization: `Bearer ${verified.quickPayToken}`,
          'Idempotency-Key': key,
        },
        body: slowBody,
        duplex: 'half',
      } as RequestInit,
    );

    const concurrent = await pay(app, verified, JSON.stringify(paymentOf(10)), key);
    release();
    const firstAnswer = await first;
    const afterwards = await pay(app, verified, JSON.stringify(paymentOf(10)), key);

    expect(concurrent.status).toBe(409);
    expect(await concurrent.json()).toStrictEqual({
      message: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
    });
    expect(firstAnswer.status).toBe(200);
    expect(afterwards.headers.get('Idempotent-Replayed')).toBe('true');
    expect(Object.keys(saved?.payments.transactions ?? {})).toStrictEqual(['5000001']);
  });

  it('answers a repeat after a restart from the saved state with the first answer', async () => {
    let saved = '';
    const app = createSimulator({ now: () => today, persist: (state) => (saved = JSON.stringify(state)) });
    const verified = await verify(app);
    const first = await pay(app, verified, JSON.stringify(paymentOf(10)), key);
    const firstBody: unknown = await first.json();

    let savedAfterRestart: SimulatorState | undefined;
    const restarted = createSimulator({
      now: () => today,
      state: JSON.parse(saved) as SimulatorState,
      persist: (state) => (savedAfterRestart = state),
    });
    const repeat = await pay(restarted, verified, JSON.stringify(paymentOf(10)), key);

    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await repeat.json()).toStrictEqual(firstBody);
    expect(Object.keys(savedAfterRestart?.payments.transactions ?? {})).toStrictEqual(['5000001']);
  });

  it('keeps the keys of each site apart', async () => {
    const app = createSimulator({ now: () => today });

    const riverbend = await forgotPassword(app, key, 'RIVERBEND-WEB');
    const prairie = await forgotPassword(app, key, 'PRAIRIE-WEB');

    expect(riverbend.status).toBe(200);
    expect(prairie.status).toBe(200);
    expect(prairie.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await outboxCount(app)).toBe(2);
  });

  it('forgets a key after 24 hours: a request with it is then a new one', async () => {
    let now = today;
    const app = createSimulator({ now: () => now });

    await forgotPassword(app, key);
    now = new Date(today.getTime() + 23 * 60 * 60_000);
    const withinADay = await forgotPassword(app, key);
    now = new Date(today.getTime() + 24 * 60 * 60_000 + 1);
    const dayAfter = await forgotPassword(app, key);

    expect(withinADay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(dayAfter.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await outboxCount(app)).toBe(2);
  });

  it('takes the key as the draft writes it, a quoted string, or unquoted: the same key', async () => {
    const app = createSimulator({ now: () => today });

    await forgotPassword(app, `"${key}"`);
    const unquoted = await forgotPassword(app, key);

    expect(unquoted.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await outboxCount(app)).toBe(1);
  });

  it('refuses an empty or overlong key with a 400, carrying nothing out', async () => {
    const app = createSimulator({ now: () => today });

    const empty = await forgotPassword(app, '""');
    const overlong = await forgotPassword(app, 'k'.repeat(256));

    const invalid = ['The Idempotency-Key header must be a string of 1 to 255 characters.'];
    expect(empty.status).toBe(400);
    expect(await empty.json()).toStrictEqual(invalid);
    expect(overlong.status).toBe(400);
    expect(await overlong.json()).toStrictEqual(invalid);
    expect(await outboxCount(app)).toBe(0);
  });

  it('leaves reads, and changes without the header, as they are', async () => {
    let saved: SimulatorState | undefined;
    const app = createSimulator({ now: () => today, persist: (state) => (saved = state) });
    const verified = await verify(app);
    const read = () =>
      app.request('/api/v3/quick-pay/member/1001/payments/settings', {
        headers: {
          ...jsonHeaders,
          Authorization: `Bearer ${verified.quickPayToken}`,
          'Idempotency-Key': key,
        },
      });

    await read();
    const readAgain = await read();
    await pay(app, verified, JSON.stringify(paymentOf(10)));
    await pay(app, verified, JSON.stringify(paymentOf(10)));

    expect(readAgain.headers.get('Idempotent-Replayed')).toBeNull();
    expect(Object.keys(saved?.payments.transactions ?? {})).toStrictEqual(['5000001', '5000002']);
  });

  it('leaves the key unused when a fault fails the call before it is handled', async () => {
    const app = createSimulator({ now: () => today });
    await app.request('/api/__simulator/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/forgot-password', status: 500 }),
    });

    const failed = await forgotPassword(app, key);
    const retried = await forgotPassword(app, key);

    expect(failed.status).toBe(500);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await outboxCount(app)).toBe(1);
  });

  it('keeps no 5xx answer: a repeat of a request the back office did not carry out is carried out', async () => {
    const store: SimulatorStore = { state: createSeedState(today), now: () => today };
    let attempts = 0;
    const app = new Hono<ApiEnv>();
    app.use('*', async (c, next) => {
      c.set('applicationId', 'RIVERBEND-WEB');
      await next();
    });
    app.use('*', idempotentChanges(store));
    app.post('/pay', (c) => {
      attempts += 1;
      return attempts === 1 ? c.json({ message: 'Down.' }, 503) : c.json({ paid: true });
    });
    const send = () =>
      app.request('/pay', { method: 'POST', headers: { 'Idempotency-Key': key }, body: '{}' });

    expect((await send()).status).toBe(503);
    const repeat = await send();
    const again = await send();

    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('Idempotent-Replayed')).toBeNull();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(attempts).toBe(2);
  });

  it('lets a page of another origin send the key and read the repeat mark', async () => {
    const app = createSimulator({
      now: () => today,
      cors: { allowedOrigins: ['https://www.riverbend.example'] },
    });
    const origin = { Origin: 'https://www.riverbend.example' };

    const preflight = await app.request('/api/v3/auth/forgot-password', {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'POST' },
    });
    const first = await app.request('/api/v3/auth/forgot-password', {
      method: 'POST',
      headers: { ...jsonHeaders, ...origin, 'Idempotency-Key': key },
      body: JSON.stringify({ userName: 'jordan.rivera' }),
    });
    const repeat = await app.request('/api/v3/auth/forgot-password', {
      method: 'POST',
      headers: { ...jsonHeaders, ...origin, 'Idempotency-Key': key },
      body: JSON.stringify({ userName: 'jordan.rivera' }),
    });

    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Idempotency-Key');
    expect(first.headers.get('Access-Control-Expose-Headers')).toBeNull();
    expect(repeat.headers.get('Access-Control-Expose-Headers')).toBe('Idempotent-Replayed');
    expect(repeat.headers.get('Access-Control-Allow-Origin')).toBe('https://www.riverbend.example');
  });
});
