import { expect } from 'chai';
import { addDays, usDate } from '../../../demo-host/simulator/dates.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { type } from '../support/keyboard.ts';
import {
  buttonByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import {
  currentRoute,
  forgetLoadedData,
  mountPortal,
  openAt,
  resetPage,
  signIn,
  waitForHeading,
  waitForRoute,
} from '../portal/portal-test-support.ts';

const headers = ['Account Number', 'Account Type', 'Service Address', 'Status', 'Balance', 'Due Date'];

/** Jordan Rivera's six accounts as the list shows them (demo data; due dates count from today). */
function jordanRiverasAccounts(): string[][] {
  const dueIn = (days: number) => usDate(addDays(new Date(), days));
  return [
    ['300100200', 'Electric', '1450 Willow Creek Rd, Riverbend, OR 97401', 'Current', '$128.45', dueIn(20)],
    ['300100201', 'Water', '1452 Willow Creek Rd, Riverbend, OR 97401', 'Current', '$54.10', dueIn(18)],
    ['300100202', 'Electric', '2210 Basalt Ridge Rd, Riverbend, OR 97402', 'Past Due', '$246.18', dueIn(-12)],
    ['300100203', 'Electric', '75 Heron Point Dr, Unit B, Riverbend, OR 97401', 'Current', '$36.40', 'N/A'],
    ['300100204', 'Electric', '318 Old Mill Rd, Riverbend, OR 97403', 'Final Billed', '$23.67', dueIn(10)],
    ['300100205', 'Electric', '4096 Sugar Pine Ln, Riverbend, OR 97404', 'Current', '$412.60', dueIn(15)],
  ];
}

function table(root: ShadowRoot): HTMLTableElement | null {
  return root.querySelector('main table');
}

function headerTexts(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('main thead th')].map((cell) => cell.textContent ?? '');
}

/** The shown text of every cell of the rows on the page, without the card labels. */
function rowTexts(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('main tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.lastElementChild?.textContent ?? cell.textContent ?? ''),
  );
}

function accountLink(root: ShadowRoot, accountNumber: string): HTMLAnchorElement | undefined {
  return [...root.querySelectorAll<HTMLAnchorElement>('main tbody th a')].find(
    (link) => link.textContent === accountNumber,
  );
}

/** The alerts of the screen, leaving out the header's emergency announcement. */
function screenAlerts(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('main [role="alert"]')].map((alert) => (alert.textContent ?? '').trim());
}

function accountSwitcher(root: ShadowRoot): Element | null {
  return root.querySelector('section[aria-label="Your accounts"]');
}

async function waitForRows(root: ShadowRoot, count: number): Promise<void> {
  await waitFor(
    () => rowTexts(root).length === count && accountLink(root, rowTexts(root)[0]![0]!),
    `${count} rows`,
  );
}

