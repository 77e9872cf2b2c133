import { describe, expect, it } from 'vitest';
import {
  draftPaymentsOperations,
  getFinancialInstitutions,
  getMemberDrafts,
  initiateDraft,
  removeDrafts,
  saveBankDraft,
} from '../../../src/api/draft-payments.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import {
  type BankDraftRequest,
  draftCallbackUrls,
  draftHostedFormFields,
  draftRemovalRequest,
} from '../../../src/domain/draft-payments/requests.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Draft Payments calls and schemas against the simulator: the paths we send are the ones the back
// office serves, and what it answers passes our schemas.
const origin = 'http://localhost:4173';

async function jordan() {
  const simulator = createSimulator();
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

function bankDraft(overrides: Partial<BankDraftRequest> = {}): BankDraftRequest {
  return {
    draftAccounts: [
      {
        accountNumber: '300100200',
        action: 'ADD',
        draftMethod: 'DAY_OF_MONTH',
        draftDay: 12,
        draftStartDate: '2026-12-10',
      },
    ],
    memberNumber: '1001',
    draftType: 'Checking',
    bankAccountNumber: '123456789',
    routingNumber: '011000015',
    bankName: 'First Demo Bank',
    ...overrides,
  };
}

describe('the Draft Payments calls against the simulator', () => {
  it('reads Jordan Rivera’s six accounts with their drafts, and Riverbend’s draft settings', async () => {
    const { client, member } = await jordan();
    const { settings, accounts } = await getMemberDrafts(client, member);

    expect(settings).toEqual({
      allowBankDraft: true,
      allowCreditDraft: true,
      defaultDraftOption: 'BANK',
      draftType: 'ACCOUNT',
      individualMethodSetup: true,
      defaultDraftMethod: 'WHEN_BILLED',
      maxDraftDays: 20,
      nachaProcess: true,
      preventPastDueSetup: true,
      enforceNoMoreChecks: true,
      acceptedCardTypes: expect.arrayContaining(['VI', 'MC']) as unknown,
    });
    expect(accounts.map((account) => account.accountNumber)).toEqual([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
    ]);
    const byNumber = Object.fromEntries(accounts.map((account) => [account.accountNumber, account]));
    expect(byNumber['300100200']).toMatchObject({ autopayExists: false, pastDueAmount: 0, draft: null });
    expect(byNumber['300100201']).toMatchObject({ autopayExists: true });
    expect(byNumber['300100202']?.pastDueAmount).toBe(118.9);
    expect(byNumber['300100203']?.draft).toEqual({
      draftAccountType: 'Savings',
      draftAccountNumberMasked: '****4321',
      financialInstitutionName: 'Canyon Credit Union',
      draftType: 'DAYS_AFTER_BILLING',
      draftDay: 5,
    });
    expect(byNumber['300100204']).toMatchObject({ ccEligible: false, noMoreChecks: true });
    expect(byNumber['300100205']?.draft).toMatchObject({
      draftType: 'END_OF_MONTH',
      draftAccountNumberMasked: '****5454',
    });
    expect(byNumber['300100200']?.eligibleDraftDate).toMatch(/^\d{4}-\d{2}-10$/);
  });

  it('answers a page of the accounts, those with a draft alone, and counts what may be drafted of them all', async () => {
    const { client, member } = await jordan();

    const page = await getMemberDrafts(client, member, { query: { offset: '1', limit: '2' } });
    const withDraft = await getMemberDrafts(client, member, { query: { withDraft: 'true' } });

    expect(page.accounts.map((account) => account.accountNumber)).toEqual(['300100201', '300100202']);
    expect(page.totalRecords).toBe(6);
    // 300100201 is on AutoPay, 300100202 past due, 300100204 neither by card nor by a check.
    expect(page.draftableAccounts).toEqual({ BANK: 3, CREDIT: 3 });
    expect(withDraft.accounts.map((account) => account.accountNumber)).toEqual(['300100203', '300100205']);
    expect(withDraft.totalRecords).toBe(2);
    expect(
      failureOf(
        await getMemberDrafts(client, member, { query: { withDraft: 'yes' as 'true' } }).catch(
          (caught: unknown) => caught,
        ),
      ),
    ).toMatchObject({ kind: 'http', status: 400, body: ['withDraft must be true or false.'] });
  });

  it('lists the financial institutions of demo-data.md', async () => {
    const { client, member } = await jordan();
    expect(await getFinancialInstitutions(client, member)).toEqual([
      { routingNumber: '011000015', name: 'First Demo Bank' },
      { routingNumber: '122105278', name: 'Canyon Credit Union' },
      { routingNumber: '121000358', name: 'DO NOT USE' },
    ]);
  });

  it('saves a bank draft by the direct call and shows it masked', async () => {
    const { client, member } = await jordan();
    expect(await saveBankDraft(client, member, bankDraft())).toEqual({ updatedAccounts: ['300100200'] });
    const { accounts } = await getMemberDrafts(client, member);
    expect(accounts[0]?.draft).toEqual({
      draftAccountType: 'Checking',
      draftAccountNumberMasked: '****6789',
      financialInstitutionName: 'First Demo Bank',
      draftType: 'DAY_OF_MONTH',
      draftDay: 12,
    });
  });

  it('answers a repeated idempotency key with the first answer, and makes the change once', async () => {
    const { client, member } = await jordan();
    const call = { idempotencyKey: 'draft-intent-1' };
    const first = await saveBankDraft(client, member, bankDraft(), call);
    // The draft is taken away in between: a repeat carried out again would put it back.
    await removeDrafts(client, member, draftRemovalRequest('1001', ['300100200']));
    const again = await saveBankDraft(client, member, bankDraft(), call);
    expect(again).toEqual(first);
    expect((await getMemberDrafts(client, member)).accounts[0]?.draft).toBeNull();
  });

  it('refuses an account on AutoPay, a past due one and a no-more-checks one', async () => {
    const { client, member } = await jordan();
    const refusal = async (accountNumber: string) =>
      failureOf(
        await saveBankDraft(
          client,
          member,
          bankDraft({
            draftAccounts: [
              {
                accountNumber,
                action: 'ADD',
                draftMethod: 'WHEN_BILLED',
                draftDay: null,
                draftStartDate: null,
              },
            ],
          }),
        ).catch((caught: unknown) => caught),
      );
    expect(await refusal('300100201')).toMatchObject({
      status: 400,
      body: ['Account is signed up for AutoPay. Draft is not allowed.'],
    });
    expect(await refusal('300100202')).toMatchObject({
      status: 400,
      body: ['Account has a past due balance. Draft is not allowed.'],
    });
    expect(await refusal('300100204')).toMatchObject({ status: 400, body: ['ECheck Payment Restricted.'] });
  });

  it('places a bad bank account and an unknown or DO NOT USE routing number on their fields', async () => {
    const { client, member } = await jordan();
    for (const routingNumber of ['999999999', '121000358']) {
      const error = await saveBankDraft(
        client,
        member,
        bankDraft({ bankAccountNumber: '12', routingNumber }),
      ).catch((caught: unknown) => caught);
      expect(separateFieldErrors(failureOf(error))).toEqual({
        fieldErrors: {
          bankAccountNumber: "The bank account number's length must be between 4 and 18.",
          bankTransitNumber: 'Please enter a valid routing number.',
        },
        formFailure: null,
      });
    }
  });

  it('answers 404 for an account that is not the member’s', async () => {
    const { client, member } = await jordan();
    const error = await saveBankDraft(
      client,
      member,
      bankDraft({
        draftAccounts: [
          {
            accountNumber: '300200300',
            action: 'ADD',
            draftMethod: 'WHEN_BILLED',
            draftDay: null,
            draftStartDate: null,
          },
        ],
      }),
    ).catch((caught: unknown) => caught);
    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 404 });
  });

  it('removes a draft, and refuses to remove one that is not there', async () => {
    const { client, member } = await jordan();
    expect(await removeDrafts(client, member, draftRemovalRequest('1001', ['300100203']))).toEqual({
      updatedAccounts: ['300100203'],
    });
    expect((await getMemberDrafts(client, member)).accounts[3]?.draft).toBeNull();
    const error = await removeDrafts(client, member, draftRemovalRequest('1001', ['300100200'])).catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(error)).toMatchObject({
      status: 400,
      body: ['Account 300100200 has no draft to remove.'],
    });
  });

  it('sets up a card draft through the hosted page: the draft is recorded, no payment, back with statuscode 0', async () => {
    const { simulator, client, member } = await jordan();
    const initiation = await initiateDraft(client, member, {
      accountsToDraft: [
        {
          accountNumber: '300100200',
          action: 'ADD',
          draftMethod: 'WHEN_BILLED',
          draftDay: null,
          draftStartDate: null,
        },
      ],
      paymentType: 'DRAFT',
      draftOption: 'CREDIT',
      amount: 0,
      removeDraft: false,
    });
    expect(initiation.actionUrl).toBe(`${origin}/gateway/hosted-payment`);
    const callbacks = draftCallbackUrls(`${origin}/api`, '/draft-payments.html?accountno=300100200');
    const fields = draftHostedFormFields({
      initiation,
      option: 'CREDIT',
      accountNumbers: ['300100200'],
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
    const returnedTo = new URL(approved.headers.get('Location') ?? '');
    expect(`${returnedTo.origin}${returnedTo.pathname}`).toBe(`${origin}/PaymentCallback/draft/success`);
    const callback = await simulator.fetch(new Request(returnedTo));
    expect(callback.status).toBe(303);
    expect(callback.headers.get('Location')).toBe('/draft-payments.html?accountno=300100200&statuscode=0');

    const { accounts } = await getMemberDrafts(client, member);
    expect(accounts[0]?.draft).toMatchObject({
      draftAccountNumberMasked: '****4242',
      draftType: 'WHEN_BILLED',
    });
    const paymentsAfter = (await (
      await simulator.fetch(new Request(`${origin}/api/__simulator/payments`))
    ).json()) as unknown[];
    expect(paymentsAfter).toHaveLength(paymentsBefore.length);
  });

  it('sends the browser back only to a path of the site', async () => {
    const { simulator } = await jordan();
    for (const to of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const answer = await simulator.fetch(
        new Request(`${origin}/PaymentCallback/draft/success?${new URLSearchParams({ to })}`),
      );
      expect(answer.headers.get('Location')).toBe('/?statuscode=0');
    }
  });

  it('keeps the paths under the member, escaping what it puts in them', () => {
    const { drafts, bankDraft, initiate, remove, financialInstitutions } = draftPaymentsOperations;
    expect(resolvePath(drafts.path, { memberNumber: '1001' })).toBe('v3/members/1001/drafts');
    expect(resolvePath(bankDraft.path, { memberNumber: '10/01' })).toBe('v3/members/10%2F01/drafts/bank');
    expect(resolvePath(initiate.path, { memberNumber: '1001' })).toBe('v3/members/1001/drafts/initiate');
    expect(resolvePath(remove.path, { memberNumber: '1001' })).toBe('v3/members/1001/drafts/remove');
    expect(financialInstitutions.path).toBe('v3/financial-institutions');
  });
});
