import { expect } from 'chai';
import '../../../widgets/coop-average-billing.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick, press } from '../support/keyboard.ts';
import { mountElement, type MountOptions } from '../support/mount-element.ts';
import {
  alertTexts,
  loadingTexts,
  buttonByName,
  dialogByName,
  queryButton,
  waitFor,
} from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

const listPath = '/api/v3/members/1001/levelized-accounts';
const contactSupport = 'We are unable to process your request at this time. Please contact customer support.';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** What a cell shows, without its narrow-layout label, the reason button and its hidden tooltip. */
function cellText(cell: Element): string {
  const content = cell.querySelector(':scope > span:not([aria-hidden])');
  if (!content) return '';
  const copy = content.cloneNode(true) as Element;
  copy.querySelectorAll('[role="tooltip"], button[aria-describedby]').forEach((part) => part.remove());
  return normalized(copy.textContent);
}

/** Each row as its cells' texts: account, address, estimate, action. */
function shownRows(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('tbody tr')]
    .filter((row) => row.querySelector('th'))
    .map((row) =>
      [...row.querySelectorAll('th, td')]
        .filter((cell) => !cell.querySelector('input[type="checkbox"]'))
        .map(cellText),
    );
}

function accountsShown(root: ShadowRoot): string[] {
  return shownRows(root).map((row) => row[0] ?? '');
}

