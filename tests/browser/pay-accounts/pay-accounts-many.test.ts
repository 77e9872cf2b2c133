import { expect } from 'chai';
import '../../../widgets/coop-pay-accounts.ts';
import '../../../widgets/coop-payment-result.ts';
import { payAccountsPage } from '../../../src/api/pay-accounts.ts';
import type { PayAccounts } from '../../../src/api/schemas/pay-accounts.ts';
import {
  cutoffBlockMessage,
  defaultAmountText,
  type PayAccountEntry,
} from '../../../src/domain/pay-accounts/rules.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { captureDownloads } from '../support/downloads.ts';
import { deepActiveElement, expectFocusOn, press } from '../support/keyboard.ts';
import { mountElement, type MountedElement } from '../support/mount-element.ts';
import {
  alertTexts,
  buttonByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

// A commercial member's hundreds or thousands of accounts on Pay Multiple Accounts: only the accounts in
// view are rendered, "select all due" chooses across the whole list, the total stays exact, the review
// lists what is paid, one payment takes at most 1,000 accounts, and the result offers a receipt file.
// Jordan Rivera is given generated accounts (the simulator's control) on top of his six.

const payAccountsPath = '/api/v3/members/1001/pay-accounts';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The accounts list and the review's list of the accounts chosen. */
const accountsList = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('ul[aria-label="Accounts to pay"]');
const chosenList = (root: ShadowRoot) => root.querySelector<HTMLElement>('ul[aria-label="Accounts chosen"]');

/** The accounts rendered in the list, by number, in the DOM's order. */
function renderedAccounts(root: ShadowRoot): string[] {
  return [...(accountsList(root)?.querySelectorAll('li[data-account]') ?? [])].map(
    (item) => item.getAttribute('data-account') ?? '',
  );
}

function fieldErrors(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('[part~="error"]')]
    .map((element) => normalized(element.textContent))
    .filter(Boolean);
}

/** The total payment line of the review. */
const totalText = (root: ShadowRoot) => normalized(root.querySelector('p[aria-live]')?.textContent);

/** The review's count of the accounts chosen. */
const chosenCountText = (root: ShadowRoot) =>
  normalized(root.querySelector('section[aria-labelledby] > p[tabindex="-1"]')?.textContent);

/** Cents as the screen shows dollars: 123456 → $1,234.56. */
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Opens Pay Multiple Accounts for Jordan with `count` generated accounts more, `width` px wide. */
async function showMany(
  count: number,
  width = 1280,
): Promise<MountedElement & { accounts: PayAccountEntry[] }> {
  const mounted = await mountElement('coop-pay-accounts', {
    member: 'jordan.rivera',
    width,
    generatedAccounts: count,
  });
  await waitFor(() => mounted.root.querySelector('input[type="radio"]'), 'the form', 20_000);
  const answer = await mounted.simulator.call(payAccountsPath, {
    headers: { Authorization: `Bearer ${mounted.accessToken ?? ''}` },
  });
  const { accounts } = payAccountsPage((await answer.json()) as PayAccounts);
  return { ...mounted, accounts: [...accounts] };
}

/** Due as the screen counts it: a balance, or a prepaid account's reconnect amount. */
const isDue = (entry: PayAccountEntry) =>
  entry.account.isPrepaidAccount
    ? entry.account.prepaidReconnectAmount > 0
    : entry.account.accountBalance > 0;

/** The sum of the accounts' default amounts, in cents. */
const defaultCents = (entries: readonly PayAccountEntry[]) =>
  entries.reduce((sum, entry) => sum + Math.round(Number(defaultAmountText(entry) || '0') * 100), 0);

