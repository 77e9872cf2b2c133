import { type HTMLFormElement as PageFormElement, Window } from 'happy-dom';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { getPaymentResult } from '../../../src/api/payments.ts';
import {
  getPaymentSettings,
  getPaymentStatus,
  getQuickPayPaymentResult,
  initiatePayment,
  verifyAccount,
} from '../../../src/api/quick-pay.ts';
import { SiteConfigurationSchema } from '../../../src/api/schemas/site-configuration.ts';
import { getAccountDetails } from '../../../src/api/accounts.ts';
import { login } from '../../../src/api/auth.ts';
import {
  getAuthenticationTypes,
  registerMember,
  sendVerificationCode,
  verifyRegistrationCode,
} from '../../../src/api/registration.ts';
import { errorText } from '../../../src/api/errors.ts';
import { quickPayErrors } from '../../../src/domain/quick-pay/errors.ts';
import {
  buildPaymentRequest,
  hostedFormFieldsFor,
  paymentCallbackUrls,
} from '../../../src/domain/quick-pay/hosted-form.ts';
import { checkActionUrl } from '../../../src/domain/security/action-url.ts';
import { resetHostedFormSubmission, submitHostedForm } from '../../../src/ui/payment/submit-hosted-form.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// The client's own calls, schemas and request builders against the simulator: what the widgets send
// is what the back office accepts, and what it answers passes our schemas.
const origin = 'http://localhost:4173';
const quickPayAccounts = [
  ['300100200', '4821'],
  ['300200300', '6093'],
  ['300300400', '1177'],
  ['300300401', '1177'],
  ['300400500', '2468'],
  ['300400501', '2468'],
  ['300500600', '3690'],
  ['300600700', '5151'],
] as const;

function clientFor(simulator: ReturnType<typeof createSimulator>) {
  return createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
}

interface PostedForm {
  readonly method: string;
  readonly action: string;
  readonly body: URLSearchParams;
}

/**
 * The hosted form as the widget posts it: submitHostedForm builds the hidden form in a page (happy-dom
 * here) and submits it; the submission is caught and encoded as a browser encodes a form without an
 * enctype (application/x-www-form-urlencoded). Navigating is left to the browser tests.
 */
async function postedHostedForm(
  actionUrl: URL,
  fields: ReadonlyArray<readonly [string, string]>,
): Promise<PostedForm> {
  const page = new Window({ url: `${origin}/` });
  const posted: PostedForm[] = [];
  page.HTMLFormElement.prototype.submit = function catchSubmission(this: PageFormElement) {
    const entries = [...new page.FormData(this).entries()].map(([name, value]) => [name, String(value)]);
    posted.push({ method: this.method, action: this.action, body: new URLSearchParams(entries) });
  };
  resetHostedFormSubmission();
  try {
    expect(submitHostedForm(page.document as unknown as Document, actionUrl, fields)).toBe(true);
  } finally {
    resetHostedFormSubmission();
    await page.happyDOM.close();
  }
  expect(posted).toHaveLength(1);
  return posted[0]!;
}

