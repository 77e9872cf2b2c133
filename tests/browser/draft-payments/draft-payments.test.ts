import { expect } from 'chai';
import '../../../widgets/coop-draft-payments.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { captureHostedFormPosts, type PostedForm, returnFromHostedPage } from '../support/hosted-form.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick, press } from '../support/keyboard.ts';
import { mountElement, unmountElement } from '../support/mount-element.ts';
import { clickOn } from '../support/mouse.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

const draftsPath = '/api/v3/members/1001/drafts';
const bankPath = `${draftsPath}/bank`;
const removePath = `${draftsPath}/remove`;
const unavailable = 'Draft payments service unavailable, please contact administrator.';
const authorizeLabel =
  'I authorize the cooperative to draft the selected accounts from the account above each time they are billed, until I remove the draft.';
const outcomeUnknown =
  'We could not confirm whether your draft was changed. Nothing more was sent: check the Accounts tab before trying again.';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** What a cell shows, without its narrow-layout label. */
function cellText(cell: Element): string {
  const content = cell.querySelector(':scope > span:not([aria-hidden])');
  return normalized((content ?? cell).textContent);
}

/** The rows of the shown panel's table, as their cells' texts (the selection boxes left out). */
function shownRows(root: ShadowRoot): string[][] {
  const panel = root.querySelector('[role="tabpanel"]:not([hidden])');
  return [...(panel?.querySelectorAll('tbody tr') ?? [])]
    .filter((row) => row.querySelector('th'))
    .map((row) =>
      [...row.querySelectorAll('th, td')]
        .filter((cell) => !cell.querySelector('input[type="checkbox"]'))
        .map(cellText),
    );
}

function tabByName(root: ShadowRoot, name: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (tab) => normalized(tab.textContent) === name,
  );
}

function selectedTab(root: ShadowRoot): string {
  return normalized(root.querySelector('[role="tab"][aria-selected="true"]')?.textContent);
}

async function openTab(root: ShadowRoot, name: string) {
  const tab = await waitFor(() => tabByName(root, name), `the ${name} tab button`);
  tab.scrollIntoView({ block: 'center' });
  await clickOn(tab);
  await waitFor(() => selectedTab(root) === name, `the ${name} tab`);
}

function accountBox(root: ShadowRoot, accountNumber: string): HTMLInputElement {
  const box = root.querySelector(`[data-select-account="${accountNumber}"]`);
  if (!(box instanceof HTMLInputElement)) throw new Error(`No box for ${accountNumber}`);
  return box;
}

function submitButton(root: ShadowRoot): HTMLButtonElement {
  const button = root.querySelector('form button[type="submit"]');
  if (!(button instanceof HTMLButtonElement)) throw new Error('No Submit');
  return button;
}

function type(input: HTMLInputElement, value: string) {
  input.focus();
  setInputValue(input, value);
  input.blur();
}

function errorOf(input: HTMLInputElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const root = input.getRootNode() as ShadowRoot;
  return ids
    .map((id) => root.getElementById(id))
    .filter((element) => element?.getAttribute('part')?.includes('error'))
    .map((element) => normalized(element?.textContent))
    .join(' ');
}

/** Riverbend's seed with its draft settings or site flags changed. */
function stateWith(change: (state: SimulatorState) => void): SimulatorState {
  const state = createSeedState(new Date());
  change(state);
  return state;
}

const seedAccountsRows = [
  ['300100200', '', 'No draft', '', '', ''],
  ['300100201', '', 'No draft', '', '', ''],
  ['300100202', '', 'No draft', '', '', ''],
  ['300100203', '', 'Savings', '****4321', 'Canyon Credit Union', 'Days after Billing 5'],
  ['300100204', '', 'No draft', '', '', ''],
  ['300100205', '', 'Mastercard', '****5454', '', 'End of Month'],
];

