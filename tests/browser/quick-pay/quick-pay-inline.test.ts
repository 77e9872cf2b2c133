import { expect } from 'chai';
import '../../../widgets/coop-quick-pay.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { captureHostedFormPosts, type PostedForm, returnFromHostedPage } from '../support/hosted-form.ts';
import { storageKeys } from '../../../src/state/storage-keys.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick, press, type } from '../support/keyboard.ts';
import { mountElement, type MountOptions } from '../support/mount-element.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';

describe('<coop-quick-pay>', () => {
  let posted: PostedForm[];
  let hostedForms: ReturnType<typeof captureHostedFormPosts>;

  /** A visitor's page (nobody signed in) with the element on it. */
  const mount = (
    attributes: Record<string, string> = {},
    options: Pick<MountOptions, 'state' | 'paymentOrigins'> = {},
  ) => mountElement('coop-quick-pay', { attributes, ...options });

  async function accountStep(root: ShadowRoot) {
    return waitFor(() => fieldByLabel(root, 'Account Number'), 'the Account step');
  }

  async function findAccount(root: ShadowRoot, accountNumber: string, phone: string) {
    await accountStep(root);
    setInputValue(fieldByLabel(root, 'Account Number'), accountNumber);
    setInputValue(fieldByLabel(root, 'Last 4 Digits of Phone Number'), phone);
    buttonByName(root, 'Continue').click();
    await waitFor(() => queryButton(root, 'Back'), 'the Verify step');
  }

  async function goToPayStep(root: ShadowRoot, accountNumber: string, phone: string) {
    await findAccount(root, accountNumber, phone);
    buttonByName(root, 'Verify').click();
    return waitFor(() => fieldByLabel(root, 'Payment amount'), 'the Pay step');
  }

  beforeEach(() => {
    hostedForms = captureHostedFormPosts();
    posted = hostedForms.posted;
  });

  afterEach(() => {
    hostedForms.restore();
    localStorage.removeItem(storageKeys.quickPay);
  });

  it('shows both required messages on an empty Continue and focuses the account number', async () => {
    const { root } = await mount();
    await accountStep(root);
    buttonByName(root, 'Continue').click();
    await waitFor(() => alertTexts(root).length === 2, 'two messages');
    expect(alertTexts(root)).to.deep.equal([
      'Please enter your account number.',
      'Please enter last 4 digits of your phone number.',
    ]);
    expect(deepActiveElement()).to.equal(fieldByLabel(root, 'Account Number'));
    const accountField = fieldByLabel(root, 'Account Number');
    expect(accountField.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = accountField.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => root.getElementById(id)?.textContent?.trim())).to.include(
      'Please enter your account number.',
    );
    await expectNoAxeViolations();
  });

  it('focuses the phone field when only it is invalid, with the exact-four-digits message', async () => {
    const { root } = await mount();
    await accountStep(root);
    setInputValue(fieldByLabel(root, 'Account Number'), '300100200');
    setInputValue(fieldByLabel(root, 'Last 4 Digits of Phone Number'), '482');
    buttonByName(root, 'Continue').click();
    await waitFor(() => alertTexts(root).length === 1, 'one message');
    expect(alertTexts(root)).to.deep.equal(['Please enter valid last 4 digits of your phone number.']);
    expect(deepActiveElement()).to.equal(fieldByLabel(root, 'Last 4 Digits of Phone Number'));
  });

  it('checks each field again as it is corrected after a Continue, and not before', async () => {
    const { root } = await mount();
    await accountStep(root);
    setInputValue(fieldByLabel(root, 'Last 4 Digits of Phone Number'), '48');
    await nextTick(50);
    expect(alertTexts(root), 'no message while typing before the first Continue').to.deep.equal([]);

    buttonByName(root, 'Continue').click();
    await waitFor(() => alertTexts(root).length === 2, 'two messages');
    expect(alertTexts(root)).to.deep.equal([
      'Please enter your account number.',
      'Please enter valid last 4 digits of your phone number.',
    ]);
    setInputValue(fieldByLabel(root, 'Account Number'), '300100200');
    await waitFor(() => alertTexts(root).length === 1, 'the account number message gone');
    expect(alertTexts(root)).to.deep.equal(['Please enter valid last 4 digits of your phone number.']);
    setInputValue(fieldByLabel(root, 'Last 4 Digits of Phone Number'), '');
    await waitFor(
      () => alertTexts(root)[0] === 'Please enter last 4 digits of your phone number.',
      'the phone message following what is typed',
    );
    setInputValue(fieldByLabel(root, 'Last 4 Digits of Phone Number'), '4821');
    await waitFor(() => alertTexts(root).length === 0, 'no message left');
    expect(fieldByLabel(root, 'Account Number').value, 'what was typed stays').to.equal('300100200');
  });

  it('lets only digits be typed into the account number and phone digits, up to their lengths', async () => {
    const { root } = await mount();
    const account = await accountStep(root);
    account.focus();
    await type('30a0-1 00200999999');
    expect(account.value).to.equal('300100200999');
    const phone = fieldByLabel(root, 'Last 4 Digits of Phone Number');
    phone.focus();
    await type('4x8.2105');
    expect(phone.value).to.equal('4821');
  });

  it('prefills from its attributes, cut to 12 and 4 characters', async () => {
    const { root } = await mount({ 'account-no': '3001002001234567', phone: '48219' });
    expect((await accountStep(root)).value).to.equal('300100200123');
    expect(fieldByLabel(root, 'Last 4 Digits of Phone Number').value).to.equal('4821');
  });

  it('shows the first message of the 400 list for an unknown account and keeps what was typed', async () => {
    const { root } = await mount();
    await accountStep(root);
    setInputValue(fieldByLabel(root, 'Account Number'), '300100200');
    setInputValue(fieldByLabel(root, 'Last 4 Digits of Phone Number'), '1111');
    buttonByName(root, 'Continue').click();
    await waitFor(() => alertTexts(root).length > 0, 'an error');
    expect(alertTexts(root)).to.deep.equal([
      'We could not find an account matching that account number and phone number.',
    ]);
    expect(fieldByLabel(root, 'Account Number').value).to.equal('300100200');
    expect(fieldByLabel(root, 'Last 4 Digits of Phone Number').value).to.equal('1111');
    await expectNoAxeViolations();
  });

  it('maps a 500 from verify to the catalogued message and a 401 to Unauthorized access.', async () => {
    const { root, simulator } = await mount();
    await accountStep(root);
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'POST', path: '/verify/account/phone', status: 500, times: 1 },
    });
    setInputValue(fieldByLabel(root, 'Account Number'), '300100200');
    setInputValue(fieldByLabel(root, 'Last 4 Digits of Phone Number'), '4821');
    buttonByName(root, 'Continue').click();
    await waitFor(() => alertTexts(root).length > 0, 'an error');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);

    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'POST', path: '/verify/account/phone', status: 401, times: 1 },
    });
    buttonByName(root, 'Continue').click();
    await waitFor(() => alertTexts(root)[0] === 'Unauthorized access.', 'the 401 message');
  });

  it('shows the verify details with the prepaid label, and Back returns to an empty account form', async () => {
    const { root } = await mount();
    await findAccount(root, '300300400', '1177');
    const text = root.textContent ?? '';
    expect(text).to.contain('To start, please verify your account.');
    expect(text).to.contain('300300400Prepaid');
    expect(text).to.contain('Sam Whitfield');
    await expectNoAxeViolations();
    buttonByName(root, 'Back').click();
    const account = await accountStep(root);
    expect(account.value).to.equal('');
    expect(fieldByLabel(root, 'Last 4 Digits of Phone Number').value).to.equal('');
  });

  it('hides Verify and shows the restriction message when card and e-check are both restricted', async () => {
    const { root } = await mount();
    await findAccount(root, '300400500', '2468');
    expect(queryButton(root, 'Verify')).to.equal(undefined);
    expect(alertTexts(root)).to.include(
      'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
    );
    expect(queryButton(root, 'ECheck & Credit Card Payment Restricted.')).to.not.equal(undefined);
    await expectNoAxeViolations();
  });

  it('warns that card payment is restricted with the tooltip text, and still offers Verify', async () => {
    const { root } = await mount();
    await findAccount(root, '300400501', '2468');
    const warning = buttonByName(root, 'Credit Card Payment Restricted.');
    warning.focus();
    await nextTick();
    const tooltipId = warning.getAttribute('aria-describedby') ?? '';
    expect(root.getElementById(tooltipId)?.textContent).to.equal('Credit Card Payment Restricted.');
    expect(queryButton(root, 'Verify')).to.not.equal(undefined);
  });

  it('starts the Pay step with the account balance, the fee text and the gateway notice', async () => {
    const { root } = await mount();
    const amount = await goToPayStep(root, '300100200', '4821');
    expect(amount.value).to.equal('128.45');
    const text = root.textContent ?? '';
    expect(text).to.contain('Balance$128.45');
    expect(text).to.contain('Online payments are processed through the secured payment gateway.');
    expect(text).to.contain('A $1.95 convenience fee applies to card payments.');
    await expectNoAxeViolations();
  });

  it('shows N/A and the balance in parentheses for a prepaid account, and the reconnect minimum', async () => {
    const { root } = await mount();
    const amount = await goToPayStep(root, '300300400', '1177');
    expect(amount.value).to.equal('35.00');
    const text = root.textContent ?? '';
    expect(text).to.contain('Due DateN/A');
    expect(text).to.contain('Balance($12.50)');
    setInputValue(amount, '20');
    amount.focus();
    amount.blur();
    await waitFor(
      () => alertTexts(root).includes('You must pay the minimum reconnect amount of $35.00'),
      'the reconnect minimum message',
    );
    expect(amount.value).to.equal('20.00');
  });

  it('requires the cut-off minimum with the four-part message', async () => {
    const { root } = await mount();
    const amount = await goToPayStep(root, '300200300', '6093');
    expect(amount.value).to.equal('235.00');
    setInputValue(amount, '100');
    buttonByName(root, 'Pay').click();
    await waitFor(() => alertTexts(root).length > 0, 'the minimum message');
    expect(alertTexts(root)).to.deep.equal([
      'At this time, you are required to pay a minimum payment amount of $235.00 which includes cutoff amount, reconnect fee, disconnect fee and additional deposit.',
    ]);
    expect(deepActiveElement()).to.equal(amount);
    expect(posted).to.deep.equal([]);
  });

  it('blocks paste and a second decimal point in the amount', async () => {
    const { root } = await mount();
    const amount = await goToPayStep(root, '300100200', '4821');
    setInputValue(amount, '');
    amount.focus();
    await type('12.3.45');
    expect(amount.value).to.equal('12.34');
    const paste = new ClipboardEvent('paste', {
      clipboardData: new DataTransfer(),
      bubbles: true,
      cancelable: true,
    });
    amount.dispatchEvent(paste);
    expect(paste.defaultPrevented).to.equal(true);
  });

  it('shows the cut-off message and keeps Pay disabled when cut-off accounts may not pay online', async () => {
    const { root } = await mount();
    await goToPayStep(root, '300600700', '5151');
    expect(alertTexts(root)).to.include(
      'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.',
    );
    expect(buttonByName(root, 'Pay').disabled).to.equal(true);
  });

  it('asks to confirm after a recent payment; Cancel returns to an empty first step', async () => {
    const { root } = await mount();
    await findAccount(root, '300500600', '3690');
    buttonByName(root, 'Verify').click();
    const confirm = await waitFor(() => dialogByName(root, 'Confirm'), 'the Confirm dialog');
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    const date = `${String(threeDaysAgo.getMonth() + 1).padStart(2, '0')}/${String(threeDaysAgo.getDate()).padStart(2, '0')}/${threeDaysAgo.getFullYear()}`;
    expect(confirm.textContent).to.contain(
      `You have made a recent payment of $75.00 on ${date}. Would you like to proceed with another payment?`,
    );
    await expectNoAxeViolations();
    buttonByName(root, 'Cancel').click();
    const account = await accountStep(root);
    expect(account.value).to.equal('');
  });

  it('continues to Pay after a recent payment when the member chooses Continue', async () => {
    const { root } = await mount();
    await findAccount(root, '300500600', '3690');
    buttonByName(root, 'Verify').click();
    await waitFor(() => dialogByName(root, 'Confirm'), 'the Confirm dialog');
    buttonByName(root, 'Continue').click();
    const amount = await waitFor(() => fieldByLabel(root, 'Payment amount'), 'the Pay step');
    expect(amount.value).to.equal('96.20');
  });

  it('says a payment request whose answer was lost went nowhere, and Pay again continues that same request', async () => {
    const { root, simulator } = await mount();
    const amount = await goToPayStep(root, '300100200', '4821');
    setInputValue(amount, '10');
    // The back office records the request, then its answer never arrives.
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'POST', path: '/pay', when: 'after', drop: true, times: 1 },
    });
    buttonByName(root, 'Pay').click();
    await waitFor(() => alertTexts(root).length > 0, 'the message');
    expect(alertTexts(root)).to.deep.equal([
      'We could not get an answer from the payment service. No payment has been made: press Pay again to continue.',
    ]);
    await nextTick(100);
    expect(posted).to.deep.equal([]);
    const payRequests = () => simulator.requests.filter((request) => request.path.includes('/pay?'));
    expect(payRequests()).to.have.length(1);
    expect(fieldByLabel(root, 'Payment amount').value).to.equal('10');
    await expectNoAxeViolations();

    buttonByName(root, 'Pay').click();
    await waitFor(() => posted.length === 1, 'the form post');
    const [first, second] = payRequests();
    expect(second?.idempotencyKey).to.match(/^"[0-9a-f-]{36}"$/);
    expect(second?.idempotencyKey).to.equal(first?.idempotencyKey);
  });

  it('posts the hosted form once, to the allowed payment page, with the spec fields', async () => {
    const { root, simulator } = await mount();
    const submitted: Array<CustomEvent> = [];
    document.addEventListener('coop-payment-submitted', (event) => submitted.push(event), { once: true });
    const amount = await goToPayStep(root, '300100200', '4821');
    setInputValue(amount, '10');
    const pay = buttonByName(root, 'Pay');
    pay.click();
    pay.click();
    await waitFor(() => posted.length === 1, 'the form post');
    await nextTick(100);
    expect(posted).to.have.length(1);
    expect(simulator.requests.filter((request) => request.path.includes('/pay?'))).to.have.length(1);
    const [form] = posted;
    expect(form?.action).to.equal(`${location.origin}/gateway/hosted-payment`);
    const fields = Object.fromEntries(form?.fields ?? []);
    expect(fields).to.include({
      AccountNumber: '300100200',
      AccountDisplay: '300100200',
      Balance: '10.00',
      ApplicationId: 'RIVERBEND-WEB',
      PaymentType: 'cc',
      AcceptedCreditCardTypes: 'VI,MC,AX,DI',
      IsQuickPay: 'true',
      EnableCreditCard: 'true',
      EnableECheck: 'true',
      HostedCCReturn: `${location.origin}/PaymentCallback/quick-pay/success`,
      HostedCCCancel: `${location.origin}/PaymentCallback/cancel`,
      CCConvenienceFee: '1.95',
      ECConvenienceFee: '0.00',
    });
    expect(form?.fields.map(([name]) => name)).to.deep.equal([
      'ClientReferenceId',
      'CoopNumber',
      'UtilityName',
      'AccountNumber',
      'AccountDisplay',
      'Balance',
      'ApplicationId',
      'IsPostbackRequired',
      'EnableCreditCard',
      'EnableECheck',
      'HostedCCReturn',
      'HostedCCCancel',
      'TaxIncludedInBillAmount',
      'PaymentType',
      'AcceptedCreditCardTypes',
      'IsQuickPay',
      'AuthorizationToken',
      'CCConvenienceFee',
      'ECConvenienceFee',
    ]);
    expect(submitted[0]?.detail).to.deep.equal({ accountNumber: '300100200', amount: 10, paymentType: 'cc' });
    expect(submitted[0]?.composed).to.equal(true);
  });

  it('keeps the Quick Pay token in memory until the hand-off, then in the tab’s session storage with an expiry', async () => {
    const { root } = await mount({ storage: 'local' });
    await findAccount(root, '300100200', '4821');
    expect(sessionStorage.getItem(storageKeys.quickPay)).to.equal(null);
    expect(localStorage.getItem(storageKeys.quickPay)).to.equal(null);
    buttonByName(root, 'Verify').click();
    setInputValue(await waitFor(() => fieldByLabel(root, 'Payment amount'), 'the Pay step'), '10');
    expect(sessionStorage.getItem(storageKeys.quickPay)).to.equal(null);

    buttonByName(root, 'Pay').click();
    await waitFor(() => posted.length === 1, 'the form post');
    const stored = JSON.parse(sessionStorage.getItem(storageKeys.quickPay) ?? 'null') as {
      token: string;
      expiresAt: number;
    } | null;
    expect(stored?.token).to.be.a('string').and.not.equal('');
    expect(stored?.expiresAt).to.be.within(Date.now() + 29 * 60_000, Date.now() + 30 * 60_000);
    expect(localStorage.getItem(storageKeys.quickPay)).to.equal(null);
  });

  it('takes the token back when the flow ends here: the element taken off the page after a return from the hosted page', async () => {
    const { element, root } = await mount();
    await goToPayStep(root, '300100200', '4821');
    buttonByName(root, 'Pay').click();
    await waitFor(() => posted.length === 1, 'the form post');
    expect(sessionStorage.getItem(storageKeys.quickPay)).to.not.equal(null);
    returnFromHostedPage();
    await waitFor(() => buttonByName(root, 'Pay').getAttribute('aria-busy') !== 'true', 'Pay ready again');
    element.remove();
    await waitFor(() => sessionStorage.getItem(storageKeys.quickPay) === null, 'the token gone');
  });

  it('posts the hosted form again after Back from the hosted page (the page restored from the back-forward cache)', async () => {
    const { root } = await mount();
    const amount = await goToPayStep(root, '300100200', '4821');
    setInputValue(amount, '10');
    buttonByName(root, 'Pay').click();
    await waitFor(() => posted.length === 1, 'the form post');
    returnFromHostedPage();
    await waitFor(() => buttonByName(root, 'Pay').getAttribute('aria-busy') !== 'true', 'Pay ready again');
    buttonByName(root, 'Pay').click();
    await waitFor(() => posted.length === 2, 'the form posted again');
  });

  it('defaults the payment type to e-check when cards are restricted', async () => {
    const { root } = await mount();
    await goToPayStep(root, '300400501', '2468');
    buttonByName(root, 'Pay').click();
    await waitFor(() => posted.length === 1, 'the form post');
    const fields = Object.fromEntries(posted[0]?.fields ?? []);
    expect(fields).to.include({ PaymentType: 'echeck', EnableCreditCard: 'false', EnableECheck: 'true' });
  });

  it('refuses a payment page outside the allow-list: the generic error, nothing posted', async () => {
    const { root } = await mount({}, { paymentOrigins: 'https://pay.example.com' });
    await goToPayStep(root, '300100200', '4821');
    buttonByName(root, 'Pay').click();
    await waitFor(() => alertTexts(root).length > 0, 'an error');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    expect(posted).to.deep.equal([]);
  });

  it('says the service is unavailable when the QuickPay feature is off', async () => {
    const state = createSeedState(new Date());
    const site = siteOf(state, riverbendApplicationId);
    site.features = site.features.map((feature) =>
      feature.name === 'QuickPay' ? { ...feature, enable: false } : feature,
    );
    const { root } = await mount({}, { state });
    await waitFor(() => alertTexts(root).length > 0, 'the message');
    expect(alertTexts(root)).to.deep.equal(['Service unavailable, please contact administrator.']);
  });

  it('takes the visitor back to the Account step, account number kept, when Verify finds the session expired', async () => {
    const { root, simulator } = await mount();
    await findAccount(root, '300100200', '4821');
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/settings', status: 401, times: 1 },
    });
    buttonByName(root, 'Verify').click();
    await waitFor(() => queryButton(root, 'Verify') === undefined, 'the Account step');
    expect(alertTexts(root)).to.deep.equal([
      'Your Quick Pay session has expired. Please enter the last 4 digits of your phone number again.',
    ]);
    expect(fieldByLabel(root, 'Account Number').value).to.equal('300100200');
    expect(fieldByLabel(root, 'Last 4 Digits of Phone Number').value).to.equal('');
    expect(sessionStorage.getItem('coop.session.quickPay')).to.equal(null);
    await expectNoAxeViolations();

    setInputValue(fieldByLabel(root, 'Last 4 Digits of Phone Number'), '4821');
    buttonByName(root, 'Continue').click();
    await waitFor(() => queryButton(root, 'Verify'), 'the Verify step again');
    buttonByName(root, 'Verify').click();
    await waitFor(() => fieldByLabel(root, 'Payment amount'), 'the Pay step');
  });

  it('sends nothing more once taken off the page: a settings call under way is not retried', async () => {
    const { element, root, simulator } = await mount();
    await findAccount(root, '300100200', '4821');
    // A slow 503, which the client retries for a GET while the element is on the page.
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/settings', status: 503, delayMs: 150 },
    });
    const settingsCalls = () => simulator.requests.filter((r) => r.path.includes('/settings')).length;
    buttonByName(root, 'Verify').click();
    await waitFor(() => settingsCalls() === 1, 'the settings call');
    element.remove();
    // The first retry would be sent 0.3 s after the 503.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(settingsCalls()).to.equal(1);
  });

  it('takes the visitor back to the Account step when Pay finds the session expired, and posts nothing', async () => {
    const { root, simulator } = await mount();
    await goToPayStep(root, '300100200', '4821');
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'POST', path: '/pay', status: 401, times: 1 },
    });
    buttonByName(root, 'Pay').click();
    await waitFor(() => alertTexts(root).length > 0, 'the message');
    expect(alertTexts(root)).to.deep.equal([
      'Your Quick Pay session has expired. Please enter the last 4 digits of your phone number again.',
    ]);
    expect(fieldByLabel(root, 'Account Number').value).to.equal('300100200');
    expect(posted).to.deep.equal([]);
  });

  it('can be completed with the keyboard alone', async () => {
    const { root } = await mount();
    const account = await accountStep(root);
    account.focus();
    await type('300100200');
    await press('Tab');
    expect(deepActiveElement()).to.equal(fieldByLabel(root, 'Last 4 Digits of Phone Number'));
    await type('4821');
    await press('Enter');
    await waitFor(() => queryButton(root, 'Verify'), 'the Verify step');
    await press('Tab');
    await press('Tab');
    expect(deepActiveElement()?.textContent).to.equal('Verify');
    await press('Enter');
    const amount = await waitFor(() => fieldByLabel(root, 'Payment amount'), 'the Pay step');
    await press('Tab');
    expect(deepActiveElement()).to.equal(amount);
    await press('Enter');
    await waitFor(() => posted.length === 1, 'the form post');
  });
});
