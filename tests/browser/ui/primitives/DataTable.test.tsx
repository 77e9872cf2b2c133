import { resetMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { formatDate } from '../../../../src/domain/dates.ts';
import { formatMoney } from '../../../../src/domain/money.ts';
import { DataTable, type DataTableColumn } from '../../../../src/ui/primitives/DataTable/DataTable.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, nextTick, press, type } from '../../support/keyboard.ts';
import { clickOn } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';
import { buttonByName, fieldByLabel } from '../../support/shadow-queries.ts';

interface Account {
  readonly number: string;
  readonly type: string;
  readonly address: string;
  readonly status: string;
  readonly balance: number;
  readonly dueDate: string | null;
}

// Twelve accounts: at 5 a page that is 3 pages, the last one with 2 rows.
const accounts: readonly Account[] = [
  {
    number: '300100200',
    type: 'Electric',
    address: '12 Mill Road',
    status: 'Current',
    balance: 128.45,
    dueDate: '2026-07-20',
  },
  {
    number: '300100201',
    type: 'Water',
    address: '12 Mill Road',
    status: 'Current',
    balance: 54.1,
    dueDate: '2026-07-18',
  },
  {
    number: '300100202',
    type: 'Electric',
    address: '4 Ferry Lane',
    status: 'Past Due',
    balance: 310,
    dueDate: '2026-07-05',
  },
  {
    number: '300100203',
    type: 'Electric',
    address: '88 Orchard Way',
    status: 'Prepaid',
    balance: -12.5,
    dueDate: null,
  },
  {
    number: '300100204',
    type: 'Electric',
    address: '7 Quarry Street',
    status: 'Final Billed',
    balance: 0,
    dueDate: '2026-06-30',
  },
  {
    number: '300100205',
    type: 'Electric',
    address: '19 Birch Court',
    status: 'Current',
    balance: 96.3,
    dueDate: '2026-07-25',
  },
  {
    number: '300100206',
    type: 'Water',
    address: '19 Birch Court',
    status: 'Current',
    balance: 41.75,
    dueDate: '2026-07-25',
  },
  {
    number: '300100207',
    type: 'Propane',
    address: '301 County Road 9',
    status: 'Current',
    balance: 212.8,
    dueDate: '2026-07-28',
  },
  {
    number: '300100208',
    type: 'Electric',
    address: '5 Depot Street',
    status: 'Past Due',
    balance: 1045.6,
    dueDate: '2026-07-01',
  },
  {
    number: '300100209',
    type: 'Internet',
    address: '5 Depot Street',
    status: 'Current',
    balance: 69.99,
    dueDate: '2026-07-22',
  },
  {
    number: '300100210',
    type: 'Electric',
    address: '62 Ridge Road',
    status: 'Current',
    balance: 143.2,
    dueDate: '2026-07-19',
  },
  {
    number: '300100211',
    type: 'Water',
    address: '62 Ridge Road',
    status: 'Current',
    balance: 38.4,
    dueDate: '2026-07-19',
  },
];

const columns: readonly DataTableColumn<Account>[] = [
  {
    id: 'number',
    header: 'Account',
    value: (a) => a.number,
    sortable: true,
    searchable: true,
    rowHeader: true,
  },
  { id: 'type', header: 'Type', value: (a) => a.type, sortable: true, searchable: true },
  { id: 'address', header: 'Service address', value: (a) => a.address, searchable: true },
  { id: 'status', header: 'Status', value: (a) => a.status },
  {
    id: 'balance',
    header: 'Balance',
    value: (a) => a.balance,
    cell: (a) => formatMoney(a.balance),
    sortable: true,
    align: 'end',
  },
  {
    id: 'due',
    header: 'Due date',
    value: (a) => a.dueDate,
    cell: (a) => formatDate(a.dueDate) ?? 'N/A',
    sortable: true,
  },
];

/** Columns nobody searches: the table then has no search box. */
const unsearchableColumns = columns.map((column) => ({ ...column, searchable: false }));

const accountNumber = (account: Account) => account.number;

/** The shown text of one column on the current page, without the card label. */
function columnTexts(view: ShadowRender, header: string): string[] {
  const headers = [...view.root.querySelectorAll('thead th')].map((th) => th.textContent);
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`No column "${header}" in ${JSON.stringify(headers)}`);
  return [...view.root.querySelectorAll('tbody tr')].map(
    (row) => row.children[index]?.lastElementChild?.textContent ?? '',
  );
}

