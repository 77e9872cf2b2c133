import { expect } from 'chai';
import '../../../widgets/coop-service-requests.ts';
import '../../../widgets/coop-portal.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import {
  currentRoute,
  mountPortal,
  openAt,
  resetPage,
  signIn,
  texts,
  waitForHeading,
  waitForRoute,
} from '../portal/portal-test-support.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  chooseWithArrows,
  deepActiveElement,
  sendWithEnter,
  tabAndType,
  tabTo,
} from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import { alertTexts, buttonByName, fieldByLabel, queryButton, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

const originalAddress = `${location.pathname}${location.search}`;
const generic = 'We are unable to process your request at this time. Please try again later.';
const incomplete = 'Choose a service type and enter a valid phone number to submit.';
const serviceTypes = [
  'Start Service',
  'Stop Service',
  'Transfer Service',
  'Outdoor Light Repair',
  'Right-of-Way Maintenance',
];
const datePattern = /^\d{2}\/\d{2}\/\d{4}$/;

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The account line above the form, as 'Label: value'. */
function accountLines(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('dl > div')].map(
    (row) =>
      `${normalized(row.querySelector('dt')?.textContent)}: ${normalized(row.querySelector('dd')?.textContent)}`,
  );
}

/** Each shown history row as its cells' values (without the label the narrow layout puts first). */
function historyRows(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('[data-section="history"] tbody tr[data-row-id]')].map((row) =>
    [...row.querySelectorAll('td, th')].map((cell) =>
      normalized(cell.lastElementChild?.textContent ?? cell.textContent),
    ),
  );
}

function selectByLabel(root: ShadowRoot, label: string): HTMLSelectElement {
  const match = [...root.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === label,
  );
  const select = match?.htmlFor ? root.getElementById(match.htmlFor) : null;
  if (!(select instanceof HTMLSelectElement)) throw new Error(`No select labelled "${label}"`);
  return select;
}

function textareaByLabel(root: ShadowRoot, label: string): HTMLTextAreaElement {
  const match = [...root.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === label,
  );
  const area = match?.htmlFor ? root.getElementById(match.htmlFor) : null;
  if (!(area instanceof HTMLTextAreaElement)) throw new Error(`No text area labelled "${label}"`);
  return area;
}

/** Chooses an option as a member would: focus, change, leave. */
function choose(select: HTMLSelectElement, value: string): void {
  select.focus();
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  select.blur();
}

/** Types into a field as a member would: focus, the value, leave. */
function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  input.focus();
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.blur();
}

/** The validation messages shown on the fields. */
function fieldErrors(root: ShadowRoot): string[] {
  return texts(root.querySelectorAll('[part~="error"]')).filter(Boolean);
}

