import { expect } from 'chai';
import gatewayStyles from '../../../demo-host/gateway/gateway.css?inline';
import { paymentPage, type PaymentPageModel } from '../../../demo-host/gateway/page.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

// The hosted payment page is server-rendered: its markup, with its own stylesheet, is checked here in a
// real browser for what the draft and auto pay setups and the save-for-later box added.

const paymentModel: PaymentPageModel = {
  purpose: 'payment',
  utilityName: 'Riverbend Electric Cooperative',
  accountDisplay: '300100200, 300100201',
  amount: 20,
  convenienceFees: { cc: 1.95, echeck: 0 },
  method: 'cc',
  enableCreditCard: true,
  enableECheck: true,
  acceptedCardTypes: ['VI', 'MC'],
  transNo: '5000001',
  securityToken: '0123456789abcdef0123456789abcdef',
  offerToSave: true,
  saveForLater: false,
  values: {},
  errors: {},
};

const setupModel: PaymentPageModel = {
  ...paymentModel,
  purpose: 'setup',
  accountDisplay: '300100200',
  amount: 0,
  enableECheck: false,
  offerToSave: false,
};

/** Shows the page's body and stylesheet in this document; answers its main landmark. */
function showPage(model: PaymentPageModel): HTMLElement {
  const parsed = new DOMParser().parseFromString(paymentPage(model), 'text/html');
  const host = document.createElement('div');
  host.className = 'hosted-page';
  const style = document.createElement('style');
  style.textContent = gatewayStyles;
  host.append(style, ...Array.from(parsed.body.childNodes, (node) => document.importNode(node, true)));
  document.body.append(host);
  return host.querySelector('main') as HTMLElement;
}

describe('the hosted payment page', () => {
  afterEach(() => {
    document.querySelectorAll('.hosted-page').forEach((host) => host.remove());
  });

  it('offers the save-for-later box, unchecked and labelled, inside the payment form', async () => {
    const main = showPage(paymentModel);

    const box = main.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(box?.labels?.[0]?.textContent?.trim()).to.equal('Save this card for future payments');
    expect(box?.checked).to.equal(false);
    expect(box?.form?.classList.contains('payment-form')).to.equal(true);
    expect(main.querySelector('button.button-primary')?.textContent?.trim()).to.equal('Pay $21.95');
    await expectNoAxeViolations(main.parentElement as HTMLElement);
  });

  it('shows a setup as saving a card, with no amount and no box', async () => {
    const main = showPage(setupModel);

    expect(main.querySelector('h1')?.textContent).to.equal(
      'Save a payment method for Riverbend Electric Cooperative',
    );
    expect(main.querySelector('.setup-note')?.textContent?.trim()).to.equal(
      'No payment is taken now. The cooperative will use this card or bank account for the payments you set up.',
    );
    expect(Array.from(main.querySelectorAll('dt'), (term) => term.textContent)).to.deep.equal(['Account']);
    expect(main.querySelector('input[type="checkbox"]')).to.equal(null);
    expect(main.querySelector('button.button-primary')?.textContent?.trim()).to.equal('Save card');
    await expectNoAxeViolations(main.parentElement as HTMLElement);
  });

  it('shows a bank account setup with an error summary', async () => {
    const main = showPage({
      ...setupModel,
      method: 'echeck',
      enableCreditCard: false,
      enableECheck: true,
      errors: { routingNumber: 'Enter the routing number.' },
    });

    expect(main.querySelector('.error-summary li')?.textContent).to.equal('Enter the routing number.');
    expect(main.querySelector('button.button-primary')?.textContent?.trim()).to.equal('Save bank account');
    await expectNoAxeViolations(main.parentElement as HTMLElement);
  });
});