function headerCell(view: ShadowRender, header: string): HTMLTableCellElement {
  const cell = [...view.root.querySelectorAll<HTMLTableCellElement>('thead th')].find(
    (th) => th.textContent === header,
  );
  if (!cell) throw new Error(`No header "${header}"`);
  return cell;
}

function pageStatus(view: ShadowRender): string | null | undefined {
  return view.root.querySelector('[part="pagination"] p')?.textContent;
}

function announcement(view: ShadowRender): string | null | undefined {
  return view.root.querySelector('p[role="status"]')?.textContent;
}

function pageSizeSelect(view: ShadowRender): HTMLSelectElement {
  const label = [...view.root.querySelectorAll('label')].find(
    (element) => element.textContent === 'Rows per page',
  );
  const select = label ? view.root.getElementById(label.htmlFor) : null;
  if (!(select instanceof HTMLSelectElement)) throw new Error('No select labelled "Rows per page"');
  return select;
}

function checkboxNamed(view: ShadowRender, name: string): HTMLInputElement {
  const label = [...view.root.querySelectorAll('label')].find((element) => element.textContent === name);
  const input = label?.querySelector('input[type="checkbox"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`No checkbox named "${name}"`);
  return input;
}

function chooseOption(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('DataTable', () => {
  let view: ShadowRender | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await resetMouse();
  });

  describe('rendering', () => {
    it('shows the caption, the headers and the first page of rows in data order', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[5, 10, 25]} />,
      );
      expect(view.root.querySelector('caption')?.textContent).to.equal('Your accounts');
      expect([...view.root.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal([
        'Account',
        'Type',
        'Service address',
        'Status',
        'Balance',
        'Due date',
      ]);
      expect(columnTexts(view, 'Account')).to.deep.equal([
        '300100200',
        '300100201',
        '300100202',
        '300100203',
        '300100204',
      ]);
      expect(columnTexts(view, 'Balance')).to.deep.equal([
        '$128.45',
        '$54.10',
        '$310.00',
        '-$12.50',
        '$0.00',
      ]);
      expect(columnTexts(view, 'Due date')).to.deep.equal([
        '07/20/2026',
        '07/18/2026',
        '07/05/2026',
        'N/A',
        '06/30/2026',
      ]);
      expect(pageStatus(view)).to.equal('Page 1 of 3');
      await expectNoAxeViolations();
    });

    it('marks row headers and alignment, and puts aria-sort only on sortable columns', () => {
      view = renderInShadow(<DataTable caption="Your accounts" columns={columns} data={accounts} />);
      const firstRow = view.root.querySelector('tbody tr')!;
      expect(firstRow.children[0]!.localName).to.equal('th');
      expect(firstRow.children[0]!.getAttribute('scope')).to.equal('row');
      expect(getComputedStyle(firstRow.children[4]!).textAlign).to.equal('end');
      expect(getComputedStyle(firstRow.children[2]!).textAlign).to.equal('start');

      expect(headerCell(view, 'Account').getAttribute('aria-sort')).to.equal('none');
      expect(headerCell(view, 'Balance').getAttribute('aria-sort')).to.equal('none');
      expect(headerCell(view, 'Status').hasAttribute('aria-sort')).to.equal(false);
      expect(headerCell(view, 'Status').querySelector('button')).to.equal(null);
      expect(headerCell(view, 'Account').querySelector('button')?.textContent).to.equal('Account');
    });

    it('names the main surfaces as parts for host styling', () => {
      view = renderInShadow(<DataTable caption="Your accounts" columns={columns} data={accounts} />);
      expect(view.root.querySelector('[part="table"]')?.localName).to.equal('table');
      expect(view.root.querySelector('[part="pagination"]')).to.not.equal(null);
      expect(view.root.querySelector('[part="search"] input[type="search"]')).to.not.equal(null);
    });

    it('can hide the caption on screen and still name the table with it', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" hideCaption columns={columns} data={accounts} />,
      );
      const caption = view.root.querySelector('caption')!;
      expect(caption.textContent).to.equal('Your accounts');
      expect(caption.getBoundingClientRect().height).to.be.lessThan(2);
      await expectNoAxeViolations();
    });

    it('has no search box when no column is searchable', () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={unsearchableColumns} data={accounts} />,
      );
      expect(view.root.querySelector('[part="search"]')).to.equal(null);
      expect(view.root.querySelector('input[type="search"]')).to.equal(null);
    });
  });

  describe('sorting', () => {
    it('sorts ascending, then descending, when the member clicks a header', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[5]} />,
      );
      await clickOn(buttonByName(view.root, 'Balance'));
      expect(headerCell(view, 'Balance').getAttribute('aria-sort')).to.equal('ascending');
      expect(headerCell(view, 'Account').getAttribute('aria-sort')).to.equal('none');
      expect(columnTexts(view, 'Balance')).to.deep.equal(['-$12.50', '$0.00', '$38.40', '$41.75', '$54.10']);
      expect(announcement(view)).to.equal('Sorted by Balance, ascending');

      await clickOn(buttonByName(view.root, 'Balance'));
      expect(headerCell(view, 'Balance').getAttribute('aria-sort')).to.equal('descending');
      expect(columnTexts(view, 'Balance')).to.deep.equal([
        '$1,045.60',
        '$310.00',
        '$212.80',
        '$143.20',
        '$128.45',
      ]);
      expect(announcement(view)).to.equal('Sorted by Balance, descending');
      await expectNoAxeViolations();
    });

    it('sorts with Enter and Space on the focused header button, keeping focus there', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[5]} />,
      );
      const type = buttonByName(view.root, 'Type');
      type.focus();

      await press('Enter');
      expect(headerCell(view, 'Type').getAttribute('aria-sort')).to.equal('ascending');
      expect(columnTexts(view, 'Type')).to.deep.equal([
        'Electric',
        'Electric',
        'Electric',
        'Electric',
        'Electric',
      ]);
      expect(columnTexts(view, 'Account')[0]).to.equal('300100200');

      await press('Space');
      expect(headerCell(view, 'Type').getAttribute('aria-sort')).to.equal('descending');
      expect(columnTexts(view, 'Type')).to.deep.equal(['Water', 'Water', 'Water', 'Propane', 'Internet']);
      await expectFocusOn(type);
    });

    it('keeps empty values last in both directions', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[25]} />,
      );
      await clickOn(buttonByName(view.root, 'Due date'));
      const ascending = columnTexts(view, 'Due date');
      expect(ascending.slice(0, 3)).to.deep.equal(['06/30/2026', '07/01/2026', '07/05/2026']);
      expect(ascending.at(-1)).to.equal('N/A');

      await clickOn(buttonByName(view.root, 'Due date'));
      const descending = columnTexts(view, 'Due date');
      expect(descending.slice(0, 3)).to.deep.equal(['07/28/2026', '07/25/2026', '07/25/2026']);
      expect(descending.at(-1)).to.equal('N/A');
    });

    it('starts in the initial sort the screen asks for', () => {
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={accounts}
          pageSizeOptions={[5]}
          initialSort={{ columnId: 'balance', direction: 'descending' }}
        />,
      );
      expect(headerCell(view, 'Balance').getAttribute('aria-sort')).to.equal('descending');
      expect(columnTexts(view, 'Account')).to.deep.equal([
        '300100208',
        '300100202',
        '300100207',
        '300100210',
        '300100200',
      ]);
    });

    it('goes back to page 1 after a sort', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[5]} />,
      );
      await clickOn(buttonByName(view.root, 'Next page'));
      expect(pageStatus(view)).to.equal('Page 2 of 3');
      await clickOn(buttonByName(view.root, 'Account'));
      expect(pageStatus(view)).to.equal('Page 1 of 3');
      expect(columnTexts(view, 'Account')[0]).to.equal('300100200');
    });
  });

  describe('pagination', () => {
    it('pages forward and back, disabling Previous and Next at the ends', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[5, 10]} />,
      );
      const previous = buttonByName(view.root, 'Previous page');
      const next = buttonByName(view.root, 'Next page');
      expect(previous.disabled).to.equal(true);
      expect(next.disabled).to.equal(false);

      await clickOn(next);
      expect(pageStatus(view)).to.equal('Page 2 of 3');
      expect(columnTexts(view, 'Account')).to.deep.equal([
        '300100205',
        '300100206',
        '300100207',
        '300100208',
        '300100209',
      ]);
      expect(previous.disabled).to.equal(false);

      await clickOn(next);
      expect(pageStatus(view)).to.equal('Page 3 of 3');
      expect(columnTexts(view, 'Account')).to.deep.equal(['300100210', '300100211']);
      expect(next.disabled).to.equal(true);
      await expectNoAxeViolations();

      await clickOn(previous);
      expect(pageStatus(view)).to.equal('Page 2 of 3');
    });

    it('moves focus to the other page button when the pressed one becomes disabled', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[10]} />,
      );
      const previous = buttonByName(view.root, 'Previous page');
      const next = buttonByName(view.root, 'Next page');
      next.focus();
      await press('Enter');
      expect(pageStatus(view)).to.equal('Page 2 of 2');
      await expectFocusOn(previous);

      await press('Enter');
      expect(pageStatus(view)).to.equal('Page 1 of 2');
      await expectFocusOn(next);
    });

    it('goes to the new last page when new data has fewer pages than the page shown', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[5]} />,
      );
      await clickOn(buttonByName(view.root, 'Next page'));
      await clickOn(buttonByName(view.root, 'Next page'));
      expect(pageStatus(view)).to.equal('Page 3 of 3');

      view.rerender(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={accounts.slice(0, 7)}
          pageSizeOptions={[5]}
        />,
      );
      await nextTick();
      expect(pageStatus(view)).to.equal('Page 2 of 2');
      expect(columnTexts(view, 'Account')).to.deep.equal(['300100205', '300100206']);
    });

    it('starts with the default page size and offers the caller’s options in order', () => {
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={accounts}
          pageSizeOptions={[5, 10, 25, 50, 100]}
          defaultPageSize={10}
        />,
      );
      const select = pageSizeSelect(view);
      expect([...select.options].map((option) => option.textContent)).to.deep.equal([
        '5',
        '10',
        '25',
        '50',
        '100',
      ]);
      expect(select.value).to.equal('10');
      expect(view.root.querySelectorAll('tbody tr')).to.have.length(10);
      expect(pageStatus(view)).to.equal('Page 1 of 2');
    });

    it('uses 10, 25, 50 and 100 when the caller gives no options', () => {
      view = renderInShadow(<DataTable caption="Your accounts" columns={columns} data={accounts} />);
      const select = pageSizeSelect(view);
      expect([...select.options].map((option) => option.value)).to.deep.equal(['10', '25', '50', '100']);
      expect(select.value).to.equal('10');
    });

    it('changes the page size and the page status', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[5, 10, 25]} />,
      );
      chooseOption(pageSizeSelect(view), '10');
      expect(view.root.querySelectorAll('tbody tr')).to.have.length(10);
      expect(pageStatus(view)).to.equal('Page 1 of 2');

      chooseOption(pageSizeSelect(view), '25');
      expect(view.root.querySelectorAll('tbody tr')).to.have.length(12);
      expect(pageStatus(view)).to.equal('Page 1 of 1');
      expect(buttonByName(view.root, 'Next page').disabled).to.equal(true);
      await expectNoAxeViolations();
    });
  });

  describe('search', () => {
    it('filters rows across the searchable columns, ignoring case, and goes back to page 1', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[5]} />,
      );
      await clickOn(buttonByName(view.root, 'Next page'));
      expect(pageStatus(view)).to.equal('Page 2 of 3');

      fieldByLabel(view.root, 'Search').focus();
      await type('water');
      expect(columnTexts(view, 'Account')).to.deep.equal(['300100201', '300100206', '300100211']);
      expect(pageStatus(view)).to.equal('Page 1 of 1');
      expect(announcement(view)).to.equal('3 records found.');
      await expectNoAxeViolations();
    });

    it('matches the address column and ignores columns not marked searchable', async () => {
      view = renderInShadow(<DataTable caption="Your accounts" columns={columns} data={accounts} />);
      fieldByLabel(view.root, 'Search').focus();
      await type('depot');
      expect(columnTexts(view, 'Account')).to.deep.equal(['300100208', '300100209']);

      const search = fieldByLabel(view.root, 'Search');
      search.select();
      // 'Past Due' is only in the Status column, which is not searchable.
      await type('past due');
      expect(view.root.querySelector('tbody')?.textContent).to.equal('No records found.');
    });

    it('shows the empty message in one full-width row when nothing matches', async () => {
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={accounts}
          emptyMessage="There are no accounts available."
        />,
      );
      fieldByLabel(view.root, 'Search').focus();
      await type('999');
      const rows = view.root.querySelectorAll('tbody tr');
      expect(rows).to.have.length(1);
      expect(rows[0]!.children).to.have.length(1);
      expect((rows[0]!.children[0] as HTMLTableCellElement).colSpan).to.equal(6);
      expect(rows[0]!.textContent).to.equal('There are no accounts available.');
      expect(announcement(view)).to.equal('No records found.');
      expect(pageStatus(view)).to.equal('Page 1 of 1');
      await expectNoAxeViolations();
    });
  });

  describe('selection', () => {
    it('reports each row the member checks, and the select-all box turns indeterminate', async () => {
      const reports: { ids: readonly string[]; rows: readonly string[] }[] = [];
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={accounts}
          getRowId={accountNumber}
          pageSizeOptions={[5]}
          selection={{
            rowLabel: accountNumber,
            onChange: (ids, rows) => reports.push({ ids, rows: rows.map(accountNumber) }),
          }}
        />,
      );
      const selectAll = checkboxNamed(view, 'Select all rows');
      expect(selectAll.checked).to.equal(false);
      expect(selectAll.indeterminate).to.equal(false);

      await clickOn(checkboxNamed(view, 'Select row 300100202'));
      expect(reports.at(-1)).to.deep.equal({ ids: ['300100202'], rows: ['300100202'] });
      expect(checkboxNamed(view, 'Select row 300100202').checked).to.equal(true);
      expect(selectAll.checked).to.equal(false);
      expect(selectAll.indeterminate).to.equal(true);
      await expectNoAxeViolations();

      await clickOn(checkboxNamed(view, 'Select row 300100200'));
      expect(reports.at(-1)?.rows).to.deep.equal(['300100200', '300100202']);

      await clickOn(checkboxNamed(view, 'Select row 300100202'));
      expect(reports.at(-1)).to.deep.equal({ ids: ['300100200'], rows: ['300100200'] });
      expect(reports).to.have.length(3);
    });

    it('selects every row on every page with the select-all box, and clears them all again', async () => {
      let reported: readonly string[] = [];
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={accounts}
          getRowId={accountNumber}
          pageSizeOptions={[5]}
          selection={{ rowLabel: accountNumber, onChange: (ids) => (reported = ids) }}
        />,
      );
      const selectAll = checkboxNamed(view, 'Select all rows');
      await clickOn(selectAll);
      expect([...reported].sort()).to.deep.equal(accounts.map(accountNumber));
      expect(selectAll.checked).to.equal(true);
      expect(selectAll.indeterminate).to.equal(false);
      expect(
        [...view.root.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')].map(
          (box) => box.checked,
        ),
      ).to.deep.equal([true, true, true, true, true]);
      await expectNoAxeViolations();

      await clickOn(selectAll);
      expect(reported).to.deep.equal([]);
      expect(selectAll.checked).to.equal(false);
      expect(selectAll.indeterminate).to.equal(false);
    });

    it('select-all with a search selects only the matching rows', async () => {
      let reported: readonly string[] = [];
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={accounts}
          getRowId={accountNumber}
          selection={{ rowLabel: accountNumber, onChange: (ids) => (reported = ids) }}
        />,
      );
      fieldByLabel(view.root, 'Search').focus();
      await type('water');
      await clickOn(checkboxNamed(view, 'Select all rows'));
      expect([...reported].sort()).to.deep.equal(['300100201', '300100206', '300100211']);
    });

    it('follows the selection the screen controls', async () => {
      const reports: (readonly string[])[] = [];
      function ControlledTable() {
        const [selected, setSelected] = useState<readonly string[]>(['300100201']);
        return (
          <DataTable
            caption="Your accounts"
            columns={columns}
            data={accounts}
            getRowId={accountNumber}
            pageSizeOptions={[5]}
            selection={{
              rowLabel: accountNumber,
              selectedRowIds: selected,
              onChange: (ids) => {
                reports.push(ids);
                // The screen refuses to select the Past Due account.
                setSelected(ids.filter((id) => id !== '300100202'));
              },
            }}
          />
        );
      }
      view = renderInShadow(<ControlledTable />);
      expect(checkboxNamed(view, 'Select row 300100201').checked).to.equal(true);
      expect(checkboxNamed(view, 'Select all rows').indeterminate).to.equal(true);

      await clickOn(checkboxNamed(view, 'Select row 300100202'));
      expect(reports.at(-1)).to.deep.equal(['300100201', '300100202']);
      await nextTick();
      expect(checkboxNamed(view, 'Select row 300100202').checked).to.equal(false);

      await clickOn(checkboxNamed(view, 'Select row 300100203'));
      expect(reports.at(-1)).to.deep.equal(['300100201', '300100203']);
      expect(checkboxNamed(view, 'Select row 300100203').checked).to.equal(true);
    });
  });

  describe('empty table', () => {
    it('shows the default empty message in one full-width row, on page 1 of 1', async () => {
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={[]}
          selection={{ rowLabel: accountNumber }}
        />,
      );
      const rows = view.root.querySelectorAll('tbody tr');
      expect(rows).to.have.length(1);
      expect((rows[0]!.children[0] as HTMLTableCellElement).colSpan).to.equal(7);
      expect(rows[0]!.textContent).to.equal('No records found.');
      expect(pageStatus(view)).to.equal('Page 1 of 1');
      expect(buttonByName(view.root, 'Previous page').disabled).to.equal(true);
      expect(buttonByName(view.root, 'Next page').disabled).to.equal(true);
      expect(checkboxNamed(view, 'Select all rows').disabled).to.equal(true);
      await expectNoAxeViolations();
    });

    it('shows the screen’s own empty message', () => {
      view = renderInShadow(
        <DataTable
          caption="Delinquent notices"
          columns={columns}
          data={[]}
          emptyMessage="There are no delinquents available."
        />,
      );
      expect(view.root.querySelector('tbody')?.textContent).to.equal('There are no delinquents available.');
    });
  });

  describe('keyboard', () => {
    it('reaches every control with Tab in reading order, and Tab leaves the table at the end', async () => {
      view = renderInShadow(
        <>
          <DataTable
            caption="Your accounts"
            columns={columns}
            data={accounts.slice(0, 2)}
            getRowId={accountNumber}
            selection={{ rowLabel: accountNumber }}
          />
          <button type="button">After the table</button>
        </>,
      );
      const order = [
        fieldByLabel(view.root, 'Search'),
        checkboxNamed(view, 'Select all rows'),
        buttonByName(view.root, 'Account'),
        buttonByName(view.root, 'Type'),
        buttonByName(view.root, 'Balance'),
        buttonByName(view.root, 'Due date'),
        checkboxNamed(view, 'Select row 300100200'),
        checkboxNamed(view, 'Select row 300100201'),
        pageSizeSelect(view),
        // Previous and Next are disabled on a single page.
        buttonByName(view.root, 'After the table'),
      ];
      order[0]!.focus();
      for (const element of order.slice(1)) {
        await press('Tab');
        await expectFocusOn(element);
      }
      await press('Shift+Tab');
      await expectFocusOn(pageSizeSelect(view));
    });
  });

  describe('narrow layout', () => {
    function renderAt(width: string) {
      const shadow = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={accounts}
          pageSizeOptions={[5]}
          selection={{ rowLabel: accountNumber }}
        />,
      );
      shadow.host.style.display = 'block';
      shadow.host.style.width = width;
      return shadow;
    }

    it('at 400 px turns each row into a card whose cells show their column header', async () => {
      view = renderAt('400px');
      await nextTick();
      const firstRow = view.root.querySelector('tbody tr')!;
      expect(getComputedStyle(firstRow).display).to.equal('block');

      const balanceCell = firstRow.children[5] as HTMLElement;
      const label = balanceCell.firstElementChild as HTMLElement;
      expect(label.textContent).to.equal('Balance');
      expect(label.getAttribute('aria-hidden')).to.equal('true');
      expect(getComputedStyle(label).display).to.equal('block');
      expect(getComputedStyle(balanceCell).display).to.equal('grid');
      expect(balanceCell.textContent).to.equal('Balance$128.45');
      // Amounts sit next to their label, not at the far edge of the card.
      expect(getComputedStyle(balanceCell).textAlign).to.equal('start');

      // The sort buttons and select-all stay usable above the cards; plain headers are left to the labels.
      expect(getComputedStyle(headerCell(view, 'Status')).position).to.equal('absolute');
      expect(buttonByName(view.root, 'Balance').getBoundingClientRect().width).to.be.greaterThan(20);
      const selectAllText = checkboxNamed(view, 'Select all rows').nextElementSibling!;
      expect(getComputedStyle(selectAllText).position).to.equal('static');
      await expectNoAxeViolations();
    });

    it('at 400 px still sorts from the header bar', async () => {
      view = renderAt('400px');
      await nextTick();
      await clickOn(buttonByName(view.root, 'Balance'));
      expect(columnTexts(view, 'Balance')).to.deep.equal(['-$12.50', '$0.00', '$38.40', '$41.75', '$54.10']);
    });

    it('at 800 px is a plain table with the labels hidden', () => {
      view = renderAt('800px');
      const firstRow = view.root.querySelector('tbody tr')!;
      expect(getComputedStyle(firstRow).display).to.equal('table-row');
      const label = firstRow.children[5]!.firstElementChild!;
      expect(getComputedStyle(label).display).to.equal('none');
      expect(getComputedStyle(headerCell(view, 'Status')).position).to.equal('static');
    });
  });
});