/** The Accounts tab's rows without the addresses (they belong to the accounts service's seed). */
function draftColumns(root: ShadowRoot): string[][] {
  return shownRows(root).map(([account, , ...rest]) => [account ?? '', '', ...rest]);
}

interface ShowOptions {
  readonly faults?: readonly object[];
  readonly state?: SimulatorState;
  readonly query?: Record<string, string>;
}

/** Opens the element for Jordan Rivera, `width` px wide. */
function opener(width: number) {
  /** Signs Jordan Rivera in, arms `faults`, and opens the element. */
  const show = ({ faults = [], state, query = {} }: ShowOptions = {}) =>
    mountElement('coop-draft-payments', {
      member: 'jordan.rivera',
      faults,
      query,
      width,
      ...(state ? { state } : {}),
    });
  const showLoaded = async (options: ShowOptions = {}) => {
    const mounted = await show(options);
    await waitFor(() => shownRows(mounted.root).length > 0, 'the accounts');
    return mounted;
  };
  const showSetup = async (options: ShowOptions = {}) => {
    const mounted = await showLoaded(options);
    await openTab(mounted.root, 'Setup New Draft');
    await waitFor(() => mounted.root.querySelector('[data-select-account]'), 'the setup form');
    return mounted;
  };
  return { show, showLoaded, showSetup };
}

/** A complete bank draft for 300100200, When Billed, routing 011000015. */
async function fillBankDraft(root: ShadowRoot) {
  accountBox(root, '300100200').click();
  fieldByLabel(root, 'When Billed').click();
  type(fieldByLabel(root, 'Bank Account Number'), '123456789');
  type(fieldByLabel(root, 'Confirm Bank Account Number'), '123456789');
  type(fieldByLabel(root, 'Routing Number'), '011000015');
  await waitFor(() => fieldByLabel(root, 'Bank Name').value === 'First Demo Bank', 'the bank name');
  fieldByLabel(root, authorizeLabel).click();
  await waitFor(() => !submitButton(root).disabled, 'Submit enabled');
}

function requestsTo(simulator: InstalledSimulator, path: string, method: string) {
  return simulator.requests.filter((request) => request.path === path && request.method === method);
}

