import { expect } from 'chai';
import { sendMouse } from '@web/test-runner-commands';
import '../../../widgets/coop-quick-pay-button.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { memberSessionAtom, selectedAccountAtom } from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick, press } from '../support/keyboard.ts';
import { mountElement, type MountOptions } from '../support/mount-element.ts';
import {
  buttonByName,
  dialogByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';

describe('<coop-quick-pay-button>', () => {
  let events: string[];
  const record = (event: Event) => events.push(event.type);

  /** A visitor's page (nobody signed in) with the button on it. */
  const mount = (options: Pick<MountOptions, 'state'> = {}) => mountElement('coop-quick-pay-button', options);

  /** The Quick Pay dialog with its form (not the frame shown while the dialog's code loads). */
  function quickPayDialog(root: ShadowRoot) {
    const dialog = dialogByName(root, 'Quick Pay');
    return dialog?.querySelector('form') ? dialog : undefined;
  }

  async function openDialog(root: ShadowRoot) {
    buttonByName(root, 'Quick Pay').click();
    return waitFor(() => quickPayDialog(root), 'the Quick Pay dialog');
  }

  beforeEach(() => {
    events = [];
    document.addEventListener('coop-quick-pay-open', record);
    document.addEventListener('coop-quick-pay-close', record);
  });

  afterEach(() => {
    document.removeEventListener('coop-quick-pay-open', record);
    document.removeEventListener('coop-quick-pay-close', record);
  });

  it('opens the dialog on click with focus on the account number, and Escape returns focus to the button', async () => {
    const { root } = await mount();
    const trigger = buttonByName(root, 'Quick Pay');
    trigger.focus();
    await press('Enter');
    const dialog = await waitFor(() => quickPayDialog(root), 'the dialog');
    await waitFor(
      () => deepActiveElement() === fieldByLabel(root, 'Account Number'),
      'focus on the first field',
    );
    expect(dialog.getRootNode()).to.equal(root);
    await expectNoAxeViolations();

    await nextTick();
    await press('Escape');
    await waitFor(() => !dialogByName(root, 'Quick Pay'), 'the dialog to close');
    await waitFor(() => deepActiveElement() === trigger, 'focus back on the button');
    expect(events).to.deep.equal(['coop-quick-pay-open', 'coop-quick-pay-close']);
  });

  it('gives a screen reader the button, then each step of its dialog: account, verify, pay', async () => {
    const { root } = await mount();
    await expectAriaSnapshot('quick-pay-button');
    await openDialog(root);
    await expectAriaSnapshot('quick-pay-button-account-step');
    setInputValue(fieldByLabel(root, 'Account Number'), '300100200');
    setInputValue(fieldByLabel(root, 'Last 4 Digits of Phone Number'), '4821');
    buttonByName(root, 'Continue').click();
    await waitFor(() => queryButton(root, 'Verify'), 'the Verify step');
    await expectAriaSnapshot('quick-pay-button-verify-step');
    buttonByName(root, 'Verify').click();
    await waitFor(() => fieldByLabel(root, 'Payment amount'), 'the Pay step');
    await expectAriaSnapshot('quick-pay-button-pay-step');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { root } = await mount();
    const dialog = await openDialog(root);
    await waitFor(
      () => deepActiveElement() === fieldByLabel(root, 'Account Number'),
      'focus on the first field',
    );
    const visited = new Set<Element | null>();
    for (let index = 0; index < 8; index += 1) {
      await press('Tab');
      visited.add(deepActiveElement());
      expect(dialog.contains(deepActiveElement())).to.equal(true);
    }
    for (let index = 0; index < 8; index += 1) {
      await press('Shift+Tab');
      expect(dialog.contains(deepActiveElement())).to.equal(true);
    }
    // The account and phone fields, Continue and the close button.
    expect(visited.size).to.equal(4);
  });

  it('stays open when the member clicks inside the dialog', async () => {
    const { root } = await mount();
    const dialog = await openDialog(root);
    await nextTick();
    const box = dialog.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
    await nextTick();
    expect(dialogByName(root, 'Quick Pay')).to.equal(dialog);
  });

  it('asks before quitting after the first step; No keeps the payment, Yes closes', async () => {
    const { root } = await mount();
    await openDialog(root);
    setInputValue(fieldByLabel(root, 'Account Number'), '300100200');
    setInputValue(fieldByLabel(root, 'Last 4 Digits of Phone Number'), '4821');
    buttonByName(root, 'Continue').click();
    await waitFor(() => queryButton(root, 'Verify'), 'the Verify step');
    await nextTick();
    await press('Escape');
    const confirm = await waitFor(
      () => dialogByName(root, 'Quick Pay') && root.querySelector('[role="alertdialog"]'),
      'the quit confirmation',
    );
    expect(confirm.textContent).to.contain('Are you sure you want to quit making payment ?');
    await expectAriaSnapshot('quick-pay-button-quit-confirmation');
    await expectNoAxeViolations();
    buttonByName(root, 'No').click();
    await waitFor(() => !root.querySelector('[role="alertdialog"]'), 'the confirmation to close');
    expect(queryButton(root, 'Verify')).to.not.equal(undefined);

    await nextTick();
    await press('Escape');
    await waitFor(() => root.querySelector('[role="alertdialog"]'), 'the quit confirmation again');
    buttonByName(root, 'Yes').click();
    await waitFor(() => !dialogByName(root, 'Quick Pay'), 'the dialog to close');
  });

  it('hides itself when the QuickPay feature is off', async () => {
    const state = createSeedState(new Date());
    const site = siteOf(state, riverbendApplicationId);
    site.features = site.features.map((feature) =>
      feature.name === 'QuickPay' ? { ...feature, enable: false } : feature,
    );
    const { element } = await mount({ state });
    await waitFor(() => element.hidden, 'the button to hide');
    expect(getComputedStyle(element).display).to.equal('none');
  });

  it('shows the banner sentence with variant="banner"', async () => {
    const { element, root } = await mount();
    element.setAttribute('variant', 'banner');
    await waitFor(() => root.querySelector('[part~="banner"]'), 'the banner');
    expect(root.querySelector('[part~="banner"] p')?.textContent).to.equal(
      'Quick Pay is a simple, fast and secure way to make payments online without logging in.',
    );
  });

  it('offers the signed-in payment screen to a signed-in member instead of the anonymous flow', async () => {
    const { root } = await mount();
    getPageStore().set(memberSessionAtom, {
      accessToken: 'token',
      memberNumber: '1001',
      memberMfaEnabled: false,
      expiresAt: Date.now() + 60_000,
    });
    buttonByName(root, 'Quick Pay').click();
    const dialog = await waitFor(() => dialogByName(root, 'Make a Payment'), 'the payment confirmation');
    expect(dialog.textContent).to.contain(
      'You are signed in. Make your payment from your account, where all your accounts and payment options are.',
    );
    expect(dialogByName(root, 'Quick Pay')).to.equal(undefined);
    await expectNoAxeViolations();
  });

  it("goes to the payment screen with the selected account checked: the portal page's pay-multiple route", async () => {
    getPageStore().set(selectedAccountAtom, {
      accountHolderName: 'Jordan Rivera',
      locationId: 'L-2',
      accountType: 'Electric',
      accountNumber: '300100201',
    });
    getPageStore().set(memberSessionAtom, {
      accessToken: 'token',
      memberNumber: '1001',
      memberMfaEnabled: false,
      expiresAt: Date.now() + 60_000,
    });
    const { element, root, navigations } = await mount();
    element.setAttribute('portal-url', '/portal.html');
    buttonByName(root, 'Quick Pay').click();
    const dialog = await waitFor(() => dialogByName(root, 'Make a Payment'), 'the payment confirmation');
    expect(dialog.textContent).to.contain('Go to Payments');
    buttonByName(root, 'Go to Payments').click();
    await waitFor(() => navigations.length > 0, 'the payment screen');
    expect(new URL(navigations[0] ?? '').hash).to.equal('#/billpayments/pay-multiple?accountno=300100201');
  });

  it('releases the page when removed while its dialog is open', async () => {
    const { element, root } = await mount();
    await openDialog(root);
    await nextTick();
    expect(document.body.style.overflow).to.equal('hidden');
    element.remove();
    await waitFor(() => document.body.style.overflow === '', 'the scroll lock to be released');
    await nextTick();
    const hidden = [...document.body.children].filter(
      (child) => child.getAttribute('aria-hidden') === 'true',
    );
    expect(hidden.map((child) => child.localName)).to.deep.equal([]);
    expect(getComputedStyle(document.body).pointerEvents).to.equal('auto');
  });
});