for (const width of [1280, 375]) {
  describe(`<coop-pay-accounts> with hundreds of accounts, at ${width} px`, function () {
    this.timeout(60_000);

    it('renders only the accounts in view, in a list that names its size, loaded a page at a time', async () => {
      const { element, root, simulator, accounts } = await showMany(320, width);
      expect(accounts).to.have.length(326);
      const rendered = renderedAccounts(root);
      expect(rendered.length).to.be.within(3, 40);
      expect(rendered[0]).to.equal(accounts[0]?.account.accountNumber);
      const first = accountsList(root)?.querySelector('li');
      expect(first?.getAttribute('aria-setsize')).to.equal('326');
      expect(first?.getAttribute('aria-posinset')).to.equal('1');
      expect(normalized(root.textContent)).to.contain('326 accounts');
      // Each rendered account keeps its labelled box.
      const number = rendered[1] ?? '';
      expect(fieldByLabel(root, `Pay account ${number}`).type).to.equal('checkbox');
      await expectNoAxeViolations(element);

      // Scrolled to its end, the list renders the last accounts instead, still a bounded few.
      const viewport = accountsList(root)!.parentElement!;
      viewport.scrollTop = viewport.scrollHeight;
      const last = accounts.at(-1)?.account.accountNumber ?? '';
      await waitFor(() => renderedAccounts(root).includes(last), 'the last account');
      expect(renderedAccounts(root).length).to.be.within(3, 40);
      expect(renderedAccounts(root)).to.not.include(accounts[0]?.account.accountNumber);
      // The screen asked for pages of 50 (the first, and those scrolled to), never for every account.
      const asked = simulator.requests
        .filter((request) => request.method === 'GET' && /\/pay-accounts(\?|$)/.test(request.path))
        .map((request) => new URL(request.path, location.origin).searchParams);
      expect(asked.map((query) => query.get('limit'))).to.deep.equal(asked.map(() => '50'));
      expect(asked.map((query) => query.get('offset'))).to.include('300');
    });

    it('chooses every due account of the whole list with Select all due, with the exact total and the review', async () => {
      const { element, root, accounts } = await showMany(320, width);
      const due = accounts.filter(isDue);
      buttonByName(root, `Select all due (${due.length})`).click();
      await waitFor(() => chosenCountText(root) === `${due.length} accounts chosen`, 'the count');
      expect(totalText(root)).to.equal(`Total payment: ${dollars(defaultCents(due))}`);
      expect(alertTexts(root)).to.include(`${due.length} accounts chosen.`);
      // The review lists them, rendering a bounded few of its own.
      const review = chosenList(root)!;
      expect(review.querySelector('li')?.getAttribute('aria-setsize')).to.equal(String(due.length));
      expect(review.querySelectorAll('li').length).to.be.within(1, 40);
      await expectNoAxeViolations(element);

      // An account far down the list, rendered only once scrolled to, is checked with its amount.
      const lastDue = due.at(-1)!;
      const viewport = accountsList(root)!.parentElement!;
      viewport.scrollTop = viewport.scrollHeight;
      const box = await waitFor(
        () =>
          root.querySelector<HTMLInputElement>(
            `li[data-account="${lastDue.account.accountNumber}"] input[type="checkbox"]`,
          ),
        'the last due account',
      );
      expect(box.checked).to.equal(true);
      expect(fieldByLabel(root, `Payment amount for ${lastDue.account.accountNumber}`).value).to.equal(
        defaultAmountText(lastDue),
      );

      buttonByName(root, 'Clear selection').click();
      await waitFor(() => chosenCountText(root) === 'No accounts chosen yet.', 'the selection cleared');
      expect(totalText(root)).to.equal('Total payment: $0.00');
      // The account on screen is unchecked too, and its amount field gone.
      await waitFor(
        () =>
          root.querySelector<HTMLInputElement>(
            `li[data-account="${lastDue.account.accountNumber}"] input[type="checkbox"]`,
          )?.checked === false,
        'the last due account unchecked',
      );
      expect(
        root.querySelector(`li[data-account="${lastDue.account.accountNumber}"] input[inputmode="decimal"]`),
      ).to.equal(null);
    });
  });
}

