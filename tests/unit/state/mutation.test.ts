// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { standardErrorCatalogue } from '../../../src/domain/error-messages.ts';
import { switchLanguage } from '../../../src/domain/language.ts';
import { platformMessages } from '../../../src/domain/platform-messages.ts';
import { Mutation, type MutationCall, type MutationDefinition } from '../../../src/state/mutation.ts';
import { sessionIntentKeeper } from '../../../src/state/money-intents.ts';
import { QueryCache } from '../../../src/state/query-cache.ts';
import { storageKeys } from '../../../src/state/storage-keys.ts';

const timedOut = () => new ApiError({ kind: 'client', detail: 'timed out' }, 'v3/payments');
const answered = (status: number, body: unknown) =>
  new ApiError({ kind: 'http', status, statusText: 'Status', body }, 'v3/payments');

interface Payment {
  readonly account: string;
  readonly amount: number;
}

/** A back office whose answers the test scripts, recording each call and its idempotency key. */
function scriptedBackOffice(...answers: Array<() => Promise<string>>) {
  const calls: Array<{ input: Payment; call: MutationCall }> = [];
  return {
    calls,
    send: (input: Payment, call: MutationCall) => {
      calls.push({ input, call });
      const answer = answers[calls.length - 1] ?? (() => Promise.resolve('confirmation'));
      return answer();
    },
  };
}

/** A cache with one watched, loaded key, counting its loads. */
async function watchedKey(cache: QueryCache, key: readonly string[]) {
  let loads = 0;
  cache.subscribe(key, () => undefined);
  await cache.load(key, () => Promise.resolve(++loads));
  return () => loads;
}

function payment(
  definition: Partial<MutationDefinition<Payment, string>> &
    Pick<MutationDefinition<Payment, string>, 'send'>,
) {
  const cache = new QueryCache();
  const mutation = new Mutation<Payment, string>(
    () => ({ errors: standardErrorCatalogue, ...definition }),
    cache,
  );
  return { cache, mutation };
}

const bill = { account: '300100200', amount: 128.45 };

describe('a failed change on a page that switches language', () => {
  it('reads its error in the language the page speaks when it is shown', async () => {
    const backOffice = scriptedBackOffice(() => Promise.reject(answered(500, {})));
    const { mutation } = payment({ send: backOffice.send });
    await mutation.submit(bill);
    expect(mutation.state.error).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
    await switchLanguage('es');
    try {
      expect(mutation.state.error).toBe(standardErrorCatalogue.serverError);
      expect(mutation.state.error).not.toBe(
        'We are unable to process your request at this time. Please try again later.',
      );
    } finally {
      await switchLanguage('en');
    }
  });
});

