import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../widgets/coop-portal.ts';
import { formatDayMonthYear } from '../../../src/domain/dates.ts';
import { historyStateWith } from '../../../src/state/navigation-state.ts';
import { rememberScheduledPaymentDate } from '../../../src/state/scheduled-payment-date.ts';
import { scheduledPaymentDateKey, storageKeys } from '../../../src/state/storage-keys.ts';
import {
  mainHeading,
  mountPortal,
  openAt,
  resetPage,
  signIn,
  waitForHeading,
  waitForRoute,
} from '../portal/portal-test-support.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { buttonByName, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

const originalAddress = `${location.pathname}${location.search}`;

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The texts of the alerts in the screen (the header's announcement left out). */
function alertTexts(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('main [role="alert"], main [role="status"]')]
    .map((element) => normalized(element.textContent))
    .filter((text) => text !== '');
}

/** Opens the portal signed in at `route`, with `message` in the navigation state when given. */
async function openSignedIn(simulator: InstalledSimulator, route: string, message?: string) {
  await signIn(simulator);
  openAt(route);
  if (message !== undefined) {
    history.replaceState(historyStateWith(history.state, { message }), '', location.href);
  }
  const { element, root } = mountPortal();
  await waitForHeading(root, 'Schedule Payment');
  return { element, root };
}

for (const width of [1280, 375]) {
  describe(`The schedule payment result pages at ${width} px`, () => {
    let simulator: InstalledSimulator;
    let portalElement: HTMLElement | undefined;

    before(async () => {
      await setViewport({ width, height: 900 });
    });

    after(async () => {
      await setViewport({ width: 800, height: 600 });
    });

    beforeEach(() => {
      simulator = installSimulator();
    });

    afterEach(() => {
      portalElement?.remove();
      portalElement = undefined;
      sessionStorage.removeItem(scheduledPaymentDateKey('5000123'));
      history.replaceState(null, '', originalAddress);
      resetPage();
      simulator.uninstall();
    });

    it('success: the navigation state’s message, the transno and the date stored under it; Done goes to the overview', async () => {
      rememberScheduledPaymentDate('5000123', '2026-12-04');
      const { element, root } = await openSignedIn(
        simulator,
        'schedule-payments-success?transno=5000123',
        'Your payment of $40.00 is scheduled.',
      );
      portalElement = element;
      await waitFor(() => alertTexts(root).length > 0, 'the message');
      expect(alertTexts(root)).to.deep.equal(['Your payment of $40.00 is scheduled.']);
      const details = [...root.querySelectorAll('main dl > div')].map((row) => normalized(row.textContent));
      expect(details).to.deep.equal([
        'Confirmation Number5000123',
        `Payment Date${formatDayMonthYear('2026-12-04') ?? ''}`,
      ]);
      expect(details[1]).to.contain('04-Dec-2026');
      await expectNoAxeViolations(element);
      buttonByName(root, 'Done').click();
      await waitForRoute('accountoverview');
    });

    it('success without a stored date or a message: its own sentence and the confirmation number only', async () => {
      const { element, root } = await openSignedIn(simulator, 'schedule-payments-success?transno=5000999');
      portalElement = element;
      await waitFor(() => alertTexts(root).length > 0, 'the message');
      expect(alertTexts(root)).to.deep.equal(['Your payment has been scheduled.']);
      expect(
        [...root.querySelectorAll('main dl > div')].map((row) => normalized(row.textContent)),
      ).to.deep.equal(['Confirmation Number5000999']);
      await expectNoAxeViolations(element);
    });

    it('cancel: ‘Your schedule payment has been canceled.’ and Done', async () => {
      const { element, root } = await openSignedIn(simulator, 'schedule-payments-cancel');
      portalElement = element;
      await waitFor(() => alertTexts(root).length > 0, 'the message');
      expect(alertTexts(root)).to.deep.equal(['Your schedule payment has been canceled.']);
      await expectNoAxeViolations(element);
      buttonByName(root, 'Done').click();
      await waitForRoute('accountoverview');
    });

    it('error: the message from the navigation state, under the title Schedule Payment, and Done', async () => {
      const { element, root } = await openSignedIn(
        simulator,
        'schedule-payments-error',
        'The card was declined. No payment was scheduled.',
      );
      portalElement = element;
      await waitFor(() => alertTexts(root).length > 0, 'the message');
      expect(alertTexts(root)).to.deep.equal(['The card was declined. No payment was scheduled.']);
      await expectNoAxeViolations(element);
      buttonByName(root, 'Done').click();
      await waitForRoute('accountoverview');
    });
  });
}

describe('The schedule payment success page and storage it does not own', () => {
  let simulator: InstalledSimulator;

  afterEach(() => {
    history.replaceState(null, '', originalAddress);
    resetPage();
    simulator.uninstall();
  });

  it('shows nothing stored under a transno naming a session key, or a date the page keeps', async () => {
    simulator = installSimulator();
    const accessToken = await signIn(simulator);
    sessionStorage.setItem(
      storageKeys.quickPay,
      JSON.stringify({
        token: 'quick-pay-token',
        memberNumber: '1001',
        encryptedAccount: 'x',
        accountNumber: 'y',
      }),
    );
    // A date some other script of the page keeps in session storage.
    sessionStorage.setItem('lastVisit', '2026-01-02');
    for (const transNo of [storageKeys.member, storageKeys.accountInfo, storageKeys.quickPay, 'lastVisit']) {
      openAt(`schedule-payments-success?transno=${transNo}`);
      const { element, root } = mountPortal();
      await waitFor(() => mainHeading(root) === 'Schedule Payment', `the success page for ${transNo}`);
      await waitFor(() => alertTexts(root).length > 0, 'the message');
      const details = [...root.querySelectorAll('main dl > div')].map((row) => normalized(row.textContent));
      expect(details, transNo).to.deep.equal([`Confirmation Number${transNo}`]);
      const shown = root.querySelector('main')?.textContent ?? '';
      expect(shown).not.to.contain(accessToken);
      expect(shown).not.to.contain('quick-pay-token');
      element.remove();
    }
  });
});

describe('The scheduled-payments route with accountno', () => {
  let simulator: InstalledSimulator;
  let portalElement: HTMLElement | undefined;

  afterEach(() => {
    portalElement?.remove();
    portalElement = undefined;
    history.replaceState(null, '', originalAddress);
    resetPage();
    simulator.uninstall();
  });

  it('lists only the payments of that account', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('scheduled-payments?accountno=300100201');
    const { element, root } = mountPortal();
    portalElement = element;
    await waitForHeading(root, 'Scheduled Payments');
    await waitFor(() => root.querySelector('main tbody tr[data-row-id]'), 'the list');
    expect(
      [...root.querySelectorAll('main tbody tr[data-row-id]')].map((row) => row.getAttribute('data-row-id')),
    ).to.deep.equal(['4100102']);
    await expectNoAxeViolations(element);
  });
});
