import { expect } from 'chai';
import '../../../widgets/coop-outage.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  chooseWithArrows,
  deepActiveElement,
  expectFocusOn,
  nextTick,
  press,
  sendWithEnter,
  tabAndType,
  tabTo,
  type,
} from '../support/keyboard.ts';
import { mountElement, unmountElement, type MountedElement } from '../support/mount-element.ts';
import { clickOn } from '../support/mouse.ts';
import { texts } from '../support/session.ts';
import { alertTexts, buttonByName, fieldByLabel, queryButton, waitFor } from '../support/shadow-queries.ts';

const timeZone = 'America/Los_Angeles';
const noOutage = 'There is no outage affecting your service at this time.';
const activeOutage =
  'There is an active outage interrupting the service in your area. The estimated restoration time ';
const problems = [
  'Power is completely off',
  'Partial power / lights dim',
  'Flickering lights',
  'Line down',
  'Tree on line',
];
const incomplete =
  'Choose the problem, and a phone number if you ask for a call back, to submit your report.';
const fourTabs = ['Status', 'Report an Outage', 'Map', 'Outage History'];
const dateTimePattern = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** MM/dd/yyyy HH:mm of an instant in the cooperative's zone, worked out apart from the code under test. */
function cooperativeTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}`;
}

function tabNames(root: ShadowRoot): string[] {
  return texts(root.querySelectorAll('[role="tab"]'));
}

function selectedTab(root: ShadowRoot): string {
  return normalized(root.querySelector('[role="tab"][aria-selected="true"]')?.textContent);
}

function tabByName(root: ShadowRoot, name: string): HTMLElement {
  const tab = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (candidate) => normalized(candidate.textContent) === name,
  );
  if (!tab) throw new Error(`No tab named "${name}"`);
  return tab;
}

/** The open tab's panel. */
function openPanel(root: ShadowRoot): HTMLElement | null {
  return root.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
}

/** The Status tab's message. */
function statusMessage(root: ShadowRoot): string {
  return normalized(root.querySelector('[data-panel="status"] [data-outage-active]')?.textContent);
}

/** The account lines above the tabs, as 'Label: value'. */
function accountLines(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('dl > div')].map(
    (row) =>
      `${normalized(row.querySelector('dt')?.textContent)}: ${normalized(row.querySelector('dd')?.textContent)}`,
  );
}

/** Each shown history row as its cells' values (without the label the narrow layout puts first). */
function historyRows(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('[data-panel="history"] tbody tr[data-row-id]')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => normalized(cell.lastElementChild?.textContent)),
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

/** Chooses an option as a member would: focus, change, leave. */
function choose(select: HTMLSelectElement, value: string): void {
  select.focus();
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  select.blur();
}

function radioByLabel(root: ShadowRoot, label: string): HTMLInputElement {
  const match = [...root.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === label,
  );
  const input = match?.htmlFor ? root.getElementById(match.htmlFor) : null;
  if (!(input instanceof HTMLInputElement) || input.type !== 'radio') throw new Error(`No radio "${label}"`);
  return input;
}

/** The validation messages shown on the fields. */
function fieldErrors(root: ShadowRoot): string[] {
  return texts(root.querySelectorAll('[part~="error"]')).filter(Boolean);
}

for (const width of [1280, 375]) {
  describe(`<coop-outage> at ${width} px`, () => {
    interface ShowOptions {
      readonly query?: Record<string, string>;
      readonly faults?: readonly object[];
      readonly state?: (state: SimulatorState) => void;
    }

    /** Signs Jordan Rivera in and opens the element on `accountNumber` (`?accountno=` and `query`). */
    function show(accountNumber: string, { query = {}, faults = [], state }: ShowOptions = {}) {
      const seed = createSeedState(new Date());
      state?.(seed);
      return mountElement('coop-outage', {
        member: 'jordan.rivera',
        account: accountNumber,
        query,
        faults,
        state: seed,
        width,
      });
    }

    async function openTab(root: ShadowRoot, name: string) {
      const tab = await waitFor(() => tabByName(root, name), `the ${name} tab button`);
      tab.scrollIntoView({ block: 'center' });
      await clickOn(tab);
      await waitFor(() => selectedTab(root) === name, `the ${name} tab`);
    }

    async function reportForm(root: ShadowRoot) {
      await openTab(root, 'Report an Outage');
      return waitFor(() => root.querySelector<HTMLFormElement>('[data-form="report"]'), 'the report form');
    }

    /** Status requests the page sent for the account. */
    function statusRequests({ simulator }: MountedElement, accountNumber: string): number {
      return simulator.requests.filter(
        (request) => request.path === `/api/v3/members/1001/accounts/${accountNumber}/outage/status`,
      ).length;
    }

    /** Nothing scrolls sideways: not the page, and not the tab list (its tabs wrap on a phone). */
    function expectNoSidewaysScroll(root: ShadowRoot) {
      expect(document.documentElement.scrollWidth, 'the page’s width').to.be.at.most(width);
      for (const tab of root.querySelectorAll('[role="tab"]')) {
        expect(tab.getBoundingClientRect().right, normalized(tab.textContent)).to.be.at.most(width);
      }
    }

    it('300100200: the account, the four tabs, and the no-outage message on Status', async () => {
      const { element, root } = await show('300100200');
      await waitFor(() => statusMessage(root) !== '', 'the status');
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Outage');
      expect(accountLines(root)).to.deep.equal([
        'Account Number: 300100200',
        'Service Address: 1450 Willow Creek Rd, Riverbend, OR 97401',
      ]);
      expect(tabNames(root)).to.deep.equal(fourTabs);
      expect(selectedTab(root)).to.equal('Status');
      expect(statusMessage(root)).to.equal(noOutage);
      expect(root.querySelector('[data-outage-active]')?.getAttribute('data-outage-active')).to.equal(
        'false',
      );
      expectNoSidewaysScroll(root);
      // One snapshot for both widths: the phone layout gives a screen reader the same page.
      await expectAriaSnapshot('outage-status');
      await expectNoAxeViolations(element);
    });

    it('300100202: the outage message with the estimated restoration time in the cooperative’s zone', async () => {
      const { element, root, simulator, accessToken } = await show('300100202');
      const answer = await simulator.call('/api/v3/members/1001/accounts/300100202/outage/status', {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      const { estimatedTimeOfRestoration } = (await answer.json()) as { estimatedTimeOfRestoration: string };
      await waitFor(() => statusMessage(root) !== '', 'the status');
      expect(statusMessage(root)).to.equal(
        `${activeOutage}is ${cooperativeTime(estimatedTimeOfRestoration)}.`,
      );
      expect(root.querySelector('[data-outage-active]')?.getAttribute('data-outage-active')).to.equal('true');
      expect(tabNames(root)).to.deep.equal(fourTabs);
      await expectAriaSnapshot('outage-active');
      await expectNoAxeViolations(element);
    });

    it('loads the status again each time the Status tab is selected, and shows what changed', async () => {
      const mounted = await show('300100200');
      const { element, root } = mounted;
      await waitFor(() => statusMessage(root) === noOutage, 'the status');
      expect(statusRequests(mounted, '300100200')).to.equal(1);
      await openTab(root, 'Outage History');
      // The outage begins while the member looks at the history.
      await reportThroughTheBackOffice(mounted, '300100200');
      await openTab(root, 'Status');
      await waitFor(() => statusMessage(root).startsWith(activeOutage), 'the active outage');
      expect(statusRequests(mounted, '300100200')).to.equal(2);
      await expectNoAxeViolations(element);
    });

    it('moves between the tabs with the arrow keys, Home and End', async () => {
      const { root } = await show('300100200');
      await waitFor(() => statusMessage(root) !== '', 'the status');
      tabByName(root, 'Status').focus();
      await press('ArrowRight');
      await nextTick();
      await expectFocusOn(tabByName(root, 'Report an Outage'));
      await waitFor(() => selectedTab(root) === 'Report an Outage', 'Report an Outage selected');
      await press('End');
      await nextTick();
      await expectFocusOn(tabByName(root, 'Outage History'));
      await waitFor(() => selectedTab(root) === 'Outage History', 'Outage History selected');
      await press('Home');
      await nextTick();
      await expectFocusOn(tabByName(root, 'Status'));
      await waitFor(() => selectedTab(root) === 'Status', 'Status selected');
      await press('Tab');
      await expectFocusOn(openPanel(root));
    });

    it('Report an Outage: the problems, the unticked call-back box, Jordan’s phone or another, the comment, and Submit disabled', async () => {
      const { element, root } = await show('300100200');
      const form = await reportForm(root);
      const problem = selectByLabel(root, 'Problem');
      expect([...problem.options].map((option) => option.text)).to.deep.equal([
        'Select an issue',
        ...problems,
      ]);
      expect(problem.value).to.equal('');
      expect(problem.getAttribute('aria-required')).to.equal('true');
      expect(fieldByLabel(root, 'Please call me back about this outage').checked).to.equal(false);
      expect(normalized(form.querySelector('fieldset legend')?.textContent)).to.equal(
        'Call-back Phone Number',
      );
      expect(radioByLabel(root, '(555) 010-4821').checked).to.equal(true);
      expect(radioByLabel(root, 'Another number').checked).to.equal(false);
      expect(form.querySelector('textarea')?.labels?.[0]?.textContent).to.equal('Comment (optional)');
      expect(form.querySelector('textarea')?.maxLength).to.equal(500);
      const submit = buttonByName(root, 'Submit');
      expect(submit.disabled).to.equal(true);
      expect(
        normalized(root.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent),
      ).to.equal(incomplete);
      expectNoSidewaysScroll(root);
      await expectAriaSnapshot('outage-report-form');
      await expectNoAxeViolations(element);
    });

    it('says You must select an issue when the member leaves the problem unchosen', async () => {
      const { element, root } = await show('300100200');
      await reportForm(root);
      const problem = selectByLabel(root, 'Problem');
      problem.focus();
      problem.blur();
      await waitFor(() => problem.getAttribute('aria-invalid') === 'true', 'the problem’s error');
      expect(fieldErrors(root)).to.deep.equal(['You must select an issue']);
      // Once shown, the message goes as soon as the member fixes the field, before leaving it.
      problem.focus();
      problem.value = 'Line down';
      problem.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => fieldErrors(root).length === 0, 'the error cleared');
      expect(deepActiveElement()).to.equal(problem);
      expect(buttonByName(root, 'Submit').disabled).to.equal(false);
      expect(root.querySelector('[data-form="report"]')?.textContent).to.not.contain(incomplete);
      await expectNoAxeViolations(element);
    });

    it('asks for a phone number when a call back is asked for and another number is empty, then checks its format', async () => {
      const { element, root } = await show('300100200');
      await reportForm(root);
      choose(selectByLabel(root, 'Problem'), 'Flickering lights');
      radioByLabel(root, 'Another number').click();
      const callBack = fieldByLabel(root, 'Please call me back about this outage');
      callBack.focus();
      callBack.click();
      callBack.blur();
      const phone = await waitFor(() => fieldByLabel(root, 'Phone Number'), 'the typed number');
      await waitFor(() => fieldErrors(root).length > 0, 'the phone’s error');
      expect(fieldErrors(root)).to.deep.equal(['You must enter a phone number']);
      expect(phone.getAttribute('aria-required')).to.equal('true');
      expect(buttonByName(root, 'Submit').disabled).to.equal(true);

      // Keystrokes other than digits, plus, minus and space do nothing; digits are written (ddd) ddd-dddd.
      phone.focus();
      await type('ab(0)c55x');
      await type('1234567890');
      expect(phone.value).to.equal('(055) 123-4567');
      expect(phone.maxLength).to.equal(14);
      phone.blur();
      await waitFor(
        () => fieldErrors(root)[0] === 'Invalid phone format.(Ex: (987) 456-1230)',
        'the format error',
      );
      expect(buttonByName(root, 'Submit').disabled).to.equal(true);
      await expectNoAxeViolations(element);

      phone.focus();
      phone.select();
      await type('9874561230');
      expect(phone.value).to.equal('(987) 456-1230');
      phone.blur();
      await waitFor(() => fieldErrors(root).length === 0, 'no error');
      expect(buttonByName(root, 'Submit').disabled).to.equal(false);

      // Unticking the box makes the number optional again.
      phone.focus();
      phone.select();
      await press('Backspace');
      phone.blur();
      await waitFor(() => fieldErrors(root).length > 0, 'the required error again');
      callBack.focus();
      callBack.click();
      callBack.blur();
      await waitFor(() => fieldErrors(root).length === 0, 'optional again');
      expect(buttonByName(root, 'Submit').disabled).to.equal(false);
    });

    it('reports with the call-back number, shows the back office’s message, and the Status tab shows the outage with its time', async () => {
      const { element, root, simulator, accessToken } = await show('300100200');
      await waitFor(() => statusMessage(root) === noOutage, 'the status');
      await reportForm(root);
      choose(selectByLabel(root, 'Problem'), 'Power is completely off');
      fieldByLabel(root, 'Please call me back about this outage').click();
      const comment = root.querySelector('textarea')!;
      comment.focus();
      await type('The whole street is dark.');
      const submit = buttonByName(root, 'Submit');
      await waitFor(() => !submit.disabled, 'Submit enabled');
      submit.click();
      const message =
        'Thank you. Your outage report has been received and a crew has been notified. We will call you at (555) 010-4821 when your power is restored.';
      await waitFor(() => alertTexts(root).includes(message), 'the status message');
      expect(deepActiveElement()?.contains(root.querySelector('[role="status"]'))).to.equal(true);
      // The form starts over.
      await waitFor(() => selectByLabel(root, 'Problem').value === '', 'the form reset');
      expect(fieldByLabel(root, 'Please call me back about this outage').checked).to.equal(false);
      const reports = (await (await simulator.call('/api/__simulator/outage/reports')).json()) as object[];
      expect(reports).to.have.length(1);
      expect(reports[0]).to.include({
        accountNumber: '300100200',
        outageReason: 'Power is completely off',
        callBack: true,
        callbackNumber: '(555) 010-4821',
        remarks: 'The whole street is dark.',
        outageReportOrigin: 'Web',
      });
      await expectNoAxeViolations(element);

      await openTab(root, 'Status');
      const answer = await simulator.call('/api/v3/members/1001/accounts/300100200/outage/status', {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      const { estimatedTimeOfRestoration } = (await answer.json()) as { estimatedTimeOfRestoration: string };
      await waitFor(() => statusMessage(root).startsWith(activeOutage), 'the active outage');
      expect(statusMessage(root)).to.equal(
        `${activeOutage}is ${cooperativeTime(estimatedTimeOfRestoration)}.`,
      );
      await expectNoAxeViolations(element);
    });

    it('reports an outage with the keyboard alone: the arrows to its tab, Tab from field to field, Space to ask for a call back, Enter to send', async () => {
      const { root, simulator } = await show('300100200');
      await waitFor(() => statusMessage(root) === noOutage, 'the status');
      await tabTo(tabByName(root, 'Status')!);
      await press('ArrowRight');
      await waitFor(() => selectedTab(root) === 'Report an Outage', 'the report tab');
      const form = await waitFor(() => root.querySelector('[data-form="report"]'), 'the report form');
      const problem = selectByLabel(root, 'Problem');
      await tabTo(problem);
      await chooseWithArrows(problem, 'Power is completely off');
      await tabTo(fieldByLabel(root, 'Please call me back about this outage'));
      await press('Space');
      await tabAndType([[root.querySelector('textarea')!, 'The whole street is dark.']]);
      await sendWithEnter(form, buttonByName(root, 'Submit'));
      await waitFor(
        () =>
          alertTexts(root).some((text) => text.startsWith('Thank you. Your outage report has been received')),
        'the status message',
      );
      const reports = (await (await simulator.call('/api/__simulator/outage/reports')).json()) as object[];
      expect(reports).to.have.length(1);
      expect(reports[0]).to.include({ outageReason: 'Power is completely off', callBack: true });
    });

    it('places the back office’s 400 on the field it names, and keeps what the member chose', async () => {
      const { element, root } = await show('300100200', {
        faults: [
          {
            method: 'POST',
            path: '/outage/reports',
            status: 400,
            body: [{ field: 'outageReason', message: 'Select one of the problems listed for this account.' }],
          },
        ],
      });
      await reportForm(root);
      const problem = selectByLabel(root, 'Problem');
      choose(problem, 'Tree on line');
      buttonByName(root, 'Submit').click();
      await waitFor(() => problem.getAttribute('aria-invalid') === 'true', 'the field error');
      expect(fieldErrors(root)).to.deep.equal(['Select one of the problems listed for this account.']);
      expect(problem.value).to.equal('Tree on line');
      expect(deepActiveElement()).to.equal(problem);
      await expectNoAxeViolations(element);
    });

    it('shows the catalogue’s message when a report fails', async () => {
      const { element, root } = await show('300100200', {
        faults: [{ method: 'POST', path: '/outage/reports', status: 500 }],
      });
      await reportForm(root);
      choose(selectByLabel(root, 'Problem'), 'Line down');
      buttonByName(root, 'Submit').click();
      await waitFor(() => alertTexts(root).length > 0, 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      expect(selectByLabel(root, 'Problem').value).to.equal('Line down');
      await expectNoAxeViolations(element);
    });

    it('hides the call-back box when the outage info says so, keeping its default: the number is then required', async () => {
      const { element, root } = await show('300100200', {
        state: (state) => {
          const settings = state.outage.sites[riverbendApplicationId]!.settings;
          settings.hideOutageCallBackRequest = true;
          settings.callbackCheckBoxDefaultValue = true;
          state.accounts.sites[riverbendApplicationId]!.members['1001']!.phoneNumber = '';
          state.accounts.sites[riverbendApplicationId]!.members['1001']!.cellPhones = [];
        },
      });
      const form = await reportForm(root);
      expect(form.querySelector('input[type="checkbox"]')).to.equal(null);
      expect(form.querySelector('fieldset')).to.equal(null);
      const phone = fieldByLabel(root, 'Call-back Phone Number');
      expect(phone.getAttribute('aria-required')).to.equal('true');
      choose(selectByLabel(root, 'Problem'), 'Line down');
      expect(buttonByName(root, 'Submit').disabled).to.equal(true);
      phone.focus();
      await type('5550107310');
      await waitFor(() => !buttonByName(root, 'Submit').disabled, 'Submit enabled');
      await expectNoAxeViolations(element);
    });

    it('ticks the call-back box at first when the outage info’s default says so', async () => {
      const { root } = await show('300100200', {
        state: (state) => {
          state.outage.sites[riverbendApplicationId]!.settings.callbackCheckBoxDefaultValue = true;
        },
      });
      await reportForm(root);
      expect(fieldByLabel(root, 'Please call me back about this outage').checked).to.equal(true);
    });

    it('300100204 (final billed, no outage): no Report an Outage tab', async () => {
      const { element, root } = await show('300100204');
      await waitFor(() => statusMessage(root) === noOutage, 'the status');
      expect(tabNames(root)).to.deep.equal(['Status', 'Map', 'Outage History']);
      await expectNoAxeViolations(element);
    });

    it('a final billed account under an active outage keeps Report an Outage', async () => {
      const { root } = await show('300100204', {
        state: (state) => {
          state.outage.sites[riverbendApplicationId]!.active['7100204'] = {
            startedAt: new Date().toISOString(),
            estimatedTimeOfRestoration: null,
            description: 'Line down',
          };
        },
      });
      await waitFor(() => statusMessage(root).startsWith(activeOutage), 'the status');
      expect(statusMessage(root)).to.equal(`${activeOutage}is not yet known.`);
      expect(tabNames(root)).to.deep.equal(fourTabs);
    });

    it('Map: a link to the configured map in a new window; no Map tab when the link is #', async () => {
      const { element, root } = await show('300100200');
      await waitFor(() => tabNames(root).length === 4, 'the tabs');
      await openTab(root, 'Map');
      const link = await waitFor(() => openPanel(root)?.querySelector('a'), 'the map link');
      expect(link.getAttribute('href')).to.equal('https://outages.riverbend-electric.example/map');
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener noreferrer');
      expect(normalized(link.textContent)).to.equal('Open the outage map (Opens in a new window)');
      expect(normalized(openPanel(root)?.querySelector('p')?.textContent)).to.equal(
        'The outage map shows where outages are and when power is expected to be back on.',
      );
      await expectNoAxeViolations(element);
      await unmountElement();

      const { root: withoutMap } = await show('300100200', {
        state: (state) => {
          siteOf(state, riverbendApplicationId).configuration.outageMapLink = '#';
        },
      });
      await waitFor(() => statusMessage(withoutMap) !== '', 'the status');
      expect(tabNames(withoutMap)).to.deep.equal(['Status', 'Report an Outage', 'Outage History']);
    });

    it('Outage History: 10 outages a page, newest first, dates MM/dd/yyyy HH:mm, paged and resized', async () => {
      const { element, root } = await show('300100200');
      await openTab(root, 'Outage History');
      await waitFor(() => historyRows(root).length > 0, 'the history');
      const headers = texts(root.querySelectorAll('[data-panel="history"] thead th'));
      expect(headers).to.deep.equal([
        'Account Number',
        'Time of Interruption',
        'Time Restored',
        'Description',
      ]);
      const firstPage = historyRows(root);
      expect(firstPage).to.have.length(10);
      for (const [accountNumber, interrupted, restored, description] of firstPage) {
        expect(accountNumber).to.equal('300100200');
        expect(interrupted).to.match(dateTimePattern);
        expect(restored).to.match(dateTimePattern);
        expect(description).to.not.equal('');
      }
      const starts = firstPage.map((row) =>
        Date.parse(row[1]!.replace(' ', 'T').replace(/(\d{2})\/(\d{2})\/(\d{4})/, '$3-$1-$2')),
      );
      expect([...starts].sort((a, b) => b - a)).to.deep.equal(starts);
      expect(
        normalized(root.querySelector('[data-panel="history"] [part~="pagination"]')?.textContent),
      ).to.contain('Rows 1–10 of 28');
      const pageSize = root.querySelector<HTMLSelectElement>(
        '[data-panel="history"] [part~="pagination"] select',
      )!;
      expect([...pageSize.options].map((option) => option.value)).to.deep.equal(['10', '25', '50', '100']);
      expect(pageSize.value).to.equal('10');
      expectNoSidewaysScroll(root);
      await expectNoAxeViolations(element);

      buttonByName(root, 'Next page').click();
      await waitFor(() => historyRows(root)[0]?.[1] !== firstPage[0]?.[1], 'page 2');
      expect(historyRows(root)).to.have.length(10);
      buttonByName(root, 'Next page').click();
      await waitFor(() => historyRows(root).length === 8, 'page 3 with the last 8');
      choose(pageSize, '25');
      await waitFor(() => historyRows(root).length === 25, '25 rows');
      choose(pageSize, '100');
      await waitFor(() => historyRows(root).length === 28, 'every row');
    });

    it('Outage History of the water account: the empty message', async () => {
      const { element, root } = await show('300100201');
      await openTab(root, 'Outage History');
      await waitFor(
        () => normalized(openPanel(root)?.querySelector('tbody')?.textContent) !== '',
        'the empty history',
      );
      expect(normalized(openPanel(root)?.querySelector('tbody')?.textContent)).to.equal(
        'There are no outages recorded for this location.',
      );
      await expectNoAxeViolations(element);
    });

    it('a non-electric account under the hide setting: Outage is not supported for the selected account.', async () => {
      const { element, root } = await show('300100201', {
        state: (state) => {
          siteOf(state, riverbendApplicationId).configuration.hideNonElectricUsageAndOutage = true;
        },
      });
      await waitFor(() => alertTexts(root).length > 0, 'the message');
      expect(alertTexts(root)).to.deep.equal(['Outage is not supported for the selected account.']);
      expect(root.querySelector('[role="tablist"]')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('an address naming another member: Please relogin to your account then access to this page again!', async () => {
      const { element, root } = await show('300100200', { query: { memberno: '1002' } });
      await waitFor(() => alertTexts(root).length > 0, 'the message');
      expect(alertTexts(root)).to.deep.equal([
        'Please relogin to your account then access to this page again!',
      ]);
      expect(root.querySelector('[role="tablist"]')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('an account without a location: the report and the history are unavailable, the status still shows', async () => {
      const { element, root } = await show('300100200', {
        state: (state) => {
          state.accounts.sites[riverbendApplicationId]!.accounts['300100200']!.locationId = '';
        },
      });
      await waitFor(() => statusMessage(root) === noOutage, 'the status');
      await openTab(root, 'Report an Outage');
      const unavailable = 'Outage report is unavailable to this account, please contact customer service...!';
      expect(alertTexts(root)).to.deep.equal([unavailable]);
      expect(root.querySelector('[data-form="report"]')).to.equal(null);
      await expectNoAxeViolations(element);
      await openTab(root, 'Outage History');
      expect(alertTexts(root)).to.deep.equal([unavailable]);
      expect(root.querySelector('table')).to.equal(null);
    });

    it('says the status is loading while it loads', async () => {
      const { element, root } = await show('300100200', {
        faults: [{ method: 'GET', path: '/outage/status', delayMs: 60_000 }],
      });
      const spinner = await waitFor(
        () => root.querySelector('[data-panel="status"] [role="status"]'),
        'the loading status',
      );
      expect(normalized(spinner.textContent)).to.equal('Loading the outage status…');
      await expectNoAxeViolations(element);
    });

    it('shows the catalogue’s message with Try again when the status fails, and the status once it answers', async () => {
      const { element, root } = await show('300100200', {
        faults: [{ method: 'GET', path: '/outage/status', status: 500 }],
      });
      await waitFor(() => queryButton(root, 'Try again'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      await expectNoAxeViolations(element);
      buttonByName(root, 'Try again').click();
      await waitFor(() => statusMessage(root) === noOutage, 'the status');
      expect(queryButton(root, 'Try again')).to.equal(undefined);
    });

    it('shows the catalogue’s message when the report form or the history cannot load', async () => {
      const { element, root } = await show('300100200', {
        faults: [
          { method: 'GET', path: '/outage/info', status: 500, times: 3 },
          { method: 'GET', path: '/outage-history', status: 500, times: 3 },
        ],
      });
      await openTab(root, 'Report an Outage');
      await waitFor(() => queryButton(root, 'Try again'), 'the form’s failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      await expectNoAxeViolations(element);
      await openTab(root, 'Outage History');
      await waitFor(() => queryButton(root, 'Try again'), 'the history’s failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
    });

    /** Reports an outage on the account straight to the back office, as another device would. */
    async function reportThroughTheBackOffice(
      { simulator, accessToken }: MountedElement,
      accountNumber: string,
    ) {
      const answer = await simulator.call(`/api/v3/members/1001/accounts/${accountNumber}/outage/reports`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}` },
        json: { accountNumber, outageReason: 'Line down', callBack: false, callbackNumber: '', remarks: '' },
      });
      expect(answer.status).to.equal(200);
    }
  });
}