describe('a change', () => {
  it('is sent once while under way: a second press does nothing', async () => {
    let answer: (value: string) => void = () => undefined;
    const backOffice = scriptedBackOffice(() => new Promise((resolve) => (answer = resolve)));
    const { mutation } = payment({ send: backOffice.send });

    const first = mutation.submit(bill);
    expect(mutation.state.status).toBe('pending');
    expect(await mutation.submit(bill)).toEqual({ status: 'busy' });
    answer('PAY-1');

    expect(await first).toEqual({ status: 'succeeded', result: 'PAY-1' });
    expect(backOffice.calls).toHaveLength(1);
    expect(mutation.state).toMatchObject({ status: 'succeeded', result: 'PAY-1', error: null });
  });

  it('is still under way while it refreshes what it changed: a press then does nothing', async () => {
    const cache = new QueryCache();
    const key = ['member', '1001', 'wallet'];
    cache.subscribe(key, () => undefined);
    // The first load answers at once; the refresh after the change waits until the test lets it go.
    let loads = 0;
    let refreshed: (value: number) => void = () => undefined;
    await cache.load(key, () =>
      loads++ === 0 ? Promise.resolve(0) : new Promise<number>((resolve) => (refreshed = resolve)),
    );
    const backOffice = scriptedBackOffice(() => Promise.resolve('REMOVED'));
    const mutation = new Mutation<Payment, string>(
      () => ({ errors: standardErrorCatalogue, send: backOffice.send, refresh: [key] }),
      cache,
    );

    const first = mutation.submit(bill);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mutation.state.status).toBe('succeeded');
    expect(await mutation.submit(bill)).toEqual({ status: 'busy' });
    refreshed(1);

    expect(await first).toEqual({ status: 'succeeded', result: 'REMOVED' });
    expect(backOffice.calls).toHaveLength(1);
    // Once it has settled, the next press is a change of its own.
    const next = mutation.submit(bill);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(backOffice.calls).toHaveLength(2);
    refreshed(2);
    await next;
  });

  it('refreshes the keys it names once it succeeded, and only then', async () => {
    const cache = new QueryCache();
    const history = await watchedKey(cache, ['member', '1001', 'account', '300100200', 'history']);
    const other = await watchedKey(cache, ['member', '1001', 'account', '300100201', 'history']);
    const backOffice = scriptedBackOffice(
      () => Promise.reject(answered(400, ['Amount too low.'])),
      () => Promise.resolve('PAY-1'),
    );
    const mutation = new Mutation<Payment, string>(
      () => ({
        send: backOffice.send,
        errors: standardErrorCatalogue,
        refresh: (_result, input) => [['member', '1001', 'account', input.account]],
      }),
      cache,
    );

    await mutation.submit(bill);
    expect(history()).toBe(1);
    await mutation.submit(bill);
    expect(history()).toBe(2);
    expect(other()).toBe(1);
  });

  it("shows a failure in the service's words and puts a 400's field errors on their fields", async () => {
    const backOffice = scriptedBackOffice(() =>
      Promise.reject(
        answered(400, [
          { field: 'amount', message: 'Enter an amount of at least $5.00.' },
          'Check the amount.',
        ]),
      ),
    );
    const { mutation } = payment({ send: backOffice.send });

    const outcome = await mutation.submit(bill);

    expect(outcome).toMatchObject({
      status: 'failed',
      error: 'Check the amount.',
      fieldErrors: { amount: 'Enter an amount of at least $5.00.' },
    });
    expect(mutation.state).toMatchObject({ status: 'failed', answerCount: 1 });
  });

  it('counts each answer, so the same message twice is a new one', async () => {
    const failure = () => Promise.reject(answered(500, { message: 'Internal server error' }));
    const { mutation } = payment({ send: scriptedBackOffice(failure, failure).send });
    await mutation.submit(bill);
    const first = mutation.state;
    await mutation.submit(bill);
    expect(mutation.state.error).toBe(first.error);
    expect(mutation.state.answerCount).toBe(first.answerCount + 1);
  });

  it('sends no idempotency key outside money mode, and treats a lost answer as a failure there', async () => {
    const backOffice = scriptedBackOffice(() => Promise.reject(timedOut()));
    const { mutation } = payment({ send: backOffice.send });
    const outcome = await mutation.submit(bill);
    expect(outcome).toMatchObject({
      status: 'failed',
      error: standardErrorCatalogue.clientSide,
      fieldErrors: {},
    });
    expect(outcome.status === 'failed' && outcome.cause).toBeInstanceOf(ApiError);
    expect(backOffice.calls[0]?.call).toEqual({});
  });
});

