import { describe, expect, it } from 'vitest';
import {
  getPayAccounts,
  getPayAccountsReceipt,
  getPaymentTax,
  payAccountsOperations,
  payWithStoredMethod,
  schedulePayment,
  startHostedPayment,
} from '../../../src/api/pay-accounts.ts';
import { login } from '../../../src/api/auth.ts';
import { getPaymentSettings, verifyAccount } from '../../../src/api/quick-pay.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import {
  amountField,
  buildPayAccountsRequest,
  initialPayForm,
  payField,
  type PayAccountsData,
} from '../../../src/domain/pay-accounts/rules.ts';
import { addDays, toIsoDate } from '../../../demo-host/simulator/dates.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Pay Multiple Accounts calls and schemas against the simulator: the paths we send are the ones the
// back office serves, and what it answers passes our schemas.
const origin = 'http://localhost:4173';

async function jordan() {
  const simulator = createSimulator();
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    simulator.fetch(new Request(input, init))) as typeof globalThis.fetch;
  const client = createApiClient({ apiBase: `${origin}/api`, applicationId: 'RIVERBEND-WEB', fetch });
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  const member = { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' };
  const balances = async () =>
    Object.fromEntries(
      (await getPayAccounts(client, member)).accounts.map((entry) => [
        entry.account.accountNumber,
        entry.account.accountBalance,
      ]),
    );
  const payments = async () =>
    (await (await fetch(`${origin}/api/__simulator/payments`)).json()) as Array<Record<string, unknown>>;
  return { simulator, fetch, client, member, balances, payments };
}

/** $10.00 on 300100200 and $10.00 on 300100201. */
function tenOnEach(data: PayAccountsData) {
  const values = {
    ...initialPayForm(data, '2026-11-24'),
    [payField('300100200')]: true,
    [amountField('300100200')]: '10.00',
    [payField('300100201')]: true,
    [amountField('300100201')]: '10.00',
  };
  return buildPayAccountsRequest(data, values);
}

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' };
}

