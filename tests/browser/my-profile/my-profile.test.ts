import { expect } from 'chai';
import { Secret, TOTP } from 'otpauth';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { enrolAutoPayFromWallet } from '../../../demo-host/simulator/auto-pay/auto-pay-records.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import '../../../widgets/coop-my-profile.ts';
import {
  linkByText,
  mountPortal,
  openAt,
  resetPage,
  signIn,
  waitForHeading,
  waitForRoute,
} from '../portal/portal-test-support.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick } from '../support/keyboard.ts';
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
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

const detailsPath = '/api/v3/members/1001/member-details';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The tabs as shown, the selected one marked. */
function tabs(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('[role="tab"]')].map(
    (tab) =>
      `${normalized(tab.textContent)}${tab.getAttribute('aria-selected') === 'true' ? ' (selected)' : ''}`,
  );
}

function selectedTab(root: ShadowRoot): string {
  return normalized(root.querySelector('[role="tab"][aria-selected="true"]')?.textContent);
}

/** Selects a tab as a pointer does (Radix selects on mousedown). */
async function openTab(root: ShadowRoot, name: string): Promise<void> {
  const findTab = () =>
    [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (one) => normalized(one.textContent) === name,
    );
  if (!findTab()) throw new Error(`No tab "${name}"`);
  // Pressed again until selected: a press landing while the forms re-render (their data arriving) is lost.
  await waitFor(() => {
    if (selectedTab(root) === name) return true;
    findTab()?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true, button: 0 }));
    return false;
  }, `the ${name} tab`);
}

/** The open tab's panel. */
function panel(root: ShadowRoot): HTMLElement {
  const open = root.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
  if (!open) throw new Error('No open tab panel');
  return open;
}

function select(root: ShadowRoot, label: string): HTMLSelectElement {
  const match = [...root.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === label,
  );
  const found = match?.htmlFor ? root.getElementById(match.htmlFor) : null;
  if (!(found instanceof HTMLSelectElement)) throw new Error(`No select labelled "${label}"`);
  return found;
}

/** Clicks a checkbox as a person does. */
function toggle(root: ShadowRoot, label: string): HTMLInputElement {
  const box = fieldByLabel(root, label);
  box.click();
  return box;
}

/** The DataTable's selection box of a row (its label wraps it). */
function rowSelector(root: ShadowRoot, accountNumber: string): HTMLInputElement {
  const label = [...root.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === `Select row ${accountNumber}`,
  );
  const box = label?.querySelector('input');
  if (!box) throw new Error(`No selection box for ${accountNumber}`);
  return box;
}

/** The error message of a field, by its label. */
function errorOf(root: ShadowRoot, label: string): string {
  const field = fieldByLabel(root, label);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => root.getElementById(id))
    .filter((element) => element?.getAttribute('part')?.includes('error'))
    .map((element) => normalized(element?.textContent))
    .join(' ');
}

function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

