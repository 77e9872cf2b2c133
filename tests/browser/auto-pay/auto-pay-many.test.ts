import { expect } from 'chai';
import '../../../widgets/coop-auto-pay.ts';
import '../../../widgets/coop-draft-payments.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, press } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import type { InstalledSimulator } from '../support/simulator.ts';
import { alertTexts, buttonByName, fieldByLabel, setInputValue, waitFor } from '../support/shadow-queries.ts';

// A member with many accounts on the screens that list every account with its payment setup: Auto
// Payments shows 24 cards at a time with a search, and Draft Payments' tables page and search beyond 50
// accounts instead of drawing them all. Jordan Rivera is given 60 generated accounts (66 in all).

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function withMoreAccounts(tag: 'coop-auto-pay' | 'coop-draft-payments', width = 1280) {
  return mountElement(tag, {
    member: 'jordan.rivera',
    width,
    generatedAccounts: 60,
  });
}

const cards = (root: ShadowRoot) =>
  [...root.querySelectorAll('li[data-account]')].map((card) => card.getAttribute('data-account'));
const authorizeLabel =
  'I authorize the cooperative to draft the selected accounts from the account above each time they are billed, until I remove the draft.';

/** The queries of the page's calls for drafts, in order. */
const draftCalls = (simulator: InstalledSimulator) =>
  simulator.requests
    .filter((request) => request.method === 'GET' && request.path.includes('/drafts'))
    .map((request) => request.path.slice(request.path.indexOf('?')));

/** The queries of the page's calls for auto payments, in order. */
const listCalls = (simulator: InstalledSimulator) =>
  simulator.requests
    .filter((request) => request.method === 'GET' && request.path.includes('/auto-payments'))
    .map((request) => request.path.slice(request.path.indexOf('?')));
const countLine = (root: ShadowRoot) => normalized(root.querySelector('[role="status"]')?.textContent);

describe('Auto Payments with 66 accounts', () => {
  it('shows 24 cards and says so; Show 24 more adds the next ones and keeps focus; the last press shows the rest', async () => {
    const { root, simulator } = await withMoreAccounts('coop-auto-pay');
    await waitFor(() => cards(root).length > 0, 'the cards', 20_000);
    expect(cards(root)).to.have.length(24);
    expect(cards(root)[0]).to.equal('300100200');
    expect(countLine(root)).to.equal('Showing 24 of 66 accounts.');
    await expectNoAxeViolations(root);

    const more = buttonByName(root, 'Show 24 more');
    more.focus();
    more.click();
    await waitFor(() => cards(root).length === 48, '48 cards');
    expect(countLine(root)).to.equal('Showing 48 of 66 accounts.');
    expect(deepActiveElement()).to.equal(more);
    buttonByName(root, 'Show 18 more').click();
    await waitFor(() => cards(root).length === 66, 'every card');
    expect(countLine(root)).to.equal('Showing 66 of 66 accounts.');
    expect(root.textContent).to.not.include('more');
    // Each set asked of the back office once, 24 at a time: never the whole list.
    expect(listCalls(simulator)).to.deep.equal([
      '?offset=0&limit=24',
      '?offset=24&limit=24',
      '?offset=48&limit=24',
    ]);
  });

  it('finds accounts by number or address, starts again at 24, and says when nothing matches', async () => {
    const { root, simulator } = await withMoreAccounts('coop-auto-pay', 375);
    await waitFor(() => cards(root).length > 0, 'the cards', 20_000);
    const search = fieldByLabel(root, 'Account number or address');
    setInputValue(search, '30010020');
    await waitFor(() => cards(root).length === 6, "Jordan's own six accounts");
    expect(countLine(root)).to.equal('Showing 6 of 6 accounts.');
    expect(listCalls(simulator).at(-1)).to.equal('?offset=0&limit=24&search=30010020');
    setInputValue(search, 'no such street');
    await waitFor(() => cards(root).length === 0, 'no card');
    expect(alertTexts(root)).to.include('No account matches your search.');
    expect(countLine(root)).to.equal('Showing 0 of 0 accounts.');
    await expectNoAxeViolations(root);
    setInputValue(search, '');
    await waitFor(() => cards(root).length === 24, 'the first 24 again');
  });
});

