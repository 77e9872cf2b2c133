import { expect } from 'chai';
import '../../../widgets/coop-auto-pay.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { captureHostedFormPosts, type PostedForm, returnFromHostedPage } from '../support/hosted-form.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick } from '../support/keyboard.ts';
import { mountElement, type MountOptions } from '../support/mount-element.ts';
import { alertTexts, buttonByName, dialogByName, queryButton, waitFor } from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

const enrolmentPath = (account: string) => `/api/v3/members/1001/accounts/${account}/auto-payment`;
const enrolTitle = 'Set Up Auto Pay for 300100200';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Each account's card as its texts. */
function shownAccounts(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('li[data-account]')].map((item) =>
    [...item.querySelectorAll('h3, span, p')].map((part) => normalized(part.textContent)),
  );
}

function accountCard(root: ShadowRoot, account: string): string[] {
  const item = root.querySelector(`li[data-account="${account}"]`);
  return item ? [...item.querySelectorAll('h3, span, p')].map((part) => normalized(part.textContent)) : [];
}

/** The enrol dialog's choices as label text, the checked one marked with '*'. */
function shownChoices(root: ShadowRoot): string[] {
  return [...root.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="radio"]')].map((input) => {
    const label = normalized(root.querySelector(`label[for="${input.id}"]`)?.textContent);
    return input.checked ? `*${label}` : label;
  });
}

function choose(root: ShadowRoot, label: string) {
  const input = [...root.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="radio"]')].find(
    (radio) => normalized(root.querySelector(`label[for="${radio.id}"]`)?.textContent) === label,
  );
  input?.click();
}

/** Signs Jordan Rivera in and opens the element: `faults` armed, `query` in the address, at `width`. */
function show(options: Omit<MountOptions, 'member'> = {}) {
  return mountElement('coop-auto-pay', { member: 'jordan.rivera', ...options });
}

async function showLoaded(options: Omit<MountOptions, 'member'> = {}) {
  const mounted = await show(options);
  await waitFor(() => shownAccounts(mounted.root).length > 0, 'the accounts');
  return mounted;
}

async function openEnrol(root: ShadowRoot) {
  buttonByName(root, 'Set up auto pay for account 300100200').click();
  return waitFor(() => dialogByName(root, enrolTitle), 'the enrol dialog');
}

function requestsTo(simulator: InstalledSimulator, path: string, method: string) {
  return simulator.requests.filter((request) => request.method === method && request.path === path);
}

