import { expect } from 'chai';
import '../../../widgets/coop-manage-notifications.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { addContact } from '../../../src/api/manage-contacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import { testClient } from '../support/session.ts';
import {
  alertTexts,
  buttonByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

const alertsPath = '/api/v3/members/1001/accounts/300100200/alerts';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function box(root: ShadowRoot, name: string): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="${name}"]`);
  if (!input) throw new Error(`No box named "${name}"`);
  return input;
}

/** Each row of the grid: its alert name, its state, and its boxes checked (1) or not (0). */
function rows(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('tbody tr')].map((row) => {
    const [name, , state] = [...row.querySelectorAll('th span')].map((span) => normalized(span.textContent));
    const boxes = [...row.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      .map((input) => (input.checked ? '1' : '0'))
      .join('');
    return `${name} | ${state} | ${boxes}`;
  });
}

const seededRows = [
  'Outage | Off | 00',
  'Bill ready | On for 1 contact | 10',
  'Payment due reminder | On for 1 contact | 10',
  'Payment received | Off | 00',
  'Upcoming draft | Off | 00',
  'High usage | Off | 00',
  'Projected bill | Off | 00',
];

describe('<coop-manage-notifications>', () => {
  interface ShowOptions {
    width?: number;
    accountNumber?: string;
    faults?: object[];
    noContacts?: boolean;
    unconfirmed?: boolean;
  }

  /** Adds a mobile number for Jordan Rivera whose code is never entered. */
  async function addUnconfirmedMobile(simulator: InstalledSimulator, accessToken: string | undefined) {
    if (!accessToken) throw new Error('Nobody is signed in');
    await addContact(
      testClient(simulator),
      { memberNumber: '1001', accessToken },
      { kind: 'mobile', value: '(555) 010-7788' },
    );
  }

  /** Jordan Rivera signed in, open on `accountNumber`; shown once its alerts (or a notice) are. */
  async function show({
    width = 1280,
    accountNumber = '300100200',
    faults = [],
    noContacts,
    unconfirmed,
  }: ShowOptions = {}) {
    const state = createSeedState(new Date());
    if (noContacts) state.manageContacts.sites['RIVERBEND-WEB']!['1001']!.contacts = [];
    const mounted = await mountElement('coop-manage-notifications', {
      member: 'jordan.rivera',
      account: accountNumber,
      state,
      faults,
      width,
      ...(unconfirmed ? { arrange: addUnconfirmedMobile } : {}),
    });
    const { root } = mounted;
    await waitFor(
      () =>
        root.querySelector('tbody tr') ||
        queryButton(root, 'Try again') ||
        root.querySelector('[role="status"] a'),
      'the alerts',
    );
    return mounted;
  }

  it('shows 300100200’s grid at 1280 px: a column per confirmed contact, the seeded alerts checked', async () => {
    const { element, root } = await show();
    expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Manage Notifications');
    expect(normalized(root.querySelector('caption')?.textContent)).to.equal('Alerts for account 300100200');
    expect(normalized(root.querySelector('dl')?.textContent)).to.contain(
      '1450 Willow Creek Rd, Riverbend, OR 97401',
    );
    expect([...root.querySelectorAll('thead th')].map((th) => normalized(th.textContent))).to.deep.equal([
      'Alert',
      'Email jordan.rivera@example.com',
      'Text (555) 010-4821',
      'Setting',
    ]);
    expect(rows(root)).to.deep.equal(seededRows);
    expect(root.querySelector<HTMLSelectElement>('tr[data-alert-type="PAYMENT_DUE"] select')?.value).to.equal(
      '3',
    );
    expect(getComputedStyle(root.querySelector('thead')!).display).to.equal('table-header-group');
    await expectNoAxeViolations(element);
  });

  it('shows a card per alert type at 375 px, each box labelled with its contact', async () => {
    const { element, root } = await show({ width: 375 });
    expect(rows(root)).to.deep.equal(seededRows);
    // Each box is labelled by its contact: the column headings are not laid out.
    expect(getComputedStyle(root.querySelector('thead')!).display).to.equal('none');
    const outage = root.querySelector('tr[data-alert-type="OUTAGE"]')!;
    expect(getComputedStyle(outage).display).to.equal('grid');
    expect([...outage.querySelectorAll('label')].map((label) => normalized(label.textContent))).to.deep.equal(
      ['jordan.rivera@example.com', '(555) 010-4821'],
    );
    expect(outage.getBoundingClientRect().width).to.be.at.most(375);
    await expectNoAxeViolations(element);
  });

  it('offers no high-usage alert on the water account 300100201', async () => {
    const { element, root } = await show({ accountNumber: '300100201' });
    expect(rows(root).map((row) => row.split(' | ')[0])).to.deep.equal([
      'Outage',
      'Bill ready',
      'Payment due reminder',
      'Payment received',
      'Upcoming draft',
      'Projected bill',
    ]);
    await expectNoAxeViolations(element);
  });

  for (const width of [1280, 375]) {
    it(`shows the catalogue’s message with Try again when the alerts fail to load (${width} px)`, async () => {
      const { element, root } = await show({
        width,
        faults: [{ method: 'GET', path: '/alerts', status: 500, times: 10 }],
      });
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      await expectNoAxeViolations(element);
    });
  }

  for (const width of [1280, 375]) {
    it(`sends a member without a confirmed contact to Manage Contacts (${width} px)`, async () => {
      const { element, root } = await show({ width, noContacts: true });
      expect(alertTexts(root)).to.deep.equal([
        'You have no confirmed contact yet. Add an email address or a mobile number and confirm it with its code to receive alerts. Manage Contacts',
      ]);
      expect(root.querySelector('table')).to.equal(null);
      await expectNoAxeViolations(element);
    });
  }

  it('leaves out a contact waiting for its code, and says so', async () => {
    const { element, root } = await show({ unconfirmed: true });
    expect(root.querySelectorAll('thead th')).to.have.length(4);
    expect(normalized(root.querySelector('form > p')?.textContent)).to.equal(
      '1 contact is waiting for its code and cannot receive alerts yet. Manage Contacts',
    );
    await expectNoAxeViolations(element);
  });

  for (const width of [1280, 375]) {
    it(`saves one type turned off and another turned on, every other type unchanged (${width} px)`, async () => {
      const { element, root, simulator } = await show({ width });
      box(root, 'Outage to (555) 010-4821').click();
      box(root, 'Bill ready to jordan.rivera@example.com').click();
      await waitFor(() => rows(root)[0] === 'Outage | On for 1 contact | 01', 'the outage row on');
      buttonByName(root, 'Save alerts').click();
      await waitFor(() => alertTexts(root).length > 0, 'the answer');
      expect(alertTexts(root)).to.deep.equal(['Your alerts for account 300100200 were saved.']);
      expect(rows(root)).to.deep.equal([
        'Outage | On for 1 contact | 01',
        'Bill ready | Off | 00',
        'Payment due reminder | On for 1 contact | 10',
        ...seededRows.slice(3),
      ]);
      expect(
        simulator.requests.filter((request) => request.path === alertsPath).map((request) => request.method),
      ).to.deep.equal(['GET', 'PUT', 'GET']);
      await expectNoAxeViolations(element);
    });

    it(`asks for the kWh of a high-usage alert on its field, and focuses it (${width} px)`, async () => {
      const { element, root } = await show({ width });
      box(root, 'High usage to (555) 010-4821').click();
      buttonByName(root, 'Save alerts').click();
      const field = fieldByLabel(root, 'Daily usage above (kWh)');
      await waitFor(() => field.getAttribute('aria-invalid') === 'true', 'the field error');
      expect(
        normalized(root.querySelector('tr[data-alert-type="HIGH_USAGE"] [part~="error"]')?.textContent),
      ).to.equal('Please enter the daily usage in kWh.');
      expect(deepActiveElement()).to.equal(field);
      await expectNoAxeViolations(element);

      setInputValue(field, '1000');
      await waitFor(
        () =>
          normalized(root.querySelector('tr[data-alert-type="HIGH_USAGE"] [part~="error"]')?.textContent) ===
          'Enter a whole number of kWh from 1 to 999.',
        'the range error',
      );
      setInputValue(field, '60');
      buttonByName(root, 'Save alerts').click();
      await waitFor(
        () => alertTexts(root).includes('Your alerts for account 300100200 were saved.'),
        'the save',
      );
      expect(fieldByLabel(root, 'Daily usage above (kWh)').value).to.equal('60');
    });
  }

  it('keeps what the member chose when the save fails, with the message focused', async () => {
    const { element, root } = await show({
      faults: [{ method: 'PUT', path: '/alerts', status: 500, times: 1 }],
    });
    box(root, 'Payment received to jordan.rivera@example.com').click();
    buttonByName(root, 'Save alerts').click();
    await waitFor(() => alertTexts(root).length > 0, 'the failure');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    expect(box(root, 'Payment received to jordan.rivera@example.com').checked).to.equal(true);
    expect(deepActiveElement()?.contains(root.querySelector('[role="alert"]'))).to.equal(true);
    await expectNoAxeViolations(element);
  });
});
