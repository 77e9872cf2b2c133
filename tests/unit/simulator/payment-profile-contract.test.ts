import { describe, expect, it } from 'vitest';
import { enrolAutoPay } from '../../../src/api/auto-pay.ts';
import {
  getStoredMethods,
  makeDefaultStoredMethod,
  paymentProfileOperations,
  removeStoredMethod,
  renameStoredMethod,
} from '../../../src/api/payment-profile.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { paymentProfileRefusals } from '../../../demo-host/simulator/payment-profile/payment-profile-routes.ts';
import {
  findStoredMethod,
  makeStoredMethodDefault,
} from '../../../demo-host/simulator/payment-profile/stored-methods.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our wallet calls and schema against the simulator: the paths we send are the ones the back office
// serves, and what it answers passes our schema.
const origin = 'http://localhost:4173';

async function signIn(userName = 'jordan.rivera', password = 'Sunrise#2026', simulator = createSimulator()) {
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName, password });
  return {
    client,
    member: { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' },
  };
}

/** A PUT with any body, as the back office receives it: for the bodies our calls never send. */
async function putBody(body: unknown) {
  const { client, member } = await signIn();
  const answer = await client
    .call(paymentProfileOperations.change, {
      parameters: { memberNumber: member.memberNumber, token: 'tok-1001-bank-6789' },
      bearer: member.accessToken,
      // A body outside what the operation's type allows: the back office's own checks are under test.
      body: body as never,
    })
    .catch((caught: unknown) => caught);
  return { answer, methods: await getStoredMethods(client, member) };
}

const defaults = (methods: readonly { token: string; isDefault: boolean }[]) =>
  methods.map((method) => [method.token, method.isDefault]);