for (const width of [1280, 375]) {
  describe(`<coop-draft-payments> at ${width} px`, () => {
    const { show, showLoaded, showSetup } = opener(width);

    it('shows the three tabs and every account with its draft in the Accounts tab', async () => {
      const { element, root } = await showLoaded();
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Draft Payments');
      expect(
        [...root.querySelectorAll('[role="tab"]')].map((tab) => normalized(tab.textContent)),
      ).to.deep.equal(['Accounts', 'Setup New Draft', 'Remove Draft']);
      expect(draftColumns(root)).to.deep.equal(seedAccountsRows);
      await expectNoAxeViolations(element);
    });

    it('scrolls the Accounts table in a box 480 px high', async () => {
      const { root } = await showLoaded();
      const box = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]:not([hidden]) *')].find(
        (candidate) => getComputedStyle(candidate).maxHeight === '480px',
      );
      expect(box, 'a box of 480 px').to.not.equal(undefined);
    });

    it('opens the help dialog and returns focus to Help when it closes', async () => {
      const { element, root } = await showLoaded();
      const help = buttonByName(root, 'Help');
      help.focus();
      help.click();
      const dialog = await waitFor(() => dialogByName(root, 'About draft payments'), 'the help dialog');
      expect(normalized(dialog.textContent)).to.contain('A draft pays your bill automatically');
      await expectNoAxeViolations(element);
      await press('Escape');
      await waitFor(() => !dialogByName(root, 'About draft payments'), 'the dialog closed');
      await waitFor(() => deepActiveElement() === help, 'focus back on Help');
    });

    it('says the service is unavailable when the drafts cannot be loaded', async () => {
      const { element, root } = await show({
        faults: [{ method: 'GET', path: '/drafts', status: 500, times: 10 }],
      });
      await waitFor(() => alertTexts(root).includes(unavailable), 'the failure');
      await expectNoAxeViolations(element);
    });

    it('says so when the member has no accounts', async () => {
      const { element, root } = await show({
        faults: [
          {
            method: 'GET',
            path: '/drafts',
            when: 'after',
            status: 200,
            body: {
              settings: {
                allowBankDraft: true,
                allowCreditDraft: true,
                defaultDraftOption: 'BANK',
                draftType: 'ACCOUNT',
                individualMethodSetup: 'Y',
                defaultDraftMethod: 'WHEN_BILLED',
                maxDraftDays: 20,
                nachaProcess: true,
                preventPastDueSetup: true,
                enforceNoMoreChecks: true,
                allowVisa: true,
                allowMaster: true,
                allowAmex: false,
                allowDiscover: false,
              },
              results: [],
              totalRecords: 0,
              draftableAccounts: { BANK: 0, CREDIT: 0 },
            },
          },
        ],
      });
      await waitFor(
        () => normalized(root.textContent).includes('There are no accounts available...!'),
        'the empty',
      );
      await expectNoAxeViolations(element);
    });

    it('shows the danger alert and no setup when the site allows no drafts', async () => {
      const { element, root } = await showLoaded({
        state: stateWith((state) => {
          const { configuration } = siteOf(state, riverbendApplicationId);
          configuration.allowBankDraft = false;
          configuration.allowCreditDraft = false;
        }),
      });
      expect(alertTexts(root)).to.include(
        'Draft payments are not available at this time. Please contact the cooperative.',
      );
      expect(root.querySelector('[role="alert"]')).to.not.equal(null);
      await openTab(root, 'Setup New Draft');
      await waitFor(
        () => alertTexts(root).includes('There are no eligible accounts to be set up for draft.'),
        'the setup tab’s message',
      );
      await expectNoAxeViolations(element);
    });

    it('says the draft was updated on the return with statuscode 0, and not otherwise', async () => {
      const { element, root } = await showLoaded({ query: { statuscode: '0' } });
      expect(alertTexts(root)).to.include('Your draft information has been updated.');
      await expectNoAxeViolations(element);
      await unmountElement();
      const { root: other } = await showLoaded({ query: { statuscode: '1' } });
      expect(alertTexts(other)).to.not.include('Your draft information has been updated.');
    });

    it('shows the setup form with each account’s eligibility, Submit disabled until it is valid', async () => {
      const { element, root } = await showSetup();
      const statuses = shownRows(root).map((row) => [row[0], row[row.length - 1]]);
      expect(statuses).to.deep.equal([
        ['300100200', 'Eligible'],
        ['300100201', 'Account is signed up for AutoPay. Draft is not allowed.'],
        ['300100202', 'Account has a past due balance. Draft is not allowed.'],
        ['300100203', 'Eligible'],
        ['300100204', 'ECheck Payment Restricted.'],
        ['300100205', 'Eligible'],
      ]);
      expect(accountBox(root, '300100201').disabled).to.equal(true);
      expect(accountBox(root, '300100204').disabled).to.equal(true);
      expect(accountBox(root, '300100200').disabled).to.equal(false);
      expect(fieldByLabel(root, 'Bank Draft').checked).to.equal(true);
      expect(fieldByLabel(root, 'Checking').checked).to.equal(true);
      expect(fieldByLabel(root, 'Bank Account Number').autocomplete).to.equal('off');
      expect(submitButton(root).disabled).to.equal(true);
      await expectNoAxeViolations(element);
    });

    it('tells each field’s rule as the member leaves it, in the spec’s words', async () => {
      const { element, root } = await showSetup();
      accountBox(root, '300100200').click();
      accountBox(root, '300100200').click();
      await waitFor(
        () => normalized(root.textContent).includes('Please select an account to add a draft.'),
        'the selection message',
      );
      accountBox(root, '300100200').click();
      fieldByLabel(root, 'Day of Month').click();
      const day = await waitFor(() => fieldByLabel(root, 'Day of the Month'), 'the day field');
      type(day, '29');
      await waitFor(() => errorOf(day) === 'Day of the Month must be before 29th', 'the day message');
      type(day, '3');
      await waitFor(
        () => errorOf(day) === 'For account 300100200, the Day of the Month must be from 5 to 20.',
        'the window message',
      );
      fieldByLabel(root, 'Days after Billing').click();
      const after = await waitFor(() => fieldByLabel(root, 'Number of Days after Billing'), 'the days field');
      type(after, '21');
      await waitFor(() => errorOf(after) === 'Days after Billing must be from 1 to 20.', 'the days message');
      const account = fieldByLabel(root, 'Bank Account Number');
      type(account, '123');
      await waitFor(
        () => errorOf(account) === "The bank account number's length must be between 4 and 18.",
        'the length message',
      );
      const confirmation = fieldByLabel(root, 'Confirm Bank Account Number');
      type(confirmation, '124');
      await waitFor(
        () => errorOf(confirmation) === 'Bank account number and confirm bank account number do not match.',
        'the match message',
      );
      const authorize = fieldByLabel(root, authorizeLabel);
      authorize.focus();
      authorize.click();
      authorize.click();
      authorize.blur();
      await waitFor(
        () => errorOf(authorize) === 'Please check the authorize checkbox to submit your draft.',
        'the authorize message',
      );
      expect(submitButton(root).disabled).to.equal(true);
      await expectNoAxeViolations(element);
    });

    it('fills the bank name from the routing number, and leaves it blank for DO NOT USE', async () => {
      const { element, root } = await showSetup();
      const routing = fieldByLabel(root, 'Routing Number');
      type(routing, '011000015');
      await waitFor(() => fieldByLabel(root, 'Bank Name').value === 'First Demo Bank', 'the bank name');
      type(routing, '121000358');
      await waitFor(() => fieldByLabel(root, 'Bank Name').value === '', 'the name cleared');
      await waitFor(() => errorOf(routing) === 'Please enter a valid routing number.', 'the routing message');
      await expectNoAxeViolations(element);
    });

    it('clears the bank form when the draft option changes, and hides it for a card', async () => {
      const { element, root } = await showSetup();
      type(fieldByLabel(root, 'Bank Account Number'), '123456789');
      type(fieldByLabel(root, 'Routing Number'), '011000015');
      fieldByLabel(root, 'Savings').click();
      fieldByLabel(root, 'Credit Card Draft').click();
      await waitFor(() => !root.querySelector('[inputmode="numeric"][maxlength="18"]'), 'the bank form gone');
      expect(normalized(root.textContent)).to.contain(
        'You will enter your card or bank account on our secure payment page.',
      );
      await expectNoAxeViolations(element);
      fieldByLabel(root, 'Bank Draft').click();
      await waitFor(() => fieldByLabel(root, 'Bank Account Number'), 'the bank form back');
      expect(fieldByLabel(root, 'Bank Account Number').value).to.equal('');
      expect(fieldByLabel(root, 'Routing Number').value).to.equal('');
      expect(fieldByLabel(root, 'Bank Name').value).to.equal('');
      expect(fieldByLabel(root, 'Checking').checked).to.equal(true);
    });

    it('checks the account of the page’s accountno at first', async () => {
      const { root } = await showSetup({ query: { accountno: '300100205' } });
      expect(accountBox(root, '300100205').checked).to.equal(true);
      expect(accountBox(root, '300100200').checked).to.equal(false);
    });

    it('asks to confirm the removal, in the spec’s words', async () => {
      const { element, root, simulator } = await showLoaded();
      await openTab(root, 'Remove Draft');
      await waitFor(() => shownRows(root).length === 2, 'the drafted accounts');
      expect(shownRows(root).map((row) => row[0])).to.deep.equal(['300100203', '300100205']);
      await expectNoAxeViolations(element);
      const box = [
        ...root.querySelectorAll<HTMLInputElement>('[role="tabpanel"]:not([hidden]) input[type="checkbox"]'),
      ].find((input) => normalized(input.closest('label')?.textContent) === 'Select row 300100203');
      box?.click();
      root.querySelector<HTMLButtonElement>('[data-remove-drafts]')?.click();
      const dialog = await waitFor(() => dialogByName(root, 'Remove Draft'), 'the confirmation');
      expect(normalized(dialog.textContent)).to.contain(
        'Are you sure you want to delete draft on selected account(s) ?',
      );
      await expectNoAxeViolations(element);
      buttonByName(root, 'No').click();
      await waitFor(() => !dialogByName(root, 'Remove Draft'), 'the dialog closed');
      expect(requestsTo(simulator, removePath, 'POST')).to.have.length(0);
    });

    it('says there is nothing to remove when no account has a draft', async () => {
      const { element, root } = await showLoaded({
        state: stateWith((state) => {
          for (const record of Object.values(state.draftPayments.sites[riverbendApplicationId]!.accounts)) {
            record.draft = null;
          }
        }),
      });
      await openTab(root, 'Remove Draft');
      await waitFor(
        () => alertTexts(root).includes('There are no accounts available to remove from draft.'),
        'the message',
      );
      await expectNoAxeViolations(element);
    });
  });
}

