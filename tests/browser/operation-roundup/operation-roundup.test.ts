import { expect } from 'chai';
import '../../../widgets/coop-operation-roundup.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, expectFocusOn, nextTick, press } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import { texts } from '../support/session.ts';
import {
  alertTexts,
  loadingTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';

const roundUpPath = '/api/v3/members/1001/operation-roundup';
const contactSupport = 'We are unable to process your request at this time. Please contact customer support.';
const accountNumbers = ['300100200', '300100201', '300100202', '300100203', '300100204', '300100205'];

/** The local calendar day `days` from today, as the date field holds it (yyyy-MM-dd). */
function isoDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The same day next year, as the simulator seeds 300100200's expiry. */
function nextYear(): string {
  const date = new Date();
  const shifted = new Date(date.getFullYear() + 1, date.getMonth(), 1);
  const lastDay = new Date(shifted.getFullYear(), shifted.getMonth() + 1, 0).getDate();
  shifted.setDate(Math.min(date.getDate(), lastDay));
  const month = String(shifted.getMonth() + 1).padStart(2, '0');
  const day = String(shifted.getDate()).padStart(2, '0');
  return `${shifted.getFullYear()}-${month}-${day}`;
}

const enrolSwitch = (root: ShadowRoot, account: string) =>
  fieldByLabel(root, `Enroll ${account} in Operation RoundUp`);
const amountField = (root: ShadowRoot, account: string) =>
  fieldByLabel(root, `RoundUp amount for ${account}`);
const dateField = (root: ShadowRoot, account: string) =>
  fieldByLabel(root, `Expiration date for ${account} (mm/dd/yyyy)`);
const rowCheckbox = (root: ShadowRoot, account: string) =>
  [...root.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')].find((input) =>
    input.closest('label')?.textContent?.includes(`Select row ${account}`),
  ) as HTMLInputElement;
const selectAll = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!;
const shownAccounts = (root: ShadowRoot) =>
  texts(root.querySelectorAll('tbody th[scope="row"] > span:last-child'));
const fieldErrors = (root: ShadowRoot) => texts(root.querySelectorAll('[part~="error"]')).filter(Boolean);

function click(input: HTMLInputElement) {
  input.click();
}

/**
 * Presses Proceed and waits for the success message alone: it is said once saved, while every page loads
 * again ('Loading rows…' beside it meanwhile).
 */
async function proceedAndSaved(root: ShadowRoot) {
  buttonByName(root, 'Proceed').click();
  await waitFor(
    () =>
      alertTexts(root).join() === 'Operation Roundup has been updated successfully for selected accounts.',
    'the answer, the rows loaded again',
  );
}

/** Selects the row, switches its enrolment on and, when given, types its amount. */
async function enrolRow(root: ShadowRoot, account: string, amount?: string) {
  click(rowCheckbox(root, account));
  await waitFor(() => !enrolSwitch(root, account).disabled, `${account} selected`);
  click(enrolSwitch(root, account));
  await waitFor(() => !amountField(root, account).disabled, `${account} enrolled`);
  if (amount === undefined) return;
  setInputValue(amountField(root, account), amount);
  await nextTick();
}

for (const width of [1280, 375]) {
  describe(`<coop-operation-roundup> at ${width} px`, () => {
    /**
     * Signs Jordan Rivera in (with `generatedAccounts` more accounts, the simulator's control), arms
     * `faults`, and opens the element.
     */
    function show(
      faults: readonly object[] = [],
      state?: (seed: SimulatorState) => void,
      generatedAccounts?: number,
    ) {
      const seed = createSeedState(new Date());
      state?.(seed);
      return mountElement('coop-operation-roundup', {
        member: 'jordan.rivera',
        faults,
        state: seed,
        width,
        ...(generatedAccounts ? { generatedAccounts } : {}),
      });
    }

    async function loaded(faults: readonly object[] = [], state?: (seed: SimulatorState) => void) {
      const mounted = await show(faults, state);
      await waitFor(() => shownAccounts(mounted.root).length === 6, 'the six accounts');
      return mounted;
    }

    it('shows every account with the server’s values, nothing editable and Proceed disabled', async () => {
      const { element, root } = await loaded();
      expect(texts(root.querySelectorAll('h2'))).to.deep.equal(['Operation RoundUp']);
      expect(shownAccounts(root)).to.deep.equal(accountNumbers);
      expect(enrolSwitch(root, '300100200').checked).to.equal(true);
      expect(enrolSwitch(root, '300100200').disabled).to.equal(true);
      expect(enrolSwitch(root, '300100200').getAttribute('role')).to.equal('switch');
      expect(amountField(root, '300100200').value).to.equal('2.00');
      expect(amountField(root, '300100200').disabled).to.equal(true);
      expect(dateField(root, '300100200').value).to.equal(nextYear());
      expect(enrolSwitch(root, '300100201').checked).to.equal(false);
      expect(amountField(root, '300100201').value).to.equal('0.00');
      expect(dateField(root, '300100201').value).to.equal('');
      expect(buttonByName(root, 'Proceed').disabled).to.equal(true);
      expect(texts(root.querySelectorAll('p'))).to.include('Select the accounts you want to change.');
      await expectNoAxeViolations(element);
    });

    it('selecting a row enables its edits; enrolling loads 0.00; deselecting restores the server’s values', async () => {
      const { element, root } = await loaded();
      click(rowCheckbox(root, '300100201'));
      await waitFor(() => !enrolSwitch(root, '300100201').disabled, 'the enrol switch enabled');
      expect(buttonByName(root, 'Proceed').disabled).to.equal(false);
      expect(amountField(root, '300100201').disabled).to.equal(true);
      click(enrolSwitch(root, '300100201'));
      await waitFor(() => !amountField(root, '300100201').disabled, 'the amount enabled');
      expect(amountField(root, '300100201').value).to.equal('0.00');
      expect(dateField(root, '300100201').disabled).to.equal(false);
      expect(dateField(root, '300100201').min).to.equal(isoDay(1));
      expect(dateField(root, '300100201').max).to.equal('2121-12-31');
      setInputValue(amountField(root, '300100201'), '4.25');
      setInputValue(dateField(root, '300100201'), isoDay(30));
      await waitFor(() => amountField(root, '300100201').value === '4.25', 'the typed amount');
      await expectNoAxeViolations(element);

      click(rowCheckbox(root, '300100201'));
      await waitFor(() => enrolSwitch(root, '300100201').disabled, 'the row locked again');
      expect(enrolSwitch(root, '300100201').checked).to.equal(false);
      expect(amountField(root, '300100201').value).to.equal('0.00');
      expect(dateField(root, '300100201').value).to.equal('');
      expect(buttonByName(root, 'Proceed').disabled).to.equal(true);
    });

    it('switching enrolment back on loads the stored amount and expiry', async () => {
      const { root } = await loaded();
      click(rowCheckbox(root, '300100200'));
      await waitFor(() => !amountField(root, '300100200').disabled, 'the amount enabled');
      setInputValue(amountField(root, '300100200'), '9.00');
      await waitFor(() => amountField(root, '300100200').value === '9.00', 'the typed amount');
      click(enrolSwitch(root, '300100200'));
      await waitFor(() => amountField(root, '300100200').disabled, 'the amount locked');
      click(enrolSwitch(root, '300100200'));
      await waitFor(() => !amountField(root, '300100200').disabled, 'the amount enabled again');
      expect(amountField(root, '300100200').value).to.equal('2.00');
      expect(dateField(root, '300100200').value).to.equal(nextYear());
    });

    it('selects every row with select all, and finds rows with the search', async () => {
      const { element, root } = await loaded();
      click(selectAll(root));
      await waitFor(
        () => accountNumbers.every((account) => !enrolSwitch(root, account).disabled),
        'all rows',
      );
      expect(buttonByName(root, 'Proceed').disabled).to.equal(false);
      click(selectAll(root));
      await waitFor(() => enrolSwitch(root, '300100200').disabled, 'all rows unselected');
      expect(buttonByName(root, 'Proceed').disabled).to.equal(true);

      setInputValue(fieldByLabel(root, 'Search'), 'Water');
      await waitFor(() => shownAccounts(root).length === 1, 'the search');
      expect(shownAccounts(root)).to.deep.equal(['300100201']);
      await expectNoAxeViolations(element);
    });

    it('names every invalid amount and date on its field and focuses the first', async () => {
      const { element, root, simulator } = await loaded();
      click(rowCheckbox(root, '300100200'));
      click(rowCheckbox(root, '300100201'));
      await waitFor(() => !amountField(root, '300100200').disabled, 'the amount enabled');
      click(enrolSwitch(root, '300100201'));
      await waitFor(() => !amountField(root, '300100201').disabled, 'the second amount enabled');
      setInputValue(amountField(root, '300100200'), '99999999.99');
      setInputValue(dateField(root, '300100201'), isoDay(0));
      await nextTick();
      buttonByName(root, 'Proceed').click();
      await waitFor(() => fieldErrors(root).length === 2, 'the field errors');
      expect(fieldErrors(root)).to.deep.equal([
        'You must enter a payment amount less than 99999999.99.',
        'You cannot use an expiration date in the past.',
      ]);
      expect(amountField(root, '300100200').getAttribute('aria-invalid')).to.equal('true');
      await expectFocusOn(amountField(root, '300100200'));
      expect(simulator.requests.filter((request) => request.method === 'PUT')).to.have.length(0);
      await expectNoAxeViolations(element);
    });

    it('holds the amount to Operation RoundUp Plus’s maximum with a message of ours', async () => {
      const { element, root } = await loaded([], (seed) => {
        seed.operationRoundup.sites[riverbendApplicationId]!.roundUpPlusMaximum = 50;
      });
      click(rowCheckbox(root, '300100200'));
      await waitFor(() => !amountField(root, '300100200').disabled, 'the amount enabled');
      setInputValue(amountField(root, '300100200'), '60.00');
      await nextTick();
      buttonByName(root, 'Proceed').click();
      await waitFor(() => fieldErrors(root).length === 1, 'the field error');
      expect(fieldErrors(root)).to.deep.equal([
        'With Operation RoundUp Plus the amount must be between $0.00 and $50.00.',
      ]);
      await expectNoAxeViolations(element);
    });

    it('saves an enrolment, says so, and shows the saved values loaded again', async () => {
      const { element, root, simulator } = await loaded();
      await enrolRow(root, '300100201', '1.50');
      setInputValue(dateField(root, '300100201'), nextYear());
      await nextTick();
      await proceedAndSaved(root);
      await waitFor(() => enrolSwitch(root, '300100201').disabled, 'the rows loaded again');
      expect(enrolSwitch(root, '300100201').checked).to.equal(true);
      expect(amountField(root, '300100201').value).to.equal('1.50');
      expect(dateField(root, '300100201').value).to.equal(nextYear());
      expect(buttonByName(root, 'Proceed').disabled).to.equal(true);
      expect(
        simulator.requests
          .filter((request) => request.path.startsWith(roundUpPath))
          .map((request) => `${request.method} ${request.path.slice(roundUpPath.length)}`),
      ).to.deep.equal(['GET ?offset=0&limit=10', 'PUT ', 'GET ?offset=0&limit=10']);
      await expectNoAxeViolations(element);
    });

    it('keeps what was typed when the save fails, with the catalogue’s message', async () => {
      const { element, root } = await loaded([{ method: 'PUT', path: '/operation-roundup', status: 500 }]);
      await enrolRow(root, '300100201', '3.75');
      buttonByName(root, 'Proceed').click();
      await waitFor(() => alertTexts(root).length > 0, 'the failure');
      expect(alertTexts(root)).to.deep.equal([contactSupport]);
      expect(enrolSwitch(root, '300100201').checked).to.equal(true);
      expect(amountField(root, '300100201').value).to.equal('3.75');
      expect(rowCheckbox(root, '300100201').checked).to.equal(true);
      await expectNoAxeViolations(element);
    });

    it('says it is loading while the accounts are on their way', async () => {
      const { element, root } = await show([{ method: 'GET', path: '/operation-roundup', delayMs: 3000 }]);
      await waitFor(() => loadingTexts(root).includes('Loading…'), 'the loading status');
      await expectNoAxeViolations(element);
    });

    it('shows the catalogue’s message with Try again when the accounts fail to load', async () => {
      const { element, root } = await show([
        { method: 'GET', path: '/operation-roundup', status: 500, times: 10 },
      ]);
      await waitFor(() => alertTexts(root).includes(contactSupport), 'the failure');
      expect(queryButton(root, 'Try again')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('says “There are no accounts available.” when there are none', async () => {
      const { element, root } = await show([
        {
          method: 'GET',
          path: '/operation-roundup',
          status: 200,
          body: { roundUpPlusMaximum: null, accounts: [], totalRecords: 0 },
          times: 10,
        },
      ]);
      await waitFor(
        () => texts(root.querySelectorAll('p')).includes('There are no accounts available.'),
        'the empty message',
      );
      expect(queryButton(root, 'Proceed')).to.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('opens the help dialog “Operation RoundUp” and gives focus back when it closes', async () => {
      const { element, root } = await loaded();
      const help = buttonByName(root, 'About Operation RoundUp');
      help.focus();
      await press('Enter');
      const dialog = await waitFor(() => dialogByName(root, 'Operation RoundUp'), 'the help dialog');
      expect(dialog.textContent).to.contain('Operation RoundUp lets you give a little with each bill');
      await nextTick();
      await expectNoAxeViolations(element);
      await press('Escape');
      await waitFor(() => !dialogByName(root, 'Operation RoundUp'), 'the dialog closed');
      await expectFocusOn(help);
    });

    it('pages a member’s many accounts on the back office’s side and sends rows selected on two pages', async () => {
      // Jordan's 300100200 (primary) first, then by account number: his 40 generated accounts
      // (100100001–100100040) before his other five.
      const { element, root, simulator, accessToken } = await show([], undefined, 40);
      await waitFor(() => shownAccounts(root).length === 10, 'the first page of ten');
      expect(shownAccounts(root).slice(0, 3)).to.deep.equal(['300100200', '100100001', '100100002']);
      const pageCalls = () =>
        simulator.requests
          .filter((request) => request.method === 'GET' && request.path.startsWith(roundUpPath))
          .map((request) => request.path.slice(roundUpPath.length));
      expect(pageCalls()).to.deep.equal(['?offset=0&limit=10']);
      await enrolRow(root, '100100003', '1.25');

      buttonByName(root, 'Next page').click();
      await waitFor(() => shownAccounts(root)[0] === '100100010', 'the second page');
      expect(pageCalls().at(-1)).to.equal('?offset=10&limit=10');
      await enrolRow(root, '100100012');
      await expectNoAxeViolations(element);
      await proceedAndSaved(root);
      const stored = await simulator.call(`${roundUpPath}?search=1001000&limit=20`, {
        headers: { Authorization: `Bearer ${accessToken ?? ''}` },
      });
      const enrolled = (
        (await stored.json()) as {
          accounts: {
            accountNumber: string;
            operationRoundup: boolean;
            operationRoundupAmount: number | null;
          }[];
        }
      ).accounts
        .filter((account) => account.operationRoundup)
        .map((account) => [account.accountNumber, account.operationRoundupAmount]);
      expect(enrolled).to.deep.equal([
        ['100100003', 1.25],
        ['100100012', 0],
      ]);
      // The saved rows are no longer selected, on either page.
      await waitFor(() => buttonByName(root, 'Proceed').disabled, 'the selection cleared');
      buttonByName(root, 'Previous page').click();
      await waitFor(() => shownAccounts(root)[0] === '300100200', 'the first page again');
      await waitFor(() => amountField(root, '100100003').value === '1.25', 'the saved amount');
      expect(enrolSwitch(root, '100100003').checked).to.equal(true);
      expect(enrolSwitch(root, '100100003').disabled).to.equal(true);
    });

    it('works from the keyboard: Space selects a row and switches enrolment on', async () => {
      const { root } = await loaded();
      rowCheckbox(root, '300100202').focus();
      await press('Space');
      await waitFor(() => !enrolSwitch(root, '300100202').disabled, 'the row selected');
      await press('Tab');
      expect(deepActiveElement()).to.equal(enrolSwitch(root, '300100202'));
      await press('Space');
      await waitFor(() => !amountField(root, '300100202').disabled, 'enrolled');
      await press('Tab');
      expect(deepActiveElement()).to.equal(amountField(root, '300100202'));
    });
  });
}
