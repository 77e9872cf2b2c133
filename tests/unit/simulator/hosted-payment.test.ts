import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { call, signIn } from './portal-support.ts';

// Today is 15 June 2026; a card expiring 12/30 is in the future.
const today = new Date(2026, 5, 15, 10, 0, 0);
const jsonHeaders = { 'Content-Type': 'application/json', ApplicationId: 'RIVERBEND-WEB' };
const returnUrl = 'http://localhost/PaymentCallback/quick-pay/success';
const cancelUrl = 'http://localhost/PaymentCallback/cancel';

type Simulator = ReturnType<typeof createSimulator>;

interface StartedPayment {
  quickPayToken: string;
  transNo: string;
  securityToken: string;
  clientId: string;
}

/** Verify, then initiate a payment, as the Quick Pay dialog does. */
async function startPayment(app: Simulator, accountNumber = '300100200', phone = '4821', amount = 10) {
  const verifyResponse = await app.request('/api/v3/quick-pay/verify/account/phone', {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ accountNumber, phoneLastFourDigits: phone }),
  });
  const verified = (await verifyResponse.json()) as {
    quickPayToken: string;
    memberNumber: string;
    encryptedAccount: string;
  };
  const payResponse = await app.request(
    `/api/v3/quick-pay/member/${verified.memberNumber}/pay?encryptedAccount=${verified.encryptedAccount}`,
    {
      method: 'POST',
      headers: { ...jsonHeaders, Authorization: `Bearer ${verified.quickPayToken}` },
      body: JSON.stringify({
        accountsToPay: [{ account: accountNumber, paymentAmount: amount }],
        amount,
        reconnectFee: 0,
        additionalDeposit: 0,
        arrangementPaymentAmount: 0,
        reconnectMeter: true,
      }),
    },
  );
  expect(payResponse.status).toBe(200);
  const { paymentRequisitionSettings } = (await payResponse.json()) as {
    paymentRequisitionSettings: { transNo: string; securityToken: string; clientId: string };
  };
  return { quickPayToken: verified.quickPayToken, ...paymentRequisitionSettings } satisfies StartedPayment;
}

/** The hidden form the widget auto-posts to the action URL (spec §3 "Hosted form fields posted"). */
function hostedFormFields(payment: StartedPayment, overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    ClientReferenceId: payment.transNo,
    CoopNumber: payment.clientId,
    UtilityName: 'Riverbend Electric Cooperative',
    AccountNumber: '300100200',
    AccountDisplay: '300100200',
    Balance: '128.45',
    ApplicationId: 'RIVERBEND-WEB',
    IsPostbackRequired: 'true',
    EnableCreditCard: 'true',
    EnableECheck: 'true',
    HostedCCReturn: returnUrl,
    HostedCCCancel: cancelUrl,
    TaxIncludedInBillAmount: 'false',
    PaymentType: 'cc',
    AcceptedCreditCardTypes: 'VI,MC,AX,DI',
    IsQuickPay: 'true',
    AuthorizationToken: payment.securityToken,
    CCConvenienceFee: '1.95',
    ECConvenienceFee: '0',
    ...overrides,
  });
}

function openHostedPage(app: Simulator, fields: URLSearchParams) {
  return app.request('/gateway/hosted-payment', { method: 'POST', body: fields });
}

/** The page's own form, for a payment or a setup opened on the page. */
type OpenedPage = Pick<StartedPayment, 'transNo' | 'securityToken'>;

function submitCard(
  app: Simulator,
  payment: OpenedPage,
  cardNumber: string,
  overrides: Record<string, string> = {},
) {
  return app.request('/gateway/hosted-payment/pay', {
    method: 'POST',
    body: new URLSearchParams({
      transNo: payment.transNo,
      securityToken: payment.securityToken,
      method: 'cc',
      cardholderName: 'Jordan Rivera',
      cardNumber,
      cardExpiry: '12/30',
      cardSecurityCode: '123',
      ...overrides,
    }),
  });
}

function submitBankAccount(app: Simulator, payment: OpenedPage, fields: Record<string, string>) {
  return app.request('/gateway/hosted-payment/pay', {
    method: 'POST',
    body: new URLSearchParams({
      transNo: payment.transNo,
      securityToken: payment.securityToken,
      method: 'echeck',
      ...fields,
    }),
  });
}

