import { expect } from 'chai';
import { addDays, toIsoDate } from '../../../demo-host/simulator/dates.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { readScheduledPaymentDate } from '../../../src/state/scheduled-payment-date.ts';
import { memberSessionAtom } from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import '../../../widgets/coop-pay-accounts.ts';
import { captureHostedFormPosts, type PostedForm, returnFromHostedPage } from '../support/hosted-form.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, press } from '../support/keyboard.ts';
import { mountElement, type MountOptions } from '../support/mount-element.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

const storedPaymentsPath = '/api/v3/members/1001/pay-accounts/stored-payments';
const scheduledPaymentsPath = '/api/v3/members/1001/pay-accounts/scheduled-payments';
const cutoffMessage =
  'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Each account's card: its heading and its details as 'Label: value'. */
function shownAccounts(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('li[data-account]')].map((item) => [
    normalized(item.querySelector('h3')?.textContent),
    ...[...item.querySelectorAll('dl > div')].map(
      (row) =>
        `${normalized(row.querySelector('dt')?.textContent)}: ${normalized(row.querySelector('dd')?.textContent)}`,
    ),
  ]);
}

/** The method group's choices, by label. */
function shownMethods(root: ShadowRoot): string[] {
  return [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((input) =>
    normalized(root.querySelector(`label[for="${input.id}"]`)?.textContent),
  );
}

function fieldErrors(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('[part~="error"]')]
    .map((element) => normalized(element.textContent))
    .filter(Boolean);
}

/** The fee section as 'Label: value'. */
function shownFees(root: ShadowRoot): string[] {
  const section = root.querySelector('section[aria-label="Fees and taxes"]');
  return [...(section?.querySelectorAll('dl > div') ?? [])].map(
    (row) =>
      `${normalized(row.querySelector('dt')?.textContent)}: ${normalized(row.querySelector('dd')?.textContent)}`,
  );
}

function typeAmount(input: HTMLInputElement, value: string) {
  input.focus();
  setInputValue(input, value);
  input.blur();
}

/** Opens the element for Jordan Rivera, at the width and on the address's account `options` name. */
function opener(options: Pick<MountOptions, 'width' | 'account'> = {}) {
  /** Signs Jordan Rivera in, arms `faults`, and opens the element. */
  const show = (faults: readonly object[] = [], state?: SimulatorState) =>
    mountElement('coop-pay-accounts', {
      member: 'jordan.rivera',
      faults,
      ...options,
      ...(state ? { state } : {}),
    });
  /** As `show`, once its accounts show. */
  const showLoaded = async (faults: readonly object[] = [], state?: SimulatorState) => {
    const mounted = await show(faults, state);
    await waitFor(() => shownMethods(mounted.root).length > 0, 'the form');
    return mounted;
  };
  return { show, showLoaded };
}

/** How many payments the simulator has recorded for `accountNumber`. */
async function recordedPayments(simulator: InstalledSimulator, accountNumber: string): Promise<number> {
  const payments = (await (await simulator.call('/api/__simulator/payments')).json()) as Array<{
    accountNumber: string;
  }>;
  return payments.filter((payment) => payment.accountNumber === accountNumber).length;
}

/** Checks 300100200 and 300100201 with $10.00 each and picks `method`. */
async function tenOnEach(root: ShadowRoot, method: string) {
  fieldByLabel(root, 'Pay account 300100200').click();
  fieldByLabel(root, 'Pay account 300100201').click();
  typeAmount(await waitFor(() => fieldByLabel(root, 'Payment amount for 300100200'), 'the amount'), '10.00');
  typeAmount(await waitFor(() => fieldByLabel(root, 'Payment amount for 300100201'), 'the amount'), '10.00');
  fieldByLabel(root, method).click();
}

