import { expect } from 'chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../../widgets/coop-apply-for-service.ts';
import { todayIn } from '../../../src/domain/dates.ts';
import { addDays } from '../../../src/domain/dates.ts';
import {
  mountPortal,
  openAt,
  resetPage,
  waitForHeading,
  waitForRoute,
} from '../portal/portal-test-support.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  chooseWithArrows,
  deepActiveElement,
  press,
  sendWithEnter,
  tabAndType,
  tabTo,
  type,
} from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import {
  alertTexts,
  buttonByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

const applicationsPath = '/api/v3/service-applications';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

const fieldErrors = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part~="error"]')]
    .map((element) => normalized(element.textContent))
    .filter(Boolean);
const controlByLabel = <T extends HTMLElement>(root: ShadowRoot, label: string) => {
  const match = [...root.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === label,
  );
  const control = root.getElementById(match?.htmlFor ?? '');
  if (!control) throw new Error(`No control labelled "${label}"`);
  return control as T;
};
const choose = (root: ShadowRoot, label: string) => controlByLabel<HTMLInputElement>(root, label).click();
function select(root: ShadowRoot, label: string, value: string) {
  const control = controlByLabel<HTMLSelectElement>(root, label);
  control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A week from today in the cooperative's zone (Riverbend: America/Los_Angeles), as the date field holds it. */
const inAWeek = addDays(todayIn('America/Los_Angeles'), 7);

describe('Applying for service (public)', () => {
  // The tests in <coop-portal> set up their own page: a portal, not the element alone.
  let simulator: InstalledSimulator | undefined;
  let element: HTMLElement | undefined;

  afterEach(async () => {
    if (!simulator) return;
    element?.remove();
    element = undefined;
    resetPage();
    simulator.uninstall();
    simulator = undefined;
    await setViewport({ width: 800, height: 600 });
  });

  /** A visitor's page with the element alone, `faults` armed, `width` px wide, once the form shows. */
  async function showElement(width = 1280, faults: readonly object[] = []) {
    const mounted = await mountElement('coop-apply-for-service', { faults, width });
    await waitFor(() => queryButton(mounted.root, 'Submit Request'), 'the form');
    return mounted;
  }

  function fillStart(root: ShadowRoot) {
    choose(root, 'Start service');
    select(root, 'Type of Service', 'Electric');
    setInputValue(fieldByLabel(root, 'Requested Start Date'), inAWeek);
    setInputValue(fieldByLabel(root, 'First Name'), 'Casey');
    setInputValue(fieldByLabel(root, 'Last Name'), 'Morgan');
    setInputValue(fieldByLabel(root, 'Address 1'), '418 Alder St');
    setInputValue(fieldByLabel(root, 'City'), 'Riverbend');
    select(root, 'State', 'OR');
    setInputValue(fieldByLabel(root, 'Zip Code'), '97401');
    setInputValue(fieldByLabel(root, 'Phone Number'), '5415550188');
    setInputValue(fieldByLabel(root, 'Email Address'), 'casey.morgan@example.com');
    choose(root, 'Last 4 digits of my Social Security number');
  }

  for (const width of [1280, 375]) {
    it(`starts on New Service in the portal and hands the choice to the application at ${width} px`, async () => {
      await setViewport({ width, height: 900 });
      simulator = installSimulator();
      openAt('service-type/select-service-type');
      ({ element } = mountPortal());
      const root = shadowRootOf(element);
      await waitForHeading(root, 'New Service');
      await waitFor(() => queryButton(root, 'Continue'), 'the choice');
      expect(controlByLabel<HTMLSelectElement>(root, 'Type of Service').options.length).to.equal(3);
      await expectNoAxeViolations(element);

      buttonByName(root, 'Continue').click();
      await waitFor(() => fieldErrors(root).length === 2, 'the errors');
      expect(fieldErrors(root)).to.deep.equal([
        'Choose what you would like to do.',
        'Type of service is required.',
      ]);
      await expectNoAxeViolations(element);

      choose(root, 'Move service to a new address');
      select(root, 'Type of Service', 'Water');
      buttonByName(root, 'Continue').click();
      await waitForRoute('service-type/application-for-service');
      await waitForHeading(root, 'Application For Service');
      await waitFor(() => queryButton(root, 'Submit Request'), 'the form');
      expect(controlByLabel<HTMLInputElement>(root, 'Move service to a new address').checked).to.equal(true);
      expect(controlByLabel<HTMLSelectElement>(root, 'Type of Service').value).to.equal('Water');
      expect(fieldByLabel(root, 'Current Service Address')).to.not.equal(undefined);
      expect(fieldByLabel(root, 'Requested Move Date').min).to.equal(
        addDays(todayIn('America/Los_Angeles'), 1),
      );
      await expectNoAxeViolations(element);
    });

    it(`names every missing field of the application and focuses the first at ${width} px`, async () => {
      const { element, root } = await showElement(width);
      buttonByName(root, 'Submit Request').click();
      await waitFor(() => fieldErrors(root).length > 5, 'the errors');
      expect(fieldErrors(root)).to.deep.equal([
        'Choose what you would like to do.',
        'Type of service is required.',
        'Requested date is required.',
        'First name is required.',
        'Last name is required.',
        'Address 1 is required.',
        'City is required.',
        'State is required.',
        'Zip code is required.',
        'Phone number is required.',
        'Email address is required.',
        'Choose how to verify your identity.',
      ]);
      expect(deepActiveElement()).to.equal(controlByLabel(root, 'Start service'));
      await expectNoAxeViolations(element);
    });

    it(`asks for the SSN's last 4 digits as a digits-only field, or the deposit notice, at ${width} px`, async () => {
      const { element, root } = await showElement(width);
      choose(root, 'Last 4 digits of my Social Security number');
      const ssn = await waitFor(() => fieldByLabel(root, 'Last 4 digits of SSN'), 'the SSN field');
      // A plain text field: a password field makes the browser offer to save it as a password.
      expect(ssn.type).to.equal('text');
      expect(ssn.inputMode).to.equal('numeric');
      expect(ssn.autocomplete).to.equal('off');
      expect(ssn.maxLength).to.equal(4);
      ssn.focus();
      await type('1a2-');
      expect(ssn.value).to.equal('12');
      buttonByName(root, 'Submit Request').click();
      await waitFor(() => fieldErrors(root).includes('SSN must be 4 numeric digits'), 'the SSN rule');
      await expectNoAxeViolations(element);

      choose(root, 'I do not want to give my SSN and understand a deposit may be required');
      await waitFor(
        () => root.textContent?.includes('a deposit may be required before service begins'),
        'the notice',
      );
      expect(() => fieldByLabel(root, 'Last 4 digits of SSN')).to.throw();
      buttonByName(root, 'Submit Request').click();
      await waitFor(
        () => fieldErrors(root).includes('Please confirm you have read the deposit notice.'),
        'the deposit rule',
      );
      await expectNoAxeViolations(element);
    });

    it(`sends a start request and shows its printable confirmation at ${width} px`, async () => {
      const { element, root, simulator } = await showElement(width);
      fillStart(root);
      const ssn = await waitFor(() => fieldByLabel(root, 'Last 4 digits of SSN'), 'the SSN field');
      setInputValue(ssn, '6789');
      buttonByName(root, 'Submit Request').click();
      const heading = await waitFor(
        () =>
          [...root.querySelectorAll('h3')].find((h3) => normalized(h3.textContent) === 'Request Received'),
        'the confirmation',
      );
      expect(deepActiveElement()).to.equal(heading);
      const outbox = (await (await simulator.call('/api/__simulator/outbox')).json()) as {
        to: string;
        subject: string;
        body: string;
      }[];
      const number = outbox[0]?.subject.replace('Your service request ', '') ?? '';
      expect(number).to.match(/^SA\d{10}$/);
      expect(outbox[0]?.to).to.equal('casey.morgan@example.com');
      expect(outbox[0]?.body).to.not.contain('6789');
      expect(root.textContent).to.contain(number);
      expect(root.textContent).to.contain('We sent a confirmation to casey.morgan@example.com.');
      expect(root.textContent).to.contain('418 Alder St, Riverbend, OR 97401');
      expect(root.querySelector('form')).to.equal(null);
      expect(queryButton(root, 'Print Confirmation')).to.not.equal(undefined);
      expect(simulator.requests.filter((request) => request.path === applicationsPath)).to.have.length(1);
      await expectNoAxeViolations(element);
    });
  }

  it('sends a start request with the keyboard alone: Tab from field to field, Space and the arrows for the choices, Enter to send', async () => {
    const { root, simulator: sent } = await showElement();
    await tabTo(controlByLabel(root, 'Start service'));
    await press('Space');
    const service = controlByLabel<HTMLSelectElement>(root, 'Type of Service');
    await tabTo(service);
    await chooseWithArrows(service, 'Electric service');
    await tabTo(fieldByLabel(root, 'Requested Start Date'));
    const [year, month, day] = inAWeek.split('-');
    await type(`${month}${day}${year}`);
    await tabAndType([
      [fieldByLabel(root, 'First Name'), 'Casey'],
      [fieldByLabel(root, 'Last Name'), 'Morgan'],
      [fieldByLabel(root, 'Address 1'), '418 Alder St'],
      [fieldByLabel(root, 'City'), 'Riverbend'],
    ]);
    const state = controlByLabel<HTMLSelectElement>(root, 'State');
    await tabTo(state);
    await chooseWithArrows(state, 'Oregon', 60);
    await tabAndType([
      [fieldByLabel(root, 'Zip Code'), '97401'],
      [fieldByLabel(root, 'Phone Number'), '5415550188'],
      [fieldByLabel(root, 'Email Address'), 'casey.morgan@example.com'],
    ]);
    await tabTo(controlByLabel(root, 'Last 4 digits of my Social Security number'));
    await press('Space');
    await tabAndType([
      [await waitFor(() => fieldByLabel(root, 'Last 4 digits of SSN'), 'the SSN field'), '6789'],
    ]);
    await sendWithEnter(root.querySelector('form')!, buttonByName(root, 'Submit Request'));
    await waitFor(
      () => [...root.querySelectorAll('h3')].find((h3) => normalized(h3.textContent) === 'Request Received'),
      'the confirmation',
    );
    expect(fieldErrors(root)).to.deep.equal([]);
    expect(root.textContent).to.contain('418 Alder St, Riverbend, OR 97401');
    expect(sent.requests.filter((request) => request.path === applicationsPath)).to.have.length(1);
  });

  it('prints the confirmation alone: the portal around it and its buttons are left off the page', async () => {
    await setViewport({ width: 1280, height: 900 });
    simulator = installSimulator();
    openAt('service-type/application-for-service');
    ({ element } = mountPortal());
    const root = shadowRootOf(element);
    await waitForHeading(root, 'Application For Service');
    await waitFor(() => queryButton(root, 'Submit Request'), 'the form');
    fillStart(root);
    setInputValue(await waitFor(() => fieldByLabel(root, 'Last 4 digits of SSN'), 'the SSN field'), '6789');
    buttonByName(root, 'Submit Request').click();
    const confirmation = await waitFor(() => root.querySelector('article'), 'the confirmation');
    const header = root.querySelector('header')!;
    const shown = (node: Element) => node.checkVisibility();
    expect(shown(header)).to.equal(true);
    expect(shown(await waitFor(() => root.querySelector('footer'), 'the footer'))).to.equal(true);
    try {
      await emulateMedia({ media: 'print' });
      expect(shown(confirmation)).to.equal(true);
      expect(shown(header)).to.equal(false);
      const footer = await waitFor(() => root.querySelector('footer'), 'the footer');
      expect(shown(footer)).to.equal(false);
      expect(shown(buttonByName(root, 'Print Confirmation'))).to.equal(false);
      expect(shown(root.querySelector('main h2')!)).to.equal(false);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  for (const width of [1280, 375]) {
    it(`shows the failure and keeps what was typed when the back office fails at ${width} px`, async () => {
      const { element, root } = await showElement(width, [
        { method: 'POST', path: '/service-applications', status: 500 },
      ]);
      fillStart(root);
      setInputValue(await waitFor(() => fieldByLabel(root, 'Last 4 digits of SSN'), 'the SSN field'), '6789');
      buttonByName(root, 'Submit Request').click();
      await waitFor(() => alertTexts(root).length > 0, 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      expect(fieldByLabel(root, 'Address 1').value).to.equal('418 Alder St');
      await expectNoAxeViolations(element);
    });
  }
});