function encodedParamOf(location: string | null): string {
  return new URL(location ?? '', 'http://localhost').searchParams.get('encodedParam') ?? '';
}

async function recordedPayments(app: Simulator) {
  return (await (await app.request('/api/__simulator/payments')).json()) as { accountNumber: string }[];
}

describe('a Quick Pay payment through the hosted payment page', () => {
  it('pays $10.00 on 300100200 by card and returns to the success page with the result', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);

    const page = await openHostedPage(app, hostedFormFields(payment));
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('<h1>Pay Riverbend Electric Cooperative</h1>');
    expect(pageHtml).toContain('<dd>$10.00</dd>');
    expect(pageHtml).toContain('<dd>$1.95</dd>');
    expect(pageHtml).toContain('<dd>$11.95</dd>');
    expect(pageHtml).toContain('We accept Visa, Mastercard, American Express, Discover.');

    const paid = await submitCard(app, payment, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    const location = paid.headers.get('Location') ?? '';
    expect(location).toMatch(
      /^http:\/\/localhost\/PaymentCallback\/quick-pay\/success\?encodedParam=[0-9a-f]{32}$/,
    );
    const encodedParam = encodedParamOf(location);

    const callback = await app.request(location);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('Location')).toBe(
      `/payment/success.html?isFromQuickPay=true&encodedParam=${encodedParam}`,
    );

    const result = await app.request(`/api/v3/quick-pay/payments/result?encodedParam=${encodedParam}`, {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${payment.quickPayToken}` },
    });
    expect(result.status).toBe(200);
    const resultBody = (await result.json()) as Record<string, unknown>;
    expect(resultBody).toStrictEqual({
      postbackMessage: 'Your payment was processed successfully.',
      accountBalance: 118.45,
      paymentAmount: 10,
      convenienceFee: 1.95,
      cardOrBankAccountNumberLastFourDigits: '4242',
      confirmationNumber: expect.stringMatching(/^RB\d{8}$/),
    });

    const status = await app.request(`/api/v3/quick-pay/payments/status?encryptedPayload=${encodedParam}`, {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${payment.quickPayToken}` },
    });
    expect(await status.json()).toStrictEqual({
      status: 'Approved',
      confirmationNumber: resultBody.confirmationNumber,
    });

    const verifyAgain = await app.request('/api/v3/quick-pay/verify/account/phone', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accountNumber: '300100200', phoneLastFourDigits: '4821' }),
    });
    const verifiedAgain = (await verifyAgain.json()) as {
      quickPayToken: string;
      account: { accountBalance: number };
    };
    expect(verifiedAgain.account.accountBalance).toBe(118.45);

    const settings = await app.request(
      '/api/v3/quick-pay/member/1001/payments/settings?applicationId=RIVERBEND-WEB',
      {
        headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${verifiedAgain.quickPayToken}` },
      },
    );
    const settingsBody = (await settings.json()) as { paymentSettings: { lastPayment: unknown } };
    expect(settingsBody.paymentSettings.lastPayment).toStrictEqual({
      paymentAmount: 10,
      paymentDate: '2026-06-15',
    });
  });

  it('answers the same result from the payment service to a signed-in member', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment));
    const encodedParam = encodedParamOf(
      (await submitCard(app, payment, '4242424242424242')).headers.get('Location'),
    );

    const result = await app.request(`/api/v3/payments/result?encodedParam=${encodedParam}`, {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: 'Bearer member-access-token' },
    });
    const withoutToken = await app.request(`/api/v3/payments/result?encodedParam=${encodedParam}`, {
      headers: { ApplicationId: 'RIVERBEND-WEB' },
    });

    expect(result.status).toBe(200);
    expect(((await result.json()) as { paymentAmount: number }).paymentAmount).toBe(10);
    expect(withoutToken.status).toBe(401);
  });

  it('answers 404 for an unknown encodedParam', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);

    const quickPayResult = await app.request('/api/v3/quick-pay/payments/result?encodedParam=unknown', {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${payment.quickPayToken}` },
    });
    const serviceResult = await app.request('/api/v3/payments/result?encodedParam=unknown', {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: 'Bearer member-access-token' },
    });

    expect(quickPayResult.status).toBe(404);
    expect(await quickPayResult.json()).toStrictEqual({ message: 'Not found' });
    expect(serviceResult.status).toBe(404);
  });

  it('answers Cancelled, without a confirmation number, for a cancelled payment', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment));
    // The encodedParam is only revealed on the way back; the cancel address reveals it without paying.
    const cancelled = await app.request('/gateway/hosted-payment/cancel', {
      method: 'POST',
      body: new URLSearchParams({ transNo: payment.transNo, securityToken: payment.securityToken }),
    });
    const encodedParam = encodedParamOf(cancelled.headers.get('Location'));

    const status = await app.request(`/api/v3/quick-pay/payments/status?encryptedPayload=${encodedParam}`, {
      headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${payment.quickPayToken}` },
    });

    expect(await status.json()).toStrictEqual({ status: 'Cancelled', confirmationNumber: null });
  });

  it('declines card 4000 0000 0000 0002, records nothing and shows the form again without the card number', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment));

    const declined = await submitCard(app, payment, '4000 0000 0000 0002');

    expect(declined.status).toBe(200);
    const pageHtml = await declined.text();
    expect(pageHtml).toContain(
      '<title>Error: Pay Riverbend Electric Cooperative | SecurePay hosted payment</title>',
    );
    expect(pageHtml).toContain('Your card was declined. Try another card or pay by bank account.');
    expect(pageHtml).toMatch(/id="card-number"\s+name="cardNumber"\s+type="text"\s+value=""/);
    expect(pageHtml).toMatch(
      /aria-describedby="card-number-hint accepted-cards card-number-error"\s+aria-invalid="true"/,
    );
    expect(pageHtml).toContain('value="Jordan Rivera"');
    expect(pageHtml).not.toMatch(/value="4000[\d ]*"/);
    expect(await recordedPayments(app)).toHaveLength(1);

    const retried = await submitCard(app, payment, '4242424242424242');
    expect(retried.status).toBe(303);
    expect(await recordedPayments(app)).toHaveLength(2);
  });

  it('tells an unknown card number apart from a decline', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment));

    const response = await submitCard(app, payment, '5555 5555 5555 4444');

    const pageHtml = await response.text();
    expect(pageHtml).toContain('Card number is not valid.');
    expect(pageHtml).not.toContain('Your card was declined.');
    expect(await recordedPayments(app)).toHaveLength(1);
  });

  it('ties each missing card detail to its field', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment));

    const response = await submitCard(app, payment, '', {
      cardholderName: '',
      cardExpiry: '',
      cardSecurityCode: '',
    });

    const pageHtml = await response.text();
    expect(pageHtml).toContain('<li><a href="#cardholder-name">Enter the name on the card.</a></li>');
    expect(pageHtml).toContain('<li><a href="#card-number">Enter the card number.</a></li>');
    expect(pageHtml).toContain(
      '<li><a href="#card-expiry">Enter the expiry date as MM/YY, for example 08/29.</a></li>',
    );
    expect(pageHtml).toContain(
      '<li><a href="#card-security-code">Enter the 3 or 4 digit security code from the back of the card.</a></li>',
    );
    expect(pageHtml).toContain('aria-describedby="cardholder-name-error"');
    expect(pageHtml).toContain('<p class="field-error" id="cardholder-name-error">');
    expect(pageHtml).toContain('aria-describedby="card-expiry-hint card-expiry-error"');
    expect(pageHtml).toContain('aria-describedby="card-security-code-hint card-security-code-error"');
  });

  it('refuses a card that expired last month', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment));

    const expired = await submitCard(app, payment, '4242424242424242', { cardExpiry: '05/26' });

    expect(await expired.text()).toContain(
      'This card has expired. Use a card with an expiry date in the future.',
    );
    expect(await recordedPayments(app)).toHaveLength(1);
  });

  it('accepts a card expiring this month', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment));

    const paid = await submitCard(app, payment, '4242424242424242', { cardExpiry: '06/26' });

    expect(paid.status).toBe(303);
  });

  it('records one payment when the same form is submitted twice', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment));

    const first = await submitCard(app, payment, '4242424242424242');
    const second = await submitCard(app, payment, '4242424242424242');
    const reopened = await openHostedPage(app, hostedFormFields(payment));

    expect(second.status).toBe(303);
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get('Location')).toBe(first.headers.get('Location'));
    const payments = await recordedPayments(app);
    expect(payments.filter((recorded) => recorded.accountNumber === '300100200')).toHaveLength(1);
    const verifyAgain = await app.request('/api/v3/quick-pay/verify/account/phone', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accountNumber: '300100200', phoneLastFourDigits: '4821' }),
    });
    expect(
      ((await verifyAgain.json()) as { account: { accountBalance: number } }).account.accountBalance,
    ).toBe(118.45);
  });

  it('pays by bank account with routing number 011000015, without a convenience fee', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment, { PaymentType: 'echeck' }));

    const paid = await submitBankAccount(app, payment, {
      accountHolderName: 'Jordan Rivera',
      routingNumber: '011000015',
      bankAccountNumber: '000123456789',
      bankAccountType: 'checking',
    });

    expect(paid.status).toBe(303);
    const result = await app.request(
      `/api/v3/quick-pay/payments/result?encodedParam=${encodedParamOf(paid.headers.get('Location'))}`,
      { headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${payment.quickPayToken}` } },
    );
    const body = (await result.json()) as Record<string, unknown>;
    expect(body.cardOrBankAccountNumberLastFourDigits).toBe('6789');
    expect(body.convenienceFee).toBe(0);
    expect(body.accountBalance).toBe(118.45);
  });

  it('explains what is wrong with bank details and keeps the bank account number off the page', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment, { PaymentType: 'echeck' }));

    const unknownBank = await submitBankAccount(app, payment, {
      accountHolderName: 'Jordan Rivera',
      routingNumber: '122105278',
      bankAccountNumber: '987654321',
      bankAccountType: 'savings',
    });
    const shortNumbers = await submitBankAccount(app, payment, {
      accountHolderName: 'Jordan Rivera',
      routingNumber: '0110',
      bankAccountNumber: '123',
      bankAccountType: 'savings',
    });

    const unknownBankHtml = await unknownBank.text();
    expect(unknownBankHtml).toContain(
      'We could not find a bank with this routing number. Check the number on your check.',
    );
    expect(unknownBankHtml).not.toContain('987654321');
    expect(unknownBankHtml).toMatch(/value="savings"\s+checked/);
    const shortNumbersHtml = await shortNumbers.text();
    expect(shortNumbersHtml).toContain('The routing number must be 9 digits.');
    expect(shortNumbersHtml).toContain('The bank account number must be 4 to 17 digits.');
    expect(await recordedPayments(app)).toHaveLength(1);
  });

  it('switches between card and bank account without JavaScript', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    const cardPage = await (await openHostedPage(app, hostedFormFields(payment))).text();

    const bankPage = await app.request('/gateway/hosted-payment/method', {
      method: 'POST',
      body: new URLSearchParams({
        transNo: payment.transNo,
        securityToken: payment.securityToken,
        method: 'echeck',
      }),
    });

    expect(cardPage).toContain('<legend>Card details</legend>');
    expect(cardPage).toContain('Pay by bank account instead');
    const bankHtml = await bankPage.text();
    expect(bankHtml).toContain('<legend>Bank account details</legend>');
    expect(bankHtml).toContain('<label for="routing-number">Routing number</label>');
    expect(bankHtml).toContain('Pay by card instead');
    expect(bankHtml).toContain('<dd>$0.00</dd>');
  });

  it('offers only the bank account to 300400501, whose card payments are restricted', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app, '300400501', '2468');

    const page = await openHostedPage(
      app,
      hostedFormFields(payment, {
        AccountNumber: '300400501',
        AccountDisplay: '300400501',
        PaymentType: 'cc',
      }),
    );

    const pageHtml = await page.text();
    expect(pageHtml).toContain('<legend>Bank account details</legend>');
    expect(pageHtml).not.toContain('Pay by card instead');
  });

  it('cancels: marks the transaction cancelled, records nothing and returns to the cancel page', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment));

    const cancelled = await app.request('/gateway/hosted-payment/cancel', {
      method: 'POST',
      body: new URLSearchParams({ transNo: payment.transNo, securityToken: payment.securityToken }),
    });

    expect(cancelled.status).toBe(303);
    const location = cancelled.headers.get('Location') ?? '';
    expect(location).toMatch(/^http:\/\/localhost\/PaymentCallback\/cancel\?encodedParam=[0-9a-f]{32}$/);
    const encodedParam = encodedParamOf(location);
    const callback = await app.request(location, { method: 'POST' });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('Location')).toBe(`/payment/cancel.html?encodedParam=${encodedParam}`);
    expect(await recordedPayments(app)).toHaveLength(1);

    const payAfterCancel = await submitCard(app, payment, '4242424242424242');
    expect(payAfterCancel.status).toBe(303);
    expect(payAfterCancel.headers.get('Location')).toBe(location);
    expect(await recordedPayments(app)).toHaveLength(1);
  });

  it('shows an error page for a security token that does not match the transaction', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);

    const page = await openHostedPage(app, hostedFormFields(payment, { AuthorizationToken: '0'.repeat(32) }));

    expect(page.status).toBe(400);
    expect(page.headers.get('Location')).toBeNull();
    expect(await page.text()).toContain('This payment request is not valid or has expired.');
  });

  it.each([
    'https://evil.example/PaymentCallback/quick-pay/success',
    '//evil.example/PaymentCallback/quick-pay/success',
    'javascript:alert(1)',
    'http://user:secret@localhost/PaymentCallback/quick-pay/success',
  ])('never redirects to a return address off the demo host: %s', async (address) => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);

    const page = await openHostedPage(app, hostedFormFields(payment, { HostedCCReturn: address }));
    const paid = await submitCard(app, payment, '4242424242424242');

    expect(page.status).toBe(400);
    expect(await page.text()).toContain('asks to return to an address outside this site');
    expect(paid.status).toBe(400);
    expect(paid.headers.get('Location')).toBeNull();
    expect(await recordedPayments(app)).toHaveLength(1);
  });

  it('never redirects to a cancel address off the demo host', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);

    const page = await openHostedPage(
      app,
      hostedFormFields(payment, { HostedCCCancel: 'https://evil.example/' }),
    );

    expect(page.status).toBe(400);
    expect(page.headers.get('Location')).toBeNull();
  });

  it('escapes what the posted form says before showing it', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);

    const page = await openHostedPage(
      app,
      hostedFormFields(payment, { AccountDisplay: '<img src=x onerror=alert(1)>' }),
    );

    const pageHtml = await page.text();
    expect(pageHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(pageHtml).not.toContain('<img');
  });

  it('has no inline script or style', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);

    const pageHtml = await (await openHostedPage(app, hostedFormFields(payment))).text();

    expect(pageHtml).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(pageHtml).toContain('<link rel="stylesheet" href="/gateway/gateway.css" />');
  });
});