describe('View All Accounts and Account List', () => {
  let simulator: InstalledSimulator;

  afterEach(() => {
    resetPage();
    simulator?.uninstall();
  });

  it('lists every account of the member with number, type, address, status, balance and due date', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('view-all-accounts');
    const { root } = mountPortal();
    await waitForHeading(root, 'View All Accounts');
    await waitForRows(root, 6);

    expect(headerTexts(root)).to.deep.equal(headers);
    expect(rowTexts(root)).to.deep.equal(jordanRiverasAccounts());
    expect(table(root)?.querySelector('caption')?.textContent).to.equal('View All Accounts');
    // The account number heads its row; the balance is right-aligned like every amount.
    expect(
      [...root.querySelectorAll('main tbody th[scope="row"]')].map(
        (cell) => cell.lastElementChild?.textContent,
      ),
    ).to.deep.equal(jordanRiverasAccounts().map((row) => row[0]));
    const balanceCell = root.querySelector('main tbody tr td:nth-of-type(4)')!;
    expect(getComputedStyle(balanceCell).textAlign).to.equal('end');
    expect(root.querySelector('[part="pagination"] p')?.textContent).to.equal('Page 1 of 1');
    const pageSize = root.querySelector<HTMLSelectElement>('[part="pagination"] select')!;
    expect(pageSize.value).to.equal('10');
    expect([...pageSize.options].map((option) => option.value)).to.deep.equal(['10', '25', '50', '100']);
    await expectNoAxeViolations();
  });

  it('hides the account switcher on View All Accounts, where Account List keeps it', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('view-all-accounts');
    let { root } = mountPortal();
    await waitForHeading(root, 'View All Accounts');
    await waitForRows(root, 6);
    expect(accountSwitcher(root)).to.equal(null);

    resetPage();
    simulator.uninstall();
    simulator = installSimulator();
    await signIn(simulator);
    openAt('account-list');
    ({ root } = mountPortal());
    await waitForHeading(root, 'Account List');
    await waitForRows(root, 6);
    // The switcher is a chunk of its own: it arrives on its own time, not with the rows.
    await waitFor(() => accountSwitcher(root), 'the account switcher');
    expect(rowTexts(root)).to.deep.equal(jordanRiverasAccounts());
    await expectNoAxeViolations();
  });

  it('narrows the rows to the accounts the back office finds for what is typed in Search', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('view-all-accounts');
    const { root } = mountPortal();
    await waitForRows(root, 6);
    const all = jordanRiverasAccounts();

    const search = fieldByLabel(root, 'Search');
    search.focus();
    await type('willow');
    await waitFor(() => rowTexts(root).length === 2, 'two rows');
    expect(rowTexts(root)).to.deep.equal([all[0], all[1]]);
    // Announced once the back office's rows have arrived.
    await waitFor(
      () => root.querySelector('main p[role="status"]')?.textContent === '2 records found.',
      'the count announced',
    );

    setInputValue(search, 'past due');
    await waitFor(() => rowTexts(root).length === 1, 'one row');
    expect(rowTexts(root)).to.deep.equal([all[2]]);

    setInputValue(search, '0205');
    await waitFor(() => rowTexts(root)[0]?.[0] === '300100205', 'the account by part of its number');
    expect(rowTexts(root)).to.deep.equal([all[5]]);

    setInputValue(search, 'no such account');
    await waitFor(() => rowTexts(root)[0]?.length === 1, 'the empty row');
    expect(rowTexts(root)).to.deep.equal([['There are no accounts available...!']]);
    await expectNoAxeViolations();

    setInputValue(search, '');
    await waitForRows(root, 6);
  });

  it('sorts by balance from the column header', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('view-all-accounts');
    const { root } = mountPortal();
    await waitForRows(root, 6);

    buttonByName(root, 'Balance').click();
    await waitFor(() => rowTexts(root)[0]?.[0] === '300100204', 'the smallest balance first');
    expect(rowTexts(root).map((row) => row[4])).to.deep.equal([
      '$23.67',
      '$36.40',
      '$54.10',
      '$128.45',
      '$246.18',
      '$412.60',
    ]);
  });

  it('opens the overview of an account from its number, marked as coming from the list', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('view-all-accounts');
    const { root } = mountPortal();
    await waitForRows(root, 6);

    const link = accountLink(root, '300100202')!;
    expect(link.getAttribute('href')).to.match(
      /#\/accountoverview\?accountno=300100202&isFromViewAllAccounts=true$/,
    );
    link.click();
    await waitForRoute('accountoverview?accountno=300100202&isFromViewAllAccounts=true');
    await waitForHeading(root, 'Account Overview');
    await waitFor(
      () => root.querySelector('main')?.textContent?.includes('2210 Basalt Ridge Rd'),
      'the account',
    );
    expect(currentRoute()).to.equal('accountoverview?accountno=300100202&isFromViewAllAccounts=true');
  });

  it('shows the catalogue message and Try again when the accounts fail to load, and the list after', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    forgetLoadedData();
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/accounts/details', status: 500, times: 1 },
    });
    openAt('view-all-accounts');
    const { root } = mountPortal();
    await waitForHeading(root, 'View All Accounts');
    await waitFor(() => screenAlerts(root).length > 0, 'the error');
    expect(screenAlerts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    expect(table(root)).to.equal(null);
    await expectNoAxeViolations();

    buttonByName(root, 'Try again').click();
    await waitForRows(root, 6);
    expect(rowTexts(root)).to.deep.equal(jordanRiverasAccounts());
    expect(queryButton(root, 'Try again')).to.equal(undefined);
  });

  it('asks the back office for one page: the first ten in its order, a sort and a search each a new page', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    const before = simulator.requests.length;
    openAt('view-all-accounts');
    const { root } = mountPortal();
    await waitForRows(root, 6);
    buttonByName(root, 'Balance').click();
    await waitFor(() => rowTexts(root)[0]?.[0] === '300100204', 'the smallest balance first');
    expect(
      simulator.requests
        .slice(before)
        .map((request) => request.path)
        .filter((path) => path.includes('/accounts/details')),
    ).to.deep.equal([
      '/api/v3/members/1001/accounts/details?offset=0&limit=10',
      '/api/v3/members/1001/accounts/details?offset=0&limit=10&sort=balance&direction=ascending',
    ]);
  });

  it('shows a spinner while the accounts load', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    forgetLoadedData();
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/accounts/details', delayMs: 600, times: 1 },
    });
    openAt('view-all-accounts');
    const { root } = mountPortal();
    await waitForHeading(root, 'View All Accounts');
    const spinner = await waitFor(
      () =>
        [...root.querySelectorAll('main [role="status"]')].find(
          (element) => element.textContent === 'Loading your accounts…',
        ),
      'the spinner',
    );
    expect(spinner).to.not.equal(undefined);
    expect(table(root)).to.equal(null);
    await expectNoAxeViolations();
    await waitForRows(root, 6);
  });

  it('shows a visitor on Account List the Sign In form in its place, and the list once signed in there', async () => {
    simulator = installSimulator();
    openAt('account-list');
    const { root } = mountPortal();
    const username = await waitFor(() => fieldByLabel(root, 'Username'), 'the Sign In form');
    expect(currentRoute()).to.equal('account-list');
    expect(table(root)).to.equal(null);
    await expectNoAxeViolations();

    setInputValue(username, 'jordan.rivera');
    setInputValue(fieldByLabel(root, 'Password'), 'Sunrise#2026');
    buttonByName(root, 'Log in').click();
    await waitForHeading(root, 'Account List');
    await waitForRows(root, 6);
    expect(currentRoute()).to.equal('account-list');
    expect(rowTexts(root)).to.deep.equal(jordanRiverasAccounts());
  });

  it('sends a visitor on View All Accounts to Sign In, with the list as the return URL', async () => {
    simulator = installSimulator();
    openAt('view-all-accounts');
    mountPortal();
    await waitFor(() => currentRoute().startsWith('pages/login'), 'the login route');
    const query = new URLSearchParams(location.hash.split('?')[1]);
    expect(query.get('returnUrl')).to.equal('/view-all-accounts');
  });
});