describe('Draft Payments with 66 accounts', () => {
  it('pages the Accounts tab 25 rows at a time with a search, instead of drawing every account', async () => {
    const { root } = await withMoreAccounts('coop-draft-payments');
    await waitFor(() => root.querySelector('tbody tr'), 'the accounts table', 20_000);
    expect(root.querySelectorAll('tbody tr')).to.have.length(25);
    expect(normalized(root.textContent)).to.include('Rows 1–25 of 66');
    const search = fieldByLabel(root, 'Search');
    setInputValue(search, '300100205');
    await waitFor(() => root.querySelectorAll('tbody tr').length === 1, 'one row');
    expect(normalized(root.querySelector('tbody th')?.textContent)).to.match(/300100205$/);
    await expectNoAxeViolations(root);
  });

  it('asks the back office for 50 rows first, then for each page and search, never the whole list', async () => {
    const { root, simulator } = await withMoreAccounts('coop-draft-payments');
    await waitFor(() => root.querySelectorAll('tbody tr').length === 25, 'the first page', 20_000);
    buttonByName(root, 'Next page').click();
    await waitFor(() => normalized(root.textContent).includes('Rows 26–50 of 66'), 'the second page');
    setInputValue(fieldByLabel(root, 'Search'), '300100205');
    await waitFor(() => root.querySelectorAll('tbody tr').length === 1, 'one row');

    expect(draftCalls(simulator)).to.deep.equal([
      '?offset=0&limit=50',
      '?offset=0&limit=25',
      '?offset=25&limit=25',
      '?offset=0&limit=25&search=300100205',
    ]);
  });

  it('sets up one bank draft for accounts checked on two pages of the setup table', async () => {
    const { root, simulator, accessToken } = await withMoreAccounts('coop-draft-payments');
    await waitFor(() => root.querySelector('tbody tr'), 'the accounts table', 20_000);
    const setupTab = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (tab) => normalized(tab.textContent) === 'Setup New Draft',
    );
    setupTab?.focus();
    await press('Enter');
    const panel = () => root.querySelector('[role="tabpanel"]:not([hidden])') as HTMLElement;
    const box = (accountNumber: string) =>
      panel().querySelector<HTMLInputElement>(`[data-select-account="${accountNumber}"]`);
    await waitFor(() => box('300100200'), 'the setup table');
    box('300100200')?.click();
    buttonByName(panel(), 'Next page').click();
    await waitFor(() => box('100100025'), 'its second page');
    const second = [...panel().querySelectorAll<HTMLInputElement>('[data-select-account]')].find(
      (input) => !input.disabled,
    );
    const secondNumber = second?.getAttribute('data-select-account') ?? '';
    second?.click();
    fieldByLabel(root, 'When Billed').click();
    for (const [label, value] of [
      ['Bank Account Number', '123456789'],
      ['Confirm Bank Account Number', '123456789'],
      ['Routing Number', '011000015'],
    ] as const) {
      const field = fieldByLabel(root, label);
      field.focus();
      setInputValue(field, value);
      field.blur();
    }
    await waitFor(() => fieldByLabel(root, 'Bank Name').value === 'First Demo Bank', 'the bank name');
    fieldByLabel(root, authorizeLabel).click();
    const submit = () => root.querySelector<HTMLButtonElement>('form button[type="submit"]');
    await waitFor(() => submit()?.disabled === false, 'Submit enabled');
    submit()?.click();
    await waitFor(() => alertTexts(root).includes('Your draft information has been updated.'), 'saved');

    const drafted = await simulator.call('/api/v3/members/1001/drafts?withDraft=true', {
      headers: { Authorization: `Bearer ${accessToken ?? ''}` },
    });
    const numbers = ((await drafted.json()) as { results: { accountNumber: string }[] }).results.map(
      (account) => account.accountNumber,
    );
    expect(numbers).to.include.members(['300100200', secondNumber]);
    expect(secondNumber).to.match(/^1001000(2[5-9]|[34]\d)$/);
  });
});
