import { expect } from 'chai';
import '../../../widgets/coop-portal.ts';
import '../../../widgets/coop-quick-pay.ts';
import { mountElement } from '../support/mount-element.ts';
import { fieldByLabel, shadowRootOf, waitFor } from '../support/shadow-queries.ts';

// A framework may create an element, set its attributes and throw it away before it reaches the page
// (a render that is discarded). Such an element must stay inert: a portal that ran there would make its
// calls, take part in the session and write its route into the page's address, with nothing to end it.

describe('an element created and configured but not in the document', () => {
  let unconnected: HTMLElement | undefined;
  afterEach(() => {
    unconnected?.remove();
    unconnected = undefined;
  });

  it('renders nothing and writes no route, however its attributes change', async () => {
    unconnected = document.createElement('coop-portal');
    unconnected.setAttribute('routing', 'hash');
    unconnected.setAttribute('manage-title', 'false');
    const address = location.href;
    // An element in the page renders meanwhile: the unconnected one had the same time to.
    const { root } = await mountElement('coop-quick-pay', { attributes: { 'account-no': '300100200' } });
    await waitFor(() => root.querySelector('input'), 'the Quick Pay form in the page');
    await new Promise((resolve) => requestAnimationFrame(resolve));

    expect(shadowRootOf(unconnected).childNodes.length, 'what the unconnected portal rendered').to.equal(0);
    expect(location.href).to.equal(address);
  });

  it('renders once put in the page, with the attributes and properties it was given before', async () => {
    // The page's configuration and back office, as a Quick Pay element in the page has them.
    await mountElement('coop-quick-pay');
    const quickPay = document.createElement('coop-quick-pay');
    unconnected = quickPay;
    quickPay.setAttribute('account-no', '300100201');
    quickPay.accountNo = '300100200';
    expect(shadowRootOf(quickPay).childNodes.length).to.equal(0);

    document.body.append(quickPay);
    const root = shadowRootOf(quickPay);
    await waitFor(() => root.querySelector('input'), 'the Quick Pay form');
    expect(fieldByLabel(root, 'Account Number').value).to.equal('300100200');
  });
});