for (const width of [1280, 375]) {
  describe(`<coop-pay-accounts> at ${width} px`, () => {
    const { show, showLoaded } = opener({ width });

    it('lists every account with its balance, due date and status, the total and the ways to pay', async () => {
      const { element, root } = await showLoaded();
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Pay Multiple Accounts');
      const accounts = shownAccounts(root);
      expect(accounts.map((parts) => parts[0])).to.deep.equal([
        '300100200',
        '300100201',
        '300100202',
        'Prepaid 300100203',
        '300100204',
        '300100205',
      ]);
      expect(accounts[0]?.slice(1, 2)).to.deep.equal(['Balance: $128.45']);
      expect(accounts[0]?.[3]).to.equal('Status: Current');
      expect(accounts[3]?.slice(1)).to.deep.equal(['Balance: $36.40', 'Due Date: N/A', 'Status: Current']);
      expect(normalized(root.querySelector('p[aria-live]')?.textContent)).to.equal('Total payment: $0.00');
      expect(shownMethods(root)).to.deep.equal([
        'Visa ending 4242',
        'Checking ending 6789',
        'New credit or debit card',
        'New bank account (e-check)',
      ]);
      expect(fieldByLabel(root, 'Payment date').value).to.match(/^\d{4}-\d{2}-\d{2}$/);
      expect(queryButton(root, 'Pay Now')).to.not.equal(undefined);
      // One snapshot for both widths: the phone layout gives a screen reader the same page.
      await expectAriaSnapshot('pay-accounts');
      await expectNoAxeViolations(element);
    });

    it('goes by Tab from the ways to pay, none chosen, through the date to Pay Now', async () => {
      const { root } = await showLoaded();
      fieldByLabel(root, 'Visa ending 4242').focus();
      await press('Tab');
      await waitFor(() => deepActiveElement() === fieldByLabel(root, 'Payment date'), 'the date');
      fieldByLabel(root, 'Payment date').blur();
      buttonByName(root, 'Pay Now').focus();
      expect(deepActiveElement()).to.equal(buttonByName(root, 'Pay Now'));
      expect(shownMethods(root)).to.include('Visa ending 4242');
      await press('Enter');
      await waitFor(() => fieldErrors(root).includes('Please choose how to pay.'), 'the method asked for');
    });

    it('asks for an account and a method before paying, on the fields', async () => {
      const { element, root } = await showLoaded();
      buttonByName(root, 'Pay Now').click();
      await waitFor(() => fieldErrors(root).length >= 2, 'the errors');
      expect(fieldErrors(root)).to.deep.equal([
        'Please select at least one account to pay.',
        'Please choose how to pay.',
      ]);
      expect(fieldByLabel(root, 'Pay account 300100200').getAttribute('aria-invalid')).to.equal('true');
      await expectNoAxeViolations(element);
    });

    it('checks each account’s amount by its rules and totals the checked ones', async () => {
      const { element, root } = await showLoaded();
      fieldByLabel(root, 'Pay account 300100200').click();
      const amount = await waitFor(() => fieldByLabel(root, 'Payment amount for 300100200'), 'the amount');
      expect(amount.value).to.equal('128.45');
      typeAmount(amount, '1000.01');
      await waitFor(() => fieldErrors(root).length > 0, 'the amount error');
      expect(fieldErrors(root)).to.deep.equal(['You may not overpay your account balance.']);
      typeAmount(amount, '10.5');
      await waitFor(() => fieldErrors(root).length === 0, 'the error to go');
      expect(amount.value).to.equal('10.50');
      expect(normalized(root.querySelector('p[aria-live]')?.textContent)).to.equal('Total payment: $10.50');
      await expectNoAxeViolations(element);
    });

    it('shows the fee and taxes before paying and asks the member to agree to the fee', async () => {
      const { element, root, simulator } = await showLoaded();
      await tenOnEach(root, 'Visa ending 4242');
      await waitFor(() => shownFees(root).length > 0, 'the fees');
      expect(shownFees(root)).to.deep.equal([
        'Convenience fee: $1.95',
        'Taxes: $0.00',
        'Total charged: $21.95',
      ]);
      expect(normalized(root.querySelector('p[aria-live]')?.textContent)).to.equal('Total payment: $20.00');
      buttonByName(root, 'Pay Now').click();
      await waitFor(
        () => fieldErrors(root).includes('Please agree to the convenience fee to continue.'),
        'the fee box',
      );
      expect(fieldByLabel(root, 'I agree to the $1.95 convenience fee').checked).to.equal(false);
      expect(simulator.requests.filter((request) => request.path === storedPaymentsPath)).to.deep.equal([]);
      await expectAriaSnapshot('pay-accounts-fees');
      await expectNoAxeViolations(element);
    });

    it('waits for the fee of what is sent when Pay comes first, then asks for the agreement', async () => {
      const { root, simulator } = await showLoaded();
      fieldByLabel(root, 'Pay account 300100201').click();
      fieldByLabel(root, 'Checking ending 6789').click();
      await waitFor(() => shownFees(root).length > 0, 'the fees');
      await simulator.call('/api/__simulator/faults', {
        method: 'POST',
        json: { method: 'POST', path: '/pay-accounts/tax', delayMs: 1500 },
      });
      fieldByLabel(root, 'Visa ending 4242').click();
      root.querySelector('form')?.requestSubmit();
      const agree = await waitFor(
        () => fieldByLabel(root, 'I agree to the $1.95 convenience fee'),
        'the fee box',
      );
      await waitFor(
        () => fieldErrors(root).includes('Please agree to the convenience fee to continue.'),
        'the agreement asked for',
      );
      await waitFor(() => deepActiveElement() === agree, 'the focus on the box');
      expect(simulator.requests.filter((request) => request.path === storedPaymentsPath)).to.deep.equal([]);
    });

    it('shows a failed fee call with Try again, and pays nothing until the fee shows', async () => {
      const { element, root, simulator } = await showLoaded([
        { method: 'POST', path: '/pay-accounts/tax', status: 500 },
      ]);
      fieldByLabel(root, 'Pay account 300100201').click();
      fieldByLabel(root, 'Checking ending 6789').click();
      await waitFor(() => queryButton(root, 'Try again'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      buttonByName(root, 'Pay Now').click();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(simulator.requests.filter((request) => request.path === storedPaymentsPath)).to.deep.equal([]);
      await expectNoAxeViolations(element);
      buttonByName(root, 'Try again').click();
      await waitFor(() => shownFees(root).length > 0, 'the fees');
      expect(shownFees(root)).to.deep.equal([
        'Convenience fee: $0.00',
        'Taxes: $0.00',
        'Total charged: $54.10',
      ]);
    });

    it('shows the cut-off dialog for an account that may not be paid, and leaves it unchecked', async () => {
      const state = createSeedState(new Date());
      const account = state.accounts.sites[riverbendApplicationId]!.accounts['300100202']!;
      account.quickPay = {
        ...account.quickPay,
        memberHasCutoffAccount: true,
        payOnlinePayCutoffAccount: 'N',
        cutoffMessage,
      };
      const { element, root } = await showLoaded([], state);
      fieldByLabel(root, 'Pay account 300100202').click();
      const dialog = await waitFor(() => dialogByName(root, 'Payment not allowed'), 'the dialog');
      expect(normalized(dialog.textContent)).to.contain(cutoffMessage);
      expect(fieldByLabel(root, 'Pay account 300100202').checked).to.equal(false);
      await expectNoAxeViolations(element);
      buttonByName(root, 'OK').click();
      await waitFor(() => !dialogByName(root, 'Payment not allowed'), 'the dialog to close');
    });

    it('shows the catalogue’s message with Try again when the accounts do not load', async () => {
      const { element, root } = await show([
        { method: 'GET', path: '/pay-accounts', status: 500, times: 10 },
      ]);
      await waitFor(() => alertTexts(root).length > 0, 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      expect(queryButton(root, 'Try again')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });
  });
}

describe('<coop-pay-accounts> moves money once', () => {
  const { showLoaded } = opener();
  let hostedForms: ReturnType<typeof captureHostedFormPosts>;
  let posted: PostedForm[];

  beforeEach(() => {
    hostedForms = captureHostedFormPosts();
    posted = hostedForms.posted;
  });

  /** The second tab of the test that opens one; the first is mountElement's. */
  let secondTab: HTMLElement | undefined;

  afterEach(() => {
    hostedForms.restore();
    secondTab?.remove();
    secondTab = undefined;
  });

  it('starts one hosted-page payment of both accounts for Enter then a click, and posts its form once', async () => {
    const { root, simulator } = await showLoaded([
      { method: 'POST', path: '/pay-accounts/payments', delayMs: 300 },
    ]);
    await tenOnEach(root, 'New credit or debit card');
    (await waitFor(() => fieldByLabel(root, 'I agree to the $1.95 convenience fee'), 'the fee box')).click();
    expect(normalized(root.textContent)).to.contain(
      'Online payments are processed through the secured payment gateway.',
    );
    root.querySelector('form')?.requestSubmit();
    buttonByName(root, 'Pay Now').click();
    await waitFor(() => posted.length > 0, 'the hosted form');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      simulator.requests.filter((request) => request.path === '/api/v3/members/1001/pay-accounts/payments'),
    ).to.have.length(1);
    expect(posted).to.have.length(1);
    const fields = Object.fromEntries(posted[0]?.fields ?? []);
    expect(new URL(posted[0]?.action ?? '').pathname).to.equal('/gateway/hosted-payment');
    expect(fields).to.include({
      AccountNumber: '300100200',
      AccountDisplay: '300100200, 300100201',
      Balance: '20.00',
      PaymentType: 'cc',
      EnableCreditCard: 'true',
      EnableECheck: 'false',
      CCConvenienceFee: '1.95',
    });
    expect(fields.HostedCCReturn).to.match(/\/PaymentCallback\/pay-accounts\/success/);
  });

  it('pays both accounts with the stored card in one call, even pressed twice, and goes to the result', async () => {
    const { root, simulator, navigations } = await showLoaded();
    await tenOnEach(root, 'Visa ending 4242');
    const agree = await waitFor(
      () => fieldByLabel(root, 'I agree to the $1.95 convenience fee'),
      'the fee box',
    );
    agree.click();
    const pay = buttonByName(root, 'Pay Now');
    pay.click();
    pay.click();
    await waitFor(() => navigations.length > 0, 'the result');
    expect(navigations[0]).to.match(/payment-success\?encodedParam=[0-9a-f]+/);
    const calls = simulator.requests.filter((request) => request.path === storedPaymentsPath);
    expect(calls.length).to.equal(1);
    const payments = (await (await simulator.call('/api/__simulator/payments')).json()) as Array<{
      accountNumber: string;
      paymentAmount: number;
      cardOrBankAccountNumberLastFourDigits: string;
    }>;
    expect(payments.slice(-2).map((payment) => [payment.accountNumber, payment.paymentAmount])).to.deep.equal(
      [
        ['300100200', 10],
        ['300100201', 10],
      ],
    );
  });

  it('tells a 500 after the payment was recorded as unknown, and Pay Now again is answered once, under the same key', async () => {
    const { element, root, simulator, navigations } = await showLoaded([
      { method: 'POST', path: '/stored-payments', when: 'after', status: 500 },
    ]);
    fieldByLabel(root, 'Pay account 300100201').click();
    fieldByLabel(root, 'Checking ending 6789').click();
    await waitFor(() => shownFees(root).length > 0, 'the fees');
    expect(shownFees(root)).to.deep.equal([
      'Convenience fee: $0.00',
      'Taxes: $0.00',
      'Total charged: $54.10',
    ]);
    const recordedBefore = await recordedPayments(simulator, '300100201');
    buttonByName(root, 'Pay Now').click();
    await waitFor(() => alertTexts(root).length > 0, 'the outcome');
    expect(alertTexts(root)).to.deep.equal([
      'We could not confirm whether your payment went through. Check your payment history before paying again.',
    ]);
    expect(navigations).to.deep.equal([]);
    await expectNoAxeViolations(element);

    // The accounts and the fee are read again; the payment the back office recorded shows as today's.
    await waitFor(() => !buttonByName(root, 'Pay Now').disabled, 'Pay Now ready');
    buttonByName(root, 'Pay Now').click();
    const question = await waitFor(() => dialogByName(root, 'Confirm'), 'the question');
    expect(normalized(question.textContent)).to.contain(
      'You have made a payment of $54.10 on account 300100201 today.',
    );
    buttonByName(root, 'Yes').click();
    await waitFor(() => navigations.length > 0, 'the result');
    expect(navigations[0]).to.match(/payment-success\?encodedParam=[0-9a-f]+/);

    const calls = simulator.requests.filter((request) => request.path === storedPaymentsPath);
    expect(calls).to.have.length(2);
    expect(calls[0]?.idempotencyKey).to.be.a('string');
    expect(calls[1]?.idempotencyKey).to.equal(calls[0]?.idempotencyKey);
    expect(await recordedPayments(simulator, '300100201')).to.equal(recordedBefore + 1);
  });

  it('opens the hosted page again after Back from it (the page restored from the back-forward cache)', async () => {
    const { root } = await showLoaded();
    await tenOnEach(root, 'New credit or debit card');
    (await waitFor(() => fieldByLabel(root, 'I agree to the $1.95 convenience fee'), 'the fee box')).click();
    buttonByName(root, 'Pay Now').click();
    await waitFor(() => posted.length === 1, 'the hosted form');
    await waitFor(() => buttonByName(root, 'Pay Now').getAttribute('aria-busy') === 'true', 'Pay Now busy');

    returnFromHostedPage();
    await waitFor(() => buttonByName(root, 'Pay Now').getAttribute('aria-busy') !== 'true', 'Pay Now ready');
    buttonByName(root, 'Pay Now').click();
    await waitFor(() => posted.length === 2, 'the hosted form again');
  });

  it('asks before paying an account already paid today (another tab), and sends nothing for No', async () => {
    const payWaterWithChecking = async (root: ShadowRoot) => {
      fieldByLabel(root, 'Pay account 300100201').click();
      typeAmount(
        await waitFor(() => fieldByLabel(root, 'Payment amount for 300100201'), 'the amount'),
        '10.00',
      );
      fieldByLabel(root, 'Checking ending 6789').click();
      await waitFor(() => shownFees(root).length > 0, 'the fees');
      buttonByName(root, 'Pay Now').click();
    };
    // The first tab pays.
    const firstTab = await showLoaded();
    const { simulator, navigations } = firstTab;
    await payWaterWithChecking(firstTab.root);
    await waitFor(() => navigations.length > 0, 'the result');
    firstTab.element.remove();
    // The second tab, with the same payment ready, is asked first.
    const element = document.createElement('coop-pay-accounts');
    secondTab = element;
    document.body.append(element);
    const root = shadowRootOf(element);
    await waitFor(() => shownMethods(root).length > 0, 'the form');
    await payWaterWithChecking(root);
    const question = await waitFor(() => dialogByName(root, 'Confirm'), 'the question');
    expect(normalized(question.textContent)).to.contain(
      'You have made a payment of $10.00 on account 300100201 today. Would you like to proceed with another payment?',
    );
    await expectNoAxeViolations(element);
    buttonByName(root, 'No').click();
    await waitFor(() => !dialogByName(root, 'Confirm'), 'the question to close');
    expect(simulator.requests.filter((request) => request.path === storedPaymentsPath)).to.have.length(1);
    expect(navigations).to.have.length(1);

    buttonByName(root, 'Pay Now').click();
    await waitFor(() => dialogByName(root, 'Confirm'), 'the question');
    buttonByName(root, 'Yes').click();
    await waitFor(() => navigations.length > 1, 'the second result');
    expect(simulator.requests.filter((request) => request.path === storedPaymentsPath)).to.have.length(2);
  });

  it('tells a lost answer of the payment page’s start as nothing paid, and Pay Now again opens the same page', async () => {
    const { root, simulator } = await showLoaded([
      { method: 'POST', path: '/pay-accounts/payments', when: 'after', status: 504 },
    ]);
    await tenOnEach(root, 'New credit or debit card');
    (await waitFor(() => fieldByLabel(root, 'I agree to the $1.95 convenience fee'), 'the fee box')).click();
    buttonByName(root, 'Pay Now').click();
    await waitFor(() => alertTexts(root).length > 0, 'the message');
    expect(alertTexts(root)).to.deep.equal([
      'The secure payment page could not be opened. Nothing has been paid. Please press Pay Now again.',
    ]);
    expect(posted).to.deep.equal([]);
    const pay = buttonByName(root, 'Pay Now');
    expect(pay.disabled).to.equal(false);
    pay.click();
    await waitFor(() => posted.length > 0, 'the hosted form');
    const starts = simulator.requests.filter(
      (request) => request.path === '/api/v3/members/1001/pay-accounts/payments',
    );
    expect(starts).to.have.length(2);
    expect(starts[0]?.idempotencyKey).to.be.a('string');
    expect(starts[1]?.idempotencyKey).to.equal(starts[0]?.idempotencyKey);
    expect(posted).to.have.length(1);
  });

  it('tells a schedule whose answer is lost as unknown, and Schedule again makes it once, under the same key', async () => {
    const { element, root, simulator, navigations } = await showLoaded([
      { method: 'POST', path: '/pay-accounts/scheduled-payments', when: 'after', status: 504 },
    ]);
    fieldByLabel(root, 'Pay account 300100200').click();
    fieldByLabel(root, 'Checking ending 6789').click();
    const nextWeek = toIsoDate(addDays(new Date(), 7));
    typeAmount(fieldByLabel(root, 'Payment date'), nextWeek);
    await waitFor(() => queryButton(root, 'Schedule Payment'), 'the schedule button');
    await waitFor(() => shownFees(root).length > 0, 'the fees');
    buttonByName(root, 'Schedule Payment').click();
    await waitFor(() => alertTexts(root).length > 0, 'the outcome');
    expect(alertTexts(root)).to.deep.equal([
      'We could not confirm whether your payment was scheduled. Check your scheduled payments before scheduling again.',
    ]);
    expect(navigations).to.deep.equal([]);
    await expectNoAxeViolations(element);

    buttonByName(root, 'Schedule Payment').click();
    await waitFor(() => navigations.length > 0, 'the success page');
    expect(navigations[0]).to.match(/schedule-payments-success\?transno=/);
    const calls = simulator.requests.filter((request) => request.path === scheduledPaymentsPath);
    expect(calls).to.have.length(2);
    expect(calls[1]?.idempotencyKey).to.equal(calls[0]?.idempotencyKey);

    const accessToken = getPageStore().get(memberSessionAtom)?.accessToken ?? '';
    const listed = (await (
      await simulator.call('/api/v3/members/1001/scheduled-payments', {
        headers: { Authorization: `Bearer ${accessToken}` },
      })
    ).json()) as { scheduledPaymentsList: Array<{ paymentDate: string }> };
    expect(listed.scheduledPaymentsList.filter((payment) => payment.paymentDate === nextWeek)).to.have.length(
      1,
    );
  });

  it('schedules a payment for a later date with a stored method and goes to the success page', async () => {
    const { root, simulator, navigations } = await showLoaded();
    fieldByLabel(root, 'Pay account 300100200').click();
    fieldByLabel(root, 'Checking ending 6789').click();
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    const iso = `${nextWeek.getFullYear()}-${String(nextWeek.getMonth() + 1).padStart(2, '0')}-${String(nextWeek.getDate()).padStart(2, '0')}`;
    typeAmount(fieldByLabel(root, 'Payment date'), iso);
    await waitFor(() => queryButton(root, 'Schedule Payment'), 'the schedule button');
    await waitFor(() => shownFees(root).length > 0, 'the fees');
    buttonByName(root, 'Schedule Payment').click();
    await waitFor(() => navigations.length > 0, 'the success page');
    expect(navigations[0]).to.match(/schedule-payments-success\?transno=\d+/);
    const transNo = /transno=(\d+)/.exec(navigations[0] ?? '')?.[1] ?? '';
    expect(readScheduledPaymentDate(transNo)).to.equal(iso);
    expect(simulator.requests.filter((request) => request.path === scheduledPaymentsPath).length).to.equal(1);
    expect(transNo).to.not.equal('');
  });

  it('checks the account of the address (Pay Bill) with its default amount', async () => {
    const { root } = await opener({ account: '300100201' }).showLoaded();
    expect(fieldByLabel(root, 'Pay account 300100201').checked).to.equal(true);
    expect(fieldByLabel(root, 'Pay account 300100200').checked).to.equal(false);
    expect(fieldByLabel(root, 'Payment amount for 300100201').value).to.equal('54.10');
    expect(normalized(root.querySelector('p[aria-live]')?.textContent)).to.equal('Total payment: $54.10');
  });

  it('leaves a payment being scheduled with Cancel, for the cancel page', async () => {
    const { root, simulator, navigations } = await showLoaded();
    expect(queryButton(root, 'Cancel')).to.equal(undefined);
    const nextWeek = toIsoDate(addDays(new Date(), 7));
    typeAmount(fieldByLabel(root, 'Payment date'), nextWeek);
    (await waitFor(() => queryButton(root, 'Cancel'), 'Cancel')).click();
    await waitFor(() => navigations.length > 0, 'the cancel page');
    expect(navigations[0]).to.match(/schedule-payments-cancel$/);
    expect(simulator.requests.filter((request) => request.path.includes('/pay-accounts/'))).to.deep.equal([]);
  });

  it('asks for a stored method to schedule with', async () => {
    const { element, root } = await showLoaded();
    fieldByLabel(root, 'Pay account 300100200').click();
    fieldByLabel(root, 'New credit or debit card').click();
    const nextWeek = toIsoDate(addDays(new Date(), 7));
    typeAmount(fieldByLabel(root, 'Payment date'), nextWeek);
    await waitFor(() => shownFees(root).length > 0, 'the fees');
    buttonByName(root, 'Schedule Payment').click();
    await waitFor(() => fieldErrors(root).length > 0, 'the error');
    expect(fieldErrors(root)).to.include('To schedule a payment, choose a saved card or bank account.');
    await expectNoAxeViolations(element);
  });
});