describe('the client against the simulator', () => {
  it.each(quickPayAccounts)(
    'verifies %s and reads its payment settings through our schemas',
    async (account, phone) => {
      const client = clientFor(createSimulator());
      const verified = await verifyAccount(client, { accountNumber: account, phoneLastFourDigits: phone });
      expect(verified.account.accountNumber).toBe(account);
      const settings = await getPaymentSettings(client, verified.memberNumber, verified.quickPayToken);
      expect(settings.applicationWebId).toBe('RIVERBEND-WEB');
    },
  );

  it("maps the simulator's 400 for a wrong phone to the first message of its list", async () => {
    const client = clientFor(createSimulator());
    const error = await verifyAccount(client, {
      accountNumber: '300100200',
      phoneLastFourDigits: '0000',
    }).catch((caught: unknown) => caught);
    expect(errorText(error, quickPayErrors)).toBe(
      'We could not find an account matching that account number and phone number.',
    );
  });

  it("maps the simulator's 401 for a token of another member to 'Unauthorized access.'", async () => {
    const client = clientFor(createSimulator());
    const verified = await verifyAccount(client, { accountNumber: '300100200', phoneLastFourDigits: '4821' });
    const error = await getPaymentSettings(client, '1002', verified.quickPayToken).catch(
      (caught: unknown) => caught,
    );
    expect(errorText(error, quickPayErrors)).toBe('Unauthorized access.');
  });

  it('accepts the payment request we build, takes the hosted form we post, and returns a result our schema reads', async () => {
    const simulator = createSimulator();
    const client = clientFor(simulator);
    const verified = await verifyAccount(client, { accountNumber: '300100200', phoneLastFourDigits: '4821' });
    const settings = await getPaymentSettings(client, verified.memberNumber, verified.quickPayToken);
    const initiation = await initiatePayment(
      client,
      verified.memberNumber,
      verified.encryptedAccount,
      verified.quickPayToken,
      buildPaymentRequest(verified.account, 10, verified.account.minimumPaymentDue),
    );
    const requisition = initiation.paymentRequisitionSettings;
    expect(requisition.actionUrl).toBe(`${origin}/gateway/hosted-payment`);
    // The demo host lists its own origin as the payment origin; the widget checks the address first.
    const checked = checkActionUrl(requisition.actionUrl, { allowedOrigins: [origin], pageOrigin: origin });
    if (!checked.ok) throw new Error(`the simulator's action URL was refused: ${checked.reason}`);

    const callbacks = paymentCallbackUrls(`${origin}/api`);
    const fields = hostedFormFieldsFor({
      account: verified.account,
      settings,
      initiation,
      paymentAmount: 10,
      callbacks,
    });
    const form = await postedHostedForm(checked.url, fields);
    expect(form.method).toBe('post');
    expect(form.action).toBe(`${origin}/gateway/hosted-payment`);
    expect([...form.body.keys()]).toEqual(fields.map(([name]) => name));
    const page = await simulator.fetch(new Request(form.action, { method: 'POST', body: form.body }));
    expect(page.status).toBe(200);
    // The hosted page took the form: it shows what the widget posted.
    const hostedPage = await page.text();
    expect(hostedPage).toContain('<h1>Pay Riverbend Electric Cooperative</h1>');
    expect(hostedPage).toMatch(/<dt>Account<\/dt>\s*<dd>300100200<\/dd>/);
    expect(hostedPage).toMatch(/<dt>Payment amount<\/dt>\s*<dd>\$10\.00<\/dd>/);
    expect(hostedPage).toMatch(/<dt>Card convenience fee<\/dt>\s*<dd>\$1\.95<\/dd>/);
    expect(hostedPage).toMatch(/<dt>Total<\/dt>\s*<dd>\$11\.95<\/dd>/);

    const paid = await simulator.fetch(
      new Request(`${origin}/gateway/hosted-payment/pay`, {
        method: 'POST',
        body: new URLSearchParams({
          transNo: requisition.transNo,
          securityToken: requisition.securityToken,
          method: 'cc',
          cardholderName: 'Jordan Rivera',
          cardNumber: '4242424242424242',
          cardExpiry: '12/39',
          cardSecurityCode: '123',
        }),
      }),
    );
    expect(paid.status).toBe(303);
    const returnedTo = new URL(paid.headers.get('Location') ?? '');
    expect(returnedTo.origin + returnedTo.pathname).toBe(callbacks.success);
    const encodedParam = returnedTo.searchParams.get('encodedParam') ?? '';

    const callback = await simulator.fetch(new Request(returnedTo));
    expect(callback.status).toBe(303);
    expect(callback.headers.get('Location')).toBe(
      `/payment/success.html?isFromQuickPay=true&encodedParam=${encodedParam}`,
    );

    const status = await getPaymentStatus(client, encodedParam, verified.quickPayToken);
    expect(status.status).toBe('Approved');
    const result = await getQuickPayPaymentResult(client, encodedParam, verified.quickPayToken);
    expect(result).toMatchObject({
      paymentAmount: 10,
      convenienceFee: 1.95,
      cardOrBankAccountNumberLastFourDigits: '4242',
      accountBalance: 118.45,
      confirmationNumber: status.confirmationNumber,
    });
    const fromPaymentService = await getPaymentResult(client, encodedParam, 'member-access-token');
    expect(fromPaymentService).toEqual(result);
  });

  it('serves a site configuration our schema reads, with the Riverbend flags', async () => {
    const simulator = createSimulator();
    const response = await simulator.fetch(
      new Request(`${origin}/api/v3/portal/site-configuration?applicationId=RIVERBEND-WEB`, {
        headers: { ApplicationId: 'RIVERBEND-WEB' },
      }),
    );
    const configuration = create(await response.json(), SiteConfigurationSchema);
    expect(configuration.siteSettings.coopName).toBe('Riverbend Electric Cooperative');
    expect(configuration.configuration.emergencyAnnouncementMessage).toBe(
      "Crews are restoring power after Tuesday's storm. Check the outage map for updates.",
    );
    expect(configuration.features.find((feature) => feature.name === 'QuickPay')?.enable).toBe(true);
    expect(configuration.features.find((feature) => feature.name === 'WHEC')?.enable).toBe(false);
  });

  it('registers 300700800 through our registration calls and signs the new member in', async () => {
    const simulator = createSimulator();
    const client = clientFor(simulator);
    const options = await getAuthenticationTypes(client, '300700800');
    expect(options.emails.map((email) => email.value)).toEqual(['a***n@example.com']);
    const emailOption = options.emails[0]!;
    await sendVerificationCode(client, '300700800', emailOption.id);
    const outbox = (await (
      await simulator.fetch(new Request(`${origin}/api/__simulator/outbox`))
    ).json()) as Array<{ code?: string }>;
    const code = outbox[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verifyRegistrationCode(client, {
      accountNumber: '300700800',
      verificationCode: code,
      validatorResource: emailOption.id,
    });
    const question = verified.secretQuestions.find((candidate) => candidate.visible)!;
    expect(typeof question.id).toBe('string');
    const registered = await registerMember(client, {
      memberNumber: options.memberNumber,
      email: verified.email,
      cnfemail: verified.email,
      password: 'Meadow#2026',
      cnfpassword: 'Meadow#2026',
      secQuestion: question.id,
      secAnswer: 'Biscuit',
      hasOptedForPaperlessBilling: false,
      hasOptedForPaperlessOther: false,
      areMarketingEmailsAllowed: false,
      paperlessConfirmText: '',
      loginId: 'alex.chen',
      accountNumber: '300700800',
    });
    expect(registered.message).toContain('alex.chen');
    const session = await login(client, { userName: 'alex.chen', password: 'Meadow#2026' });
    expect(session.memberNumber).toBe('1007');
  });

  it("reads jordan.rivera's six accounts and their details through our schemas", async () => {
    const client = clientFor(createSimulator());
    const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
    const token = session.accessToken ?? '';
    const details = await getAccountDetails(client, session.memberNumber, token, {});
    expect(details.accounts.map((account) => account.accountNumber)).toEqual([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
    ]);
    expect(details.totalRecords).toBe(6);
    expect(details.accounts.map((account) => account.isPrimaryAccount)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(details.accounts.find((account) => account.accountNumber === '300100201')?.accountType).toBe(
      'Water',
    );
  });

  it("pages the school district's 2,400 accounts with the client's query, searched and sorted there", async () => {
    const client = clientFor(createSimulator());
    const session = await login(client, { userName: 'riverbend.schools', password: 'Recess#2026' });
    const token = session.accessToken ?? '';
    const first = await getAccountDetails(client, session.memberNumber, token, { offset: '0', limit: '25' });
    expect(first.totalRecords).toBe(2400);
    expect(first.accounts).toHaveLength(25);
    expect(first.accounts[0]).toMatchObject({ accountNumber: '101000001', isPrimaryAccount: true });

    const stadiums = await getAccountDetails(client, session.memberNumber, token, {
      search: 'stadium lights',
      status: 'pastDue',
      sort: 'balance',
      direction: 'descending',
      limit: '100',
    });
    expect(stadiums.totalRecords).toBeGreaterThan(0);
    expect(stadiums.accounts.length).toBe(Math.min(100, stadiums.totalRecords));
    const balances = stadiums.accounts.map((account) => account.accountBalance ?? 0);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(stadiums.accounts.every((account) => account.serviceAddress?.includes('Stadium Lights'))).toBe(
      true,
    );
  });
});
