import { expect } from 'chai';
import '../../../widgets/coop-payment-history.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';

const billRow = 'tr[data-row-id^="bill-"]';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** What a cell shows, without its narrow-layout label. */
function cellText(row: Element | null, index: number): string {
  const cell = row?.querySelectorAll('th, td')[index];
  if (!cell) return '';
  const content = cell.querySelector(':scope > span:not([aria-hidden])') ?? cell;
  return normalized(content.textContent);
}

function records(root: ShadowRoot): Element[] {
  return [...root.querySelectorAll('tbody tr[data-row-id]')];
}

function instantOf(date: string): number {
  const [month, day, year] = date.split('/').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day).getTime();
}

function isoOf(date: string): string {
  const [month, day, year] = date.split('/');
  return `${year}-${month}-${day}`;
}

function typeSelect(root: ShadowRoot): HTMLSelectElement {
  const label = [...root.querySelectorAll('label')].find((entry) => normalized(entry.textContent) === 'Show');
  const select = label?.htmlFor ? root.getElementById(label.htmlFor) : null;
  if (!(select instanceof HTMLSelectElement)) throw new Error('No type filter');
  return select;
}

function choose(select: HTMLSelectElement, label: string) {
  select.value = [...select.options].find((option) => option.text === label)?.value ?? '';
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

for (const width of [1280, 375]) {
  describe(`<coop-payment-history> at ${width} px`, () => {
    /** Jordan Rivera signed in, `faults` armed, the element open on `account`. */
    const show = (account: string, faults: readonly object[] = []) =>
      mountElement('coop-payment-history', { member: 'jordan.rivera', account, faults, width });

    async function showLoaded(account = '300100200') {
      const mounted = await show(account);
      await waitFor(() => mounted.root.querySelector(billRow), 'the history');
      return mounted;
    }

    it('lists payments and bills together, newest first, ten a page, with export buttons', async () => {
      const { element, root } = await showLoaded();
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Account History');
      const rows = records(root);
      expect(rows).to.have.length(10);
      const instants = rows.map((row) => instantOf(cellText(row, 0)));
      expect([...instants].sort((a, b) => b - a)).to.deep.equal(instants);
      expect(rows.map((row) => cellText(row, 1))).to.include.members(['Bill', 'Payment']);
      for (const row of rows) {
        expect(row.querySelector('button') !== null).to.equal(cellText(row, 1) === 'Bill');
      }
      expect(queryButton(root, 'Export CSV')).to.not.equal(undefined);
      expect(queryButton(root, 'Export spreadsheet')).to.not.equal(undefined);
      // One snapshot for both widths: the phone layout gives a screen reader the same page.
      await expectAriaSnapshot('payment-history');
      await expectNoAxeViolations(element);
    });

    it('keeps bills only, then payments only, with the type filter', async () => {
      const { element, root } = await showLoaded();
      choose(typeSelect(root), 'Bills only');
      await waitFor(() => records(root).every((row) => cellText(row, 1) === 'Bill'), 'bills only');
      expect(records(root)).to.have.length(10);
      choose(typeSelect(root), 'Payments only');
      await waitFor(() => records(root).every((row) => cellText(row, 1) === 'Payment'), 'payments only');
      expect(records(root).length).to.be.greaterThan(0);
      expect(queryButton(root, 'Clear filters')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('keeps the records of a date range, and names a To date before the From date on its field', async () => {
      const { element, root } = await showLoaded();
      const newest = cellText(records(root)[0] ?? null, 0);
      setInputValue(fieldByLabel(root, 'From'), isoOf(newest));
      await waitFor(
        () => records(root).every((row) => instantOf(cellText(row, 0)) >= instantOf(newest)),
        'the range',
      );
      expect(records(root).length).to.be.greaterThan(0);
      await expectNoAxeViolations(element);

      const to = fieldByLabel(root, 'To');
      setInputValue(to, '2000-01-01');
      await waitFor(() => to.getAttribute('aria-invalid') === 'true', 'the range error');
      const describedBy = (to.getAttribute('aria-describedby') ?? '').split(' ');
      expect(describedBy.map((id) => normalized(root.getElementById(id)?.textContent))).to.include(
        'The To date must be on or after the From date.',
      );
      await expectNoAxeViolations(element);

      buttonByName(root, 'Clear filters').click();
      await waitFor(() => records(root).length === 10, 'every record again');
      expect(fieldByLabel(root, 'From').value).to.equal('');
    });

    it('says when nothing matches the filters', async () => {
      const { element, root } = await showLoaded();
      setInputValue(fieldByLabel(root, 'From'), '2000-01-01');
      setInputValue(fieldByLabel(root, 'To'), '2000-01-02');
      await waitFor(
        () => normalized(root.textContent).includes('No payments or bills match the filters.'),
        'no matches',
      );
      expect(records(root)).to.have.length(0);
      await expectNoAxeViolations(element);
    });

    it('View Bill opens the statement in the PDF viewer, its first page drawn, focus inside', async function () {
      this.timeout(30_000);
      const { element, root } = await showLoaded();
      const row = root.querySelector(billRow);
      const billDate = cellText(row, 0);
      row?.querySelector<HTMLButtonElement>('button')?.click();
      const dialog = await waitFor(() => dialogByName(root, `Bill of ${billDate}`), 'the bill viewer');
      await waitFor(() => dialog.querySelector('canvas'), 'the first page drawn', 25_000);
      await nextTick();
      expect(dialog.contains(deepActiveElement())).to.equal(true);
      await expectNoAxeViolations(element);
    });

    it('300100204’s latest bill has no statement: the no-bill dialog', async () => {
      const { element, root } = await showLoaded('300100204');
      root.querySelector<HTMLButtonElement>(`${billRow} button`)?.click();
      const dialog = await waitFor(() => dialogByName(root, 'Bill Not Available'), 'the no-bill dialog');
      expect(normalized(dialog.textContent)).to.contain(
        'The billing statement is not available. Please check back soon.',
      );
      await expectNoAxeViolations(element);
    });

    it('shows the catalogue’s message with Try again when the history fails', async () => {
      const { element, root } = await show('300100200', [
        { method: 'GET', path: '/bills/history', status: 500, times: 10 },
      ]);
      await waitFor(() => queryButton(root, 'Try again'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      expect(queryButton(root, 'Try again')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });
  });
}
