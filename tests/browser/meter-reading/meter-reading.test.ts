import { expect } from 'chai';
import '../../../widgets/coop-meter-reading.ts';
import '../../../widgets/coop-portal.ts';
import {
  linkByText,
  mountPortal,
  openAt,
  resetPage,
  signIn,
  waitForHeading,
  waitForRoute,
} from '../portal/portal-test-support.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, sendWithEnter, tabAndType } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import { alertTexts, buttonByName, setInputValue, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

const readingsPath = '/api/v3/members/1001/accounts/300100201/meter-readings';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The cooperative's day `days` from today: yyyy-MM-dd. */
function isoDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function shown(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

describe('<coop-meter-reading>', function () {
  this.timeout(20_000);
  /** Jordan Rivera signed in, the element open on `account` at `width`. */
  const show = (account: string, width = 1280, faults: readonly object[] = []) =>
    mountElement('coop-meter-reading', { member: 'jordan.rivera', account, width, faults });

  function input(root: ShadowRoot, label: string): HTMLInputElement {
    const match = [...root.querySelectorAll('label')].find((one) => normalized(one.textContent) === label);
    const found = match?.htmlFor ? root.getElementById(match.htmlFor) : null;
    if (!(found instanceof HTMLInputElement)) throw new Error(`No field labelled "${label}"`);
    return found;
  }

  for (const width of [1280, 375]) {
    it(`300100201 at ${width} px: the meter, its last reading, today as the reading date`, async () => {
      const { element, root } = await show('300100201', width);
      await waitFor(
        () => normalized(root.textContent).includes('Last reading: 482,950 on'),
        'the last reading',
      );
      expect(normalized(root.textContent)).to.contain(`Last reading: 482,950 on ${shown(isoDay(-30))}`);
      expect(root.querySelector('select')?.value).to.equal('WM-100201');
      expect(input(root, 'Reading Date').value).to.equal(isoDay(0));
      expect(normalized(root.textContent)).to.contain(
        'You have not submitted a reading for this account yet.',
      );
      await expectNoAxeViolations(element);
    });
  }

  it('refuses a reading below the last one and a date in the future, without sending them', async () => {
    const { element, root, simulator } = await show('300100201');
    await waitFor(() => normalized(root.textContent).includes('Last reading'), 'the form');
    setInputValue(input(root, 'Reading'), '482000');
    setInputValue(input(root, 'Reading Date'), isoDay(1));
    buttonByName(root, 'Submit Reading').click();
    await waitFor(
      () => input(root, 'Reading').getAttribute('aria-invalid') === 'true',
      'the reading refused',
    );
    expect(normalized(root.textContent)).to.contain(
      `The reading cannot be lower than the last reading of 482,950 on ${shown(isoDay(-30))}.`,
    );
    expect(normalized(root.textContent)).to.contain('The reading date cannot be in the future.');
    expect(deepActiveElement()).to.equal(input(root, 'Reading Date'));
    expect(
      simulator.requests.filter((request) => request.path === readingsPath && request.method === 'POST'),
    ).to.deep.equal([]);
    await expectNoAxeViolations(element);
  });

  it('submits a reading, says it was received, and lists it as the new last reading', async () => {
    const { element, root, simulator } = await show('300100201');
    await waitFor(() => normalized(root.textContent).includes('Last reading'), 'the form');
    setInputValue(input(root, 'Reading'), '483600');
    buttonByName(root, 'Submit Reading').click();
    await waitFor(() => alertTexts(root).some((text) => text.startsWith('Thank you.')), 'the confirmation');
    expect(alertTexts(root)).to.include(
      `Thank you. Your reading of 483,600 on ${shown(isoDay(0))} was received.`,
    );
    await waitFor(
      () => normalized(root.textContent).includes(`Last reading: 483,600 on ${shown(isoDay(0))}`),
      'the new last reading',
    );
    const row = [...root.querySelectorAll('tbody tr')].map((one) => normalized(one.textContent));
    expect(row[0]).to.contain('WM-100201').and.to.contain('483,600');
    expect(input(root, 'Reading').value).to.equal('');
    expect(
      simulator.requests.filter((request) => request.path === readingsPath).map((request) => request.method),
    ).to.deep.equal(['GET', 'POST', 'GET']);
    await expectNoAxeViolations(element);
  });

  it('takes a reading with the keyboard alone: Tab to the field, type, Enter on Submit Reading', async () => {
    const { root, simulator } = await show('300100201');
    await waitFor(() => normalized(root.textContent).includes('Last reading'), 'the form');
    await tabAndType([[input(root, 'Reading'), '483600']]);
    await sendWithEnter(root.querySelector('form')!, buttonByName(root, 'Submit Reading'));
    await waitFor(() => alertTexts(root).some((text) => text.startsWith('Thank you.')), 'the confirmation');
    expect(alertTexts(root)).to.include(
      `Thank you. Your reading of 483,600 on ${shown(isoDay(0))} was received.`,
    );
    expect(
      simulator.requests.filter((request) => request.path === readingsPath).map((request) => request.method),
    ).to.deep.equal(['GET', 'POST', 'GET']);
  });

  it('places the back office’s refusal on the field it names', async () => {
    const { root, simulator } = await show('300100201');
    await waitFor(() => normalized(root.textContent).includes('Last reading'), 'the form');
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: {
        method: 'POST',
        path: '/meter-readings',
        status: 400,
        body: [{ field: 'reading', message: 'The reading cannot be lower than the meter’s last reading.' }],
      },
    });
    setInputValue(input(root, 'Reading'), '483600');
    buttonByName(root, 'Submit Reading').click();
    await waitFor(() => input(root, 'Reading').getAttribute('aria-invalid') === 'true', 'the field error');
    expect(normalized(root.textContent)).to.contain(
      'The reading cannot be lower than the meter’s last reading.',
    );
  });

  it('300100203 (prepaid): says the account does not collect readings', async () => {
    const { element, root } = await show('300100203');
    await waitFor(
      () => normalized(root.textContent).includes('This account does not collect meter readings.'),
      'the message',
    );
    expect(root.querySelector('form')).to.equal(null);
    await expectNoAxeViolations(element);
  });

  it('shows the catalogue’s message with Try again when the readings cannot be loaded', async () => {
    const { root } = await show('300100201', 1280, [
      { method: 'GET', path: '/meter-readings', status: 500, times: 10 },
    ]);
    await waitFor(
      () =>
        alertTexts(root).includes(
          'We are unable to process your request at this time. Please try again later.',
        ),
      'the failure',
    );
    expect(buttonByName(root, 'Try again')).to.not.equal(undefined);
  });
});

describe('meter reading in <coop-portal>', function () {
  this.timeout(20_000);
  let simulator: InstalledSimulator;

  afterEach(() => {
    resetPage();
    simulator.uninstall();
  });

  it('opens from the overview’s quick link of 300100201, which collects meter readings', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('accountoverview?accountno=300100201');
    const { root } = mountPortal();
    await waitForHeading(root, 'Account Overview');
    const link = await waitFor(() => linkByText(root, 'Submit Meter Reading'), 'the quick link');
    link.click();
    await waitForRoute('meter-reading');
    await waitForHeading(root, 'Meter Reading');
    await waitFor(
      () => normalized(root.textContent).includes('Last reading: 482,950 on'),
      'the last reading',
    );
  });
});
