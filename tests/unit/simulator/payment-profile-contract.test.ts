import { describe, expect, it } from 'vitest';
import { enrolAutoPay } from '../../../src/api/auto-pay.ts';
import {
  getStoredMethods,
  paymentProfilePaths,
  removeStoredMethod,
  renameStoredMethod,
} from '../../../src/api/payment-profile.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { findStoredMethod } from '../../../demo-host/simulator/payment-profile/stored-methods.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our wallet calls and schema against the simulator: the paths we send are the ones the back office
// serves, and what it answers passes our schema.
const origin = 'http://localhost:4173';

async function signIn(userName = 'jordan.rivera', password = 'Sunrise#2026') {
  const simulator = createSimulator();
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
    expect(paymentProfilePaths.methods('1001')).toBe('v3/members/1001/payment-methods');
    expect(paymentProfilePaths.method('10/01', 'tok a/b')).toBe(
      'v3/members/10%2F01/payment-methods/tok%20a%2Fb',
    );
  });
});
