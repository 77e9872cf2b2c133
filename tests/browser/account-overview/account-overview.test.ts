import { expect } from 'chai';
import '../../../widgets/coop-account-overview.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick } from '../support/keyboard.ts';
import { mountElement, unmountElement } from '../support/mount-element.ts';
import { buttonByName, dialogByName, waitFor } from '../support/shadow-queries.ts';
import { captureDownloads, espiEntries, espiReadings, espiText } from '../support/downloads.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { linkByText, texts } from '../portal/portal-test-support.ts';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** MM/dd/yyyy of today plus `days`, as the screen shows dates. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;
}

/** The label and value pairs of a card's description list: 'Label: value'. */
function cardLines(root: ShadowRoot, card: string): string[] {
  return [...root.querySelectorAll(`[data-card="${card}"] dl > div`)].map(
    (row) =>
      `${normalized(row.querySelector('dt')?.textContent)}: ${normalized(row.querySelector('dd')?.textContent)}`,
  );
}

/** Each banner as 'id: text', its paragraphs joined by a space. */
function banners(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('[data-banner]')].map(
    (banner) => `${banner.getAttribute('data-banner')}: ${texts(banner.querySelectorAll('p')).join(' ')}`,
  );
}

/** The amount of My Bill: its label and value. */
function amountDue(root: ShadowRoot): string {
  return texts(root.querySelectorAll('[data-card="my-bill"] [data-amount] > span')).join(' ');
}

function cardLinks(root: ShadowRoot, card: string): string[] {
  return texts(root.querySelectorAll(`[data-card="${card}"] li`));
}

/** A bill's row of the history table (rows are keyed 'bill-<n>' and 'payment-<n>'). */
const billRow = '[data-section="history"] tr[data-row-id^="bill-"]';

/** What a cell of a history row shows (without the label the narrow layout puts before it). */
function cellText(row: Element | null, column: number): string {
  return normalized(row?.querySelectorAll('td')[column]?.lastElementChild?.textContent);
}

