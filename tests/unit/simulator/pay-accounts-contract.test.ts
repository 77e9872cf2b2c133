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
import type { PayAccountsQuery } from '../../../src/api/schemas/pay-accounts.ts';
import type { PayAccountsPage } from '../../../src/domain/pay-accounts/account-view.ts';
import { addDays, toIsoDate } from '../../../demo-host/simulator/dates.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Pay Multiple Accounts calls and schemas against the simulator: the paths we send are the ones the
// back office serves, and what it answers passes our schemas.
const origin = 'http://localhost:4173';

async function jordan(state?: ReturnType<typeof createSeedState>) {
  const simulator = createSimulator(state ? { state } : {});
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

const numbersOf = (page: PayAccountsPage) => page.accounts.map((entry) => entry.account.accountNumber);

/** The seed with Jordan's past due 300100202 at cut-off and not payable online (spec 02 §6). */
function withBlockedAccount() {
  const state = createSeedState(new Date());
  const account = state.accounts.sites['RIVERBEND-WEB']!.accounts['300100202']!;
  account.quickPay = {
    ...account.quickPay,
    memberHasCutoffAccount: true,
    payOnlinePayCutoffAccount: 'N',
    cutoffMessage:
      'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.',
  };
  return state;
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

describe('the accounts to pay, searched, filtered, chosen and paged by the simulator', () => {
  it('answers a page in the member’s order, with how many match and how many the member has', async () => {
    const { client, member } = await jordan();
    const page = await getPayAccounts(client, member, { limit: '2', offset: '2' });
    expect(numbersOf(page)).toEqual(['300100202', '300100203']);
    expect(page).toMatchObject({
      totalRecords: 6,
      accountCount: 6,
      allowFutureDatedPayments: true,
      choosable: { due: { payable: 5, blocked: 0 }, pastDue: { payable: 1, blocked: 0 } },
    });
    expect(page.accounts[1]?.settings).toMatchObject({
      ccConvenienceFee: 1.95,
      paymentSettings: { allowVisa: true, lastPayment: null },
    });
    const past = await getPayAccounts(client, member, { offset: '6', limit: '2' });
    expect(numbersOf(past)).toEqual([]);
    expect(past.totalRecords).toBe(6);
    expect(numbersOf(await getPayAccounts(client, member, { offset: '4' }))).toEqual([
      '300100204',
      '300100205',
    ]);
  });

  it('searches the account number, prepaid label and service address, every word, in any case or accents', async () => {
    const { client, member } = await jordan();
    const willow = await getPayAccounts(client, member, { search: '  WÍLLOW   creek ' });
    expect(numbersOf(willow)).toEqual(['300100200', '300100201']);
    expect(willow).toMatchObject({
      totalRecords: 2,
      accountCount: 6,
      choosable: { due: { payable: 2, blocked: 0 }, pastDue: { payable: 0, blocked: 0 } },
    });
    expect(numbersOf(await getPayAccounts(client, member, { search: 'creek 1452' }))).toEqual(['300100201']);
    expect(numbersOf(await getPayAccounts(client, member, { search: 'PREPAID heron' }))).toEqual([
      '300100203',
    ]);
    expect(numbersOf(await getPayAccounts(client, member, { search: 'willow basalt' }))).toEqual([]);
    expect((await getPayAccounts(client, member, { search: '' })).totalRecords).toBe(6);
  });

  it('keeps the accounts of each filter', async () => {
    const { client, member } = await jordan();
    const filtered = async (filter: NonNullable<PayAccountsQuery['filter']>) =>
      numbersOf(await getPayAccounts(client, member, { filter }));
    expect(await filtered('all')).toEqual([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
    ]);
    // The prepaid account's balance is what is left to use: with no reconnect amount, nothing is due.
    expect(await filtered('due')).toEqual(['300100200', '300100201', '300100202', '300100204', '300100205']);
    expect(await filtered('pastDue')).toEqual(['300100202']);
    expect(await filtered('cutoff')).toEqual(['300100202']);
    const pastDue = await getPayAccounts(client, member, { filter: 'pastDue', search: 'basalt' });
    expect(pastDue).toMatchObject({
      totalRecords: 1,
      accountCount: 6,
      choosable: { due: { payable: 1, blocked: 0 }, pastDue: { payable: 1, blocked: 0 } },
    });
  });

  it('answers one account by its number, and none for an account of another member', async () => {
    const { client, member } = await jordan();
    const one = await getPayAccounts(client, member, { accountNumber: '300100204' });
    expect(numbersOf(one)).toEqual(['300100204']);
    expect(one).toMatchObject({ totalRecords: 1, accountCount: 6 });
    const foreign = await getPayAccounts(client, member, { accountNumber: '300200300' });
    expect(numbersOf(foreign)).toEqual([]);
    expect(foreign).toMatchObject({
      totalRecords: 0,
      accountCount: 6,
      choosable: { due: { payable: 0, blocked: 0 }, pastDue: { payable: 0, blocked: 0 } },
    });
    expect((await getPayAccounts(client, member, { accountNumber: '' })).totalRecords).toBe(6);
  });

  it('answers the accounts whose last payment is dated the day asked for', async () => {
    const { client, member } = await jordan();
    const today = toIsoDate(new Date());
    expect(numbersOf(await getPayAccounts(client, member, { paidOn: today }))).toEqual([]);
    await payWithStoredMethod(
      client,
      member,
      { ...tenOnEach(await getPayAccounts(client, member)), storedMethodToken: 'tok-1001-card-4242' },
      { idempotencyKey: 'k-paid-on' },
    );
    const paid = await getPayAccounts(client, member, { paidOn: today });
    expect(numbersOf(paid)).toEqual(['300100200', '300100201']);
    expect(paid.totalRecords).toBe(2);
    expect(paid.accounts[0]?.settings.paymentSettings.lastPayment).toEqual({
      paymentAmount: 10,
      paymentDate: today,
    });
    const yesterday = toIsoDate(addDays(new Date(), -1));
    expect(numbersOf(await getPayAccounts(client, member, { paidOn: yesterday }))).toEqual([]);
  });

  it('answers what a "select all" chooses: the due accounts payable online, not the one at cut-off', async () => {
    const { client, member } = await jordan(withBlockedAccount());
    const due = await getPayAccounts(client, member, { choose: 'due' });
    expect(numbersOf(due)).toEqual(['300100200', '300100201', '300100204', '300100205']);
    const choosable = { due: { payable: 4, blocked: 1 }, pastDue: { payable: 0, blocked: 1 } };
    expect(due).toMatchObject({ totalRecords: 4, accountCount: 6, choosable });
    expect(due.totalRecords).toBe(due.choosable.due.payable);
    // What the list shows counts the same choices, the blocked account listed with the others.
    const shown = await getPayAccounts(client, member, { filter: 'due' });
    expect(shown).toMatchObject({ totalRecords: 5, choosable });
    expect(numbersOf(shown)).toContain('300100202');

    const pastDue = await getPayAccounts(client, member, { choose: 'pastDue' });
    expect(numbersOf(pastDue)).toEqual([]);
    expect(pastDue).toMatchObject({ totalRecords: 0, choosable });
    const searched = await getPayAccounts(client, member, { choose: 'due', search: 'willow' });
    expect(numbersOf(searched)).toEqual(['300100200', '300100201']);
    expect(searched).toMatchObject({
      totalRecords: 2,
      choosable: { due: { payable: 2, blocked: 0 }, pastDue: { payable: 0, blocked: 0 } },
    });
  });

  it('chooses at most 1,000 accounts, the first in the list, and counts all it would choose', async () => {
    const { client, member, fetch } = await jordan();
    const given = await fetch(`${origin}/api/__simulator/members/1001/generated-accounts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 1200 }),
    });
    expect(given.status).toBe(200);
    const due = await getPayAccounts(client, member, { filter: 'due' });
    expect(due.totalRecords).toBe(1088);
    const chosen = await getPayAccounts(client, member, { choose: 'due' });
    expect(chosen.accounts).toHaveLength(1000);
    expect(numbersOf(chosen)).toEqual(numbersOf(due).slice(0, 1000));
    expect(chosen).toMatchObject({
      totalRecords: 1088,
      accountCount: 1206,
      choosable: { due: { payable: 1088, blocked: 0 }, pastDue: { payable: 150, blocked: 0 } },
    });
    const end = await getPayAccounts(client, member, { choose: 'due', offset: '990', limit: '20' });
    expect(numbersOf(end)).toEqual(numbersOf(due).slice(990, 1000));
    expect(end.totalRecords).toBe(1088);
  });

  it('answers 400 with a message for each parameter it cannot serve', async () => {
    const { client, member } = await jordan();
    const refusal = (query: Record<string, string>) =>
      getPayAccounts(client, member, query as PayAccountsQuery).catch((caught: unknown) => caught);
    expect(
      failureOf(
        await refusal({ offset: '-1', limit: '101', filter: 'overdue', paidOn: '2026-7-4', choose: 'all' }),
      ),
    ).toMatchObject({
      status: 400,
      body: [
        'offset must be a whole number, 0 or more.',
        'limit must be a whole number from 1 to 100.',
        'filter must be all, due, pastDue or cutoff.',
        'paidOn must be a date, yyyy-mm-dd.',
        'choose must be due or pastDue.',
      ],
    });
    const alone: [Parameters<typeof refusal>[0], string][] = [
      [{ limit: '0' }, 'limit must be a whole number from 1 to 100.'],
      [{ offset: '1.5' }, 'offset must be a whole number, 0 or more.'],
      [{ paidOn: '2026-02-30' }, 'paidOn must be a date, yyyy-mm-dd.'],
      [{ paidOn: '' }, 'paidOn must be a date, yyyy-mm-dd.'],
    ];
    for (const [query, message] of alone) {
      expect(failureOf(await refusal(query))).toMatchObject({ status: 400, body: [message] });
    }
  });
});