describe('<coop-my-profile>', function () {
  this.timeout(40_000);

  /** Signs Jordan Rivera in, arms `faults`, and opens the element, 1280 px wide unless `width` says. */
  function show({
    faults = [],
    state,
    width = 1280,
    arrange,
    generatedAccounts,
  }: {
    faults?: readonly object[];
    state?: (seed: SimulatorState) => void;
    width?: number;
    arrange?: MountOptions['arrange'];
    generatedAccounts?: number;
  } = {}) {
    const seed = createSeedState(new Date());
    state?.(seed);
    return mountElement('coop-my-profile', {
      member: 'jordan.rivera',
      faults,
      state: seed,
      width,
      ...(arrange ? { arrange } : {}),
      ...(generatedAccounts ? { generatedAccounts } : {}),
    });
  }

  async function loaded(root: ShadowRoot) {
    await waitFor(() => root.querySelectorAll('[role="tab"]').length === 4, 'the tabs');
    await waitFor(() => fieldByLabel(root, 'Email').value === 'jordan.rivera@example.com', 'the email');
  }

  for (const width of [1280, 375]) {
    describe(`at ${width} px`, () => {
      it('shows Login Info first with the member’s login, preferences and stored payment data', async () => {
        const { element, root } = await show({ width });
        await loaded(root);
        expect(normalized(root.querySelector('h2')?.textContent)).to.equal('My Profile');
        expect(tabs(root)).to.deep.equal([
          'Login Info (selected)',
          'Paperless Options',
          'Operation RoundUp',
          'Multi-Factor Authentication',
        ]);
        expect(fieldByLabel(root, 'Username').value).to.equal('jordan.rivera');
        expect(select(root, 'Security Question').selectedOptions[0]?.textContent).to.equal(
          'What was the name of your first pet?',
        );
        expect(fieldByLabel(root, 'Security Answer').value).to.equal('Biscuit');
        expect(fieldByLabel(root, 'New Password').value).to.equal('');
        expect(fieldByLabel(root, 'Email me about my payments').checked).to.equal(true);
        expect(fieldByLabel(root, 'Mask my phone number').checked).to.equal(false);
        expect(fieldByLabel(root, 'Remove my stored credit card information').checked).to.equal(false);
        expect(fieldByLabel(root, 'Remove my stored bank account information').checked).to.equal(false);
        expect(queryButton(root, 'Submit All')).to.not.equal(undefined);
        expect(document.documentElement.scrollWidth).to.be.at.most(width);
        // One snapshot for both widths: the phone layout gives a screen reader the same page.
        await expectAriaSnapshot('my-profile-login-info');
        await expectNoAxeViolations(element);
      });

      it('Paperless Options: a paperless bill forces its email on, select-all follows the rows', async () => {
        const { element, root } = await show({ width });
        await loaded(root);
        await openTab(root, 'Paperless Options');
        const email = fieldByLabel(root, 'Email bill notice for 300100201');
        toggle(root, 'Paperless bill for 300100201');
        await waitFor(() => email.checked && email.disabled, 'the email forced on');
        expect(fieldByLabel(root, 'Select all Paperless Bill').checked).to.equal(false);
        toggle(root, 'Select all Paperless Bill');
        await waitFor(() => fieldByLabel(root, 'Select all Email Bill Notice').checked, 'every email on');
        expect(fieldByLabel(root, 'Select all Paperless Bill').checked).to.equal(true);
        toggle(root, 'Paperless bill for 300100205');
        await waitFor(() => !fieldByLabel(root, 'Select all Paperless Bill').checked, 'select-all off again');
        expect(fieldByLabel(root, 'Email bill notice for 300100205').checked).to.equal(true);
        expect(fieldByLabel(root, 'Email bill notice for 300100205').disabled).to.equal(false);
        await expectAriaSnapshot('my-profile-paperless');
        await expectNoAxeViolations(element);
      });

      it('the MFA tab hides Submit All and shows the mode card', async () => {
        const { element, root } = await show({ width });
        await loaded(root);
        await openTab(root, 'Multi-Factor Authentication');
        await waitFor(() => queryButton(root, 'Set Up Now'), 'Set Up Now');
        expect(queryButton(root, 'Submit All')).to.equal(undefined);
        expect(normalized(panel(root).querySelector('h3')?.textContent)).to.equal('App Authenticator');
        expect(queryButton(root, 'Remove App')).to.equal(undefined);
        await expectAriaSnapshot('my-profile-mfa');
        await expectNoAxeViolations(element);
      });
    });
  }

  for (const width of [1280, 375]) {
    it(`asks for the confirmation checkbox, on the Paperless tab, from another tab (${width} px)`, async () => {
      const { element, root, simulator } = await show({ width });
      await loaded(root);
      await openTab(root, 'Paperless Options');
      toggle(root, 'Send me news and offers by email');
      await openTab(root, 'Login Info');
      buttonByName(root, 'Submit All').click();
      await waitFor(() => selectedTab(root) === 'Paperless Options', 'the Paperless tab selected');
      const confirmation =
        'I agree to receive the documents and messages chosen above by email instead of by mail, at the email address of my login.';
      await waitFor(() => errorOf(root, confirmation) !== '', 'the error');
      expect(errorOf(root, confirmation)).to.equal('Please select the checkbox to continue.');
      await waitFor(() => deepActiveElement() === fieldByLabel(root, confirmation), 'focus on the checkbox');
      expect(simulator.requests.filter((request) => request.method === 'PUT')).to.deep.equal([]);
      await expectNoAxeViolations(element);
    });
  }

  it('selects Login Info with the first error, and refuses half a new password', async () => {
    const { element, root } = await show();
    await loaded(root);
    setInputValue(fieldByLabel(root, 'Email'), '');
    setInputValue(fieldByLabel(root, 'New Password'), 'Moonrise#2027');
    await openTab(root, 'Operation RoundUp');
    buttonByName(root, 'Submit All').click();
    await waitFor(() => selectedTab(root) === 'Login Info', 'the Login Info tab selected');
    await waitFor(() => errorOf(root, 'Email') === 'Please enter email.', 'the email error');
    expect(errorOf(root, 'Confirm Password')).to.equal('Please enter a confirm password.');
    await waitFor(() => deepActiveElement() === fieldByLabel(root, 'Email'), 'focus on the email');
    setInputValue(fieldByLabel(root, 'Email'), 'jordan');
    await waitFor(() => errorOf(root, 'Email') === 'Please enter a valid email address.', 'the format error');
    setInputValue(fieldByLabel(root, 'Username'), 'jo');
    await waitFor(
      () => errorOf(root, 'Username') === 'Username entry does not meet criteria.',
      'the criteria',
    );
    await expectNoAxeViolations(element);
  });

  it('checks a changed, well-formed username on blur, and only then', async () => {
    const { element, root, simulator } = await show();
    await loaded(root);
    const username = fieldByLabel(root, 'Username');
    const checks = () =>
      simulator.requests.filter((request) => request.path.includes('username-availability'));
    username.focus();
    username.blur();
    username.focus();
    setInputValue(username, 'pat..delgado');
    username.blur();
    await nextTick(100);
    expect(checks()).to.deep.equal([]);
    username.focus();
    setInputValue(username, 'pat.delgado');
    username.blur();
    await waitFor(() => errorOf(root, 'Username') !== '', 'the availability error');
    expect(errorOf(root, 'Username')).to.equal('The username has already been registered.');
    expect(checks().map((request) => request.path)).to.deep.equal([
      '/api/v3/auth/username-availability?userName=pat.delgado',
    ]);
    await expectNoAxeViolations(element);
  });

  it('refuses to remove stored bank data an active autopay uses, on its field', async () => {
    const { element, root } = await show({
      state: (seed) => {
        enrolAutoPayFromWallet(seed, riverbendApplicationId, '1001', '300100200', 'BANK', new Date());
      },
    });
    await loaded(root);
    toggle(root, 'Remove my stored bank account information');
    await openTab(root, 'Paperless Options');
    buttonByName(root, 'Submit All').click();
    await waitFor(() => selectedTab(root) === 'Login Info', 'the Login Info tab selected');
    const message = 'Update not allowed. Active Payment setup exists.';
    await waitFor(
      () => errorOf(root, 'Remove my stored bank account information') === message,
      'the refusal',
    );
    expect(fieldByLabel(root, 'Remove my stored bank account information').checked).to.equal(true);
    await expectNoAxeViolations(element);
  });

  it('saves paperless for an account, reloads the forms and selects the first tab', async () => {
    const { element, root, simulator } = await show();
    await loaded(root);
    await openTab(root, 'Paperless Options');
    toggle(root, 'Paperless bill for 300100201');
    toggle(
      root,
      'I agree to receive the documents and messages chosen above by email instead of by mail, at the email address of my login.',
    );
    // The rows arrive after the details once saved: the forms start afresh only once both have.
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/paperless-accounts', delayMs: 600 },
    });
    buttonByName(root, 'Submit All').click();
    await waitFor(
      () => alertTexts(root).includes('Your profile has been updated successfully.'),
      'the saved message',
    );
    await waitFor(() => selectedTab(root) === 'Login Info', 'the first tab');
    await openTab(root, 'Paperless Options');
    expect(fieldByLabel(root, 'Paperless bill for 300100201').checked).to.equal(true);
    expect(fieldByLabel(root, 'Email bill notice for 300100201').checked).to.equal(true);
    // The details without the accounts; the paperless rows a page at a time, loaded again after the save.
    expect(
      simulator.requests
        .filter(
          (request) => request.path.startsWith(detailsPath) || request.path.includes('/paperless-accounts'),
        )
        .map((request) => `${request.method} ${request.path.slice(request.path.lastIndexOf('/'))}`),
    ).to.deep.equal([
      'GET /member-details?withAccounts=false',
      'GET /paperless-accounts?offset=0&limit=10',
      'PUT /member-details',
      'GET /member-details?withAccounts=false',
      'GET /paperless-accounts?offset=0&limit=10',
    ]);
    await expectNoAxeViolations(element);
  });

  it('Paperless a page at a time: a select-all box applies to every account, a row’s own box over it', async () => {
    // Jordan's six accounts and 30 generated ones: 36 rows, 10 a page.
    const { element, root, simulator, accessToken } = await show({ generatedAccounts: 30 });
    await loaded(root);
    await openTab(root, 'Paperless Options');
    await waitFor(() => panel(root).querySelectorAll('tbody tr').length === 10, 'a page of ten rows');
    const selectAll = () => fieldByLabel(root, 'Select all Paperless Bill');
    expect(selectAll().checked).to.equal(false);
    toggle(root, 'Select all Paperless Bill');
    await waitFor(() => fieldByLabel(root, 'Paperless bill for 100100002').checked, 'the page checked');
    expect(selectAll().checked).to.equal(true);
    buttonByName(panel(root), 'Next page').click();
    await waitFor(
      () => panel(root).querySelector('tbody th')?.textContent?.includes('100100010'),
      'page two',
    );
    expect(fieldByLabel(root, 'Paperless bill for 100100015').checked).to.equal(true);
    expect(fieldByLabel(root, 'Email bill notice for 100100015').checked).to.equal(true);
    toggle(root, 'Paperless bill for 100100015');
    await waitFor(() => !selectAll().checked, 'select all unchecked by one row');
    await expectNoAxeViolations(element);
    toggle(
      root,
      'I agree to receive the documents and messages chosen above by email instead of by mail, at the email address of my login.',
    );
    buttonByName(root, 'Submit All').click();
    await waitFor(
      () => alertTexts(root).includes('Your profile has been updated successfully.'),
      'the saved message',
    );

    const stored = await simulator.call('/api/v3/members/1001/paperless-accounts?accountNumber=100100015', {
      headers: { Authorization: `Bearer ${accessToken ?? ''}` },
    });
    expect(await stored.json()).to.deep.include({
      totalRecords: 1,
      allAccounts: { total: 36, emailBillNotice: 36, paperlessBill: 35, otherPaperless: 0 },
    });
    const memberDetailsReads = simulator.requests.filter(
      (request) => request.method === 'GET' && request.path.startsWith(detailsPath),
    );
    expect(memberDetailsReads.every((request) => request.path.endsWith('?withAccounts=false'))).to.equal(
      true,
    );
  });

  it('Operation RoundUp a page at a time: rows selected on two pages are saved together with Submit All', async () => {
    // Jordan's 300100200 (primary) first, then his 30 generated accounts (100100001–100100030).
    const { root, simulator, accessToken } = await show({ generatedAccounts: 30 });
    await loaded(root);
    await openTab(root, 'Operation RoundUp');
    await waitFor(() => panel(root).querySelectorAll('tbody tr').length === 10, 'a page of ten rows');
    rowSelector(root, '100100002').click();
    toggle(root, 'Enroll 100100002 in Operation RoundUp');
    await waitFor(() => !fieldByLabel(root, 'RoundUp amount for 100100002').disabled, 'enrolled');
    setInputValue(fieldByLabel(root, 'RoundUp amount for 100100002'), '2.50');
    buttonByName(panel(root), 'Next page').click();
    await waitFor(() => rowSelector(root, '100100015'), 'the second page');
    rowSelector(root, '100100015').click();
    toggle(root, 'Enroll 100100015 in Operation RoundUp');
    await waitFor(() => !fieldByLabel(root, 'RoundUp amount for 100100015').disabled, 'the second enrolled');
    buttonByName(root, 'Submit All').click();
    await waitFor(
      () => alertTexts(root).includes('Your profile has been updated successfully.'),
      'the saved message',
    );

    const stored = await simulator.call('/api/v3/members/1001/operation-roundup?search=1001000&limit=40', {
      headers: { Authorization: `Bearer ${accessToken ?? ''}` },
    });
    const { accounts } = (await stored.json()) as {
      accounts: { accountNumber: string; operationRoundup: boolean; operationRoundupAmount: number | null }[];
    };
    expect(
      accounts
        .filter((account) => account.operationRoundup)
        .map((account) => [account.accountNumber, account.operationRoundupAmount]),
    ).to.deep.equal([
      ['100100002', 2.5],
      ['100100015', 0],
    ]);
    const roundUpReads = simulator.requests.filter(
      (request) => request.method === 'GET' && request.path.includes('/operation-roundup'),
    );
    expect(roundUpReads.every((request) => request.path.includes('limit=10'))).to.equal(true);
  });

  for (const width of [1280, 375]) {
    it(`Operation RoundUp: the round-up rules on a selected row, and the change saved with Submit All (${width} px)`, async () => {
      const { element, root, simulator } = await show({ width });
      await loaded(root);
      await openTab(root, 'Operation RoundUp');
      rowSelector(root, '300100201').click();
      toggle(root, 'Enroll 300100201 in Operation RoundUp');
      const amount = await waitFor(() => {
        const field = fieldByLabel(root, 'RoundUp amount for 300100201');
        return field.disabled ? undefined : field;
      }, 'the amount enabled');
      setInputValue(amount, '1.234');
      buttonByName(root, 'Submit All').click();
      await waitFor(() => errorOf(root, 'RoundUp amount for 300100201') !== '', 'the amount error');
      expect(errorOf(root, 'RoundUp amount for 300100201')).to.equal('You must enter valid amount.');
      await expectNoAxeViolations(element);
      setInputValue(fieldByLabel(root, 'RoundUp amount for 300100201'), '3.00');
      buttonByName(root, 'Submit All').click();
      await waitFor(
        () =>
          simulator.requests.some(
            (request) => request.method === 'PUT' && request.path.endsWith('/operation-roundup'),
          ),
        'the round-up change',
      );
      await waitFor(
        () => alertTexts(root).includes('Your profile has been updated successfully.'),
        'the saved message',
      );
      await openTab(root, 'Operation RoundUp');
      await waitFor(
        () => fieldByLabel(root, 'RoundUp amount for 300100201').value === '3.00',
        'the saved amount',
      );
    });
  }

  it('takes a new username and password, which work at the next sign-in', async () => {
    const { root, simulator } = await show();
    await loaded(root);
    setInputValue(fieldByLabel(root, 'Username'), 'jordan.r2026');
    setInputValue(fieldByLabel(root, 'New Password'), 'Moonrise#2027');
    setInputValue(fieldByLabel(root, 'Confirm Password'), 'Moonrise#2027');
    buttonByName(root, 'Submit All').click();
    await waitFor(
      () => alertTexts(root).includes('Your profile has been updated successfully.'),
      'the saved message',
    );
    await waitFor(() => fieldByLabel(root, 'Username').value === 'jordan.r2026', 'the new username loaded');
    await waitFor(() => fieldByLabel(root, 'New Password').value === '', 'the forms loaded again');
    expect(fieldByLabel(root, 'Username').value).to.equal('jordan.r2026');
    const signIn = await simulator.call('/api/v3/auth/login', {
      method: 'POST',
      json: { userName: 'jordan.r2026', password: 'Moonrise#2027' },
    });
    expect(((await signIn.json()) as { memberNumber: string }).memberNumber).to.equal('1001');
    const old = await simulator.call('/api/v3/auth/login', {
      method: 'POST',
      json: { userName: 'jordan.rivera', password: 'Sunrise#2026' },
    });
    expect(old.status).to.equal(400);
  });

  it('says when no account can manage paperless or round-up', async () => {
    const { element, root } = await show({
      faults: [
        {
          method: 'GET',
          path: '/operation-roundup',
          status: 200,
          body: { roundUpPlusMaximum: null, accounts: [], totalRecords: 0 },
          times: 5,
        },
      ],
    });
    await waitFor(() => root.querySelectorAll('[role="tab"]').length === 4, 'the tabs');
    await openTab(root, 'Operation RoundUp');
    expect(normalized(panel(root).textContent)).to.equal(
      'There are no eligible accounts for managing Operation Roundup.',
    );
    await expectNoAxeViolations(element);
  });

  it('says there are no eligible paperless accounts when the back office lists none', async () => {
    const { element, root } = await show({
      faults: [
        {
          method: 'GET',
          path: '/paperless-accounts',
          status: 200,
          body: {
            accounts: [],
            totalRecords: 0,
            allAccounts: { total: 0, emailBillNotice: 0, paperlessBill: 0, otherPaperless: 0 },
          },
          times: 5,
        },
      ],
    });
    await loaded(root);
    await openTab(root, 'Paperless Options');
    await waitFor(
      () => alertTexts(root).includes('There are no eligible accounts for managing Paperless Options.'),
      'the empty message',
    );
    await expectNoAxeViolations(element);
  });

  it('keeps the forms and the last page when the next page of paperless rows fails, with Try again', async () => {
    const { element, root, simulator } = await show({ generatedAccounts: 30 });
    await loaded(root);
    setInputValue(fieldByLabel(root, 'Security Answer'), 'Rex');
    await openTab(root, 'Paperless Options');
    await waitFor(() => panel(root).querySelectorAll('tbody tr').length === 10, 'a page of ten rows');
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/paperless-accounts', status: 500 },
    });
    buttonByName(panel(root), 'Next page').click();
    await waitFor(() => queryButton(root, 'Try again'), 'the failure');

    expect(alertTexts(root)).to.include(
      'We are unable to process your request at this time. Please try again later.',
    );
    expect(panel(root).querySelectorAll('tbody tr')).to.have.length(10);
    expect(fieldByLabel(root, 'Security Answer').value).to.equal('Rex');
    await expectNoAxeViolations(element);
    buttonByName(root, 'Try again').click();
    await waitFor(
      () => panel(root).querySelector('tbody th')?.textContent?.includes('100100010'),
      'page two',
    );
    expect(queryButton(root, 'Try again')).to.equal(undefined);
    expect(fieldByLabel(root, 'Security Answer').value).to.equal('Rex');
  });

  it('shows the catalogue’s message with Try again when the profile cannot load', async () => {
    const { element, root } = await show({
      faults: [{ method: 'GET', path: '/member-details', status: 500, times: 10 }],
    });
    await waitFor(() => queryButton(root, 'Try again'), 'the failure');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    expect(queryButton(root, 'Try again')).to.not.equal(undefined);
    expect(root.querySelector('[role="tab"]')).to.equal(null);
    await expectNoAxeViolations(element);
  });

  for (const width of [1280, 375]) {
    it(`sets up an app with a real code, refuses a wrong one, then removes it (${width} px)`, async () => {
      const { element, root } = await show({ width });
      await loaded(root);
      await openTab(root, 'Multi-Factor Authentication');
      (await waitFor(() => queryButton(root, 'Set Up Now'), 'Set Up Now')).click();
      const canvas = await waitFor(
        () => root.querySelector<HTMLCanvasElement>('canvas[data-drawn="true"]'),
        'the QR code',
      );
      expect(canvas.getAttribute('aria-label')).to.equal('QR code to scan with your authenticator app');
      expect(canvas.width).to.equal(150);
      const key = root.querySelector('[data-key]')?.getAttribute('data-key') ?? '';
      expect(key).to.match(/^[A-Z2-7]{32}$/);
      await expectNoAxeViolations(element);

      // An empty code, then a wrong one: the setup stays open with the error.
      buttonByName(root, 'Verify Code and Activate').click();
      await waitFor(
        () => errorOf(root, '6-digit code') === 'Please enter the 6-digit code from your app.',
        'required',
      );
      const right = codeFor(key);
      setInputValue(
        fieldByLabel(root, '6-digit code'),
        String((Number(right) + 500000) % 1000000).padStart(6, '0'),
      );
      buttonByName(root, 'Verify Code and Activate').click();
      await waitFor(
        () =>
          errorOf(root, '6-digit code') !== 'Please enter the 6-digit code from your app.' &&
          errorOf(root, '6-digit code') !== '',
        'the refusal',
      );
      expect(errorOf(root, '6-digit code')).to.equal(
        'Account verification is unsuccessful. The code could not be verified. Check that the time on your device is correct and enter the code your app shows now.',
      );
      expect(root.querySelector('canvas')).to.not.equal(null);
      await expectNoAxeViolations(element);

      setInputValue(fieldByLabel(root, '6-digit code'), codeFor(key));
      buttonByName(root, 'Verify Code and Activate').click();
      await waitFor(
        () =>
          alertTexts(root).includes(
            'Account verification is successful. Multi-factor authentication is on. You will be asked for a code from your app when you sign in.',
          ),
        'the activation',
      );
      await waitFor(() => queryButton(root, 'Change App'), 'Change App');
      expect(root.querySelector('canvas')).to.equal(null);
      await expectNoAxeViolations(element);

      buttonByName(root, 'Remove App').click();
      const dialog = await waitFor(() => dialogByName(root, 'Remove App'), 'the question');
      expect(normalized(dialog.textContent)).to.contain('Are you sure you want to delete this MFA mode?');
      await nextTick();
      expect(deepActiveElement()).to.equal(buttonByName(root, 'No'));
      await expectNoAxeViolations(element);
      buttonByName(root, 'Yes').click();
      await waitFor(() => alertTexts(root).includes('Multi-factor authentication is off.'), 'the removal');
      await waitFor(() => queryButton(root, 'Set Up Now'), 'Set Up Now again');
      expect(queryButton(root, 'Remove App')).to.equal(undefined);
      await expectNoAxeViolations(element);
    });
  }
});

describe('My Profile reached with navigation state', function () {
  this.timeout(30_000);
  let simulator: InstalledSimulator;

  afterEach(() => {
    document.querySelector('coop-portal')?.remove();
    resetPage();
    simulator.uninstall();
  });

  it('opens on Paperless Options from the overview’s quick link', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('accountoverview');
    const { root } = mountPortal();
    await waitForHeading(root, 'Account Overview');
    (await waitFor(() => linkByText(root, 'Paperless Options'), 'Paperless Options')).click();
    await waitForRoute('my-profile');
    await waitFor(() => selectedTab(root) === 'Paperless Options', 'the Paperless tab first', 15_000);
  });

  it('opens on Paperless Options from the Payment Options page’s Paperless tile', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('payment-options');
    const { root } = mountPortal();
    const tile = await waitFor(
      () =>
        [...root.querySelectorAll('main a')].find((link) =>
          normalized(link.textContent).startsWith('Paperless'),
        ),
      'the Paperless tile',
    );
    (tile as HTMLAnchorElement).click();
    await waitForRoute('my-profile');
    await waitFor(() => selectedTab(root) === 'Paperless Options', 'the Paperless tab first', 15_000);
    expect(tabs(root)[1]).to.equal('Paperless Options (selected)');
  });
});
