import { expect } from 'chai';
import '../../../widgets/coop-payment-profile.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

const methodsPath = '/api/v3/members/1001/payment-methods';
const cardToken = 'tok-1001-card-4242';
const bankToken = 'tok-1001-bank-6789';
const inUse = 'Update not allowed. Active Payment setup exists.';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Each method's card as its texts: heading, markers, expiry, bank, used-by note. */
function shownMethods(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('li[data-method]')].map((item) =>
    [...item.querySelectorAll('h3, span, p')].map((part) => normalized(part.textContent)),
  );
}

function seedWith(change: (state: SimulatorState) => void): SimulatorState {
  const state = createSeedState(new Date());
  change(state);
  return state;
}

/** The Visa pays 300100200's auto payment. */
const visaOnAutoPay = (state: SimulatorState) => {
  state.autoPay.sites['RIVERBEND-WEB']!.accounts['300100200'] = {
    paymentMethod: 'CHARGE',
    methodToken: cardToken,
    cardType: 'VI',
    bankAccountType: null,
    lastFourDigits: '4242',
    enrolledDate: '2026-01-15',
  };
};

/** Opens the element for Jordan Rivera, `width` px wide when given. */
function opener(width?: number) {
  /** Jordan Rivera signed in, `faults` armed, the element open. */
  const show = (faults: readonly object[] = [], state?: SimulatorState) =>
    mountElement('coop-payment-profile', {
      member: 'jordan.rivera',
      faults,
      ...(state ? { state } : {}),
      ...(width === undefined ? {} : { width }),
    });
  const showLoaded = async (faults: readonly object[] = [], state?: SimulatorState) => {
    const mounted = await show(faults, state);
    await waitFor(() => shownMethods(mounted.root).length > 0, 'the stored methods');
    return mounted;
  };
  return { show, showLoaded };
}

function requestsTo(simulator: InstalledSimulator, method: string) {
  return simulator.requests.filter(
    (request) => request.method === method && request.path.startsWith(methodsPath),
  );
}

