import { expect } from 'chai';
import '../../../widgets/coop-scheduled-payments.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { formatDayMonthYear } from '../../../src/domain/dates.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, describeElement, nextTick } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import { alertTexts, buttonByName, dialogByName, queryButton, waitFor } from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

const listPath = '/api/v3/members/1001/scheduled-payments';
const confirmText = 'Are you sure you want to delete Schedule Payments?';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return formatDayMonthYear(date) ?? '';
}

/** Each row as its cells' texts (the narrow layout's labels left out): date, accounts, amount, method, type. */
function shownRows(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('tbody tr')]
    .filter((row) => row.querySelector('th'))
    .map((row) =>
      [...row.querySelectorAll('th, td')].slice(0, 5).map((cell) => {
        const content = cell.querySelector(':scope > span:not([aria-hidden])') ?? cell;
        return normalized(content.textContent);
      }),
    );
}

function deleteRequests(simulator: InstalledSimulator) {
  return simulator.requests.filter((request) => request.method === 'DELETE');
}

const deleteFirst = `Delete the scheduled payment of $40.00 on ${daysAhead(10)}`;

for (const width of [1280, 375]) {
  describe(`<coop-scheduled-payments> at ${width} px`, () => {
    /** Jordan Rivera signed in, `faults` armed, the element open. */
    const show = (faults: readonly object[] = [], state?: SimulatorState) =>
      mountElement('coop-scheduled-payments', {
        member: 'jordan.rivera',
        faults,
        width,
        ...(state ? { state } : {}),
      });

    async function showLoaded(faults: readonly object[] = []) {
      const mounted = await show(faults);
      await waitFor(() => shownRows(mounted.root).length === 2, 'the two scheduled payments');
      return mounted;
    }

    it('shows the overview text and Jordan’s scheduled payments, soonest first, dates as dd-MMM-yyyy', async () => {
      const { element, root } = await showLoaded();
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Scheduled Payments');
      expect(normalized(root.querySelector('[data-part="overview"]')?.textContent)).to.equal(
        'Payments you have scheduled for a future date are listed below. A scheduled payment is made on its payment date; delete it here to stop it.',
      );
      expect(shownRows(root)).to.deep.equal([
        [daysAhead(10), '300100200', '$40.00', 'Visa ending in 4242', 'One-Time'],
        [daysAhead(24), '300100201', '$54.10', 'Checking ending in 6789', 'One-Time'],
      ]);
      expect(daysAhead(10)).to.match(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
      await expectNoAxeViolations(element);
    });

    it('says there are none when the member has no scheduled payments', async () => {
      const state = createSeedState(new Date());
      state.scheduledPayments.sites[riverbendApplicationId]!.payments = [];
      const { element, root } = await show([], state);
      await waitFor(
        () => normalized(root.textContent).includes('No Payments scheduled at this time.'),
        'empty',
      );
      expect(root.querySelectorAll('[data-delete]')).to.have.length(0);
      await expectNoAxeViolations(element);
    });

    it('shows the catalogue’s message with Try again when the list fails', async () => {
      const { element, root } = await show([
        { method: 'GET', path: '/scheduled-payments', status: 500, times: 10 },
      ]);
      await waitFor(() => queryButton(root, 'Try again'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      expect(queryButton(root, 'Try again')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('asks before deleting, No first and focused; No deletes nothing', async () => {
      const { element, root, simulator } = await showLoaded();
      buttonByName(root, deleteFirst).click();
      const dialog = await waitFor(() => dialogByName(root, 'Delete Scheduled Payment'), 'the question');
      expect(dialog.getAttribute('role')).to.equal('alertdialog');
      expect(normalized(dialog.textContent)).to.contain(confirmText);
      const buttons = [...dialog.querySelectorAll('button')].map((button) => normalized(button.textContent));
      expect(buttons.filter((name) => name === 'Yes' || name === 'No')).to.deep.equal(['No', 'Yes']);
      await waitFor(() => normalized(deepActiveElement()?.textContent) === 'No', 'focus on No');
      await expectNoAxeViolations(element);

      buttonByName(root, 'No').click();
      await waitFor(() => !dialogByName(root, 'Delete Scheduled Payment'), 'the dialog to close');
      expect(deleteRequests(simulator)).to.deep.equal([]);
      expect(shownRows(root)).to.have.length(2);
    });

    it('deletes on Yes once, under an idempotency key, says so and lists what remains', async () => {
      const { element, root, simulator } = await showLoaded([
        { method: 'DELETE', path: '/scheduled-payments/', delayMs: 300 },
      ]);
      buttonByName(root, deleteFirst).click();
      const dialog = await waitFor(() => dialogByName(root, 'Delete Scheduled Payment'), 'the question');
      const yes = [...dialog.querySelectorAll('button')].find(
        (button) => normalized(button.textContent) === 'Yes',
      );
      yes?.click();
      yes?.click();
      await nextTick();
      yes?.click();
      await waitFor(() => shownRows(root).length === 1, 'the remaining payment');
      expect(alertTexts(root)).to.deep.equal(['The scheduled payment was deleted.']);
      const deletes = deleteRequests(simulator);
      expect(deletes.map((request) => request.path)).to.deep.equal([`${listPath}/4100101`]);
      expect(deletes[0]?.idempotencyKey).to.be.a('string').and.not.equal('');
      expect(shownRows(root)[0]?.[1]).to.equal('300100201');
      expect(dialogByName(root, 'Delete Scheduled Payment')).to.equal(undefined);
      await waitFor(
        () => normalized(deepActiveElement()?.textContent) === 'The scheduled payment was deleted.',
        'focus on the answer',
      ).catch((error: unknown) => {
        throw new Error(
          `${String(error)}: ${describeElement(deepActiveElement())} "${normalized(deepActiveElement()?.textContent)}"`,
        );
      });
      await expectNoAxeViolations(element);
    });

    it('tells an unknown outcome when the answer is lost, loads the list again and offers no retry', async () => {
      const { element, root, simulator } = await showLoaded([
        { method: 'DELETE', path: '/scheduled-payments/', when: 'after', drop: true, times: 1 },
      ]);
      buttonByName(root, deleteFirst).click();
      await waitFor(() => dialogByName(root, 'Delete Scheduled Payment'), 'the question');
      buttonByName(root, 'Yes').click();
      await waitFor(() => shownRows(root).length === 1, 'the list loaded again');
      expect(alertTexts(root)).to.deep.equal([
        'We could not confirm whether the scheduled payment was deleted. The list below has been loaded again: check it before trying again.',
      ]);
      expect(deleteRequests(simulator)).to.have.length(1);
      expect(queryButton(root, 'Try again')).to.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('shows the back office’s refusal when the delete fails, and keeps the payment', async () => {
      const { element, root } = await showLoaded([
        {
          method: 'DELETE',
          path: '/scheduled-payments/',
          status: 400,
          body: ['The payment is being processed.'],
        },
      ]);
      buttonByName(root, deleteFirst).click();
      await waitFor(() => dialogByName(root, 'Delete Scheduled Payment'), 'the question');
      buttonByName(root, 'Yes').click();
      await waitFor(() => alertTexts(root).includes('The payment is being processed.'), 'the refusal');
      expect(alertTexts(root)).to.deep.equal(['The payment is being processed.']);
      expect(shownRows(root)).to.have.length(2);
      await expectNoAxeViolations(element);
    });
  });
}