describe('<coop-pay-accounts> with hundreds of accounts', function () {
  this.timeout(60_000);

  it('goes by Tab from account to account, the list rendering ahead of the focus', async () => {
    const { root, accounts } = await showMany(320);
    const numbers = accounts.map((entry) => entry.account.accountNumber);
    fieldByLabel(root, `Pay account ${numbers[0]}`).focus();
    for (let index = 1; index <= 24; index += 1) {
      await press('Tab');
      const expected = `Pay account ${numbers[index]}`;
      await waitFor(
        () => deepActiveElement() === fieldByLabel(root, expected),
        `the focus on ${expected} (it is on ${(deepActiveElement() as HTMLInputElement | null)?.name ?? 'nothing'})`,
      );
    }
    // Back again with Shift+Tab.
    await press('Shift+Tab');
    await expectFocusOn(fieldByLabel(root, `Pay account ${numbers[23]}`));
  });

  it('keeps the focused account rendered while the list scrolls far from it', async () => {
    const { root, accounts } = await showMany(320);
    const first = accounts[0]!.account.accountNumber;
    const box = fieldByLabel(root, `Pay account ${first}`);
    box.focus();
    const viewport = accountsList(root)!.parentElement!;
    viewport.scrollTop = viewport.scrollHeight;
    const last = accounts.at(-1)!.account.accountNumber;
    await waitFor(() => renderedAccounts(root).includes(last), 'the end of the list');
    expect(renderedAccounts(root)).to.include(first);
    expect(deepActiveElement()).to.equal(box);
  });

  it('finds accounts by address and by filter, and Select all past due chooses among those shown', async () => {
    const { element, root, accounts } = await showMany(320);
    // The generated accounts' first campus, Maple Elementary, has 40 of them.
    const search = fieldByLabel(root, 'Search by account number or address');
    search.focus();
    setInputValue(search, 'maple elementary');
    const maple = accounts.filter((entry) => /maple elementary/i.test(entry.account.serviceAddress));
    expect(maple).to.have.length(40);
    await waitFor(() => normalized(root.textContent).includes('Showing 40 of 326 accounts'), 'the search');
    expect(alertTexts(root)).to.include('Showing 40 of 326 accounts');
    const mapleNumbers = maple.map((entry) => entry.account.accountNumber);
    expect(renderedAccounts(root).filter((number) => !mapleNumbers.includes(number))).to.deep.equal([]);
    expect(renderedAccounts(root)[0]).to.equal(mapleNumbers[0]);

    const show = root.querySelector<HTMLSelectElement>('select')!;
    show.value = 'pastDue';
    show.dispatchEvent(new Event('change', { bubbles: true }));
    const pastDue = maple.filter((entry) => entry.account.pastDueAmount > 0);
    await waitFor(
      () => normalized(root.textContent).includes(`Showing ${pastDue.length} of 326 accounts`),
      'the filter',
    );
    buttonByName(root, `Select all past due (${pastDue.length})`).click();
    await waitFor(() => chosenCountText(root) === `${pastDue.length} accounts chosen`, 'the count');
    expect(totalText(root)).to.equal(`Total payment: ${dollars(defaultCents(pastDue))}`);
    await expectNoAxeViolations(element);

    // The search finds nothing: said, and nothing is listed.
    setInputValue(search, 'no such street');
    await waitFor(() => alertTexts(root).includes('No accounts match your search.'), 'no match');
    expect(renderedAccounts(root)).to.deep.equal([]);
  });

  it('keeps the total exact as an amount is typed in an account far down the list', async () => {
    const { root, accounts } = await showMany(320);
    const target = accounts.filter(isDue).at(-1)!.account.accountNumber;
    const search = fieldByLabel(root, 'Search by account number or address');
    setInputValue(search, target);
    (
      await waitFor(
        () => root.querySelector<HTMLInputElement>(`li[data-account="${target}"] input`),
        'the account',
      )
    ).click();
    const amount = await waitFor(() => fieldByLabel(root, `Payment amount for ${target}`), 'its amount');
    amount.focus();
    setInputValue(amount, '0.10');
    amount.blur();
    await waitFor(() => totalText(root) === 'Total payment: $0.10', 'the total');
    setInputValue(search, '');
    // The search is sent once typing pauses: every account shows again, and counts for "select all".
    const selectAllDue = `Select all due (${accounts.filter(isDue).length})`;
    await waitFor(
      () =>
        [...root.querySelectorAll('button')].some(
          (button) => normalized(button.textContent) === selectAllDue,
        ),
      selectAllDue,
    );
    buttonByName(root, selectAllDue).click();
    // The amount typed stays; every other due account adds its default amount, to the cent.
    const others = accounts.filter((entry) => isDue(entry) && entry.account.accountNumber !== target);
    await waitFor(
      () => totalText(root) === `Total payment: ${dollars(defaultCents(others) + 10)}`,
      'the total of all due',
    );
    const reviewed = chosenList(root)!;
    expect(reviewed.querySelector('li')?.getAttribute('aria-setsize')).to.equal(String(others.length + 1));
  });

  it('says when a page of the list fails to load, and loads it again with Try again', async () => {
    const { element, root, accounts } = await showMany(320);
    // The back office fails the page from the 301st account on, once.
    const answering = window.fetch;
    let failed = 0;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new Request(input, init).url;
      if (failed === 0 && url.includes('/pay-accounts?') && url.includes('offset=300')) {
        failed += 1;
        return Promise.resolve(new Response('', { status: 500 }));
      }
      return answering(input, init);
    };
    try {
      const viewport = accountsList(root)!.parentElement!;
      viewport.scrollTop = viewport.scrollHeight;
      await waitFor(() => queryButton(root, 'Try again'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      expect(accountsList(root)?.getAttribute('aria-busy')).to.equal('true');
      await expectNoAxeViolations(element);
      buttonByName(root, 'Try again').click();
      const last = accounts.at(-1)!.account.accountNumber;
      await waitFor(() => renderedAccounts(root).includes(last), 'the last account');
      expect(queryButton(root, 'Try again')).to.equal(undefined);
      expect(accountsList(root)?.hasAttribute('aria-busy')).to.equal(false);
    } finally {
      window.fetch = answering;
    }
  });

  it('opens with the account the member came to pay chosen, though it is far down the list', async () => {
    // Jordan's generated accounts come after his primary account: the 300th is on the list's seventh page.
    const { root } = await mountElement('coop-pay-accounts', {
      member: 'jordan.rivera',
      generatedAccounts: 320,
      account: '100100300',
    });
    await waitFor(() => chosenCountText(root) === '1 account chosen', 'the account chosen');
    expect(normalized(chosenList(root)?.textContent)).to.match(/^100100300/);
    expect(renderedAccounts(root)).to.not.include('100100300');
  });

  it('brings an error the search hides into view, focused', async () => {
    const { root, accounts } = await showMany(320);
    const search = fieldByLabel(root, 'Search by account number or address');
    setInputValue(search, 'no such street');
    await waitFor(() => renderedAccounts(root).length === 0, 'an empty list');
    buttonByName(root, 'Pay Now').click();
    const first = `Pay account ${accounts[0]!.account.accountNumber}`;
    await waitFor(
      () => fieldErrors(root).includes('Please select at least one account to pay.'),
      'the error',
    );
    await expectFocusOn(await waitFor(() => fieldByLabel(root, first), 'the first account'));
    expect(search.value).to.equal('');
  });
});

describe('<coop-pay-accounts> past the limit of one payment', function () {
  this.timeout(90_000);

  it('chooses the first 1,000 due accounts, says so, and stops Pay at the 1,001st before sending', async () => {
    const { element, root, simulator, accounts } = await showMany(1200);
    const payable = accounts.filter((entry) => isDue(entry) && cutoffBlockMessage(entry) === undefined);
    expect(payable.length).to.be.greaterThan(1000);
    const found = payable.length.toLocaleString('en-US');
    buttonByName(root, `Select all due (${found})`).click();
    await waitFor(() => chosenCountText(root) === '1,000 accounts chosen', 'the first 1,000');
    expect(alertTexts(root)).to.include(
      `1,000 accounts chosen. Only the first 1,000 of ${found} accounts were chosen: one payment can pay at most 1,000 accounts. Pay the others in another payment.`,
    );
    // In the list's order: the 1,000th payable due account is chosen, the next is not.
    expect(totalText(root)).to.equal(`Total payment: ${dollars(defaultCents(payable.slice(0, 1000)))}`);

    // One more, found by its number, passes the limit.
    const next = payable[1000]!.account.accountNumber;
    setInputValue(fieldByLabel(root, 'Search by account number or address'), next);
    const box = await waitFor(
      () => root.querySelector<HTMLInputElement>(`li[data-account="${next}"] input[type="checkbox"]`),
      'the 1,001st account',
    );
    expect(box.checked).to.equal(false);
    box.click();
    const message =
      'One payment can pay at most 1,000 accounts, and 1,001 are chosen. Clear some of them and pay those in another payment.';
    await waitFor(() => fieldErrors(root).includes(message), 'the limit');
    fieldByLabel(root, 'Checking ending 6789').click();
    await expectNoAxeViolations(element);

    buttonByName(root, 'Pay Now').click();
    const count = root.querySelector<HTMLElement>('section[aria-labelledby] > p[tabindex="-1"]')!;
    await expectFocusOn(count);
    expect(count.getAttribute('aria-describedby')).to.equal(
      [...root.querySelectorAll('[part~="error"]')].find((error) => normalized(error.textContent) === message)
        ?.id,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      simulator.requests.filter(
        (request) => request.method === 'POST' && request.path.includes('/pay-accounts'),
      ),
    ).to.deep.equal([]);
  });
});

/** Pays 300100200 and 300100201 ($10.00 each) on the hosted page through the back office; its encodedParam. */
async function payOnHostedPage(simulator: InstalledSimulator, accessToken: string): Promise<string> {
  const initiation = (await (
    await simulator.call(`${payAccountsPath}/payments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': 'receipt-hosted' },
      json: {
        accountsToPay: [
          { account: '300100200', paymentAmount: 10 },
          { account: '300100201', paymentAmount: 10 },
        ],
        amount: 20,
        reconnectFee: 0,
        additionalDeposit: 0,
        arrangementPaymentAmount: 0,
        reconnectMeter: true,
        paymentType: 'cc',
      },
    })
  ).json()) as { paymentRequisitionSettings: { transNo: string; securityToken: string; clientId: string } };
  const { transNo, securityToken, clientId } = initiation.paymentRequisitionSettings;
  await simulator.call('/gateway/hosted-payment', {
    method: 'POST',
    body: new URLSearchParams({
      ClientReferenceId: transNo,
      CoopNumber: clientId,
      ApplicationId: 'RIVERBEND-WEB',
      AccountNumber: '300100200',
      AuthorizationToken: securityToken,
      PaymentType: 'cc',
      EnableCreditCard: 'true',
      EnableECheck: 'false',
      AcceptedCreditCardTypes: 'VI,MC,AX,DI',
      HostedCCReturn: `${location.origin}/PaymentCallback/pay-accounts/success`,
      HostedCCCancel: `${location.origin}/PaymentCallback/pay-accounts/cancel`,
    }),
  });
  const paid = await simulator.call('/gateway/hosted-payment/pay', {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      transNo,
      securityToken,
      method: 'cc',
      cardholderName: 'Jordan Rivera',
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/39',
      cardSecurityCode: '123',
    }),
  });
  return new URL(paid.headers.get('Location') ?? '').searchParams.get('encodedParam') ?? '';
}

describe('<coop-payment-result> after paying several accounts', function () {
  this.timeout(30_000);
  let result: HTMLElement | undefined;

  afterEach(() => {
    result?.remove();
    result = undefined;
  });

  /** Opens the result page of the payment, as the portal's payment-success route does. */
  async function showResult(encodedParam: string): Promise<ShadowRoot> {
    history.replaceState(null, '', `${location.pathname}${location.search}&encodedParam=${encodedParam}`);
    result = document.createElement('coop-payment-result');
    result.setAttribute('kind', 'success');
    document.body.append(result);
    const root = shadowRootOf(result);
    await waitFor(() => root.querySelector('section section h3'), 'the receipt');
    return root;
  }

  /** The receipt's CSV, as saved when Export CSV is pressed. */
  async function downloadedCsv(root: ShadowRoot, fileName: string): Promise<string[]> {
    const downloads = captureDownloads();
    try {
      buttonByName(root, 'Export CSV').click();
      const file = await waitFor(() => downloads.files.get(fileName), fileName);
      return (await file).split('\r\n');
    } finally {
      downloads.restore();
    }
  }

  it('offers the receipt of a stored-method payment, listing every account paid, as CSV', async () => {
    const { element, root, navigations } = await mountElement('coop-pay-accounts', {
      member: 'jordan.rivera',
    });
    await waitFor(() => root.querySelector('input[type="radio"]'), 'the form');
    for (const number of ['300100200', '300100201', '300100205'])
      fieldByLabel(root, `Pay account ${number}`).click();
    fieldByLabel(root, 'Checking ending 6789').click();
    await waitFor(() => root.querySelector('section[aria-label="Fees and taxes"] dl'), 'the fees');
    expect(totalText(root)).to.equal('Total payment: $595.15');
    buttonByName(root, 'Pay Now').click();
    await waitFor(() => navigations.length > 0, 'the result');
    const encodedParam = /encodedParam=([0-9a-f]+)/.exec(navigations[0] ?? '')?.[1] ?? '';
    element.remove();

    const page = await showResult(encodedParam);
    expect(normalized(page.querySelector('section section')?.textContent)).to.contain(
      'This payment paid 3 accounts, $595.15 in all.',
    );
    const confirmation = normalized(
      [...page.querySelectorAll('dl > div')]
        .find((row) => row.querySelector('dt')?.textContent === 'Confirmation number')
        ?.querySelector('dd')?.textContent,
    );
    const today = new Date();
    const date = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
    expect(await downloadedCsv(page, `payment-receipt-${confirmation}.csv`)).to.deep.equal([
      // Blob.text() reads the byte order mark the file starts with as no character.
      'Confirmation number,Payment date,Paid with,Account number,Service address,Amount paid',
      `${confirmation},${date},Bank account ending 6789,300100200,"1450 Willow Creek Rd, Riverbend, OR 97401",128.45`,
      `${confirmation},${date},Bank account ending 6789,300100201,"1452 Willow Creek Rd, Riverbend, OR 97401",54.1`,
      `${confirmation},${date},Bank account ending 6789,300100205,"4096 Sugar Pine Ln, Riverbend, OR 97404",412.6`,
      '',
    ]);
    await waitFor(
      () => alertTexts(page).includes(`payment-receipt-${confirmation}.csv is ready.`),
      'the status',
    );
    await expectNoAxeViolations(result!);
  });

  it('offers the receipt of a payment made on the hosted page', async () => {
    const { simulator, accessToken } = await mountElement('coop-pay-accounts', { member: 'jordan.rivera' });
    const encodedParam = await payOnHostedPage(simulator, accessToken ?? '');
    const page = await showResult(encodedParam);
    expect(normalized(page.querySelector('section section')?.textContent)).to.contain(
      'This payment paid 2 accounts, $20.00 in all.',
    );
    const confirmation = [...page.querySelectorAll('dd')]
      .map((value) => normalized(value.textContent))
      .find((text) => /^RB\d{8}$/.test(text));
    const lines = await downloadedCsv(page, `payment-receipt-${confirmation}.csv`);
    expect(lines.slice(1, 3).map((line) => line.split(',').slice(2, 4).join(','))).to.deep.equal([
      'Card ending 4242,300100200',
      'Card ending 4242,300100201',
    ]);
    await expectNoAxeViolations(result!);
  });
});