for (const width of [1280, 375]) {
  describe(`<coop-payment-profile> at ${width} px`, () => {
    const { show, showLoaded } = opener(width);

    it('lists the stored methods masked, the default first and marked, with expiry and bank', async () => {
      const { element, root } = await showLoaded();
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Payment Profile');
      expect(shownMethods(root)).to.deep.equal([
        ['Visa ending 4242', 'Default', 'Expires 08/2029'],
        ['Checking ending 6789', 'First Demo Bank'],
      ]);
      expect(normalized(root.textContent)).to.not.match(/\d{12,}/);
      expect(queryButton(root, 'Rename Visa ending 4242')).to.not.equal(undefined);
      expect(queryButton(root, 'Remove Checking ending 6789')).to.not.equal(undefined);
      // Nothing runs off the side at phone width: the cards stack.
      expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
      await expectNoAxeViolations(element);
    });

    it('marks an expired card and a method an auto payment uses', async () => {
      const year = new Date().getFullYear() - 1;
      const { element, root } = await showLoaded(
        [],
        seedWith((state) => {
          visaOnAutoPay(state);
          state.paymentProfile.sites['RIVERBEND-WEB']!.methods[0]!.expiryYear = year;
        }),
      );
      expect(shownMethods(root)[0]).to.deep.equal([
        'Visa ending 4242',
        'Default',
        'Expired',
        `Expired 08/${year}`,
        'Used by auto pay for account 300100200',
      ]);
      await expectNoAxeViolations(element);
    });

    it('says so when the member has no stored methods', async () => {
      const { element, root } = await show(
        [],
        seedWith((state) => {
          state.paymentProfile.sites['RIVERBEND-WEB']!.methods = [];
        }),
      );
      await waitFor(
        () => normalized(root.textContent).includes('You have no saved cards or bank accounts.'),
        'the empty wallet',
      );
      expect(root.querySelectorAll('li[data-method]')).to.have.length(0);
      await expectNoAxeViolations(element);
    });

    it('shows the catalogue’s message with Try again when the list fails', async () => {
      const { element, root } = await show([
        { method: 'GET', path: '/payment-methods', status: 500, times: 10 },
      ]);
      await waitFor(() => queryButton(root, 'Try again'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      await expectNoAxeViolations(element);
    });

    it('opens the rename dialog on the nickname, and words a nickname too long on its field', async () => {
      const { element, root, simulator } = await showLoaded();
      buttonByName(root, 'Rename Visa ending 4242').click();
      await waitFor(() => dialogByName(root, 'Rename Payment Method'), 'the rename dialog');
      const field = fieldByLabel(root, 'Nickname');
      await expectNoAxeViolations(element);
      setInputValue(field, 'x'.repeat(31));
      buttonByName(root, 'Save').click();
      await waitFor(() => field.getAttribute('aria-invalid') === 'true', 'the field error');
      expect(normalized(root.querySelector('[part~="error"]')?.textContent)).to.equal(
        'A nickname is at most 30 characters.',
      );
      expect(field.value).to.equal('x'.repeat(31));
      expect(requestsTo(simulator, 'PUT')).to.have.length(0);
      await expectNoAxeViolations(element);
    });

    it('makes the checking account the default once, under an idempotency key, and moves the marker', async () => {
      const { element, root, simulator } = await showLoaded([
        { method: 'PUT', path: '/payment-methods/', delayMs: 300 },
      ]);
      expect(queryButton(root, 'Make default: Visa ending 4242')).to.equal(undefined);
      await expectNoAxeViolations(element);
      const makeDefault = buttonByName(root, 'Make default: Checking ending 6789');
      expect(normalized(makeDefault.textContent)).to.equal('Make default');
      makeDefault.click();
      makeDefault.click();
      await waitFor(() => makeDefault.disabled, 'the change under way');
      expect(buttonByName(root, 'Remove Visa ending 4242').disabled).to.equal(true);
      expect(buttonByName(root, 'Rename Checking ending 6789').disabled).to.equal(true);
      await waitFor(() => shownMethods(root)[0]?.[0] === 'Checking ending 6789', 'the new default first');
      expect(shownMethods(root)).to.deep.equal([
        ['Checking ending 6789', 'Default', 'First Demo Bank'],
        ['Visa ending 4242', 'Expires 08/2029'],
      ]);
      expect(alertTexts(root)).to.deep.equal(['Checking ending 6789 is now your default payment method.']);
      await waitFor(
        () =>
          normalized(deepActiveElement()?.textContent) ===
          'Checking ending 6789 is now your default payment method.',
        'focus on the answer',
      );
      const puts = requestsTo(simulator, 'PUT');
      expect(puts.map((request) => request.path)).to.deep.equal([`${methodsPath}/${bankToken}`]);
      expect(puts[0]?.idempotencyKey).to.be.a('string').and.not.equal('');
      expect(queryButton(root, 'Make default: Checking ending 6789')).to.equal(undefined);
      expect(buttonByName(root, 'Make default: Visa ending 4242').disabled).to.equal(false);
      expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
      await expectNoAxeViolations(element);
    });

    it('tells an unknown outcome when the answer to Make default is lost, and sends nothing more', async () => {
      const { element, root, simulator } = await showLoaded([
        { method: 'PUT', path: '/payment-methods/', when: 'after', status: 504 },
      ]);
      buttonByName(root, 'Make default: Checking ending 6789').click();
      await waitFor(() => alertTexts(root).length > 0, 'the answer');
      expect(alertTexts(root)).to.deep.equal([
        'We could not confirm whether your default payment method was changed. The list below has been loaded again: check it before trying again.',
      ]);
      // The change was made before the answer was lost: the list loaded again shows it.
      await waitFor(() => shownMethods(root)[0]?.[0] === 'Checking ending 6789', 'the list loaded again');
      await waitFor(
        () => normalized(deepActiveElement()?.textContent).startsWith('We could not confirm'),
        'focus on the answer',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(requestsTo(simulator, 'PUT')).to.have.length(1);
      expect(queryButton(root, 'Try again')).to.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('offers no Make default on an expired card', async () => {
      const { element, root } = await showLoaded(
        [],
        seedWith((state) => {
          const [visa, checking] = state.paymentProfile.sites['RIVERBEND-WEB']!.methods;
          visa!.isDefault = false;
          visa!.expiryYear = new Date().getFullYear() - 1;
          checking!.isDefault = true;
        }),
      );
      expect(queryButton(root, 'Make default: Visa ending 4242')).to.equal(undefined);
      expect(queryButton(root, 'Make default: Checking ending 6789')).to.equal(undefined);
      expect(queryButton(root, 'Rename Visa ending 4242')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('asks before removing, No first and focused; No removes nothing', async () => {
      const { element, root, simulator } = await showLoaded();
      buttonByName(root, 'Remove Visa ending 4242').click();
      const dialog = await waitFor(() => dialogByName(root, 'Remove Payment Method'), 'the question');
      expect(dialog.getAttribute('role')).to.equal('alertdialog');
      expect(normalized(dialog.textContent)).to.contain(
        'Are you sure you want to remove Visa ending 4242? You will need to enter it again to use it.',
      );
      await waitFor(() => normalized(deepActiveElement()?.textContent) === 'No', 'focus on No');
      await expectNoAxeViolations(element);
      buttonByName(root, 'No').click();
      await waitFor(() => !dialogByName(root, 'Remove Payment Method'), 'the dialog to close');
      expect(requestsTo(simulator, 'DELETE')).to.deep.equal([]);
      expect(shownMethods(root)).to.have.length(2);
    });
  });
}

describe('<coop-payment-profile> changes', () => {
  const { showLoaded } = opener();

  it('renames a method by a plain change, says so and shows the nickname first', async () => {
    const { element, root, simulator } = await showLoaded();
    buttonByName(root, 'Rename Visa ending 4242').click();
    await waitFor(() => dialogByName(root, 'Rename Payment Method'), 'the rename dialog');
    setInputValue(fieldByLabel(root, 'Nickname'), 'Household');
    buttonByName(root, 'Save').click();
    await waitFor(() => shownMethods(root)[0]?.[0] === 'Household (Visa ending 4242)', 'the new name');
    expect(alertTexts(root)).to.deep.equal(['The payment method was renamed.']);
    expect(dialogByName(root, 'Rename Payment Method')).to.equal(undefined);
    const puts = requestsTo(simulator, 'PUT');
    expect(puts.map((request) => request.path)).to.deep.equal([`${methodsPath}/${cardToken}`]);
    expect(puts[0]?.idempotencyKey).to.equal(undefined);
    await expectNoAxeViolations(element);
  });

  it('removes on Yes once for three presses, under an idempotency key, and says so', async () => {
    const { element, root, simulator } = await showLoaded([
      { method: 'DELETE', path: '/payment-methods/', delayMs: 300 },
    ]);
    buttonByName(root, 'Remove Visa ending 4242').click();
    const dialog = await waitFor(() => dialogByName(root, 'Remove Payment Method'), 'the question');
    const yes = [...dialog.querySelectorAll('button')].find(
      (button) => normalized(button.textContent) === 'Yes',
    );
    yes?.click();
    yes?.click();
    await nextTick();
    yes?.click();
    await waitFor(() => shownMethods(root).length === 1, 'the remaining method');
    expect(alertTexts(root)).to.deep.equal(['The payment method was removed.']);
    const deletes = requestsTo(simulator, 'DELETE');
    expect(deletes.map((request) => request.path)).to.deep.equal([`${methodsPath}/${cardToken}`]);
    expect(deletes[0]?.idempotencyKey).to.be.a('string').and.not.equal('');
    expect(shownMethods(root)[0]).to.deep.equal(['Checking ending 6789', 'Default', 'First Demo Bank']);
    await waitFor(
      () => normalized(deepActiveElement()?.textContent) === 'The payment method was removed.',
      'focus on the answer',
    );
    await expectNoAxeViolations(element);
  });

  it('tells an unknown outcome when the answer is lost, loads the list again and offers no retry', async () => {
    const { element, root, simulator } = await showLoaded([
      { method: 'DELETE', path: '/payment-methods/', when: 'after', drop: true, times: 1 },
    ]);
    buttonByName(root, 'Remove Visa ending 4242').click();
    await waitFor(() => dialogByName(root, 'Remove Payment Method'), 'the question');
    buttonByName(root, 'Yes').click();
    await waitFor(() => shownMethods(root).length === 1, 'the list loaded again');
    expect(alertTexts(root)).to.deep.equal([
      'We could not confirm whether the payment method was removed. The list below has been loaded again: check it before trying again.',
    ]);
    expect(requestsTo(simulator, 'DELETE')).to.have.length(1);
    expect(queryButton(root, 'Try again')).to.equal(undefined);
    await expectNoAxeViolations(element);
  });

  it('shows the refusal while an auto payment uses the method, and keeps it', async () => {
    const { element, root, simulator } = await showLoaded([], seedWith(visaOnAutoPay));
    buttonByName(root, 'Remove Visa ending 4242').click();
    await waitFor(() => dialogByName(root, 'Remove Payment Method'), 'the question');
    buttonByName(root, 'Yes').click();
    await waitFor(() => alertTexts(root).includes(inUse), 'the refusal');
    expect(alertTexts(root)).to.deep.equal([inUse]);
    expect(shownMethods(root)).to.have.length(2);
    expect(requestsTo(simulator, 'DELETE')).to.have.length(1);
    await expectNoAxeViolations(element);
  });
});