for (const width of [1280, 375]) {
  describe(`<coop-auto-pay> at ${width} px`, () => {
    it('lists every account with its auto payment, or what keeps it from enrolling', async () => {
      const { element, root } = await showLoaded({ width });
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Auto Payments');
      const accounts = shownAccounts(root);
      expect(accounts.map((parts) => parts[0])).to.deep.equal([
        'Account 300100200',
        'Account 300100201',
        'Account 300100202',
        'Account 300100203',
        'Account 300100204',
        'Account 300100205',
      ]);
      expect(accountCard(root, '300100200').slice(2)).to.deep.equal(['Not enrolled']);
      expect(accountCard(root, '300100201').slice(2, 4)).to.deep.equal([
        'Enrolled',
        'Paid by Checking ending 1357 (e-check)',
      ]);
      expect(accountCard(root, '300100201')[4]).to.match(/^Enrolled since \d{2}\/\d{2}\/\d{4}$/);
      expect(accountCard(root, '300100203').slice(2)).to.deep.equal([
        'Prepaid accounts cannot enrol in auto pay.',
      ]);
      expect(accountCard(root, '300100204').slice(2)).to.deep.equal([
        'Final billed accounts cannot enrol in auto pay.',
      ]);
      expect(queryButton(root, 'Set up auto pay for account 300100203')).to.equal(undefined);
      expect(queryButton(root, 'Remove auto pay from account 300100201')).to.not.equal(undefined);
      // Nothing runs off the side at phone width: the cards stack.
      expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
      await expectNoAxeViolations(element);
    });

    it('shows the catalogue’s message with Try again when the list fails', async () => {
      const { element, root } = await show({
        width,
        faults: [{ method: 'GET', path: '/auto-payments', status: 500, times: 10 }],
      });
      await waitFor(() => queryButton(root, 'Try again'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      await expectNoAxeViolations(element);
    });

    it('offers the stored methods, then a new card or bank account, the first one chosen', async () => {
      const { element, root } = await showLoaded({ width });
      await openEnrol(root);
      expect(shownChoices(root)).to.deep.equal([
        '*Visa ending 4242',
        'Checking ending 6789',
        'A new card',
        'A new bank account (e-check)',
      ]);
      expect(queryButton(root, 'Set Up')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
      choose(root, 'A new card');
      await waitFor(() => queryButton(root, 'Continue to Secure Page'), 'the secure page button');
      expect(normalized(dialogByName(root, enrolTitle)?.textContent)).to.contain(
        'You will enter the new card or bank account on the secure payment page, where you may also save it for later.',
      );
      await expectNoAxeViolations(element);
    });

    it('lists an expired card apart, not to be chosen', async () => {
      const state = createSeedState(new Date());
      state.paymentProfile.sites[riverbendApplicationId]!.methods[0]!.expiryYear =
        new Date().getFullYear() - 1;
      const { element, root } = await showLoaded({ width, state });
      await openEnrol(root);
      expect(shownChoices(root)).to.deep.equal([
        '*Checking ending 6789',
        'A new card',
        'A new bank account (e-check)',
      ]);
      expect(normalized(root.querySelector('[data-part="expired-methods"]')?.textContent)).to.equal(
        'Visa ending 4242 (expired)',
      );
      await expectNoAxeViolations(element);
    });

    it('asks before removing, No first and focused; No removes nothing', async () => {
      const { element, root, simulator } = await showLoaded({ width });
      buttonByName(root, 'Remove auto pay from account 300100201').click();
      const dialog = await waitFor(() => dialogByName(root, 'Remove Auto Pay'), 'the question');
      expect(dialog.getAttribute('role')).to.equal('alertdialog');
      expect(normalized(dialog.textContent)).to.contain(
        'Are you sure you want to remove auto pay from account 300100201? Its bills will no longer be paid automatically.',
      );
      await waitFor(() => normalized(deepActiveElement()?.textContent) === 'No', 'focus on No');
      await expectNoAxeViolations(element);
      buttonByName(root, 'No').click();
      await waitFor(() => !dialogByName(root, 'Remove Auto Pay'), 'the dialog to close');
      expect(requestsTo(simulator, enrolmentPath('300100201'), 'DELETE')).to.deep.equal([]);
    });

    it('says the auto pay was updated on the return from the secure page (statuscode 0)', async () => {
      const { element, root } = await showLoaded({ width, query: { statuscode: '0' } });
      expect(alertTexts(root)).to.deep.equal(['Your auto pay information has been updated.']);
      await expectNoAxeViolations(element);
    });

    it('goes to the account overview when the site turns Autopay off', async () => {
      const state = createSeedState(new Date());
      const site = siteOf(state, riverbendApplicationId);
      site.features = site.features.map((feature) =>
        feature.name === 'Autopay' ? { ...feature, enable: false } : feature,
      );
      const { root, simulator, navigations } = await show({ width, state });
      await waitFor(() => navigations.length > 0, 'the redirect');
      expect(navigations[0]).to.contain('accountoverview');
      expect(root.querySelectorAll('li[data-account]')).to.have.length(0);
      expect(simulator.requests.some((request) => request.path.includes('/auto-payments'))).to.equal(false);
    });
  });
}

describe('<coop-auto-pay> changes', () => {
  let hostedForms: ReturnType<typeof captureHostedFormPosts>;
  let posted: PostedForm[];

  beforeEach(() => {
    hostedForms = captureHostedFormPosts();
    posted = hostedForms.posted;
  });

  afterEach(() => {
    hostedForms.restore();
  });

  it('enrols with a stored method by one call for three presses, no hosted page, and says so', async () => {
    const { element, root, simulator } = await showLoaded({
      faults: [{ method: 'POST', path: '/auto-payment', delayMs: 300 }],
    });
    await openEnrol(root);
    const setUp = buttonByName(root, 'Set Up');
    setUp.click();
    setUp.click();
    await nextTick();
    setUp.click();
    await waitFor(() => alertTexts(root).includes('Auto pay is set up for account 300100200.'), 'the answer');
    await waitFor(
      () => accountCard(root, '300100200').includes('Paid by Visa ending 4242 (card)'),
      'the enrolled account',
    );
    const posts = requestsTo(simulator, enrolmentPath('300100200'), 'POST');
    expect(posts).to.have.length(1);
    expect(posts[0]?.idempotencyKey).to.be.a('string').and.not.equal('');
    expect(posted).to.deep.equal([]);
    expect(dialogByName(root, enrolTitle)).to.equal(undefined);
    await expectNoAxeViolations(element);
  });

  it('tells an unknown outcome of an enrolment, loads the list again and sends nothing more', async () => {
    const { element, root, simulator } = await showLoaded({
      faults: [{ method: 'POST', path: '/auto-payment', when: 'after', drop: true, times: 1 }],
    });
    await openEnrol(root);
    buttonByName(root, 'Set Up').click();
    await waitFor(
      () => accountCard(root, '300100200').includes('Paid by Visa ending 4242 (card)'),
      'the list loaded again',
    );
    expect(alertTexts(root)).to.deep.equal([
      'We could not confirm whether auto pay was set up. The list below has been loaded again: check it before trying again.',
    ]);
    expect(requestsTo(simulator, enrolmentPath('300100200'), 'POST')).to.have.length(1);
    expect(queryButton(root, 'Try again')).to.equal(undefined);
    await expectNoAxeViolations(element);
  });

  it('keeps the dialog open with the back office’s refusal', async () => {
    const { element, root } = await showLoaded({
      faults: [
        { method: 'POST', path: '/auto-payment', status: 400, body: ['Credit Card Payment Restricted.'] },
      ],
    });
    await openEnrol(root);
    buttonByName(root, 'Set Up').click();
    await waitFor(() => alertTexts(root).includes('Credit Card Payment Restricted.'), 'the refusal');
    expect(dialogByName(root, enrolTitle)).to.not.equal(undefined);
    expect(accountCard(root, '300100200').slice(2)).to.deep.equal(['Not enrolled']);
    await expectNoAxeViolations(element);
  });

  it('enrols with a new card through the hosted page: one initiation, the form posted once', async () => {
    const { root, simulator } = await showLoaded();
    await openEnrol(root);
    choose(root, 'A new card');
    const next = await waitFor(() => queryButton(root, 'Continue to Secure Page'), 'the button');
    next.click();
    next.click();
    await waitFor(() => posted.length === 1, 'the form post');
    await nextTick(200);
    expect(posted).to.have.length(1);
    const initiations = requestsTo(simulator, `${enrolmentPath('300100200')}/initiate`, 'POST');
    expect(initiations).to.have.length(1);
    expect(initiations[0]?.idempotencyKey).to.be.a('string').and.not.equal('');
    expect(posted[0]?.action).to.equal(`${location.origin}/gateway/hosted-payment`);
    const fields = Object.fromEntries(posted[0]?.fields ?? []);
    expect(fields).to.include({
      AccountNumber: '300100200',
      PaymentType: 'cc',
      EnableCreditCard: 'true',
      EnableECheck: 'false',
      IsPostbackRequired: 'true',
    });
    expect(fields.HostedCCReturn).to.contain('/PaymentCallback/draft/success?to=');
    expect(Object.keys(fields)).to.not.include('cardNumber');
    expect(requestsTo(simulator, enrolmentPath('300100200'), 'POST')).to.have.length(0);
  });

  it('opens the hosted page again after Back from it (the page restored from the back-forward cache)', async () => {
    const { root } = await showLoaded();
    await openEnrol(root);
    choose(root, 'A new card');
    (await waitFor(() => queryButton(root, 'Continue to Secure Page'), 'the button')).click();
    await waitFor(() => posted.length === 1, 'the form post');
    await waitFor(() => queryButton(root, 'Continue to Secure Page')?.disabled, 'the button held');

    returnFromHostedPage();
    await waitFor(() => queryButton(root, 'Continue to Secure Page')?.disabled === false, 'the button ready');
    buttonByName(root, 'Continue to Secure Page').click();
    await waitFor(() => posted.length === 2, 'the form posted again');
  });

  it('refuses a payment page outside the allow-list: the generic error in the dialog, nothing posted', async () => {
    const { element, root } = await showLoaded({ paymentOrigins: 'https://pay.example.com' });
    await openEnrol(root);
    choose(root, 'A new bank account (e-check)');
    (await waitFor(() => queryButton(root, 'Continue to Secure Page'), 'the button')).click();
    await waitFor(() => alertTexts(root).length > 0, 'the error');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    expect(posted).to.deep.equal([]);
    expect(dialogByName(root, enrolTitle)).to.not.equal(undefined);
    await expectNoAxeViolations(element);
  });

  it('removes on Yes once for three presses, under an idempotency key, and says so', async () => {
    const { element, root, simulator } = await showLoaded({
      faults: [{ method: 'DELETE', path: '/auto-payment', delayMs: 300 }],
    });
    buttonByName(root, 'Remove auto pay from account 300100201').click();
    const dialog = await waitFor(() => dialogByName(root, 'Remove Auto Pay'), 'the question');
    const yes = [...dialog.querySelectorAll('button')].find(
      (button) => normalized(button.textContent) === 'Yes',
    );
    yes?.click();
    yes?.click();
    await nextTick();
    yes?.click();
    await waitFor(
      () => alertTexts(root).includes('Auto pay was removed from account 300100201.'),
      'the answer',
    );
    await waitFor(() => accountCard(root, '300100201').includes('Not enrolled'), 'the account not enrolled');
    const deletes = requestsTo(simulator, enrolmentPath('300100201'), 'DELETE');
    expect(deletes).to.have.length(1);
    expect(deletes[0]?.idempotencyKey).to.be.a('string').and.not.equal('');
    await expectNoAxeViolations(element);
  });

  it('tells an unknown outcome of a removal and offers no retry', async () => {
    const { element, root, simulator } = await showLoaded({
      faults: [{ method: 'DELETE', path: '/auto-payment', when: 'after', drop: true, times: 1 }],
    });
    buttonByName(root, 'Remove auto pay from account 300100201').click();
    await waitFor(() => dialogByName(root, 'Remove Auto Pay'), 'the question');
    buttonByName(root, 'Yes').click();
    await waitFor(() => accountCard(root, '300100201').includes('Not enrolled'), 'the list loaded again');
    expect(alertTexts(root)).to.deep.equal([
      'We could not confirm whether auto pay was removed. The list below has been loaded again: check it before trying again.',
    ]);
    expect(requestsTo(simulator, enrolmentPath('300100201'), 'DELETE')).to.have.length(1);
    expect(queryButton(root, 'Try again')).to.equal(undefined);
    await expectNoAxeViolations(element);
  });
});