function checkboxFor(root: ShadowRoot, name: string): HTMLInputElement {
  const label = [...root.querySelectorAll('label')].find((entry) => normalized(entry.textContent) === name);
  const input = label?.querySelector('input[type="checkbox"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`No checkbox "${name}"`);
  return input;
}

function viewSelect(root: ShadowRoot): HTMLSelectElement | null {
  return root.querySelector('select:not([aria-label])') ?? null;
}

function chooseView(root: ShadowRoot, label: string) {
  const select = [...root.querySelectorAll('select')].find((entry) =>
    [...entry.options].some((option) => option.text === label),
  );
  if (!select) throw new Error('No view filter');
  select.value = [...select.options].find((option) => option.text === label)!.value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function dialogText(dialog: HTMLElement | undefined): string {
  return normalized(dialog?.querySelector('[id$="description"], p')?.textContent);
}

type ShowOptions = Omit<MountOptions, 'member' | 'width'>;

function changeRequests(simulator: InstalledSimulator) {
  return simulator.requests.filter((request) => request.method === 'PUT').map((request) => request.path);
}

for (const width of [1280, 375]) {
  describe(`<coop-average-billing> at ${width} px`, () => {
    /** Signs Jordan Rivera in and opens the element (`faults` armed, `state` instead of the seed). */
    const show = (options: ShowOptions = {}) =>
      mountElement('coop-average-billing', { member: 'jordan.rivera', width, ...options });

    async function showLoaded(options: ShowOptions = {}) {
      const mounted = await show(options);
      await waitFor(() => accountsShown(mounted.root).length > 0, 'the accounts');
      return mounted;
    }

    it('shows every account with its estimate and action, the filter, and no selection column in All', async () => {
      const { element, root } = await showLoaded();
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Average Billing');
      expect(
        shownRows(root).map(([account, , estimate, action]) => [account, estimate, action]),
      ).to.deep.equal([
        ['300100200', '$142.00', 'Sign Up'],
        ['300100201', '$54.10', 'Remove'],
        ['300100202', '$188.50', 'Sign Up'],
        ['300100203', 'N/A', 'Not Eligible'],
        ['300100204', 'N/A', 'Not Eligible'],
        ['300100205', '$120.00', 'Not Eligible'],
      ]);
      expect(shownRows(root)[0]?.[1]).to.equal('1450 Willow Creek Rd, Riverbend, OR 97401');
      expect(shownRows(root)[5]?.[1]).to.equal('4096 Sugar Pine Ln, Riverbend, OR 97404');
      expect([...viewSelect(root)!.options].map((option) => option.text)).to.deep.equal([
        'All',
        'Average Billing',
        'Non-Average Billing',
      ]);
      expect(root.querySelectorAll('tbody input[type="checkbox"]')).to.have.length(0);
      expect(queryButton(root, 'Sign Up Selected')).to.equal(undefined);
      expect(queryButton(root, 'Remove Selected')).to.equal(undefined);
      expect(root.textContent).not.to.contain('Check multiple accounts');
      expect(root.querySelector('[role="dialog"], [role="alertdialog"]')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('opens the Not Eligible reason on keyboard focus and hides it on Escape', async () => {
      const { element, root } = await showLoaded();
      const reason = buttonByName(root, 'Why account 300100204 is not eligible');
      const tooltip = root.getElementById(reason.getAttribute('aria-describedby')!)!;
      expect(tooltip.hidden).to.equal(true);
      reason.focus();
      await waitFor(() => !tooltip.hidden, 'the tooltip on focus');
      expect(normalized(tooltip.textContent)).to.equal(
        'Final billed accounts cannot enrol in average billing.',
      );
      await expectNoAxeViolations(element);
      await press('Escape');
      await waitFor(() => tooltip.hidden, 'the tooltip hidden by Escape');
    });

    it('opens the reason on a tap, and explains a budget account', async () => {
      const { root } = await showLoaded();
      const reason = buttonByName(root, 'Why account 300100205 is not eligible');
      const tooltip = root.getElementById(reason.getAttribute('aria-describedby')!)!;
      const touch = { bubbles: true, composed: true, pointerType: 'touch', isPrimary: true };
      reason.dispatchEvent(new PointerEvent('pointerdown', touch));
      reason.dispatchEvent(new PointerEvent('pointerup', touch));
      reason.dispatchEvent(new PointerEvent('pointerleave', { ...touch, bubbles: false }));
      reason.click();
      await nextTick(200);
      expect(tooltip.hidden).to.equal(false);
      expect(normalized(tooltip.textContent)).to.equal(
        'This account is signed up for budget billing. Its billing type cannot be changed to average billing here.',
      );
    });

    it('shows the selection column, Sign Up Selected and its hint in Non-Average Billing', async () => {
      const { element, root } = await showLoaded();
      chooseView(root, 'Non-Average Billing');
      await waitFor(() => queryButton(root, 'Sign Up Selected'), 'the bulk button');
      expect(accountsShown(root)).to.deep.equal(['300100200', '300100202']);
      expect(buttonByName(root, 'Sign Up Selected').disabled).to.equal(true);
      expect(root.textContent).to.contain("Check multiple accounts then click 'Sign Up Selected'.");
      checkboxFor(root, 'Select row 300100200');
      await expectNoAxeViolations(element);
    });

    it('signs two accounts up in one call, says so, and goes back to All', async () => {
      const { element, root, simulator } = await showLoaded();
      chooseView(root, 'Non-Average Billing');
      await waitFor(() => queryButton(root, 'Sign Up Selected'), 'the bulk button');
      checkboxFor(root, 'Select all rows').click();
      await waitFor(() => !buttonByName(root, 'Sign Up Selected').disabled, 'the bulk button enabled');
      buttonByName(root, 'Sign Up Selected').click();
      const confirm = await waitFor(
        () => dialogByName(root, 'Sign Up for Average Billing'),
        'the confirmation',
      );
      expect(dialogText(confirm)).to.equal(
        '2 accounts will be signed up for average billing. Click Continue to proceed or Cancel to keep their billing type.',
      );
      await expectNoAxeViolations(element);
      const continueButton = buttonByName(root, 'Continue');
      continueButton.click();
      continueButton.click();
      const success = await waitFor(() => dialogByName(root, 'Success'), 'the success dialog');
      expect(normalized(success.textContent)).to.contain(
        'Billing type updated successfully for multiple accounts.',
      );
      await expectNoAxeViolations(element);
      expect(changeRequests(simulator)).to.deep.equal([listPath]);
      buttonByName(root, 'OK').click();
      await waitFor(() => !dialogByName(root, 'Success'), 'the dialog closed');
      expect(viewSelect(root)!.value).to.equal('all');
      expect(root.querySelectorAll('tbody input[type="checkbox"]')).to.have.length(0);
      await waitFor(
        () => shownRows(root)[0]?.[3] === 'Remove' && shownRows(root)[2]?.[3] === 'Remove',
        'both accounts on average billing',
      );
      await waitFor(() => deepActiveElement() === viewSelect(root), 'focus on the filter');
    });

    it('removes the accounts of Average Billing with Remove Selected', async () => {
      const { root } = await showLoaded();
      chooseView(root, 'Average Billing');
      await waitFor(() => queryButton(root, 'Remove Selected'), 'the bulk button');
      expect(accountsShown(root)).to.deep.equal(['300100201']);
      expect(root.textContent).to.contain("Check multiple accounts then click 'Remove Selected'.");
      checkboxFor(root, 'Select row 300100201').click();
      await waitFor(() => !buttonByName(root, 'Remove Selected').disabled, 'the bulk button enabled');
      buttonByName(root, 'Remove Selected').click();
      const confirm = await waitFor(() => dialogByName(root, 'Remove Average Billing'), 'the confirmation');
      expect(dialogText(confirm)).to.equal(
        'Account 300100201 will be removed from average billing and return to standard billing. Click Continue to proceed or Cancel to keep its billing type.',
      );
      buttonByName(root, 'Continue').click();
      const success = await waitFor(() => dialogByName(root, 'Success'), 'the success dialog');
      expect(normalized(success.textContent)).to.contain(
        'Account 300100201 billing type updated successfully',
      );
      buttonByName(root, 'OK').click();
      await waitFor(() => shownRows(root)[1]?.[3] === 'Sign Up', '300100201 off average billing');
      expect(viewSelect(root)!.value).to.equal('all');
    });

    it('sends nothing when the member cancels, and signs one account up on Continue', async () => {
      const { element, root, simulator } = await showLoaded();
      buttonByName(root, 'Sign Up account 300100200').click();
      const confirm = await waitFor(
        () => dialogByName(root, 'Sign Up for Average Billing'),
        'the confirmation',
      );
      expect(dialogText(confirm)).to.equal(
        'Account 300100200 will be signed up for average billing. Click Continue to proceed or Cancel to keep its billing type.',
      );
      await waitFor(() => deepActiveElement() === buttonByName(root, 'Cancel'), 'focus on Cancel');
      buttonByName(root, 'Cancel').click();
      await waitFor(() => !dialogByName(root, 'Sign Up for Average Billing'), 'the confirmation closed');
      expect(changeRequests(simulator)).to.deep.equal([]);

      buttonByName(root, 'Sign Up account 300100200').click();
      await waitFor(() => dialogByName(root, 'Sign Up for Average Billing'), 'the confirmation again');
      buttonByName(root, 'Continue').click();
      const success = await waitFor(() => dialogByName(root, 'Success'), 'the success dialog');
      expect(normalized(success.textContent)).to.contain(
        'Account 300100200 billing type updated successfully',
      );
      await expectNoAxeViolations(element);
      expect(changeRequests(simulator)).to.deep.equal([`${listPath}/300100200`]);
      buttonByName(root, 'OK').click();
      await waitFor(() => shownRows(root)[0]?.[3] === 'Remove', '300100200 on average billing');
      await waitFor(
        () => deepActiveElement() === buttonByName(root, 'Remove account 300100200'),
        'focus on the row’s new action',
      );
    });

    it('shows the back office’s 400 message in a warning dialog and changes nothing', async () => {
      const { element, root } = await showLoaded({
        faults: [
          {
            method: 'PUT',
            path: '/levelized-accounts',
            status: 400,
            body: ['Average billing sign-ups are closed until the next billing cycle.'],
          },
        ],
      });
      buttonByName(root, 'Sign Up account 300100202').click();
      await waitFor(() => dialogByName(root, 'Sign Up for Average Billing'), 'the confirmation');
      buttonByName(root, 'Continue').click();
      const warning = await waitFor(() => dialogByName(root, 'Warning'), 'the warning');
      expect(normalized(warning.textContent)).to.contain(
        'Average billing sign-ups are closed until the next billing cycle.',
      );
      await expectNoAxeViolations(element);
      buttonByName(root, 'OK').click();
      await waitFor(() => !dialogByName(root, 'Warning'), 'the warning closed');
      expect(shownRows(root)[2]?.[3]).to.equal('Sign Up');
    });

    it('asks the member to contact customer support when a change fails on the server', async () => {
      const { root } = await showLoaded({
        faults: [{ method: 'PUT', path: '/levelized-accounts', status: 500 }],
      });
      buttonByName(root, 'Remove account 300100201').click();
      await waitFor(() => dialogByName(root, 'Remove Average Billing'), 'the confirmation');
      buttonByName(root, 'Continue').click();
      const warning = await waitFor(() => dialogByName(root, 'Warning'), 'the warning');
      expect(normalized(warning.textContent)).to.contain(contactSupport);
    });

    it('shows the load failure with Try again', async () => {
      const { element, root } = await show({
        faults: [{ method: 'GET', path: '/levelized-accounts', status: 500, times: 10 }],
      });
      await waitFor(() => alertTexts(root).length > 0, 'the failure');
      expect(alertTexts(root)).to.deep.equal([contactSupport]);
      expect(queryButton(root, 'Try again')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('says so while the accounts load', async () => {
      const { element, root } = await show({
        faults: [{ method: 'GET', path: '/levelized-accounts', delayMs: 3000 }],
      });
      await waitFor(
        () => loadingTexts(root).includes('Loading…') || root.querySelector('[aria-busy="true"]'),
        'the loading state',
      );
      expect(root.querySelector('table')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('says there are no accounts available when the member has none', async () => {
      const { element, root } = await show({
        faults: [{ method: 'GET', path: '/levelized-accounts', status: 200, body: [] }],
      });
      await waitFor(
        () => root.textContent?.includes('There are no accounts available.'),
        'the empty message',
      );
      expect(root.querySelector('table')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('shows no filter when the member has one account', async () => {
      const only = {
        accountNumber: '300100200',
        serviceAddress: '1200 River Rd',
        estimatedAmount: 142,
        billingType: 'Standard',
        isEligible: true,
        notEligibleMessage: null,
        defaultSettlementMonth: 9,
      };
      const { element, root } = await showLoaded({
        faults: [{ method: 'GET', path: '/levelized-accounts', status: 200, body: [only] }],
      });
      expect(accountsShown(root)).to.deep.equal(['300100200']);
      expect(
        [...root.querySelectorAll('select')].some((select) =>
          [...select.options].some((option) => option.text === 'Non-Average Billing'),
        ),
      ).to.equal(false);
      await expectNoAxeViolations(element);
    });

    it('goes to the account overview when the site turns AverageBilling off', async () => {
      const state = createSeedState(new Date());
      const site = siteOf(state, riverbendApplicationId);
      site.features = site.features.map((feature) =>
        feature.name === 'AverageBilling' ? { ...feature, enable: false } : feature,
      );
      const { root, simulator, navigations } = await show({ state });
      await waitFor(() => navigations.length > 0, 'the redirect');
      expect(navigations[0]).to.contain('accountoverview');
      expect(root.querySelector('table')).to.equal(null);
      expect(simulator.requests.some((request) => request.path.startsWith(listPath))).to.equal(false);
    });
  });
}