describe('<coop-account-overview>', () => {
  let originalOpen: typeof window.open;

  beforeEach(() => {
    originalOpen = window.open;
  });

  afterEach(() => {
    window.open = originalOpen;
  });

  /** Signs Jordan Rivera in, opens the page at `?accountno=`, and waits for the history. */
  async function showAccount(
    accountNumber: string,
    attributes: Record<string, string> = {},
    site: (state: SimulatorState) => void = () => undefined,
  ) {
    const state = createSeedState(new Date());
    site(state);
    const mounted = await mountElement('coop-account-overview', {
      member: 'jordan.rivera',
      account: accountNumber,
      state,
      attributes,
    });
    const { root } = mounted;
    await waitFor(() => root.querySelector('[data-section="history"] tbody'), 'the history');
    await waitFor(
      () => normalized(root.querySelector('[data-card="my-account"]')?.textContent).includes(accountNumber),
      `the account ${accountNumber}`,
    );
    return mounted;
  }

  it('300100200: the capital credit refund banner, the account, its bill, the cards and their links', async () => {
    const { element, root } = await showAccount('300100200');
    expect(banners(root)).to.deep.equal([
      'capital-credit-refund: Your 2025 capital credit refund of $38.12 will be credited to your next bill. Thank you for being a member-owner.',
    ]);
    expect(cardLines(root, 'my-account')).to.deep.equal([
      'Account Holder: Jordan Rivera',
      'Account Number: 300100200',
      'Account Status: Active',
      'Service Address: 1450 Willow Creek Rd, Riverbend, OR 97401',
    ]);
    expect(amountDue(root)).to.equal('Total Amount Due $128.45');
    expect(cardLines(root, 'my-bill')).to.deep.equal([`Payment Due Date: ${dayFromToday(20)}`]);
    const payBill = root.querySelector<HTMLAnchorElement>('[data-card="my-bill"] a');
    expect(payBill?.textContent).to.equal('Pay Bill');
    expect(new URL(payBill?.href ?? '').hash).to.equal('#/billpayments/pay-multiple?accountno=300100200');
    expect(cardLines(root, 'account-status')).to.deep.equal(['Service Status: ON']);
    expect(root.querySelector('[data-card="budget-billing"], [data-card="arrangement-details"]')).to.equal(
      null,
    );
    expect(cardLinks(root, 'quick-links')).to.deep.equal([
      'Account Profile',
      'Manage Notifications',
      'Paperless Options',
      'Report Outage',
      'Service Requests',
      'Usage Tracker',
      'Capital Credit Letter',
    ]);
    expect(cardLinks(root, 'payment-programs')).to.deep.equal([
      'Auto Payments',
      'Average Billing',
      'Draft Payments',
      'Arrangements',
      'Pay Multiple Accounts',
      'Operation RoundUp',
    ]);
    expect(linkByText(root, 'View More')?.href).to.match(/#\/billpayments\/history$/);
    expect(linkByText(root, 'View Details')?.href).to.match(/#\/usage-tracker$/);
    expect(normalized(root.querySelector('[data-section="statement"] li')?.textContent)).to.equal(
      'The annual meeting of members is on the second Saturday of September at the Riverbend Fairgrounds.',
    );
    await expectNoAxeViolations(element);
  });

  it('300100200: the Billed Usage Summary draws the last 12 bills as bars, with the same numbers in its table', async () => {
    const { element, root } = await showAccount('300100200');
    const section = root.querySelector('[data-section="usage"]');
    expect(normalized(section?.querySelector('h3')?.textContent)).to.equal('Billed Usage Summary');
    const plot = section?.querySelector('[part~="plot"]');
    await waitFor(() => plot?.querySelector('canvas'), 'the usage chart');
    const toggle = [...(section?.querySelectorAll('button') ?? [])].find(
      (button) => normalized(button.textContent) === 'Show the numbers as a table',
    );
    toggle?.click();
    await waitFor(() => section?.querySelector('table'), 'the usage table');
    const rows = [...(section?.querySelectorAll('table tr') ?? [])].map((row) => texts(row.children));
    expect(rows[0]).to.deep.equal(['Bill Date', 'Usage']);
    const bills = rows.slice(1);
    expect(bills).to.have.length(12);
    for (const [billDate, usage] of bills) {
      expect(billDate).to.match(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(usage).to.match(/^\d{1,3}(,\d{3})* kWh$/);
    }
    // The text alternative names the first and last bill and the extremes the table lists.
    const amounts = bills.map(([, usage]) => Number(usage?.replace(/[^\d]/g, '')));
    const lowest = bills[amounts.indexOf(Math.min(...amounts))];
    const highest = bills[amounts.indexOf(Math.max(...amounts))];
    expect(plot?.getAttribute('aria-label')).to.equal(
      `Billed Usage Summary, ${bills[0]?.[0]} to ${bills[11]?.[0]}. Usage: lowest ${lowest?.[1]} on ${lowest?.[0]}, highest ${highest?.[1]} on ${highest?.[0]}.`,
    );
    // One table only: the chart's own.
    expect(section?.querySelectorAll('table')).to.have.length(1);
    await expectNoAxeViolations(element);
  });

  it('300100200: the Billed Usage Summary offers its bills as Green Button files, a reading and a UsageSummary a bill', async () => {
    const { element, root } = await showAccount('300100200');
    const section = root.querySelector('[data-section="usage"]')!;
    const panel = await waitFor(
      () => section.querySelector<HTMLElement>('[data-section="green-button"]'),
      'the Green Button panel',
    );
    expect(normalized(panel.querySelector('h4')?.textContent)).to.equal('Green Button Download My Data');
    expect(texts(panel.querySelectorAll('button'))).to.deep.equal([
      'Download Green Button data (XML)',
      'Download as CSV',
    ]);
    await expectNoAxeViolations(element);

    // The bills the graph draws, as its table of numbers lists them.
    await waitFor(() => section.querySelector('[part~="plot"] canvas'), 'the usage chart');
    [...section.querySelectorAll('button')]
      .find((button) => normalized(button.textContent) === 'Show the numbers as a table')
      ?.click();
    await waitFor(() => section.querySelector('table'), 'the usage table');
    const billed = [...section.querySelectorAll('table tr')].slice(1).map((row) => texts(row.children)[1]);

    const downloads = captureDownloads();
    try {
      buttonByName(root, 'Download Green Button data (XML)').click();
      buttonByName(root, 'Download as CSV').click();
      const xml = await downloads.files.get('green-button-300100200.xml')!;
      expect(
        espiReadings(xml).map((reading) => `${(reading.value / 1000).toLocaleString('en-US')} kWh`),
      ).to.deep.equal(billed);
      const entries = espiEntries(xml);
      expect(entries.filter((entry) => entry.kind === 'UsageSummary')).to.have.length(12);
      const usagePoint = entries.find((entry) => entry.kind === 'UsagePoint')!.resource;
      expect(espiText(usagePoint, 'kind')).to.equal('0');
      const csv = (await downloads.files.get('green-button-300100200.csv')!).trim().split(/\r?\n/);
      expect(csv[0]).to.equal('Start,End,Duration (seconds),Usage (kWh)');
      expect(csv).to.have.length(13);
      await waitFor(
        () =>
          normalized(panel.querySelector('[role="status"]')?.textContent) ===
          'green-button-300100200.csv is ready.',
        'the status',
      );
    } finally {
      downloads.restore();
    }
  });

  it('Report Outage goes to the outage screen with accountno, memberno, locationid and accounttype', async () => {
    const { root } = await showAccount('300100200');
    const reportOutage = root.querySelector<HTMLAnchorElement>('[data-card="account-status"] a');
    expect(normalized(reportOutage?.textContent)).to.equal('Report Outage');
    const address = new URL(reportOutage?.href ?? '');
    expect(address.hash).to.equal(
      '#/pages/outage-status?accountno=300100200&memberno=1001&locationid=7100200&accounttype=Electric',
    );
  });

  it('lists payments and bills newest first in ten rows, nine of them records', async () => {
    const { root } = await showAccount('300100200');
    const rows = [...root.querySelectorAll('[data-section="history"] tbody tr')];
    expect(rows).to.have.length(10);
    const records = rows.filter((row) => row.hasAttribute('data-row-id'));
    expect(records).to.have.length(9);
    expect(rows.at(-1)?.getAttribute('aria-hidden')).to.equal('true');
    const dates = records.map((row) => cellText(row, 0));
    const instants = dates.map((date) => {
      const [month, day, year] = date.split('/').map(Number);
      return new Date(year ?? 0, (month ?? 1) - 1, day).getTime();
    });
    expect([...instants].sort((a, b) => b - a)).to.deep.equal(instants);
    expect(records.map((row) => cellText(row, 1))).to.include.members(['Bill', 'Payment']);
    // View Bill on bills only.
    for (const row of records) {
      expect(row.querySelector('button') !== null).to.equal(cellText(row, 1) === 'Bill');
    }
  });

  it('View Bill opens the statement in the PDF viewer, its first page drawn, focus inside the dialog', async function () {
    // pdf.js loads on the first opening: slower than a test's default 10 s on a busy machine.
    this.timeout(30_000);
    const { element, root } = await showAccount('300100200');
    const firstBill = root.querySelector<HTMLButtonElement>(`${billRow} button`);
    const billDate = cellText(root.querySelector(billRow), 0);
    firstBill?.click();
    const dialog = await waitFor(() => dialogByName(root, `Bill of ${billDate}`), 'the bill viewer');
    await waitFor(() => dialog.querySelector('canvas'), 'the first page drawn', 25_000);
    await nextTick();
    expect(dialog.contains(deepActiveElement())).to.equal(true);
    await expectNoAxeViolations(element);
  });

  it("says 'Bill History File not found.' when the statement cannot be had", async () => {
    const { root, simulator } = await showAccount('300100200');
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/bills/view', status: 404 },
    });
    root.querySelector<HTMLButtonElement>(`${billRow} button`)?.click();
    await waitFor(
      () =>
        [...root.querySelectorAll('[role="dialog"] *')].some(
          (node) => normalized(node.textContent) === 'Bill History File not found.',
        ),
      'the missing-file message',
    );
  });

  it('300100201: Average billing differences, the AutoPay note, Budget Billing and Submit Meter Reading', async () => {
    const { element, root } = await showAccount('300100201');
    expect(banners(root)).to.deep.equal([]);
    expect(cardLines(root, 'my-bill')).to.deep.equal([
      'Year-to-Date Average Billing Difference: $8.40',
      'Net Account Balance: $62.50',
      `Payment Due Date: ${dayFromToday(18)}`,
    ]);
    expect(amountDue(root)).to.equal('Total Amount Due $54.10');
    expect(normalized(root.querySelector('[data-card="my-bill"]')?.textContent)).to.contain(
      'You are enrolled in AutoPay.',
    );
    expect(cardLines(root, 'budget-billing')[0]).to.equal('Billing Type: Average');
    expect(cardLines(root, 'account-status')).to.deep.equal(['Service Status: N/A']);
    expect(cardLinks(root, 'quick-links')).to.include('Submit Meter Reading');
    await expectNoAxeViolations(element);
  });

  it('300100202: the cut-off notice, the active outage with its restoration time, past due and the cut-off date', async () => {
    const { element, root } = await showAccount('300100202');
    const shown = banners(root);
    expect(shown[0]).to.equal(
      `cut-off: Your service is scheduled for disconnection on ${dayFromToday(5)}. Pay the past due amount of $118.90 to avoid disconnection.`,
    );
    expect(shown[1]).to.match(
      /^active-outage: There is an active outage interrupting the service in your area\. The estimated restoration time is \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    expect(shown).to.have.length(2);
    expect(cardLines(root, 'my-bill')).to.deep.equal([
      'Past Due Amount: $118.90',
      `Cut-off Date: ${dayFromToday(5)}`,
    ]);
    expect(cardLines(root, 'account-status')).to.deep.equal(['Service Status: OFF']);
    await expectNoAxeViolations(element);
  });

  it("an active outage without a restoration time says 'is not yet known.'", async () => {
    const { root } = await mountElement('coop-account-overview', {
      member: 'jordan.rivera',
      account: '300100202',
      // The seed has a restoration time; the info answer without it is arranged with a fault body.
      arrange: async (simulator, accessToken) => {
        const info = await (
          await simulator.call('/api/v3/members/1001/accounts/300100202/info', {
            headers: { Authorization: `Bearer ${accessToken}` },
          })
        ).json();
        await simulator.call('/api/__simulator/faults', {
          method: 'POST',
          json: {
            method: 'GET',
            path: '/accounts/300100202/info',
            status: 200,
            body: { ...info, estimatedTimeOfRestoration: null },
            times: 5,
          },
        });
      },
    });
    const banner = await waitFor(
      () => root.querySelector('[data-banner="active-outage"]'),
      'the outage notice',
    );
    expect(normalized(banner.textContent)).to.equal(
      'There is an active outage interrupting the service in your area. The estimated restoration time is not yet known.',
    );
  });

  it('300100203: prepaid, the prepaid disconnect alert, Account Balance and no due date', async () => {
    const { element, root } = await showAccount('300100203');
    expect(banners(root)).to.deep.equal([
      'prepaid-disconnect: Your prepaid balance is running low. Service is disconnected when the balance falls below $0.00: add funds to keep your power on.',
    ]);
    expect(amountDue(root)).to.equal('Account Balance $36.40');
    expect(cardLines(root, 'my-bill')).to.deep.equal(['Payment Due Date: N/A']);
    expect(cardLinks(root, 'quick-links')).not.to.include('Submit Meter Reading');
    await expectNoAxeViolations(element);
  });

  it('300100204: Final Billed, the returned-items notice, and the no-bill dialog on the latest bill', async () => {
    const { element, root } = await showAccount('300100204');
    expect(banners(root)).to.deep.equal([
      'returned-items: This account has returned payments. Please contact us to resolve them before paying by check or bank account.',
    ]);
    expect(cardLines(root, 'my-account')).to.include('Account Status: Inactive');
    root.querySelector<HTMLButtonElement>(`${billRow} button`)?.click();
    const dialog = await waitFor(() => dialogByName(root, 'Bill Not Available'), 'the no-bill dialog');
    expect(normalized(dialog.querySelector('p')?.textContent)).to.equal(
      'The billing statement is not available. Please check back soon.',
    );
    await nextTick();
    expect(dialog.contains(deepActiveElement())).to.equal(true);
    await expectNoAxeViolations(element);
  });

  it('300100205: the arrangement banner with its overdue notice, Budget billing and the arrangement card', async () => {
    const { element, root } = await showAccount('300100205');
    expect(banners(root)).to.deep.equal([
      `arrangement: Payment arrangement: 6 monthly payments of $45.00 Your arrangement payment of $45.00 was due on ${dayFromToday(-3)} and is overdue.`,
    ]);
    expect(root.querySelector('[data-banner="arrangement"] [role="alert"]')).not.to.equal(null);
    expect(cardLines(root, 'arrangement-details')).to.deep.equal([
      'Arrangement Balance: $270.00',
      'Next Payment Amount: $45.00',
      `Next Payment Due Date: ${dayFromToday(-3)}`,
    ]);
    expect(
      normalized(root.querySelector('[data-card="arrangement-details"] [role="alert"]')?.textContent),
    ).to.equal('Overdue');
    expect(cardLines(root, 'budget-billing')).to.deep.equal([
      'Billing Type: Budget',
      'Year-to-Date Budget Difference: $86.35',
      'Net Account Balance: $498.95',
    ]);
    await expectNoAxeViolations(element);
  });

  it('My Meter opens the meter link in a new tab', async () => {
    const { root } = await showAccount('300100200');
    const opened: unknown[][] = [];
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    const myMeter = [...root.querySelectorAll('button')].find((button) =>
      normalized(button.textContent).startsWith('My Meter'),
    );
    myMeter?.click();
    await waitFor(() => opened.length > 0, 'the new tab');
    expect(opened[0]?.[1]).to.equal('_blank');
    expect(opened[0]?.[2]).to.equal('noopener,noreferrer');
    expect(String(opened[0]?.[0])).to.contain('300100200');
  });

  it('My Meter opens nothing on an origin the page does not list, and says the link cannot be had', async () => {
    const { root, simulator } = await showAccount('300100200');
    const opened: unknown[][] = [];
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: {
        method: 'GET',
        path: '/meter-link',
        status: 200,
        body: { link: 'https://meters.evil.example/portal?webToken=a1b2c3d4e5f6' },
      },
    });
    const logged: string[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    try {
      const myMeter = [...root.querySelectorAll('button')].find((button) =>
        normalized(button.textContent).startsWith('My Meter'),
      );
      myMeter?.click();
      const alert = await waitFor(
        () => root.querySelector('[data-section="usage"] [role="alert"]'),
        'the refused link',
      );
      expect(normalized(alert.textContent)).to.equal('Service unavailable, please contact administrator.');
    } finally {
      console.error = originalError;
    }
    expect(opened).to.deep.equal([]);
    expect(logged).to.deep.equal([
      '[coop] meter portal address rejected: meter portal address origin https://meters.evil.example is not on the allow-list',
    ]);
  });

  it('My Meter opens a link on an origin the page lists in meter-portal-origins', async () => {
    const { root, simulator } = await showAccount('300100200', {
      'meter-portal-origins': 'https://meters.riverbend.example',
    });
    const opened: unknown[][] = [];
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: {
        method: 'GET',
        path: '/meter-link',
        status: 200,
        body: { link: 'https://meters.riverbend.example/portal?webToken=a1b2c3d4e5f6' },
      },
    });
    const myMeter = [...root.querySelectorAll('button')].find((button) =>
      normalized(button.textContent).startsWith('My Meter'),
    );
    myMeter?.click();
    await waitFor(() => opened.length > 0, 'the new tab');
    expect(opened[0]).to.deep.equal([
      'https://meters.riverbend.example/portal?webToken=a1b2c3d4e5f6',
      '_blank',
      'noopener,noreferrer',
    ]);
  });

  it("My Meter says 'Service unavailable, please contact administrator.' when the link cannot be had", async () => {
    const { element, root, simulator } = await showAccount('300100200');
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/meter-link', status: 500 },
    });
    const myMeter = [...root.querySelectorAll('button')].find((button) =>
      normalized(button.textContent).startsWith('My Meter'),
    );
    myMeter?.click();
    const alert = await waitFor(
      () => root.querySelector('[data-section="usage"] [role="alert"]'),
      'the meter link failure',
    );
    expect(normalized(alert.textContent)).to.equal('Service unavailable, please contact administrator.');
    await expectNoAxeViolations(element);
  });

  it('the basic layout keeps My Account and My Bill, and leaves out the other cards and the usage graph', async () => {
    const { root } = await showAccount('300100205', { layout: 'basic' });
    expect(
      [...root.querySelectorAll('[data-card]')].map((card) => card.getAttribute('data-card')),
    ).to.deep.equal(['my-account', 'my-bill']);
    expect(root.querySelector('[data-section="usage"]')).to.equal(null);
    expect(banners(root)).to.have.length(1);
  });

  it("takes the site's layout and usage graph setting, the element's layout attribute overriding them", async () => {
    const basicSite = (state: SimulatorState) => {
      siteOf(state, riverbendApplicationId).configuration.accountOverviewLayout = 'basic';
    };
    let root = (await showAccount('300100200', {}, basicSite)).root;
    expect(
      [...root.querySelectorAll('[data-card]')].map((card) => card.getAttribute('data-card')),
    ).to.deep.equal(['my-account', 'my-bill']);
    await unmountElement();

    root = (await showAccount('300100200', { layout: 'detailed' }, basicSite)).root;
    expect(root.querySelectorAll('[data-card]').length).to.be.greaterThan(2);
    expect(root.querySelector('[data-section="usage"]')).to.not.equal(null);
    await unmountElement();

    root = (
      await showAccount('300100200', {}, (state) => {
        siteOf(state, riverbendApplicationId).configuration.usageGraphEnabled = false;
      })
    ).root;
    expect(root.querySelector('[data-section="usage"]')).to.equal(null);
  });

  it("leaves View Details' navigation state for the portal page it sends the member to", async () => {
    const { root, navigations } = await showAccount('300100200', { 'portal-url': '/portal.html' });
    const viewDetails = [...root.querySelectorAll('a')].find(
      (link) => normalized(link.textContent) === 'View Details',
    );
    viewDetails?.click();
    const target = new URL('/portal.html#/usage-tracker', location.href).href;
    expect(navigations).to.deep.equal([target]);
    const handOff = JSON.parse(sessionStorage.getItem('coop.navigationHandOff') ?? 'null') as {
      url: string;
      state: unknown;
    } | null;
    expect(handOff).to.include({ url: target });
    expect(handOff?.state).to.deep.equal({ isMonthlyUsageTab: true });
  });

  it('a failed account info shows the returned error with Try again', async () => {
    const { element, root } = await mountElement('coop-account-overview', {
      member: 'jordan.rivera',
      faults: [{ method: 'GET', path: '/info', status: 500 }],
    });
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), 'the failure');
    expect(normalized(alert.textContent)).to.equal(
      'We are unable to process your request at this time. Please try again later.',
    );
    await expectNoAxeViolations(element);
  });

  it('a visitor sees the Sign In form in its place', async () => {
    const { element, root } = await mountElement('coop-account-overview');
    await waitFor(() => root.querySelector('input[type="password"]'), 'the sign-in form');
    expect(root.querySelector('[data-card]')).to.equal(null);
    await expectNoAxeViolations(element);
  });
});
