import { expect } from 'chai';
import '../../../widgets/coop-delinquent-history.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, expectFocusOn, nextTick, press } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import { texts } from '../support/session.ts';
import { alertTexts, dialogByName, queryButton, waitFor } from '../support/shadow-queries.ts';
const generic = 'We are unable to process your request at this time. Please try again later.';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** MM/dd/yyyy of the day `days` from today, worked out apart from the code under test. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;
}

/** yyyy-MM-dd of the day `days` from today. */
function isoDayFromToday(days: number): string {
  const [month, day, year] = dayFromToday(days).split('/');
  return `${year}-${month}-${day}`;
}

/** Each shown row's cells (without the label the narrow layout puts first). */
function rows(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('tbody tr[data-row-id]')].map((row) =>
    [...row.querySelectorAll('td, th')].map((cell) =>
      normalized(cell.lastElementChild?.textContent ?? cell.textContent),
    ),
  );
}

function accountLines(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('dl > div')].map(
    (row) =>
      `${normalized(row.querySelector('dt')?.textContent)}: ${normalized(row.querySelector('dd')?.textContent)}`,
  );
}

for (const width of [1280, 375]) {
  describe(`<coop-delinquent-history> at ${width} px`, () => {
    /** Signs Jordan Rivera in and opens the element on `account` (`?accountno=`). */
    const show = (account: string, faults: readonly object[] = []) =>
      mountElement('coop-delinquent-history', { member: 'jordan.rivera', account, faults, width });

    it('300100202: its 3 notices newest first, 10 a page, with the amounts and dates', async () => {
      const { element, root } = await show('300100202');
      await waitFor(() => rows(root).length === 3, 'the notices');
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Delinquent History');
      expect(accountLines(root)).to.deep.equal(['Account: 300100202']);
      expect(texts(root.querySelectorAll('thead th'))).to.deep.equal([
        'View PDF',
        'Bill Date',
        'Past Due',
        'Late Fee',
        'Cutoff Date',
      ]);
      expect(rows(root)).to.deep.equal([
        [
          `View PDF Delinquent notice of ${dayFromToday(-10)}`,
          dayFromToday(-10),
          '$212.40',
          '$10.62',
          dayFromToday(5),
        ],
        [
          `View PDF Delinquent notice of ${dayFromToday(-40)}`,
          dayFromToday(-40),
          '$148.75',
          '$7.44',
          dayFromToday(-25),
        ],
        [
          `View PDF Delinquent notice of ${dayFromToday(-71)}`,
          dayFromToday(-71),
          '$96.30',
          '$4.82',
          dayFromToday(-56),
        ],
      ]);
      const pageSize = root.querySelector<HTMLSelectElement>('[part~="pagination"] select');
      expect([...(pageSize?.options ?? [])].map((option) => option.value)).to.deep.equal([
        '5',
        '10',
        '25',
        '100',
      ]);
      expect(pageSize?.value).to.equal('10');
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      await expectNoAxeViolations(element);
    });

    it('View PDF opens the notice in the viewer, its first page drawn, Download offered, focus inside', async function () {
      // pdf.js loads on the first opening: slower than a test's default on a busy machine.
      this.timeout(30_000);
      const { element, root, simulator } = await show('300100202');
      await waitFor(() => rows(root).length === 3, 'the notices');
      root.querySelector<HTMLButtonElement>('tbody tr[data-row-id] button')?.click();
      const dialog = await waitFor(
        () => dialogByName(root, `Delinquent Notice ${dayFromToday(-10)}`),
        'the notice viewer',
      );
      await waitFor(() => dialog.querySelector('canvas'), 'the first page drawn', 25_000);
      await nextTick();
      expect(dialog.contains(deepActiveElement())).to.equal(true);
      expect(
        [...dialog.querySelectorAll('button')].some(
          (button) => normalized(button.textContent) === 'Download',
        ),
      ).to.equal(true);
      const sent = simulator.requests.filter((request) =>
        request.path.startsWith('/api/v3/members/1001/delinquents/view?'),
      );
      expect(sent).to.have.length(1);
      const query = new URLSearchParams(sent[0]!.path.split('?')[1]);
      expect(query.get('url')).to.match(/300100202/);
      expect(query.get('processedDate')).to.equal(isoDayFromToday(-9));
      expect(query.get('tick')).to.match(/^\d+$/);
      await expectNoAxeViolations(element);
    });

    it('opens a notice from the keyboard, and Escape closes it with focus back on its button', async function () {
      this.timeout(30_000);
      const { root } = await show('300100202');
      await waitFor(() => rows(root).length === 3, 'the notices');
      const second = root.querySelectorAll<HTMLButtonElement>('tbody tr[data-row-id] button')[1]!;
      second.focus();
      await press('Enter');
      const dialog = await waitFor(
        () => dialogByName(root, `Delinquent Notice ${dayFromToday(-40)}`),
        'the notice viewer',
      );
      await waitFor(() => dialog.querySelector('canvas'), 'the first page drawn', 25_000);
      await nextTick();
      await press('Escape');
      await waitFor(() => !dialogByName(root, `Delinquent Notice ${dayFromToday(-40)}`), 'the viewer closed');
      await expectFocusOn(second);
    });

    it("300100205: says 'Delinquent File not found.' when the notice's file is lost", async () => {
      const { element, root } = await show('300100205');
      await waitFor(() => rows(root).length === 1, 'the notice');
      root.querySelector<HTMLButtonElement>('tbody tr[data-row-id] button')?.click();
      const dialog = await waitFor(
        () => dialogByName(root, `Delinquent Notice ${dayFromToday(-20)}`),
        'the notice viewer',
      );
      await waitFor(
        () =>
          [...dialog.querySelectorAll('*')].some(
            (node) => normalized(node.textContent) === 'Delinquent File not found.',
          ),
        'the missing-file message',
      );
      await expectNoAxeViolations(element);
    });

    it("300100200: 'There are no delinquents available.'", async () => {
      const { element, root } = await show('300100200');
      await waitFor(
        () => normalized(root.querySelector('p')?.textContent) === 'There are no delinquents available.',
        'the empty message',
      );
      expect(root.querySelector('table')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('a failed load says the generic message with Try again', async () => {
      const { element, root } = await show('300100202', [
        { method: 'GET', path: '/delinquents', status: 404, times: 10 },
      ]);
      await waitFor(() => alertTexts(root).includes(generic), 'the failure');
      expect(queryButton(root, 'Try again')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });
  });
}