describe('a change in money mode', () => {
  const affects = [['member', '1001', 'account', '300100200', 'payments']];
  const money = { intent: 'bill.pay', affects };

  beforeEach(() => sessionStorage.clear());

  it('sends one idempotency key per intent, and a new one once the intent was answered', async () => {
    const backOffice = scriptedBackOffice(
      () => Promise.resolve('PAY-1'),
      () => Promise.reject(answered(400, ['Amount too low.'])),
      () => Promise.resolve('PAY-3'),
    );
    const { mutation } = payment({ send: backOffice.send, money });

    await mutation.submit(bill);
    await mutation.submit(bill);
    await mutation.submit(bill);

    const keys = backOffice.calls.map(({ call }) => call.idempotencyKey);
    expect(
      keys.every((key) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key ?? ''),
      ),
    ).toBe(true);
    expect(new Set(keys).size).toBe(3);
    expect(sessionStorage.getItem(`${storageKeys.moneyIntent}bill.pay`)).toBe(null);
  });

  it('tells a timed-out payment as unknown, refreshes what shows the truth, and sends nothing more', async () => {
    const cache = new QueryCache();
    const payments = await watchedKey(cache, [...affects[0]!, 'history']);
    const backOffice = scriptedBackOffice(() => Promise.reject(timedOut()));
    const mutation = new Mutation<Payment, string>(
      () => ({ send: backOffice.send, errors: standardErrorCatalogue, money }),
      cache,
    );

    expect(await mutation.submit(bill)).toEqual({ status: 'unknown' });

    expect(mutation.state).toMatchObject({ status: 'unknown', error: platformMessages.outcomeUnknown });
    expect(payments()).toBe(2);
    expect(backOffice.calls).toHaveLength(1);
  });

  it('sends the same key again for the same payment after an unknown outcome, a new one for another', async () => {
    const backOffice = scriptedBackOffice(
      () => Promise.reject(new ApiError({ kind: 'client', detail: 'Failed to fetch' }, 'v3/payments')),
      () => Promise.reject(answered(504, {})),
      () => Promise.resolve('PAY-1'),
    );
    const { mutation } = payment({ send: backOffice.send, money });

    await mutation.submit(bill);
    await mutation.submit({ amount: 128.45, account: '300100200' });
    await mutation.submit({ ...bill, amount: 20 });

    const [first, second, third] = backOffice.calls.map(({ call }) => call.idempotencyKey);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('fails a lost answer of a call that moves no money, and sends it again under the same key', async () => {
    const backOffice = scriptedBackOffice(
      () => Promise.reject(answered(504, {})),
      () => Promise.resolve('PAGE-1'),
    );
    const { mutation } = payment({
      send: backOffice.send,
      money: { ...money, movesMoney: () => false },
      outcomeUnknownMessage: 'The payment page could not be opened. Nothing has been paid.',
    });

    const first = await mutation.submit(bill);
    expect(first).toMatchObject({
      status: 'failed',
      error: 'The payment page could not be opened. Nothing has been paid.',
    });
    expect(mutation.state.status).toBe('failed');
    expect(await mutation.submit(bill)).toEqual({ status: 'succeeded', result: 'PAGE-1' });
    const [firstKey, secondKey] = backOffice.calls.map(({ call }) => call.idempotencyKey);
    expect(firstKey).toBeTruthy();
    expect(secondKey).toBe(firstKey);
  });

  it('takes every 5xx and 409 as unknown, under one key, and only a 4xx as a refusal', async () => {
    const backOffice = scriptedBackOffice(
      () => Promise.reject(answered(500, {})),
      () => Promise.reject(answered(503, {})),
      () => Promise.reject(answered(409, {})),
      () => Promise.reject(answered(400, ['Amount too low.'])),
      () => Promise.resolve('PAY-1'),
    );
    const { mutation } = payment({ send: backOffice.send, money });
    expect((await mutation.submit(bill)).status).toBe('unknown');
    expect((await mutation.submit(bill)).status).toBe('unknown');
    expect((await mutation.submit(bill)).status).toBe('unknown');
    expect((await mutation.submit(bill)).status).toBe('failed');
    expect((await mutation.submit(bill)).status).toBe('succeeded');
    const keys = backOffice.calls.map(({ call }) => call.idempotencyKey);
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(keys[4]).not.toBe(keys[0]);
  });

  it('keeps the key of an unknown outcome across a reload of the page, in the tab only', async () => {
    const before = scriptedBackOffice(() => Promise.reject(answered(500, {})));
    await payment({ send: before.send, money }).mutation.submit(bill);
    // The page loads again: a new mutation, the same tab's storage.
    const after = scriptedBackOffice(() => Promise.resolve('PAY-1'));
    expect(await payment({ send: after.send, money }).mutation.submit({ ...bill })).toEqual({
      status: 'succeeded',
      result: 'PAY-1',
    });

    expect(after.calls[0]?.call.idempotencyKey).toBe(before.calls[0]?.call.idempotencyKey);
    expect(sessionStorage.getItem(`${storageKeys.moneyIntent}bill.pay`)).toBe(null);
    expect(localStorage.length).toBe(0);
  });

  it('keeps the key while the call is under way, by a hash of the intent and never its input', async () => {
    let answer: (value: string) => void = () => undefined;
    const { mutation } = payment({
      send: () => new Promise<string>((resolve) => (answer = resolve)),
      money,
    });
    const sent = mutation.submit(bill);
    const kept = sessionStorage.getItem(`${storageKeys.moneyIntent}bill.pay`) ?? '';
    expect(JSON.parse(kept)).toMatchObject({ key: expect.any(String), print: expect.any(String) });
    expect(kept).not.toContain('300100200');
    expect(kept).not.toContain('128.45');
    answer('PAY-1');
    await sent;
  });

  it('forgets a kept key once the back office has: after its lifetime, the same input is a new intent', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const keeper = sessionIntentKeeper(() => now);
    keeper.keep('bill.pay', { print: 'p', key: 'k', expiresAt: now + 1 });
    expect(keeper.read('bill.pay')).toEqual({ print: 'p', key: 'k', expiresAt: now + 1 });
    keeper.keep('bill.pay', { print: 'p', key: 'k', expiresAt: now });
    expect(keeper.read('bill.pay')).toBe(null);
    expect(sessionStorage.getItem(`${storageKeys.moneyIntent}bill.pay`)).toBe(null);
  });

  it("uses the screen's own sentence for an unknown outcome when it gives one", async () => {
    const { mutation } = payment({
      send: scriptedBackOffice(() => Promise.reject(timedOut())).send,
      money,
      outcomeUnknownMessage:
        'We could not confirm your payment. Check your payment history before paying again.',
    });
    await mutation.submit(bill);
    expect(mutation.state.error).toBe(
      'We could not confirm your payment. Check your payment history before paying again.',
    );
  });

  it('words the unknown outcome by the input when the sentence is a function of it', async () => {
    const { mutation } = payment({
      send: scriptedBackOffice(() => Promise.reject(timedOut())).send,
      money,
      outcomeUnknownMessage: (input) => `We could not confirm the payment of $${input.amount}.`,
    });
    await mutation.submit(bill);
    expect(mutation.state.error).toBe(`We could not confirm the payment of $${bill.amount}.`);
  });
});