describe('the wallet calls against the simulator', () => {
  it('lists Jordan’s two seeded methods, masked, the Visa the default', async () => {
    const { client, member } = await signIn();
    const methods = await getStoredMethods(client, member);
    expect(methods).toEqual([
      {
        token: 'tok-1001-card-4242',
        methodType: 'CARD',
        cardType: 'VI',
        bankAccountType: null,
        bankName: '',
        lastFourDigits: '4242',
        expiryMonth: 8,
        expiryYear: 2029,
        nickname: '',
        isDefault: true,
        savedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        autoPayAccounts: [],
      },
      {
        token: 'tok-1001-bank-6789',
        methodType: 'BANK',
        cardType: null,
        bankAccountType: 'Checking',
        bankName: 'First Demo Bank',
        lastFourDigits: '6789',
        expiryMonth: null,
        expiryYear: null,
        nickname: '',
        isDefault: false,
        savedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        autoPayAccounts: [],
      },
    ]);
    expect(JSON.stringify(methods)).not.toMatch(/\d{12,}/);
  });

  it('renames a method, trimmed, and refuses a nickname too long on its field', async () => {
    const { client, member } = await signIn();
    const renamed = await renameStoredMethod(client, member, 'tok-1001-card-4242', '  Household  ');
    expect(renamed.nickname).toBe('Household');
    expect((await getStoredMethods(client, member))[0]?.nickname).toBe('Household');

    const error = await renameStoredMethod(client, member, 'tok-1001-card-4242', 'x'.repeat(31)).catch(
      (caught: unknown) => caught,
    );
    expect(separateFieldErrors(failureOf(error))).toEqual({
      fieldErrors: { nickname: 'A nickname is at most 30 characters.' },
      formFailure: null,
    });
  });

  it('makes the checking account the default under an idempotency key, taking the flag off the Visa', async () => {
    const { client, member } = await signIn();
    const changed = await makeDefaultStoredMethod(client, member, 'tok-1001-bank-6789', {
      idempotencyKey: 'k-default',
    });
    expect(changed).toMatchObject({ token: 'tok-1001-bank-6789', isDefault: true, nickname: '' });
    expect(defaults(await getStoredMethods(client, member))).toEqual([
      ['tok-1001-card-4242', false],
      ['tok-1001-bank-6789', true],
    ]);

    // The same intent sent again is answered as the first, and changes nothing more.
    expect(
      await makeDefaultStoredMethod(client, member, 'tok-1001-bank-6789', { idempotencyKey: 'k-default' }),
    ).toEqual(changed);
    // Making the default the default again is no change.
    await makeDefaultStoredMethod(client, member, 'tok-1001-bank-6789', { idempotencyKey: 'k-again' });
    expect(defaults(await getStoredMethods(client, member))).toEqual([
      ['tok-1001-card-4242', false],
      ['tok-1001-bank-6789', true],
    ]);
  });

  it('names and makes default in one change', async () => {
    const { answer, methods } = await putBody({ nickname: ' Bills ', isDefault: true });
    expect(answer).toMatchObject({ token: 'tok-1001-bank-6789', nickname: 'Bills', isDefault: true });
    expect(methods.map((method) => [method.nickname, method.isDefault])).toEqual([
      ['', false],
      ['Bills', true],
    ]);
  });

  it('leaves the default alone when only the nickname changes', async () => {
    const { methods } = await putBody({ nickname: 'Bills' });
    expect(defaults(methods)).toEqual([
      ['tok-1001-card-4242', true],
      ['tok-1001-bank-6789', false],
    ]);
  });

  it.each([
    ['neither field', {}, paymentProfileRefusals.changeMissing],
    ['isDefault false', { isDefault: false }, paymentProfileRefusals.defaultNotTrue],
    ['isDefault as a string', { isDefault: 'true' }, paymentProfileRefusals.defaultNotTrue],
    [
      'a good nickname with isDefault false',
      { nickname: 'Bills', isDefault: false },
      paymentProfileRefusals.defaultNotTrue,
    ],
  ])('refuses a body with %s on the isDefault field, changing nothing', async (_case, body, message) => {
    const { answer, methods } = await putBody(body);
    expect(failureOf(answer)).toMatchObject({
      kind: 'http',
      status: 400,
      body: [{ field: 'isDefault', message }],
    });
    expect(methods.map((method) => [method.nickname, method.isDefault])).toEqual([
      ['', true],
      ['', false],
    ]);
  });

  it('words the refusals clearly', () => {
    expect(paymentProfileRefusals.changeMissing).toBe('Send a nickname, isDefault true, or both.');
    expect(paymentProfileRefusals.defaultNotTrue).toBe(
      'isDefault can only be true: make another method the default instead.',
    );
    expect(paymentProfileRefusals.expiredDefault).toBe(
      'An expired card cannot be the default payment method.',
    );
  });

  it('refuses to make an expired card the default, on the isDefault field, and keeps the default', async () => {
    const state = createSeedState(new Date());
    const visa = findStoredMethod(state, 'RIVERBEND-WEB', '1001', 'tok-1001-card-4242')!;
    visa.isDefault = false;
    visa.expiryYear = new Date().getFullYear() - 1;
    findStoredMethod(state, 'RIVERBEND-WEB', '1001', 'tok-1001-bank-6789')!.isDefault = true;
    const { client, member } = await signIn(undefined, undefined, createSimulator({ state }));

    const error = await makeDefaultStoredMethod(client, member, 'tok-1001-card-4242', {
      idempotencyKey: 'k-expired',
    }).catch((caught: unknown) => caught);
    expect(separateFieldErrors(failureOf(error))).toEqual({
      fieldErrors: { isDefault: 'An expired card cannot be the default payment method.' },
      formFailure: null,
    });
    expect(defaults(await getStoredMethods(client, member))).toEqual([
      ['tok-1001-card-4242', false],
      ['tok-1001-bank-6789', true],
    ]);
  });

  it('clears the flag on the member’s other methods of that site only', () => {
    const state = createSeedState(new Date());
    const visa = findStoredMethod(state, 'RIVERBEND-WEB', '1001', 'tok-1001-card-4242')!;
    const prairie = state.paymentProfile.sites['PRAIRIE-WEB']!;
    prairie.methods.push({ ...visa, token: 'tok-1001-prairie-card' });
    const someoneElses = { ...visa, token: 'tok-1002-card', memberNumber: '1002' };
    state.paymentProfile.sites['RIVERBEND-WEB']!.methods.push(someoneElses);

    makeStoredMethodDefault(
      state,
      'RIVERBEND-WEB',
      findStoredMethod(state, 'RIVERBEND-WEB', '1001', 'tok-1001-bank-6789')!,
    );
    expect(defaults(state.paymentProfile.sites['RIVERBEND-WEB']!.methods)).toEqual([
      ['tok-1001-card-4242', false],
      ['tok-1001-bank-6789', true],
      ['tok-1002-card', true],
    ]);
    expect(defaults(prairie.methods)).toEqual([['tok-1001-prairie-card', true]]);
  });

  it('removes a method; the bank account becomes the default when the default goes', async () => {
    const { client, member } = await signIn();
    expect(await removeStoredMethod(client, member, 'tok-1001-card-4242', { idempotencyKey: 'k-1' })).toEqual(
      {
        token: 'tok-1001-card-4242',
        removed: true,
      },
    );
    const left = await getStoredMethods(client, member);
    expect(left.map((method) => [method.token, method.isDefault])).toEqual([['tok-1001-bank-6789', true]]);
  });

  it('refuses to remove a method an auto payment uses, with the spec’s message', async () => {
    const { client, member } = await signIn();
    await enrolAutoPay(client, member, '300100200', 'tok-1001-card-4242');
    expect((await getStoredMethods(client, member))[0]?.autoPayAccounts).toEqual(['300100200']);

    const error = await removeStoredMethod(client, member, 'tok-1001-card-4242').catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(error)).toMatchObject({
      kind: 'http',
      status: 400,
      body: ['Update not allowed. Active Payment setup exists.'],
    });
    expect(await getStoredMethods(client, member)).toHaveLength(2);
  });

  it('answers 404 for a token that is not the member’s', async () => {
    const { client, member } = await signIn();
    const error = await removeStoredMethod(client, member, 'tok-unknown').catch((caught: unknown) => caught);
    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 404 });
  });

  it('finds a member’s method by token for the other services, and not another member’s', () => {
    const state = createSeedState(new Date());
    expect(findStoredMethod(state, 'RIVERBEND-WEB', '1001', 'tok-1001-bank-6789')?.lastFourDigits).toBe(
      '6789',
    );
    expect(findStoredMethod(state, 'RIVERBEND-WEB', '1002', 'tok-1001-bank-6789')).toBe(undefined);
    expect(findStoredMethod(state, 'PRAIRIE-WEB', '1001', 'tok-1001-bank-6789')).toBe(undefined);
  });

  it('keeps the paths under the member, escaping what it puts in them', () => {
    expect(resolvePath(paymentProfileOperations.methods.path, { memberNumber: '1001' })).toBe(
      'v3/members/1001/payment-methods',
    );
    for (const change of [paymentProfileOperations.change, paymentProfileOperations.remove]) {
      expect(resolvePath(change.path, { memberNumber: '10/01', token: 'tok a/b' })).toBe(
        'v3/members/10%2F01/payment-methods/tok%20a%2Fb',
      );
    }
  });
});