describe('the Pay Multiple Accounts calls against the simulator', () => {
  it('lists Jordan’s six accounts with their payment settings and the future-date flag', async () => {
    const { client, member } = await jordan();
    const data = await getPayAccounts(client, member);
    expect(data.allowFutureDatedPayments).toBe(true);
    expect(data.accounts.map((entry) => entry.account.accountNumber)).toEqual([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
    ]);
    expect(data.accounts[0]).toMatchObject({
      account: { accountBalance: 128.45, accountType: 'Electric', derivedStatus: 'Current' },
      settings: {
        defaultPaymentAmt: 'ACCOUNT BALANCE',
        ccConvenienceFee: 1.95,
        payOnlineAllowCutoffPaymentOverride: 'N',
      },
    });
    expect(data.accounts[1]?.account).toMatchObject({ accountBalance: 54.1, accountType: 'Water' });
  });

  it('sends the site’s settings once and each account’s own: put together, they are Quick Pay’s answer for the account', async () => {
    const { client, member, fetch } = await jordan();
    const response = await fetch(`${origin}/api/v3/members/1001/pay-accounts`, {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${member.accessToken}` },
    });
    const answer = (await response.json()) as { accounts: Array<{ settings: Record<string, unknown> }> };
    expect(Object.keys(answer.accounts[0]?.settings ?? {}).sort()).toEqual([
      'allowOverPay',
      'allowUnderPay',
      'cutoffMessage',
      'defaultPaymentAmt',
      'lastPayment',
      'memberHasCutoffAccount',
      'payOnlinePayCutoffAccount',
      'prepaidMinimumPaymentAmount',
    ]);
    const data = await getPayAccounts(client, member);
    for (const accountNumber of ['300100200', '300100202', '300100204']) {
      const verified = await verifyAccount(client, { accountNumber, phoneLastFourDigits: '4821' });
      const quickPay = await getPaymentSettings(client, verified.memberNumber, verified.quickPayToken);
      const entry = data.accounts.find((candidate) => candidate.account.accountNumber === accountNumber);
      expect(entry?.settings).toEqual(quickPay);
    }
  });

  it('answers the fee and the taxes of a payment by card and by e-check', async () => {
    const { client, member } = await jordan();
    const request = tenOnEach(await getPayAccounts(client, member));
    expect(await getPaymentTax(client, member, { ...request, paymentType: 'cc' })).toEqual({
      paymentType: 'cc',
      amount: 20,
      convenienceFee: 1.95,
      taxes: [
        { accountNumber: '300100200', tax: 0 },
        { accountNumber: '300100201', tax: 0 },
      ],
      totalTax: 0,
      totalAmount: 21.95,
    });
    expect((await getPaymentTax(client, member, { ...request, paymentType: 'echeck' })).convenienceFee).toBe(
      0,
    );
  });

  it('pays both accounts on the hosted page: each balance drops by $10.00, one payment each', async () => {
    const { client, member, fetch, balances, payments } = await jordan();
    const before = await balances();
    const paymentsBefore = (await payments()).length;
    const request = tenOnEach(await getPayAccounts(client, member));
    const initiation = await startHostedPayment(
      client,
      member,
      { ...request, paymentType: 'cc' },
      { idempotencyKey: 'k-hosted' },
    );
    const { transNo, securityToken, clientId, actionUrl } = initiation.paymentRequisitionSettings;
    expect(new URL(actionUrl).pathname).toBe('/gateway/hosted-payment');

    const opened = await fetch(
      actionUrl,
      form({
        ClientReferenceId: transNo,
        CoopNumber: clientId,
        ApplicationId: initiation.configuration.applicationWebId,
        AccountNumber: '300100200',
        AccountDisplay: '300100200, 300100201',
        Balance: '20.00',
        EnableCreditCard: 'true',
        EnableECheck: 'true',
        HostedCCReturn: `${origin}/PaymentCallback/pay-accounts/success?to=%2Fportal.html%23%2Fpayment-success`,
        HostedCCCancel: `${origin}/PaymentCallback/pay-accounts/cancel?to=%2Fportal.html%23%2Fpayment-cancel`,
        PaymentType: 'cc',
        AcceptedCreditCardTypes: 'VI,MC',
        AuthorizationToken: securityToken,
      }),
    );
    expect(opened.status).toBe(200);
    const paid = await fetch(
      `${origin}/gateway/hosted-payment/pay`,
      form({
        transNo,
        securityToken,
        method: 'cc',
        cardholderName: 'Jordan Rivera',
        cardNumber: '4242 4242 4242 4242',
        cardExpiry: '12/30',
        cardSecurityCode: '123',
      }),
    );
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.pathname).toBe('/PaymentCallback/pay-accounts/success');
    const landed = await fetch(back.href, { redirect: 'manual' });
    expect(landed.headers.get('location')).toMatch(
      /\/portal\.html#\/payment-success\?encodedParam=[0-9a-f]+$/,
    );

    const after = await balances();
    expect(after['300100200']).toBe(118.45);
    expect(after['300100201']).toBe(44.1);
    expect(after['300100202']).toBe(before['300100202']);
    const recorded = (await payments()).slice(paymentsBefore);
    expect(
      recorded.map((payment) => [payment.accountNumber, payment.paymentAmount, payment.convenienceFee]),
    ).toEqual([
      ['300100200', 10, 1.95],
      ['300100201', 10, 0],
    ]);
  });

  it('pays with a stored card in one call, once for the same idempotency key', async () => {
    const { client, member, balances, payments } = await jordan();
    const paymentsBefore = (await payments()).length;
    const request = {
      ...tenOnEach(await getPayAccounts(client, member)),
      storedMethodToken: 'tok-1001-card-4242',
    };
    const first = await payWithStoredMethod(client, member, request, { idempotencyKey: 'k-stored' });
    const again = await payWithStoredMethod(client, member, request, { idempotencyKey: 'k-stored' });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ amount: 20, convenienceFee: 1.95, paymentMethod: 'Visa ending 4242' });
    expect(first.confirmationNumber).toMatch(/^RB\d{8}$/);
    expect((await payments()).length).toBe(paymentsBefore + 2);
    expect(await balances()).toMatchObject({ '300100200': 118.45, '300100201': 44.1 });
  });

  it('refuses an unknown stored method and an account that is not the member’s', async () => {
    const { client, member } = await jordan();
    const request = tenOnEach(await getPayAccounts(client, member));
    const unknown = await payWithStoredMethod(client, member, {
      ...request,
      storedMethodToken: 'tok-none',
    }).catch((caught: unknown) => caught);
    expect(failureOf(unknown)).toMatchObject({
      status: 400,
      body: ['The saved payment method was not found.'],
    });
    const foreign = await startHostedPayment(client, member, {
      ...request,
      accountsToPay: [{ ...request.accountsToPay[0]!, account: '300200300' }],
      amount: 10,
      paymentType: 'cc',
    }).catch((caught: unknown) => caught);
    expect(failureOf(foreign)).toMatchObject({
      status: 400,
      body: ['An account to pay is not one of your accounts.'],
    });
  });

  it('schedules a payment for next week with the stored card, listed in the scheduled payments', async () => {
    const { client, member, fetch } = await jordan();
    const request = tenOnEach(await getPayAccounts(client, member));
    const nextWeek = toIsoDate(addDays(new Date(), 7));
    const answer = await schedulePayment(client, member, {
      ...request,
      storedMethodToken: 'tok-1001-card-4242',
      paymentDate: nextWeek,
    });
    expect(answer).toMatchObject({ paymentDate: nextWeek, amount: 20 });
    const listed = (await (
      await fetch(`${origin}/api/v3/members/1001/scheduled-payments`, {
        headers: { Authorization: `Bearer ${member.accessToken}`, ApplicationId: 'RIVERBEND-WEB' },
      })
    ).json()) as { scheduledPaymentsList: Array<{ transNo: string }> };
    expect(listed.scheduledPaymentsList.map((payment) => payment.transNo)).toContain(answer.transNo);

    const today = toIsoDate(new Date());
    const refused = await schedulePayment(client, member, {
      ...request,
      storedMethodToken: 'tok-1001-card-4242',
      paymentDate: today,
    }).catch((caught: unknown) => caught);
    expect(failureOf(refused)).toMatchObject({
      status: 400,
      body: ['The payment date must be after today and within one year.'],
    });
  });

  it('answers the receipt of a payment: every account it paid, with the payment', async () => {
    const { client, member } = await jordan();
    const request = {
      ...tenOnEach(await getPayAccounts(client, member)),
      storedMethodToken: 'tok-1001-card-4242',
    };
    const paid = await payWithStoredMethod(client, member, request, { idempotencyKey: 'k-receipt' });
    expect(await getPayAccountsReceipt(client, member, paid.encodedParam)).toEqual({
      confirmationNumber: paid.confirmationNumber,
      paymentDate: toIsoDate(new Date()),
      paymentMethod: 'cc',
      cardOrBankAccountNumberLastFourDigits: '4242',
      amount: 20,
      convenienceFee: 1.95,
      accounts: [
        {
          accountNumber: '300100200',
          serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401',
          paymentAmount: 10,
        },
        {
          accountNumber: '300100201',
          serviceAddress: '1452 Willow Creek Rd, Riverbend, OR 97401',
          paymentAmount: 10,
        },
      ],
    });
    const unknown = await getPayAccountsReceipt(client, member, 'not-a-payment').catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(unknown)).toMatchObject({ status: 404 });
  });

  it('takes at most 1,000 accounts in one payment, and refuses more with a 400', async () => {
    const { client, member, fetch, payments } = await jordan();
    const given = await fetch(`${origin}/api/__simulator/members/1001/generated-accounts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 1001 }),
    });
    expect(given.status).toBe(200);
    const data = await getPayAccounts(client, member);
    const generated = data.accounts.filter((entry) => entry.account.accountNumber.startsWith('1001'));
    expect(generated).toHaveLength(1001);
    const values = initialPayForm(data, toIsoDate(new Date()));
    for (const entry of generated) {
      values[payField(entry.account.accountNumber)] = true;
      values[amountField(entry.account.accountNumber)] = '1.00';
    }
    const tooMany = buildPayAccountsRequest(data, values);
    expect(tooMany.accountsToPay).toHaveLength(1001);
    const refusals = await Promise.all(
      [
        getPaymentTax(client, member, { ...tooMany, paymentType: 'cc' }),
        startHostedPayment(client, member, { ...tooMany, paymentType: 'cc' }, { idempotencyKey: 'k-1' }),
        payWithStoredMethod(
          client,
          member,
          { ...tooMany, storedMethodToken: 'tok-1001-card-4242' },
          { idempotencyKey: 'k-2' },
        ),
        schedulePayment(
          client,
          member,
          {
            ...tooMany,
            storedMethodToken: 'tok-1001-card-4242',
            paymentDate: toIsoDate(addDays(new Date(), 7)),
          },
          { idempotencyKey: 'k-3' },
        ),
      ].map((call) => call.catch((caught: unknown) => caught)),
    );
    for (const refused of refusals) {
      expect(failureOf(refused)).toMatchObject({
        status: 400,
        body: ['One payment can pay at most 1,000 accounts. Pay the others in another payment.'],
      });
    }

    const before = (await payments()).length;
    values[payField(generated[1000]!.account.accountNumber)] = false;
    const thousand = buildPayAccountsRequest(data, values);
    const paid = await payWithStoredMethod(
      client,
      member,
      { ...thousand, storedMethodToken: 'tok-1001-card-4242' },
      { idempotencyKey: 'k-4' },
    );
    expect(paid.amount).toBe(1000);
    expect((await payments()).length).toBe(before + 1000);
    const receipt = await getPayAccountsReceipt(client, member, paid.encodedParam);
    expect(receipt.accounts).toHaveLength(1000);
    expect(receipt.amount).toBe(1000);
  });

  it('keeps the paths under the member, escaping what it puts in them', () => {
    expect(resolvePath(payAccountsOperations.accounts.path, { memberNumber: '1001' })).toBe(
      'v3/members/1001/pay-accounts',
    );
    expect(resolvePath(payAccountsOperations.storedPayments.path, { memberNumber: '10/01' })).toBe(
      'v3/members/10%2F01/pay-accounts/stored-payments',
    );
  });
});
