import { describe, expect, it } from 'vitest';
import {
  autoPayOperations,
  enrolAutoPay,
  getAutoPayAccounts,
  initiateAutoPay,
  removeAutoPay,
} from '../../../src/api/auto-pay.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { autoPayCallbackUrls, autoPayHostedFormFields } from '../../../src/domain/auto-pay/enrolment.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { createSimulator, type SimulatorState } from '../../../demo-host/simulator/simulator.ts';

// Our Auto Payments calls and schema against the simulator: the paths we send are the ones the back
// office serves, and what it answers passes our schema.
const origin = 'http://localhost:4173';

async function jordan(state?: SimulatorState) {
  const simulator = createSimulator(state ? { state } : {});
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  return {
    simulator,
    client,
    member: { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' },
  };
}

async function refusal(promise: Promise<unknown>) {
  return failureOf(await promise.catch((caught: unknown) => caught));
}

describe('the Auto Payments calls against the simulator', () => {
  it('answers a page of the accounts, searched as account details are, counting every match', async () => {
    const { client, member } = await jordan();

    const second = await getAutoPayAccounts(client, member, { query: { offset: '2', limit: '2' } });
    const prepaid = await getAutoPayAccounts(client, member, { query: { search: '300100203' } });
    const refused = await refusal(getAutoPayAccounts(client, member, { query: { offset: '-1' } }));

    expect(second.results.map((account) => account.accountNumber)).toEqual(['300100202', '300100203']);
    expect(second.totalRecords).toBe(6);
    expect(prepaid.results.map((account) => account.ineligibleReason)).toEqual([
      'Prepaid accounts cannot enrol in auto pay.',
    ]);
    expect(prepaid.totalRecords).toBe(1);
    expect(refused).toMatchObject({
      kind: 'http',
      status: 400,
      body: ['offset must be a whole number, 0 or more.'],
    });
  });

  it('lists Jordan’s accounts: 300100201 enrolled by e-check, the others eligible or not, and why', async () => {
    const { client, member } = await jordan();
    const { acceptedCardTypes, results } = await getAutoPayAccounts(client, member);
    expect(acceptedCardTypes.length).toBeGreaterThan(0);
    expect(
      results.map((account) => [
        account.accountNumber,
        account.autoPay?.description ?? null,
        account.ineligibleReason,
      ]),
    ).toEqual([
      ['300100200', null, null],
      ['300100201', 'Checking ending 1357', null],
      ['300100202', null, null],
      ['300100203', null, 'Prepaid accounts cannot enrol in auto pay.'],
      ['300100204', null, 'Final billed accounts cannot enrol in auto pay.'],
      ['300100205', null, 'Account is signed up for a draft. Auto pay is not allowed.'],
    ]);
    expect(results[1]?.autoPay).toMatchObject({ paymentMethod: 'ECHECK', methodToken: null });
  });

  it('enrols with a stored method in one call, marks the account and the method, and removes it', async () => {
    const { client, member } = await jordan();
    const enrolled = await enrolAutoPay(client, member, '300100200', 'tok-1001-card-4242', {
      idempotencyKey: 'enrol-1',
    });
    expect(enrolled).toEqual({
      accountNumber: '300100200',
      autoPay: {
        paymentMethod: 'CHARGE',
        methodToken: 'tok-1001-card-4242',
        description: 'Visa ending 4242',
        enrolledDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    const { results } = await getAutoPayAccounts(client, member);
    expect(results[0]?.autoPay?.description).toBe('Visa ending 4242');

    expect(await refusal(enrolAutoPay(client, member, '300100200', 'tok-1001-bank-6789'))).toMatchObject({
      status: 400,
      body: ['This account is already enrolled in auto pay.'],
    });

    expect(await removeAutoPay(client, member, '300100200', { idempotencyKey: 'remove-1' })).toEqual({
      accountNumber: '300100200',
      removed: true,
    });
    expect((await getAutoPayAccounts(client, member)).results[0]?.autoPay).toBe(null);
    expect(await refusal(removeAutoPay(client, member, '300100200'))).toMatchObject({
      status: 400,
      body: ['This account is not enrolled in auto pay.'],
    });
  });

  it('enrols with the same idempotency key once, answering the repeat with the first answer', async () => {
    const { client, member } = await jordan();
    const first = await enrolAutoPay(client, member, '300100202', 'tok-1001-bank-6789', {
      idempotencyKey: 'k',
    });
    const again = await enrolAutoPay(client, member, '300100202', 'tok-1001-bank-6789', {
      idempotencyKey: 'k',
    });
    expect(again).toEqual(first);
  });

  it('refuses an unknown token, an expired card and an ineligible account', async () => {
    const state = createSeedState(new Date());
    const methods = state.paymentProfile.sites['RIVERBEND-WEB']!.methods;
    methods[0]!.expiryYear = new Date().getFullYear() - 1;
    const { client, member } = await jordan(state);
    expect(await refusal(enrolAutoPay(client, member, '300100200', 'tok-nope'))).toMatchObject({
      status: 400,
      body: ['The stored payment method was not found.'],
    });
    expect(await refusal(enrolAutoPay(client, member, '300100200', 'tok-1001-card-4242'))).toMatchObject({
      status: 400,
      body: ['This card has expired. Choose another payment method.'],
    });
    expect(await refusal(enrolAutoPay(client, member, '300100203', 'tok-1001-bank-6789'))).toMatchObject({
      status: 400,
      body: ['Prepaid accounts cannot enrol in auto pay.'],
    });
    expect(await refusal(enrolAutoPay(client, member, '300200300', 'tok-1001-bank-6789'))).toMatchObject({
      status: 404,
    });
  });

  it('enrols with a new card through the hosted page, moving no money', async () => {
    const { simulator, client, member } = await jordan();
    const initiation = await initiateAutoPay(client, member, '300100202', 'cc', { idempotencyKey: 'i-1' });
    expect(initiation.actionUrl).toBe(`${origin}/gateway/hosted-payment`);
    const callbacks = autoPayCallbackUrls(`${origin}/api`, '/auto-pay.html');
    const fields = autoPayHostedFormFields({
      initiation,
      accountNumber: '300100202',
      paymentType: 'cc',
      acceptedCardTypes: ['VI', 'MC'],
      returnUrl: callbacks.success,
      cancelUrl: callbacks.cancel,
    });
    const page = await simulator.fetch(
      new Request(initiation.actionUrl, { method: 'POST', body: new URLSearchParams(fields) }),
    );
    expect(page.status).toBe(200);
    const paymentsBefore = (await (
      await simulator.fetch(new Request(`${origin}/api/__simulator/payments`))
    ).json()) as unknown[];
    const approved = await simulator.fetch(
      new Request(`${origin}/gateway/hosted-payment/pay`, {
        method: 'POST',
        body: new URLSearchParams({
          transNo: initiation.transNo,
          securityToken: initiation.securityToken,
          method: 'cc',
          cardholderName: 'Jordan Rivera',
          cardNumber: '4242424242424242',
          cardExpiry: '12/39',
          cardSecurityCode: '123',
        }),
      }),
    );
    expect(approved.status).toBe(303);
    const callback = await simulator.fetch(new Request(new URL(approved.headers.get('Location') ?? '')));
    expect(callback.headers.get('Location')).toBe('/auto-pay.html?statuscode=0');
    const { results } = await getAutoPayAccounts(client, member);
    expect(results[2]?.autoPay).toMatchObject({
      paymentMethod: 'CHARGE',
      methodToken: null,
      description: 'Card ending 4242',
    });
    const paymentsAfter = (await (
      await simulator.fetch(new Request(`${origin}/api/__simulator/payments`))
    ).json()) as unknown[];
    expect(paymentsAfter).toHaveLength(paymentsBefore.length);
  });

  it('refuses to start a hosted enrolment without a card or e-check payment type', async () => {
    const { client, member } = await jordan();
    expect(
      await refusal(initiateAutoPay(client, member, '300100200', 'paypal' as unknown as 'cc')),
    ).toMatchObject({ status: 400, body: ['Choose a card or a bank account.'] });
  });

  it('keeps the paths under the member and the account, escaping what it puts in them', () => {
    const account = { memberNumber: '1001', accountNumber: '300100200' };
    expect(resolvePath(autoPayOperations.list.path, { memberNumber: '1001' })).toBe(
      'v3/members/1001/auto-payments',
    );
    expect(resolvePath(autoPayOperations.enrol.path, account)).toBe(
      'v3/members/1001/accounts/300100200/auto-payment',
    );
    expect(resolvePath(autoPayOperations.remove.path, account)).toBe(
      'v3/members/1001/accounts/300100200/auto-payment',
    );
    expect(
      resolvePath(autoPayOperations.initiate.path, { memberNumber: '10/01', accountNumber: '3001 00200' }),
    ).toBe('v3/members/10%2F01/accounts/3001%2000200/auto-payment/initiate');
  });
});
