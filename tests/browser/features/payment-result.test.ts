import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../widgets/coop-payment-result.ts';
import { quickPayHandOffExpiry } from '../../../src/domain/quick-pay/hosted-form.ts';
import { memberSessionAtom, quickPaySessionAtom, storageKeys } from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { alertTexts, buttonByName, queryButton, shadowRootOf, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

/** Pays $10.00 on 300100200 through the simulator as the dialog and the hosted page would. */
async function payTenDollars(simulator: InstalledSimulator) {
  const verified = (await (
    await simulator.call('/api/v3/quick-pay/verify/account/phone', {
      method: 'POST',
      json: { accountNumber: '300100200', phoneLastFourDigits: '4821' },
    })
  ).json()) as { quickPayToken: string; memberNumber: string; encryptedAccount: string };
  const initiation = (await (
    await simulator.call(
      `/api/v3/quick-pay/member/${verified.memberNumber}/pay?encryptedAccount=${verified.encryptedAccount}`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${verified.quickPayToken}` },
        json: {
          accountsToPay: [{ account: '300100200', paymentAmount: 10 }],
          amount: 10,
          reconnectFee: 0,
          additionalDeposit: 0,
          arrangementPaymentAmount: 0,
          reconnectMeter: true,
        },
      },
    )
  ).json()) as { paymentRequisitionSettings: { transNo: string; securityToken: string; clientId: string } };
  const { transNo, securityToken, clientId } = initiation.paymentRequisitionSettings;
  await simulator.call('/gateway/hosted-payment', {
    method: 'POST',
    body: new URLSearchParams({
      ClientReferenceId: transNo,
      CoopNumber: clientId,
      ApplicationId: 'RIVERBEND-WEB',
      AccountNumber: '300100200',
      AuthorizationToken: securityToken,
      PaymentType: 'cc',
      EnableCreditCard: 'true',
      EnableECheck: 'true',
      AcceptedCreditCardTypes: 'VI,MC,AX,DI',
      HostedCCReturn: `${location.origin}/PaymentCallback/quick-pay/success`,
      HostedCCCancel: `${location.origin}/PaymentCallback/cancel`,
    }),
  });
  const paid = await simulator.call('/gateway/hosted-payment/pay', {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      transNo,
      securityToken,
      method: 'cc',
      cardholderName: 'Jordan Rivera',
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/39',
      cardSecurityCode: '123',
    }),
  });
  const encodedParam = new URL(paid.headers.get('Location') ?? '').searchParams.get('encodedParam') ?? '';
  return { verified, encodedParam };
}

describe('<coop-payment-result>', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;
  const originalUrl = location.href;
  let navigations: string[];
  const captureNavigation = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ url: string }>).detail.url);
  };

  function mount(kind: 'success' | 'cancel', search: string, attributes: Record<string, string> = {}) {
    history.replaceState(null, '', `${location.pathname}${search}`);
    element = document.createElement('coop-payment-result');
    element.setAttribute('kind', kind);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    return shadowRootOf(element);
  }

  /** Pays $10.00 on 300100200 through Quick Pay, its token kept as the dialog keeps it; the result's encodedParam. */
  async function payTenDollarsByQuickPay(): Promise<string> {
    const { verified, encodedParam } = await payTenDollars(simulator);
    getPageStore().set(quickPaySessionAtom, {
      token: verified.quickPayToken,
      memberNumber: verified.memberNumber,
      encryptedAccount: verified.encryptedAccount,
      accountNumber: '300100200',
      expiresAt: quickPayHandOffExpiry(Date.now()),
    });
    return encodedParam;
  }

  beforeEach(() => {
    navigations = [];
    simulator = installSimulator();
    document.addEventListener('coop-navigate', captureNavigation);
  });

  afterEach(() => {
    document.removeEventListener('coop-navigate', captureNavigation);
    element?.remove();
    simulator.uninstall();
    history.replaceState(null, '', originalUrl);
    getPageStore().set(memberSessionAtom, null);
    getPageStore().set(quickPaySessionAtom, null);
    sessionStorage.clear();
  });

  it('shows the Quick Pay result, removes the quick-pay token, and Done goes home', async () => {
    const encodedParam = await payTenDollarsByQuickPay();
    expect(sessionStorage.getItem(storageKeys.quickPay)).to.not.equal(null);

    const root = mount('success', `?isFromQuickPay=true&encodedParam=${encodedParam}`);
    await waitFor(() => root.querySelector('dl'), 'the result');
    const rows = [...root.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows[0]).to.equal('Payment amount$10.00');
    expect(rows[1]).to.equal('Convenience fee$1.95');
    expect(rows[2]).to.equal('Paid with card or account ending in4242');
    expect(rows[3]).to.match(/^Confirmation numberRB\d{8}$/);
    expect(rows[4]).to.equal('Account balance$118.45');
    expect(root.querySelector('h2')?.textContent).to.equal('Payment successful');
    expect(sessionStorage.getItem(storageKeys.quickPay)).to.equal(null);
    await expectNoAxeViolations();

    buttonByName(root, 'Done').click();
    expect(navigations).to.deep.equal([`${location.origin}/`]);
  });

  it('prints the receipt: the result card without its buttons', async () => {
    const encodedParam = await payTenDollarsByQuickPay();
    const root = mount('success', `?isFromQuickPay=true&encodedParam=${encodedParam}`);
    await waitFor(() => root.querySelector('dl'), 'the result');
    const originalPrint = window.print;
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    try {
      buttonByName(root, 'Print receipt').click();
      expect(printed).to.equal(1);
      await emulateMedia({ media: 'print' });
      expect(getComputedStyle(buttonByName(root, 'Done').parentElement!).display).to.equal('none');
      expect(getComputedStyle(root.querySelector('dl')!).display).to.not.equal('none');
    } finally {
      window.print = originalPrint;
      await emulateMedia({ media: 'screen' });
    }
  });

  it('shows the generic error when the result cannot be loaded', async () => {
    const root = mount('success', '?isFromQuickPay=true&encodedParam=unknown');
    await waitFor(() => root.querySelector('[role="alert"]'), 'the error');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
  });

  it('says the payment was cancelled and Done goes home for a visitor', async () => {
    const root = mount('cancel', '?encodedParam=abc');
    await waitFor(() => root.querySelector('h2'), 'the page');
    expect(root.querySelector('h2')?.textContent).to.equal('Payment cancelled');
    expect(root.textContent).to.contain('Your payment was cancelled. No payment was made.');
    expect(queryButton(root, 'Print receipt')).to.equal(undefined);
    await expectNoAxeViolations();
    buttonByName(root, 'Done').click();
    expect(navigations).to.deep.equal([`${location.origin}/`]);
  });

  it('sends a signed-in member back to the account overview from the cancel page', async () => {
    getPageStore().set(memberSessionAtom, {
      accessToken: 'access-token',
      memberNumber: '1001',
      memberMfaEnabled: false,
      expiresAt: Date.now() + 60_000,
    });
    const root = mount('cancel', '', { 'portal-url': '/portal.html' });
    await waitFor(() => root.querySelector('h2'), 'the page');
    buttonByName(root, 'Done').click();
    expect(navigations).to.deep.equal([`${location.origin}/portal.html#/accountoverview`]);
  });
});