/** The hidden form of a setup or a signed-in payment: what the widget posts for the transaction it started. */
function signedInFormFields(
  started: { transNo: string; securityToken: string; clientId: string },
  fields: { accountDisplay: string; paymentType: 'cc' | 'echeck' },
) {
  const card = fields.paymentType === 'cc';
  return new URLSearchParams({
    ClientReferenceId: started.transNo,
    CoopNumber: started.clientId,
    ApplicationId: 'RIVERBEND-WEB',
    AccountNumber: fields.accountDisplay.split(',')[0] ?? '',
    AccountDisplay: fields.accountDisplay,
    IsPostbackRequired: 'true',
    EnableCreditCard: String(card),
    EnableECheck: String(!card),
    HostedCCReturn: returnUrl,
    HostedCCCancel: cancelUrl,
    PaymentType: fields.paymentType,
    AcceptedCreditCardTypes: card ? 'VI,MC' : '',
    AuthorizationToken: started.securityToken,
  });
}

async function signInJordan(app: Simulator): Promise<string> {
  return signIn(app, 'jordan.rivera', 'Sunrise#2026');
}

/** A card draft of the accounts, started as the Draft Payments screen starts it. */
async function startCardDraft(app: Simulator, token: string, accountNumbers: string[]) {
  const response = await call(app, 'POST', '/api/v3/members/1001/drafts/initiate', {
    token,
    body: {
      accountsToDraft: accountNumbers.map((accountNumber) => ({
        accountNumber,
        action: 'ADD',
        draftMethod: 'WHEN_BILLED',
        draftDay: null,
        draftStartDate: null,
      })),
      paymentType: 'DRAFT',
      draftOption: 'CREDIT',
      amount: 0,
      removeDraft: false,
    },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { transNo: string; securityToken: string; clientId: string };
}

/** $10.00 on 300100200 and on 300100201 on the hosted page, as Pay Multiple Accounts starts it. */
async function startSignedInPayment(app: Simulator, token: string, paymentType: 'cc' | 'echeck') {
  const response = await call(app, 'POST', '/api/v3/members/1001/pay-accounts/payments', {
    token,
    body: {
      accountsToPay: [
        { account: '300100200', paymentAmount: 10 },
        { account: '300100201', paymentAmount: 10 },
      ],
      amount: 20,
      paymentType,
    },
  });
  expect(response.status).toBe(200);
  const { paymentRequisitionSettings } = (await response.json()) as {
    paymentRequisitionSettings: { transNo: string; securityToken: string; clientId: string };
  };
  return paymentRequisitionSettings;
}

async function walletOf(app: Simulator, token: string) {
  const response = await call(app, 'GET', '/api/v3/members/1001/payment-methods', { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { methods: Array<Record<string, unknown>> }).methods;
}

describe('a setup on the hosted payment page (a draft or an auto payment)', () => {
  it('says a card draft saves a payment method for the cooperative, takes no payment and shows no amount', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    const draft = await startCardDraft(app, token, ['300100200']);

    const page = await openHostedPage(
      app,
      signedInFormFields(draft, { accountDisplay: '300100200', paymentType: 'cc' }),
    );

    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain(
      '<title>Save a payment method for Riverbend Electric Cooperative | SecurePay hosted payment</title>',
    );
    expect(pageHtml).toContain('<h1>Save a payment method for Riverbend Electric Cooperative</h1>');
    expect(pageHtml).toMatch(/<dt>Account<\/dt>\s*<dd>300100200<\/dd>/);
    expect(pageHtml).toMatch(
      /No payment is taken now\. The cooperative will use this card or bank account for the payments you set\s+up\./,
    );
    expect(pageHtml).toMatch(/<button class="button button-primary" type="submit">Save card<\/button>/);
    expect(pageHtml).not.toContain('Payment amount');
    expect(pageHtml).not.toContain('convenience fee');
    expect(pageHtml).not.toContain('<dt>Total</dt>');
    expect(pageHtml).not.toContain('$0.00');
    expect(pageHtml).not.toContain('Pay Riverbend');
    expect(pageHtml).not.toContain('future payments');
  });

  it('keeps the error title and summary of a setup, and its Save card button', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    const draft = await startCardDraft(app, token, ['300100200']);
    await openHostedPage(app, signedInFormFields(draft, { accountDisplay: '300100200', paymentType: 'cc' }));

    const refused = await submitCard(app, draft, '');

    const pageHtml = await refused.text();
    expect(pageHtml).toContain(
      '<title>Error: Save a payment method for Riverbend Electric Cooperative | SecurePay hosted payment</title>',
    );
    expect(pageHtml).toContain('<li><a href="#card-number">Enter the card number.</a></li>');
    expect(pageHtml).toMatch(/<button class="button button-primary" type="submit">Save card<\/button>/);
  });

  it('names every account of a draft of several', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    const draft = await startCardDraft(app, token, ['300100200', '300100205']);

    const page = await openHostedPage(
      app,
      signedInFormFields(draft, { accountDisplay: '300100200,300100205', paymentType: 'cc' }),
    );

    expect(await page.text()).toMatch(/<dt>Accounts<\/dt>\s*<dd>300100200, 300100205<\/dd>/);
  });

  it('offers Save bank account for an auto pay enrolment by bank account, and records no payment nor wallet method', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    const initiated = await call(
      app,
      'POST',
      '/api/v3/members/1001/accounts/300100202/auto-payment/initiate',
      {
        token,
        body: { paymentType: 'echeck' },
      },
    );
    expect(initiated.status).toBe(200);
    const enrolment = (await initiated.json()) as {
      transNo: string;
      securityToken: string;
      clientId: string;
    };

    const page = await openHostedPage(
      app,
      signedInFormFields(enrolment, { accountDisplay: '300100202', paymentType: 'echeck' }),
    );
    const pageHtml = await page.text();
    const saved = await submitBankAccount(app, enrolment, {
      accountHolderName: 'Jordan Rivera',
      routingNumber: '011000015',
      bankAccountNumber: '000123456789',
      bankAccountType: 'checking',
      saveForLater: 'true',
    });

    expect(pageHtml).toContain('<h1>Save a payment method for Riverbend Electric Cooperative</h1>');
    expect(pageHtml).toMatch(/<dt>Account<\/dt>\s*<dd>300100202<\/dd>/);
    expect(pageHtml).toMatch(
      /<button class="button button-primary" type="submit">Save bank account<\/button>/,
    );
    expect(pageHtml).not.toContain('Bank payment fee');
    expect(pageHtml).not.toContain('future payments');
    expect(saved.status).toBe(303);
    expect(await recordedPayments(app)).toHaveLength(1);
    expect(await walletOf(app, token)).toHaveLength(2);
  });
});