for (const width of [1280, 375]) {
  describe(`<coop-service-requests> at ${width} px`, () => {
    interface ShowOptions {
      readonly faults?: readonly object[];
      readonly state?: (state: SimulatorState) => void;
    }

    /** Signs Jordan Rivera in and opens the element on `accountNumber` (`?accountno=`). */
    function show(accountNumber: string, { faults = [], state }: ShowOptions = {}) {
      const seed = createSeedState(new Date());
      state?.(seed);
      return mountElement('coop-service-requests', {
        member: 'jordan.rivera',
        account: accountNumber,
        faults,
        state: seed,
        width,
      });
    }

    async function loadedForm(root: ShadowRoot) {
      return waitFor(() => root.querySelector<HTMLFormElement>('[data-form="service-request"]'), 'the form');
    }

    function expectNoSidewaysScroll() {
      expect(document.documentElement.scrollWidth, 'the page’s width').to.be.at.most(width);
    }

    it('300100200: the form with Submit disabled, and the history 5 a page, newest first', async () => {
      const { element, root } = await show('300100200');
      const form = await loadedForm(root);
      await waitFor(() => historyRows(root).length > 0, 'the history');
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Service Requests');
      expect(accountLines(root)).to.deep.equal(['Account: 300100200']);
      expect(texts(root.querySelectorAll('h3'))).to.deep.equal([
        'Request a Service',
        'Service Request History',
      ]);
      const type = selectByLabel(root, 'Service Type');
      expect([...type.options].map((option) => option.text)).to.deep.equal([
        'Select a service type',
        ...serviceTypes,
      ]);
      expect(type.getAttribute('aria-required')).to.equal('true');
      const phone = fieldByLabel(root, 'Phone Number');
      expect(phone.maxLength).to.equal(14);
      expect(phone.getAttribute('aria-required')).to.equal('true');
      expect(textareaByLabel(root, 'Comments').maxLength).to.equal(400);
      expect(normalized(form.textContent)).to.contain('400 characters left');
      const submit = buttonByName(root, 'Submit');
      expect(submit.disabled).to.equal(true);
      expect(
        normalized(root.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent),
      ).to.equal(incomplete);
      expect(texts(root.querySelectorAll('[data-section="history"] thead th'))).to.deep.equal([
        'Services',
        'Requested date',
        'Requested Number',
        'Review Status',
      ]);
      const rows = historyRows(root);
      expect(rows).to.have.length(5);
      expect(rows[0]).to.deep.equal([rows[0]![0], rows[0]![1], '104107', 'Pending review']);
      expect(rows[0]![0]).to.equal('Outdoor Light Repair');
      for (const row of rows) expect(row[1]).to.match(datePattern);
      expect(rows.map((row) => row[2])).to.deep.equal(['104107', '104106', '104105', '104104', '104103']);
      const pagination = root.querySelector('[data-section="history"] [part~="pagination"]');
      expect(normalized(pagination?.textContent)).to.contain('Rows 1–5 of 7');
      const pageSize = pagination!.querySelector('select')!;
      expect([...pageSize.options].map((option) => option.value)).to.deep.equal([
        '5',
        '10',
        '25',
        '50',
        '100',
      ]);
      expect(pageSize.value).to.equal('5');
      expectNoSidewaysScroll();
      // One snapshot for both widths: the phone layout gives a screen reader the same page.
      await expectAriaSnapshot('service-requests');
      await expectNoAxeViolations(element);

      buttonByName(root, 'Next page').click();
      await waitFor(() => historyRows(root).length === 2, 'page 2 with the last 2');
      expect(historyRows(root).map((row) => row[2])).to.deep.equal(['104102', '104101']);
    });

    it('says each rule’s message when the member leaves a field, and enables Submit once all hold', async () => {
      const { element, root } = await show('300100200');
      await loadedForm(root);
      const type = selectByLabel(root, 'Service Type');
      type.focus();
      type.blur();
      await waitFor(() => type.getAttribute('aria-invalid') === 'true', 'the service type’s error');
      expect(fieldErrors(root)).to.deep.equal(['Service Type is required.']);
      const phone = fieldByLabel(root, 'Phone Number');
      phone.focus();
      phone.blur();
      await waitFor(() => fieldErrors(root).length === 2, 'the phone’s error');
      expect(fieldErrors(root)).to.deep.equal(['Service Type is required.', 'Phone number is required.']);
      await expectAriaSnapshot('service-requests-field-errors');
      await expectNoAxeViolations(element);

      typeInto(phone, '0875551234');
      await waitFor(
        () => fieldErrors(root).includes('Invalid phone format. (Ex: (987) 456-1230)'),
        'the format',
      );
      expect(phone.value).to.equal('(087) 555-1234');
      typeInto(phone, '5410551234');
      await waitFor(() => phone.value === '(541) 055-1234', 'the typed number');
      expect(fieldErrors(root)).to.include('Invalid phone format. (Ex: (987) 456-1230)');
      await expectNoAxeViolations(element);

      typeInto(phone, '5415550148');
      choose(type, 'OLR');
      await waitFor(() => fieldErrors(root).length === 0, 'the errors cleared');
      expect(buttonByName(root, 'Submit').disabled).to.equal(false);
      typeInto(textareaByLabel(root, 'Comments'), 'Light is out.');
      await waitFor(() => normalized(root.textContent).includes('387 characters left'), 'the count');
    });

    it('submits a request, shows the back office’s message, empties the form and lists the request first', async () => {
      const { element, root, simulator } = await show('300100200');
      await loadedForm(root);
      await waitFor(() => historyRows(root).length === 5, 'the history');
      choose(selectByLabel(root, 'Service Type'), 'ROW');
      typeInto(fieldByLabel(root, 'Phone Number'), '5415550148');
      typeInto(textareaByLabel(root, 'Comments'), 'Branches on the line by the gate.');
      buttonByName(root, 'Submit').click();
      await waitFor(() => historyRows(root)[0]?.[2] === '104108', 'the new request in the history');
      await waitFor(() => alertTexts(root).length > 0, 'the answer');
      expect(alertTexts(root)).to.deep.equal([
        'Your service request has been submitted. Your request number is 104108.',
      ]);
      expect(historyRows(root)[0]).to.deep.equal([
        'Right-of-Way Maintenance',
        historyRows(root)[0]![1],
        '104108',
        'Pending review',
      ]);
      expect(selectByLabel(root, 'Service Type').value).to.equal('');
      expect(fieldByLabel(root, 'Phone Number').value).to.equal('');
      expect(buttonByName(root, 'Submit').disabled).to.equal(true);
      const sent = simulator.requests.filter((request) => request.path.endsWith('/processserviceorder'));
      expect(sent.map((request) => request.method)).to.deep.equal(['POST']);
      expect(
        root.querySelector('[data-section="form"] [tabindex="-1"]')?.contains(deepActiveElement()),
      ).to.equal(true);
      await expectNoAxeViolations(element);
    });

    it('is sent with the keyboard alone: Tab from field to field, the arrows for the type, Enter on Submit', async () => {
      const { element, root, simulator } = await show('300100200');
      await loadedForm(root);
      const serviceType = selectByLabel(root, 'Service Type');
      await tabTo(serviceType);
      await chooseWithArrows(serviceType, 'Outdoor Light Repair');
      await tabAndType([
        [fieldByLabel(root, 'Phone Number'), '5415550148'],
        [textareaByLabel(root, 'Comments'), 'Light is out.'],
      ]);
      await sendWithEnter(root.querySelector('form')!, buttonByName(root, 'Submit'));
      await waitFor(() => alertTexts(root).length > 0, 'the answer');
      expect(alertTexts(root)).to.deep.equal([
        'Your service request has been submitted. Your request number is 104108.',
      ]);
      const sent = simulator.requests.filter((request) => request.path.endsWith('/processserviceorder'));
      expect(sent.map((request) => request.method)).to.deep.equal(['POST']);
      await expectNoAxeViolations(element);
    });

    it('shows the first message of a 400 and keeps what the member typed', async () => {
      const { element, root } = await show('300100200', {
        faults: [
          {
            method: 'POST',
            path: '/processserviceorder',
            status: 400,
            body: ['This account already has an open request of that type.', 'Second message.'],
          },
        ],
      });
      await loadedForm(root);
      await waitFor(() => historyRows(root).length === 5, 'the history');
      choose(selectByLabel(root, 'Service Type'), 'SS');
      typeInto(fieldByLabel(root, 'Phone Number'), '5415550148');
      buttonByName(root, 'Submit').click();
      await waitFor(() => alertTexts(root).length > 0, 'the failure');
      expect(alertTexts(root)).to.deep.equal(['This account already has an open request of that type.']);
      expect(selectByLabel(root, 'Service Type').value).to.equal('SS');
      expect(fieldByLabel(root, 'Phone Number').value).to.equal('(541) 555-0148');
      await expectNoAxeViolations(element);
    });

    it('a 500 on submitting says the generic message; another status the server’s message', async () => {
      const { element, root } = await show('300100200', {
        faults: [
          { method: 'POST', path: '/processserviceorder', status: 500, times: 1 },
          {
            method: 'POST',
            path: '/processserviceorder',
            status: 503,
            body: { message: 'Down for upkeep.' },
          },
        ],
      });
      await loadedForm(root);
      choose(selectByLabel(root, 'Service Type'), 'SS');
      typeInto(fieldByLabel(root, 'Phone Number'), '5415550148');
      buttonByName(root, 'Submit').click();
      await waitFor(() => alertTexts(root).includes(generic), 'the generic message');
      await waitFor(() => !buttonByName(root, 'Submit').disabled, 'Submit again');
      buttonByName(root, 'Submit').click();
      await waitFor(() => alertTexts(root).includes('Down for upkeep.'), 'the server’s message');
      await expectNoAxeViolations(element);
    });

    it('shows the generic message with Try again when the service types cannot be loaded', async () => {
      const { element, root } = await show('300100200', {
        faults: [{ method: 'GET', path: '/serviceordertypes/', status: 500, times: 10 }],
      });
      await waitFor(() => alertTexts(root).includes(generic), 'the failure');
      expect(queryButton(root, 'Try again')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('300100201: the account the address names, an empty history, and accountno removed from the address', async () => {
      const { element, root } = await show('300100201');
      await loadedForm(root);
      await waitFor(
        () => normalized(root.querySelector('[data-section="history"] tbody')?.textContent) !== '',
        'the empty history',
      );
      expect(accountLines(root)).to.deep.equal(['Account: 300100201']);
      expect(normalized(root.querySelector('[data-section="history"] tbody')?.textContent)).to.equal(
        'There are no service requests for this account.',
      );
      await waitFor(() => !new URLSearchParams(location.search).has('accountno'), 'accountno removed');
      expect(`${location.pathname}${location.search}`).to.equal(originalAddress);
      await expectNoAxeViolations(element);
    });
  });
}

describe('the portal’s service-requests route', () => {
  let simulator: InstalledSimulator;
  let portal: HTMLElement | undefined;

  afterEach(() => {
    portal?.remove();
    portal = undefined;
    history.replaceState(null, '', originalAddress);
    resetPage();
    simulator.uninstall();
  });

  it('service-requests?accountno=300100201 goes to pages/service-requests on 300100201, accountno removed', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('service-requests?accountno=300100201');
    const mounted = mountPortal();
    portal = mounted.element;
    await waitForHeading(mounted.root, 'Service Requests');
    await waitForRoute('pages/service-requests');
    expect(currentRoute()).to.equal('pages/service-requests');
    await waitFor(
      () =>
        [...mounted.root.querySelectorAll('main dl dd')].some(
          (dd) => normalized(dd.textContent) === '300100201',
        ),
      'the account named by the address',
    );
  });
});