for (const width of [1280, 375])
  describe(`<coop-draft-payments> changes at ${width} px`, () => {
    const { showLoaded, showSetup } = opener(width);
    let hostedForms: ReturnType<typeof captureHostedFormPosts>;
    let posted: PostedForm[];

    beforeEach(() => {
      hostedForms = captureHostedFormPosts();
      posted = hostedForms.posted;
    });

    afterEach(() => {
      hostedForms.restore();
    });

    it('saves a bank draft by the direct call, says so, and shows it in the Accounts tab', async () => {
      const { element, root, simulator } = await showSetup();
      await fillBankDraft(root);
      submitButton(root).click();
      await waitFor(() => selectedTab(root) === 'Accounts', 'the Accounts tab');
      await waitFor(() => draftColumns(root)[0]?.[3] === '****6789', 'the new draft');
      expect(draftColumns(root)[0]).to.deep.equal([
        '300100200',
        '',
        'Checking',
        '****6789',
        'First Demo Bank',
        'When Billed',
      ]);
      expect(alertTexts(root)).to.include('Your draft information has been updated.');
      const saves = requestsTo(simulator, bankPath, 'PUT');
      expect(saves).to.have.length(1);
      expect(saves[0]?.idempotencyKey).to.match(/^"[0-9a-f-]{36}"$/);
      expect(posted).to.deep.equal([]);
      await expectNoAxeViolations(element);
    });

    it('sends one request for a double press', async () => {
      // The answer is slowed so the second press lands while the save is under way.
      const { root, simulator } = await showSetup({
        faults: [{ method: 'PUT', path: '/drafts/bank', delayMs: 300 }],
      });
      await fillBankDraft(root);
      const submit = submitButton(root);
      submit.click();
      submit.click();
      await waitFor(() => selectedTab(root) === 'Accounts', 'the Accounts tab');
      await nextTick(200);
      expect(requestsTo(simulator, bankPath, 'PUT')).to.have.length(1);
    });

    it('sends one request for Enter then a click', async () => {
      // The answer is slowed so the second press lands while the save is under way.
      const { root, simulator } = await showSetup({
        faults: [{ method: 'PUT', path: '/drafts/bank', delayMs: 300 }],
      });
      await fillBankDraft(root);
      const confirmation = fieldByLabel(root, 'Confirm Bank Account Number');
      confirmation.focus();
      await press('Enter');
      submitButton(root).click();
      await waitFor(() => selectedTab(root) === 'Accounts', 'the Accounts tab');
      await nextTick(200);
      expect(requestsTo(simulator, bankPath, 'PUT')).to.have.length(1);
    });

    it('tells an unknown outcome when the answer is lost, sends nothing more, and shows the draft once', async () => {
      const { element, root, simulator } = await showSetup({
        faults: [{ method: 'PUT', path: '/drafts/bank', when: 'after', drop: true }],
      });
      await fillBankDraft(root);
      submitButton(root).click();
      await waitFor(() => alertTexts(root).includes(outcomeUnknown), 'the unknown outcome');
      expect(submitButton(root).disabled).to.equal(true);
      submitButton(root).click();
      // The bank account number is kept no longer than the call: Submit stays disabled.
      await waitFor(() => fieldByLabel(root, 'Bank Account Number').value === '', 'the number cleared');
      expect(fieldByLabel(root, 'Confirm Bank Account Number').value).to.equal('');
      expect(submitButton(root).disabled).to.equal(true);
      submitButton(root).click();
      await press('Enter');
      await nextTick(300);
      expect(requestsTo(simulator, bankPath, 'PUT')).to.have.length(1);
      await expectNoAxeViolations(element);
      await openTab(root, 'Accounts');
      await waitFor(() => draftColumns(root)[0]?.[3] === '****6789', 'the draft loaded again');
      expect(draftColumns(root).filter((row) => row[0] === '300100200')).to.have.length(1);
      expect(draftColumns(root).filter((row) => row[3] === '****6789')).to.have.length(1);
    });

    it('keeps what the member typed, but the bank account number, when the back office refuses', async () => {
      const { element, root } = await showSetup({
        faults: [{ method: 'PUT', path: '/drafts/bank', status: 403 }],
      });
      await fillBankDraft(root);
      submitButton(root).click();
      await waitFor(() => alertTexts(root).includes(unavailable), 'the failure');
      expect(fieldByLabel(root, 'Routing Number').value).to.equal('011000015');
      expect(accountBox(root, '300100200').checked).to.equal(true);
      expect(fieldByLabel(root, 'Bank Account Number').value).to.equal('');
      await expectNoAxeViolations(element);
    });

    it('opens the hosted page again after Back from it (the page restored from the back-forward cache)', async () => {
      const { root } = await showSetup();
      fieldByLabel(root, 'Credit Card Draft').click();
      accountBox(root, '300100205').click();
      fieldByLabel(root, 'End of Month').click();
      fieldByLabel(root, authorizeLabel).click();
      await waitFor(() => !submitButton(root).disabled, 'Submit enabled');
      submitButton(root).click();
      await waitFor(() => posted.length === 1, 'the form post');
      await waitFor(() => submitButton(root).disabled, 'Submit held while the page leaves');

      returnFromHostedPage();
      await waitFor(() => !submitButton(root).disabled, 'Submit enabled again');
      submitButton(root).click();
      await waitFor(() => posted.length === 2, 'the form posted again');
    });

    it('sets up a card draft through the hosted page with its hidden fields, posted once', async () => {
      const { root, simulator } = await showSetup();
      fieldByLabel(root, 'Credit Card Draft').click();
      accountBox(root, '300100205').click();
      fieldByLabel(root, 'End of Month').click();
      fieldByLabel(root, authorizeLabel).click();
      await waitFor(() => !submitButton(root).disabled, 'Submit enabled');
      submitButton(root).click();
      submitButton(root).click();
      await waitFor(() => posted.length === 1, 'the form post');
      await nextTick(200);
      expect(posted).to.have.length(1);
      const [form] = posted;
      expect(form?.action).to.equal(`${location.origin}/gateway/hosted-payment`);
      const fields = Object.fromEntries(form?.fields ?? []);
      expect(Object.keys(fields)).to.deep.equal([
        'ClientReferenceId',
        'CoopNumber',
        'ApplicationId',
        'AccountNumber',
        'AccountDisplay',
        'IsPostbackRequired',
        'EnableCreditCard',
        'EnableECheck',
        'HostedCCReturn',
        'HostedCCCancel',
        'PaymentType',
        'AcceptedCreditCardTypes',
        'AuthorizationToken',
      ]);
      expect(fields).to.include({
        AccountNumber: '300100205',
        ApplicationId: riverbendApplicationId,
        IsPostbackRequired: 'true',
        EnableCreditCard: 'true',
        EnableECheck: 'false',
        PaymentType: 'cc',
      });
      expect(fields.HostedCCReturn).to.match(/\/PaymentCallback\/draft\/success\?to=/);
      expect(requestsTo(simulator, `${draftsPath}/initiate`, 'POST')).to.have.length(1);
    });

    it('sends a bank draft through the hosted page when the site does not process NACHA', async () => {
      const { root, simulator } = await showSetup({
        state: stateWith((state) => {
          state.draftPayments.sites[riverbendApplicationId]!.settings.nachaProcess = false;
        }),
      });
      expect(root.querySelector('[maxlength="18"]')).to.equal(null);
      accountBox(root, '300100200').click();
      fieldByLabel(root, 'When Billed').click();
      fieldByLabel(root, authorizeLabel).click();
      await waitFor(() => !submitButton(root).disabled, 'Submit enabled');
      submitButton(root).click();
      await waitFor(() => posted.length === 1, 'the form post');
      expect(Object.fromEntries(posted[0]?.fields ?? [])).to.include({
        EnableECheck: 'true',
        PaymentType: 'echeck',
      });
      expect(requestsTo(simulator, bankPath, 'PUT')).to.have.length(0);
    });

    it('removes a draft once, after Yes, and shows the account without it', async () => {
      const { element, root, simulator } = await showLoaded();
      await openTab(root, 'Remove Draft');
      await waitFor(() => shownRows(root).length === 2, 'the drafted accounts');
      const box = [
        ...root.querySelectorAll<HTMLInputElement>('[role="tabpanel"]:not([hidden]) input[type="checkbox"]'),
      ].find((input) => normalized(input.closest('label')?.textContent) === 'Select row 300100203');
      box?.click();
      root.querySelector<HTMLButtonElement>('[data-remove-drafts]')?.click();
      await waitFor(() => dialogByName(root, 'Remove Draft'), 'the confirmation');
      const yes = buttonByName(root, 'Yes');
      yes.click();
      yes.click();
      await waitFor(
        () => alertTexts(root).includes('The draft was removed from the selected account(s).'),
        'the answer',
      );
      await waitFor(() => shownRows(root).length === 1, 'the list loaded again');
      await expectNoAxeViolations(element);
      await openTab(root, 'Accounts');
      await waitFor(() => draftColumns(root)[3]?.[2] === 'No draft', 'the draft gone');
      const removals = requestsTo(simulator, removePath, 'POST');
      expect(removals).to.have.length(1);
      expect(removals[0]?.idempotencyKey).to.match(/^"[0-9a-f-]{36}"$/);
    });

    it('tells an unknown outcome of a removal and sends nothing more', async () => {
      const { element, root, simulator } = await showLoaded({
        faults: [{ method: 'POST', path: '/drafts/remove', when: 'after', drop: true }],
      });
      await openTab(root, 'Remove Draft');
      await waitFor(() => shownRows(root).length === 2, 'the drafted accounts');
      const box = [
        ...root.querySelectorAll<HTMLInputElement>('[role="tabpanel"]:not([hidden]) input[type="checkbox"]'),
      ].find((input) => normalized(input.closest('label')?.textContent) === 'Select row 300100203');
      box?.click();
      root.querySelector<HTMLButtonElement>('[data-remove-drafts]')?.click();
      await waitFor(() => dialogByName(root, 'Remove Draft'), 'the confirmation');
      buttonByName(root, 'Yes').click();
      await waitFor(() => alertTexts(root).includes(outcomeUnknown), 'the unknown outcome');
      await waitFor(() => shownRows(root).length === 1, 'the list loaded again');
      expect(requestsTo(simulator, removePath, 'POST')).to.have.length(1);
      await expectNoAxeViolations(element);
    });
  });