describe('saving a new card or bank account on the hosted page for later', () => {
  it('offers an unchecked box on a signed-in payment of several accounts, keeping the payment texts', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    const payment = await startSignedInPayment(app, token, 'cc');

    const page = await openHostedPage(
      app,
      signedInFormFields(payment, { accountDisplay: '300100200, 300100201', paymentType: 'cc' }),
    );

    const pageHtml = await page.text();
    expect(pageHtml).toContain('<h1>Pay Riverbend Electric Cooperative</h1>');
    expect(pageHtml).toMatch(/<dt>Total<\/dt>\s*<dd>\$21\.95<\/dd>/);
    expect(pageHtml).toMatch(/<button class="button button-primary" type="submit">Pay \$21\.95<\/button>/);
    expect(pageHtml).toMatch(
      /<input\s+id="save-for-later"\s+type="checkbox"\s+name="saveForLater"\s+value="true"\s*\/>/,
    );
    expect(pageHtml).toMatch(/<label for="save-for-later">\s*Save this card for future payments\s*<\/label>/);
    // Inside the form that pays: the box is sent with the card.
    const form = pageHtml.slice(
      pageHtml.indexOf('<form class="payment-form"'),
      pageHtml.indexOf('</form>', pageHtml.indexOf('<form class="payment-form"')),
    );
    expect(form).toContain('id="save-for-later"');
  });

  it('names a bank account in the box when paying by bank account', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    const payment = await startSignedInPayment(app, token, 'echeck');

    const page = await openHostedPage(
      app,
      signedInFormFields(payment, { accountDisplay: '300100200, 300100201', paymentType: 'echeck' }),
    );

    expect(await page.text()).toMatch(
      /<label for="save-for-later">\s*Save this bank account for future payments\s*<\/label>/,
    );
  });

  it('never offers it on Quick Pay, where no member is signed in', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);

    const pageHtml = await (await openHostedPage(app, hostedFormFields(payment))).text();

    expect(pageHtml).toContain('<h1>Pay Riverbend Electric Cooperative</h1>');
    expect(pageHtml).not.toContain('save-for-later');
    expect(pageHtml).not.toContain('future payments');
  });

  it('saves the card to the wallet, masked, when the box is checked, and nothing more for a second submission', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    const payment = await startSignedInPayment(app, token, 'cc');
    await openHostedPage(
      app,
      signedInFormFields(payment, { accountDisplay: '300100200, 300100201', paymentType: 'cc' }),
    );

    const first = await submitCard(app, payment, '4242 4242 4242 4242', {
      cardExpiry: '11/31',
      saveForLater: 'true',
    });
    const second = await submitCard(app, payment, '4242 4242 4242 4242', {
      cardExpiry: '11/31',
      saveForLater: 'true',
    });

    expect(first.status).toBe(303);
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    const wallet = await walletOf(app, token);
    expect(wallet.map((method) => method.token)).toStrictEqual([
      'tok-1001-card-4242',
      'tok-1001-bank-6789',
      expect.stringMatching(/^tok-[0-9a-f]{32}$/),
    ]);
    expect(wallet[2]).toStrictEqual({
      token: wallet[2]?.token,
      methodType: 'CARD',
      cardType: 'VI',
      bankAccountType: null,
      bankName: '',
      lastFourDigits: '4242',
      expiryMonth: 11,
      expiryYear: 2031,
      nickname: '',
      isDefault: false,
      savedDate: '2026-06-15',
      autoPayAccounts: [],
    });
    expect(JSON.stringify(wallet)).not.toContain('4242424242424242');
    expect(await recordedPayments(app)).toHaveLength(3);
  });

  it('saves nothing when the box is left unchecked', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    const payment = await startSignedInPayment(app, token, 'cc');
    await openHostedPage(
      app,
      signedInFormFields(payment, { accountDisplay: '300100200, 300100201', paymentType: 'cc' }),
    );

    const paid = await submitCard(app, payment, '4242424242424242');

    expect(paid.status).toBe(303);
    expect(await recordedPayments(app)).toHaveLength(3);
    expect(await walletOf(app, token)).toHaveLength(2);
  });

  it('saves a bank account with its type and the bank of its routing number, and never its number', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    const payment = await startSignedInPayment(app, token, 'echeck');
    await openHostedPage(
      app,
      signedInFormFields(payment, { accountDisplay: '300100200, 300100201', paymentType: 'echeck' }),
    );

    const paid = await submitBankAccount(app, payment, {
      accountHolderName: 'Jordan Rivera',
      routingNumber: '011000015',
      bankAccountNumber: '000555123456',
      bankAccountType: 'savings',
      saveForLater: 'true',
    });

    expect(paid.status).toBe(303);
    const wallet = await walletOf(app, token);
    expect(wallet).toHaveLength(3);
    expect(wallet[2]).toMatchObject({
      methodType: 'BANK',
      cardType: null,
      bankAccountType: 'Savings',
      bankName: 'First Demo Bank',
      lastFourDigits: '3456',
      expiryMonth: null,
      expiryYear: null,
      isDefault: false,
    });
    expect(JSON.stringify(wallet)).not.toContain('000555123456');
  });

  it('makes the saved card the default when the member had no other method', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    for (const method of await walletOf(app, token)) {
      await call(app, 'DELETE', `/api/v3/members/1001/payment-methods/${String(method.token)}`, { token });
    }
    expect(await walletOf(app, token)).toHaveLength(0);
    const payment = await startSignedInPayment(app, token, 'cc');
    await openHostedPage(
      app,
      signedInFormFields(payment, { accountDisplay: '300100200, 300100201', paymentType: 'cc' }),
    );

    await submitCard(app, payment, '4242424242424242', { saveForLater: 'true' });

    const wallet = await walletOf(app, token);
    expect(wallet).toHaveLength(1);
    expect(wallet[0]).toMatchObject({ methodType: 'CARD', lastFourDigits: '4242', isDefault: true });
  });

  it('keeps the box checked when the form shows again with an error, and saves nothing for a decline', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signInJordan(app);
    const payment = await startSignedInPayment(app, token, 'cc');
    await openHostedPage(
      app,
      signedInFormFields(payment, { accountDisplay: '300100200, 300100201', paymentType: 'cc' }),
    );

    const declined = await submitCard(app, payment, '4000000000000002', {
      saveForLater: 'true',
    });

    expect(await declined.text()).toMatch(/name="saveForLater"\s+value="true"\s+checked/);
    expect(await walletOf(app, token)).toHaveLength(2);
  });

  it('saves nothing from Quick Pay, even when the box is sent', async () => {
    const app = createSimulator({ now: () => today });
    const payment = await startPayment(app);
    await openHostedPage(app, hostedFormFields(payment));

    const paid = await submitCard(app, payment, '4242424242424242', { saveForLater: 'true' });

    expect(paid.status).toBe(303);
    const token = await signInJordan(app);
    expect(await walletOf(app, token)).toHaveLength(2);
  });
});
