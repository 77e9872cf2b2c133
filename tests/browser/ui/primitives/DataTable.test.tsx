// browser-test-page: own (it holds back a module's code, which a file before it could have loaded)
import { emulateMedia, executeServerCommand, resetMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatDate } from '../../../../src/domain/dates.ts';
import { formatMoney } from '../../../../src/domain/money.ts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableHiddenSelection,
  type DataTableProps,
  type DataTableQuery,
} from '../../../../src/ui/primitives/DataTable/DataTable.tsx';
import { SelectField } from '../../../../src/ui/primitives/SelectField/SelectField.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, nextTick, press, type } from '../../support/keyboard.ts';
import { holdModule } from '../../support/module-hold.ts';
import { clickOn } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';
import { buttonByName, fieldByLabel, waitFor } from '../../support/shadow-queries.ts';

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

function rowRangeText(view: ShadowRender): string | undefined {
  return [...view.root.querySelectorAll('[part="pagination"] span')]
    .map((span) => span.textContent ?? '')
    .find((text) => /^Rows? /.test(text));
}

function loadingStatus(view: ShadowRender): string | null | undefined {
  return view.root.querySelector('[part="pagination"] [role="status"]')?.textContent;
}

function tableBusy(view: ShadowRender): string | null | undefined {
  return view.root.querySelector('table')?.getAttribute('aria-busy');
}

/** What a back office answers to a query: the accounts matching the search, sorted, one page of them. */
function serverPage(query: DataTableQuery): { readonly rows: readonly Account[]; readonly total: number } {
  const search = query.search.toLowerCase();
  const matching = accounts.filter((account) =>
    `${account.number} ${account.type} ${account.address}`.toLowerCase().includes(search),
  );
  const sortColumn = columns.find((column) => column.id === query.sort?.columnId);
  const sorted = sortColumn
    ? [...matching].sort((a, b) => {
        const [left, right] = [sortColumn.value(a) ?? '', sortColumn.value(b) ?? ''];
        const order =
          typeof left === 'number' && typeof right === 'number'
            ? left - right
            : String(left).localeCompare(String(right));
        return query.sort?.direction === 'descending' ? -order : order;
      })
    : matching;
  const start = query.pageIndex * query.pageSize;
  return { rows: sorted.slice(start, start + query.pageSize), total: matching.length };
}

interface ServerRender {
  readonly view: ShadowRender;
  /** Every query the table reported, in order. */
  readonly queries: DataTableQuery[];
  /** Lets the back office's answer to the latest query arrive. */
  respond(): Promise<void>;
}

/**
 * A screen in server mode: it owns the query and keeps showing the page it has until the test lets the
 * answer to the new query arrive, as a fetch would.
 */
function renderServerTable(
  extra: Partial<DataTableProps<Account>> = {},
  firstQuery: DataTableQuery = { pageIndex: 0, pageSize: 5, sort: null, search: '' },
): ServerRender {
  const queries: DataTableQuery[] = [];
  let answerLatest = (): void => {
    throw new Error('No query is waiting for an answer');
  };
  function ServerAccounts() {
    const [query, setQuery] = useState(firstQuery);
    const [shown, setShown] = useState(() => ({ query, ...serverPage(query) }));
    useEffect(() => {
      answerLatest = () => setShown({ query, ...serverPage(query) });
    }, [query]);
    return (
      <DataTable
        caption="Your accounts"
        columns={columns}
        data={shown.rows}
        getRowId={accountNumber}
        pageSizeOptions={[5, 10]}
        loading={shown.query !== query}
        server={{
          query,
          rowCount: shown.total,
          onQueryChange: (next) => {
            queries.push(next);
            setQuery(next);
          },
        }}
        {...extra}
      />
    );
  }
  return {
    view: renderInShadow(<ServerAccounts />),
    queries,
    async respond() {
      flushSync(() => answerLatest());
      await nextTick();
    },
  };
}

interface Download {
  readonly fileName: string;
  readonly blob: Blob;
}

/**
 * Catches the files the table hands to the browser: the blob given to URL.createObjectURL and the name
 * of the link clicked, whose download is cancelled.
 */
function catchDownloads(view: ShadowRender): { readonly downloads: Download[]; stop(): void } {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const address = createObjectURL(blob);
    if (blob instanceof Blob) blobs.set(address, blob);
    return address;
  };
  const onClick = (event: Event) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    const blob = blobs.get(link.href);
    if (blob) downloads.push({ fileName: link.download, blob });
  };
  view.root.addEventListener('click', onClick, true);
  return {
    downloads,
    stop() {
      URL.createObjectURL = createObjectURL;
      view.root.removeEventListener('click', onClick, true);
    },
  };
}

function exportButtonNames(view: ShadowRender): string[] {
  return [...view.root.querySelectorAll('button')]
    .map((button) => button.textContent ?? '')
    .filter((name) => name.startsWith('Export'));
}

/** A file's text with its byte order mark, which Blob.text() would drop. */
async function fileText(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

/** The export's own status and alert, beside its buttons. */
function exportStatus(view: ShadowRender): string | null | undefined {
  const exportArea = buttonByName(view.root, 'Export CSV').closest('div')?.parentElement;
  return exportArea?.querySelector('p[role="status"]')?.textContent;
}

function exportError(view: ShadowRender): string | null | undefined {
  const exportArea = buttonByName(view.root, 'Export CSV').closest('div')?.parentElement;
  return exportArea?.querySelector('p[role="alert"]')?.textContent;
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

  describe('server mode', () => {
    it('keeps the rows shown, greyed and marked busy, while the next page loads', async () => {
      const server = renderServerTable();
      view = server.view;
      expect(pageStatus(view)).to.equal('Page 1 of 3');
      expect(rowRangeText(view)).to.equal('Rows 1–5 of 12');
      expect(tableBusy(view)).to.equal(null);

      await clickOn(buttonByName(view.root, 'Next page'));
      expect(server.queries).to.deep.equal([{ pageIndex: 1, pageSize: 5, sort: null, search: '' }]);
      // The first page stays on screen, with the controls already on page 2.
      expect(columnTexts(view, 'Account')).to.deep.equal([
        '300100200',
        '300100201',
        '300100202',
        '300100203',
        '300100204',
      ]);
      expect(tableBusy(view)).to.equal('true');
      expect(loadingStatus(view)).to.equal('Loading rows…');
      expect(pageStatus(view)).to.equal('Page 2 of 3');
      expect(rowRangeText(view)).to.equal('Rows 6–10 of 12');
      expect(view.root.querySelector('tbody')?.textContent).to.not.contain('Loading');
      await expectNoAxeViolations();

      await server.respond();
      expect(columnTexts(view, 'Account')).to.deep.equal([
        '300100205',
        '300100206',
        '300100207',
        '300100208',
        '300100209',
      ]);
      expect(tableBusy(view)).to.equal(null);
      expect(loadingStatus(view)).to.equal('');
      await expectNoAxeViolations();
    });

    it('pages by the total the screen gives, not by the rows it holds', async () => {
      const server = renderServerTable({}, { pageIndex: 2, pageSize: 5, sort: null, search: '' });
      view = server.view;
      expect(view.root.querySelectorAll('tbody tr')).to.have.length(2);
      expect(pageStatus(view)).to.equal('Page 3 of 3');
      expect(rowRangeText(view)).to.equal('Rows 11–12 of 12');
      expect(buttonByName(view.root, 'Next page').disabled).to.equal(true);

      // 10 a page from rows 11–12: the page that holds row 11.
      chooseOption(pageSizeSelect(view), '10');
      expect(server.queries.at(-1)).to.deep.equal({ pageIndex: 1, pageSize: 10, sort: null, search: '' });
      await server.respond();
      expect(pageStatus(view)).to.equal('Page 2 of 2');
      expect(columnTexts(view, 'Account')).to.deep.equal(['300100210', '300100211']);
    });

    it('reports a sort, from the first page, and shows the rows in the order the screen gives', async () => {
      const server = renderServerTable({}, { pageIndex: 1, pageSize: 5, sort: null, search: '' });
      view = server.view;
      await clickOn(buttonByName(view.root, 'Balance'));
      expect(server.queries).to.deep.equal([
        { pageIndex: 0, pageSize: 5, sort: { columnId: 'balance', direction: 'ascending' }, search: '' },
      ]);
      expect(headerCell(view, 'Balance').getAttribute('aria-sort')).to.equal('ascending');
      expect(announcement(view)).to.equal('Sorted by Balance, ascending');
      // The table does not sort the page it holds: the screen's rows come in the server's order.
      expect(columnTexts(view, 'Account')[0]).to.equal('300100205');

      await server.respond();
      expect(columnTexts(view, 'Balance')).to.deep.equal(['-$12.50', '$0.00', '$38.40', '$41.75', '$54.10']);

      await clickOn(buttonByName(view.root, 'Balance'));
      expect(server.queries.at(-1)).to.deep.equal({
        pageIndex: 0,
        pageSize: 5,
        sort: { columnId: 'balance', direction: 'descending' },
        search: '',
      });
      expect(headerCell(view, 'Balance').getAttribute('aria-sort')).to.equal('descending');
      await expectNoAxeViolations();
    });

    it('reports the search once typing pauses, not a query per key, and announces the count found', async () => {
      const server = renderServerTable({}, { pageIndex: 1, pageSize: 5, sort: null, search: '' });
      view = server.view;
      fieldByLabel(view.root, 'Search').focus();
      await type('water');
      expect(server.queries).to.deep.equal([]);
      // Nothing is filtered in the browser.
      expect(view.root.querySelectorAll('tbody tr')).to.have.length(5);

      await nextTick(450);
      expect(server.queries).to.deep.equal([{ pageIndex: 0, pageSize: 5, sort: null, search: 'water' }]);
      expect(fieldByLabel(view.root, 'Search').value).to.equal('water');
      expect(loadingStatus(view)).to.equal('Loading rows…');

      await server.respond();
      expect(columnTexts(view, 'Account')).to.deep.equal(['300100201', '300100206', '300100211']);
      expect(pageStatus(view)).to.equal('Page 1 of 1');
      expect(announcement(view)).to.equal('3 records found.');
      await expectNoAxeViolations();

      const search = fieldByLabel(view.root, 'Search');
      search.select();
      await press('Backspace');
      await nextTick(450);
      expect(server.queries.at(-1)).to.deep.equal({ pageIndex: 0, pageSize: 5, sort: null, search: '' });
      expect(server.queries).to.have.length(2);
    });

    it('shows the loading text in the body when it has no rows yet', async () => {
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={[]}
          loading
          server={{
            query: { pageIndex: 0, pageSize: 10, sort: null, search: '' },
            rowCount: 0,
            onQueryChange: () => undefined,
          }}
        />,
      );
      expect(view.root.querySelector('tbody')?.textContent).to.equal('Loading rows…');
      expect(tableBusy(view)).to.equal('true');
      expect(rowRangeText(view)).to.equal(undefined);
      await expectNoAxeViolations();
    });
  });

  describe('row range', () => {
    it('says which rows of how many the page shows, in client mode too', async () => {
      view = renderInShadow(
        <DataTable caption="Your accounts" columns={columns} data={accounts} pageSizeOptions={[5]} />,
      );
      expect(rowRangeText(view)).to.equal('Rows 1–5 of 12');
      await clickOn(buttonByName(view.root, 'Next page'));
      await clickOn(buttonByName(view.root, 'Next page'));
      expect(rowRangeText(view)).to.equal('Rows 11–12 of 12');

      fieldByLabel(view.root, 'Search').focus();
      await type('ferry');
      expect(rowRangeText(view)).to.equal('Row 1 of 1');
    });
  });

  describe('external filter', () => {
    const views: Record<string, (account: Account) => boolean> = {
      all: () => true,
      water: (account) => account.type === 'Water',
      electric: (account) => account.type === 'Electric',
    };

    function FilteredAccounts({
      hiddenSelection,
      onSelection,
    }: {
      readonly hiddenSelection?: DataTableHiddenSelection;
      readonly onSelection: (ids: readonly string[]) => void;
    }) {
      const [shownView, setShownView] = useState('all');
      return (
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={accounts.filter(views[shownView] ?? views.all!)}
          getRowId={accountNumber}
          pageSizeOptions={[5]}
          filter={{ key: shownView, hiddenSelection }}
          selection={{ rowLabel: accountNumber, onChange: onSelection }}
          toolbar={
            <>
              <SelectField
                label="View"
                placeholder="Choose a view"
                options={[
                  { value: 'all', label: 'All' },
                  { value: 'water', label: 'Water' },
                  { value: 'electric', label: 'Electric' },
                ]}
                value={shownView}
                onChange={(event) => setShownView(event.target.value)}
              />
              <button type="button">Remove Selected</button>
            </>
          }
        />
      );
    }

    function viewSelect(shadow: ShadowRender): HTMLSelectElement {
      const label = [...shadow.root.querySelectorAll('label')].find(
        (element) => element.textContent === 'View',
      );
      const select = label ? shadow.root.getElementById(label.htmlFor) : null;
      if (!(select instanceof HTMLSelectElement)) throw new Error('No select labelled "View"');
      return select;
    }

    it('goes back to the first page when the screen changes its filter', async () => {
      view = renderInShadow(<FilteredAccounts onSelection={() => undefined} />);
      await clickOn(buttonByName(view.root, 'Next page'));
      await clickOn(buttonByName(view.root, 'Next page'));
      expect(pageStatus(view)).to.equal('Page 3 of 3');

      chooseOption(viewSelect(view), 'electric');
      expect(pageStatus(view)).to.equal('Page 1 of 2');
      expect(columnTexts(view, 'Account')).to.deep.equal([
        '300100200',
        '300100202',
        '300100203',
        '300100204',
        '300100205',
      ]);
      await expectNoAxeViolations();

      await clickOn(buttonByName(view.root, 'Next page'));
      expect(pageStatus(view)).to.equal('Page 2 of 2');
      chooseOption(viewSelect(view), 'water');
      expect(pageStatus(view)).to.equal('Page 1 of 1');
      expect(columnTexts(view, 'Account')).to.deep.equal(['300100201', '300100206', '300100211']);
    });

    it('puts the screen’s controls in the toolbar, before the search box in reading order', async () => {
      view = renderInShadow(<FilteredAccounts onSelection={() => undefined} />);
      const select = viewSelect(view);
      select.focus();
      await press('Tab');
      await expectFocusOn(buttonByName(view.root, 'Remove Selected'));
      await press('Tab');
      await expectFocusOn(fieldByLabel(view.root, 'Search'));
      await press('Tab');
      await expectFocusOn(checkboxNamed(view, 'Select all rows'));
    });

    it('unselects the rows a new filter hides, by default', async () => {
      const reports: (readonly string[])[] = [];
      view = renderInShadow(<FilteredAccounts onSelection={(ids) => reports.push(ids)} />);
      await clickOn(checkboxNamed(view, 'Select row 300100200'));
      await clickOn(checkboxNamed(view, 'Select row 300100201'));
      expect(reports.at(-1)).to.deep.equal(['300100200', '300100201']);

      chooseOption(viewSelect(view), 'water');
      expect(reports.at(-1)).to.deep.equal(['300100201']);
      expect(checkboxNamed(view, 'Select row 300100201').checked).to.equal(true);

      chooseOption(viewSelect(view), 'all');
      expect(checkboxNamed(view, 'Select row 300100200').checked).to.equal(false);
      expect(checkboxNamed(view, 'Select row 300100201').checked).to.equal(true);
    });

    it('keeps the rows a new filter hides selected when the screen asks', async () => {
      const reports: (readonly string[])[] = [];
      view = renderInShadow(
        <FilteredAccounts hiddenSelection="keep" onSelection={(ids) => reports.push(ids)} />,
      );
      await clickOn(checkboxNamed(view, 'Select row 300100200'));
      await clickOn(checkboxNamed(view, 'Select row 300100201'));
      chooseOption(viewSelect(view), 'water');
      expect(reports).to.have.length(2);

      chooseOption(viewSelect(view), 'all');
      expect(checkboxNamed(view, 'Select row 300100200').checked).to.equal(true);
      expect(checkboxNamed(view, 'Select row 300100201').checked).to.equal(true);
    });

    it('asks the screen for the first page when its filter changes in server mode', () => {
      const queries: DataTableQuery[] = [];
      function WithFilter({ filterKey }: { readonly filterKey: string }) {
        return (
          <DataTable
            caption="Your accounts"
            columns={columns}
            data={accounts.slice(10)}
            filter={{ key: filterKey }}
            server={{
              query: { pageIndex: 2, pageSize: 5, sort: null, search: 'road' },
              rowCount: 12,
              onQueryChange: (next) => queries.push(next),
            }}
          />
        );
      }
      view = renderInShadow(<WithFilter filterKey="all" />);
      view.rerender(<WithFilter filterKey="all" />);
      expect(queries).to.deep.equal([]);
      view.rerender(<WithFilter filterKey="water" />);
      expect(queries).to.deep.equal([{ pageIndex: 0, pageSize: 5, sort: null, search: 'road' }]);
    });
  });

  describe('maximum height', () => {
    it('scrolls in a focusable, named box with the header row staying in view', async () => {
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={unsearchableColumns}
          data={accounts}
          pageSizeOptions={[25]}
          maxHeight={240}
        />,
      );
      const box = view.root.querySelector<HTMLElement>('[role="region"]')!;
      expect(box.getAttribute('aria-label')).to.equal('Your accounts, scrollable');
      expect(box.tabIndex).to.equal(0);
      expect(box.clientHeight).to.be.at.most(240);
      expect(box.scrollHeight).to.be.greaterThan(box.clientHeight);
      expect(box.contains(view.root.querySelector('table'))).to.equal(true);
      await expectNoAxeViolations();

      box.focus();
      await press('PageDown');
      await waitFor(() => box.scrollTop > 50, 'the box to scroll');
      await nextTick(100);
      const header = headerCell(view, 'Account');
      expect(getComputedStyle(header).position).to.equal('sticky');
      expect(Math.abs(header.getBoundingClientRect().top - box.getBoundingClientRect().top)).to.be.lessThan(
        2,
      );
    });

    it('has no scroll box without a maximum height', () => {
      view = renderInShadow(<DataTable caption="Your accounts" columns={columns} data={accounts} />);
      expect(view.root.querySelector('[role="region"]')).to.equal(null);
      expect(view.root.querySelector('[tabindex="0"]')).to.equal(null);
    });

    it('at 320 px scrolls the cards in the box, the header bar scrolling with them', async () => {
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          columns={columns}
          data={accounts}
          pageSizeOptions={[25]}
          maxHeight={480}
          selection={{ rowLabel: accountNumber }}
        />,
      );
      view.host.style.display = 'block';
      view.host.style.width = '320px';
      await nextTick();
      const box = view.root.querySelector<HTMLElement>('[role="region"]')!;
      expect(getComputedStyle(view.root.querySelector('tbody tr')!).display).to.equal('block');
      expect(box.clientHeight).to.be.at.most(480);
      expect(box.scrollWidth).to.be.at.most(box.clientWidth);
      expect(getComputedStyle(headerCell(view, 'Balance')).position).to.equal('static');
      await expectNoAxeViolations();
    });
  });

  describe('date columns', () => {
    interface Outage {
      readonly id: string;
      readonly interrupted: string;
      readonly restored: string | null;
      readonly reported: string;
    }

    const outages: readonly Outage[] = [
      {
        id: 'A',
        interrupted: '2026-07-05T03:15:00Z',
        restored: '2026-07-05T05:40:00Z',
        reported: '2026-07-04',
      },
      { id: 'B', interrupted: '2026-07-04T10:00:00-05:00', restored: null, reported: '2026-01-15' },
      {
        id: 'C',
        interrupted: '2026-07-04T14:00:00Z',
        restored: '2026-07-04T16:05:00Z',
        reported: '2026-12-31',
      },
    ];

    const outageColumns: readonly DataTableColumn<Outage>[] = [
      { id: 'id', header: 'Outage', value: (outage) => outage.id, rowHeader: true },
      {
        id: 'interrupted',
        header: 'Interrupted',
        value: (outage) => outage.interrupted,
        kind: 'dateTime',
        sortable: true,
        searchable: true,
      },
      {
        id: 'restored',
        header: 'Restored',
        value: (outage) => outage.restored,
        kind: 'dateTime',
        emptyText: 'Not restored yet',
      },
      {
        id: 'reported',
        header: 'Reported',
        value: (outage) => outage.reported,
        kind: 'date',
        sortable: true,
      },
    ];

    it('shows date-times as MM/dd/yyyy HH:mm in the table’s time zone and calendar dates as written', async () => {
      view = renderInShadow(
        <DataTable
          caption="Outage history"
          columns={outageColumns}
          data={outages}
          timeZone="America/Chicago"
        />,
      );
      expect(columnTexts(view, 'Interrupted')).to.deep.equal([
        '07/04/2026 22:15',
        '07/04/2026 10:00',
        '07/04/2026 09:00',
      ]);
      expect(columnTexts(view, 'Restored')).to.deep.equal([
        '07/05/2026 00:40',
        'Not restored yet',
        '07/04/2026 11:05',
      ]);
      expect(columnTexts(view, 'Reported')).to.deep.equal(['07/04/2026', '01/15/2026', '12/31/2026']);
      await expectNoAxeViolations();

      view.rerender(
        <DataTable caption="Outage history" columns={outageColumns} data={outages} timeZone="UTC" />,
      );
      expect(columnTexts(view, 'Interrupted')).to.deep.equal([
        '07/05/2026 03:15',
        '07/04/2026 15:00',
        '07/04/2026 14:00',
      ]);
      expect(columnTexts(view, 'Reported')).to.deep.equal(['07/04/2026', '01/15/2026', '12/31/2026']);
    });

    it('sorts date-times by instant, whatever offset they were written with', async () => {
      view = renderInShadow(
        <DataTable
          caption="Outage history"
          columns={outageColumns}
          data={outages}
          timeZone="America/Chicago"
        />,
      );
      await clickOn(buttonByName(view.root, 'Interrupted'));
      expect(columnTexts(view, 'Outage')).to.deep.equal(['C', 'B', 'A']);
      await clickOn(buttonByName(view.root, 'Interrupted'));
      expect(columnTexts(view, 'Outage')).to.deep.equal(['A', 'B', 'C']);
      await clickOn(buttonByName(view.root, 'Reported'));
      expect(columnTexts(view, 'Outage')).to.deep.equal(['B', 'A', 'C']);
    });

    it('searches the date-times as shown', async () => {
      view = renderInShadow(
        <DataTable
          caption="Outage history"
          columns={outageColumns}
          data={outages}
          timeZone="America/Chicago"
        />,
      );
      fieldByLabel(view.root, 'Search').focus();
      await type('22:15');
      expect(columnTexts(view, 'Outage')).to.deep.equal(['A']);
    });
  });

  describe('export', () => {
    interface Payment {
      readonly id: string;
      readonly date: string;
      readonly note: string;
      readonly amount: number;
    }

    const payments: readonly Payment[] = [
      { id: '1', date: '2026-07-04', note: 'Paid, thank you', amount: 128.45 },
      { id: '2', date: '2026-07-05', note: 'Said "call first"', amount: -12.5 },
      { id: '3', date: '2026-07-06', note: '=HYPERLINK("http://evil.example","Click")', amount: 0 },
      { id: '4', date: '2026-07-07', note: '@SUM(1+1)\nsecond line', amount: 54.1 },
    ];

    const paymentColumns: readonly DataTableColumn<Payment>[] = [
      { id: 'date', header: 'Date', value: (payment) => payment.date, kind: 'date', rowHeader: true },
      { id: 'note', header: 'Note', value: (payment) => payment.note, searchable: true },
      {
        id: 'amount',
        header: 'Amount',
        value: (payment) => payment.amount,
        cell: (payment) => <strong>{formatMoney(payment.amount)}</strong>,
        sortable: true,
        align: 'end',
      },
      {
        id: 'shown',
        header: 'Shown amount',
        value: (payment) => payment.amount,
        cell: (payment) => formatMoney(payment.amount),
        exportValue: (payment) => formatMoney(payment.amount),
      },
    ];

    function PaymentTable(props: Partial<DataTableProps<Payment>>) {
      return (
        <DataTable
          caption="Payment history"
          columns={paymentColumns}
          data={payments}
          getRowId={(payment) => payment.id}
          pageSizeOptions={[2]}
          initialSort={{ columnId: 'amount', direction: 'descending' }}
          export={{ fileName: 'payments' }}
          {...props}
        />
      );
    }

    // First of the export tests: once a page has the writers, it never asks for them again.
    it('fetches the file writers only when the member exports, never with the table', async () => {
      const writersPath = '/src/ui/primitives/DataTable/export-file.ts';
      const writers = await holdModule(writersPath);
      const shown = (view = renderInShadow(<PaymentTable />));
      const caught = catchDownloads(shown);
      try {
        await nextTick(300);
        expect(
          await executeServerCommand<number, { path: string }>('held-requests', { path: writersPath }),
        ).to.equal(0);
        const requested = performance.getEntriesByType('resource').map((entry) => entry.name);
        expect(requested.filter((name) => /export-file|fflate/.test(name))).to.deep.equal([]);

        await clickOn(buttonByName(view.root, 'Export spreadsheet'));
        await writers.requested();
        expect(exportStatus(view)).to.equal('Preparing the file…');
        expect(caught.downloads).to.deep.equal([]);
        await expectNoAxeViolations();

        await writers.release();
        await waitFor(() => caught.downloads.length === 1, 'the download');
        expect(caught.downloads[0]!.fileName).to.equal('payments.xlsx');
        // The file is handed over before React renders the status that says so.
        await waitFor(() => exportStatus(shown) === 'payments.xlsx is ready.', 'the ready status');
      } finally {
        caught.stop();
        await writers.release();
      }
    });

    it('writes every row, in the order shown, as CSV with quoting and formulas defused', async () => {
      const shown = (view = renderInShadow(<PaymentTable />));
      const caught = catchDownloads(shown);
      try {
        await clickOn(buttonByName(shown.root, 'Export CSV'));
        await waitFor(() => caught.downloads.length === 1, 'the download');
        const [download] = caught.downloads;
        expect(download!.fileName).to.equal('payments.csv');
        expect(download!.blob.type).to.equal('text/csv;charset=utf-8');
        const bytes = new Uint8Array(await download!.blob.arrayBuffer());
        const text =
          'Date,Note,Amount,Shown amount\r\n' +
          '07/04/2026,"Paid, thank you",128.45,$128.45\r\n' +
          '07/07/2026,"\'@SUM(1+1)\nsecond line",54.1,$54.10\r\n' +
          '07/06/2026,"\'=HYPERLINK(""http://evil.example"",""Click"")",0,$0.00\r\n' +
          '07/05/2026,"Said ""call first""",-12.5,\'-$12.50\r\n';
        expect([...bytes]).to.deep.equal([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
        // The file is handed over before React renders the status that says so.
        await waitFor(() => exportStatus(shown) === 'payments.csv is ready.', 'the ready status');
        await expectNoAxeViolations();
      } finally {
        caught.stop();
      }
    });

    it('writes only the rows the search matches', async () => {
      view = renderInShadow(<PaymentTable />);
      const caught = catchDownloads(view);
      try {
        fieldByLabel(view.root, 'Search').focus();
        await type('call');
        await clickOn(buttonByName(view.root, 'Export CSV'));
        await waitFor(() => caught.downloads.length === 1, 'the download');
        expect(await fileText(caught.downloads[0]!.blob)).to.equal(
          '\uFEFFDate,Note,Amount,Shown amount\r\n07/05/2026,"Said ""call first""",-12.5,\'-$12.50\r\n',
        );
      } finally {
        caught.stop();
      }
    });

    it('writes a spreadsheet that is a zip holding the sheet with the cells as shown', async () => {
      view = renderInShadow(<PaymentTable />);
      const caught = catchDownloads(view);
      try {
        await clickOn(buttonByName(view.root, 'Export spreadsheet'));
        await waitFor(() => caught.downloads.length === 1, 'the download');
        const [download] = caught.downloads;
        expect(download!.fileName).to.equal('payments.xlsx');
        expect(download!.blob.type).to.equal(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        const bytes = new Uint8Array(await download!.blob.arrayBuffer());
        // Every zip starts with a local file header: 'PK', 3, 4.
        expect([...bytes.slice(0, 4)]).to.deep.equal([0x50, 0x4b, 0x03, 0x04]);

        const { unzipSync, strFromU8 } = await import('fflate');
        const files = unzipSync(bytes);
        expect(Object.keys(files)).to.include.members([
          '[Content_Types].xml',
          'xl/workbook.xml',
          'xl/worksheets/sheet1.xml',
        ]);
        expect(strFromU8(files['xl/workbook.xml']!)).to.contain('<sheet name="Payment history"');
        const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
        expect(sheet).to.contain(
          '<c r="B2" t="inlineStr"><is><t>Paid, thank you</t></is></c><c r="C2"><v>128.45</v></c>',
        );
        expect(sheet).to.contain('<c r="D5" t="inlineStr"><is><t>-$12.50</t></is></c>');
        expect(sheet).to.contain('<row r="5">');
        expect(sheet).to.not.contain('<row r="6">');
      } finally {
        caught.stop();
      }
    });

    it('in server mode writes every row the screen fetches for the export', async () => {
      let fetched = 0;
      // A `cell` is React content, not text: a column whose cell formats its value says what to export.
      const exportedColumns = columns.map((column) =>
        column.id === 'due'
          ? { ...column, exportValue: (account: Account) => formatDate(account.dueDate) }
          : column,
      );
      const server = renderServerTable({
        columns: exportedColumns,
        export: {
          fileName: 'accounts',
          formats: ['csv'],
          allRows: async () => {
            fetched += 1;
            return accounts;
          },
        },
      });
      view = server.view;
      const caught = catchDownloads(view);
      try {
        expect(exportButtonNames(view)).to.deep.equal(['Export CSV']);
        await clickOn(buttonByName(view.root, 'Export CSV'));
        await waitFor(() => caught.downloads.length === 1, 'the download');
        expect(fetched).to.equal(1);
        const lines = (await fileText(caught.downloads[0]!.blob)).split('\r\n');
        expect(lines).to.have.length(14);
        expect(lines[0]).to.equal('\uFEFFAccount,Type,Service address,Status,Balance,Due date');
        expect(lines[1]).to.equal('300100200,Electric,12 Mill Road,Current,128.45,07/20/2026');
        expect(lines[4]).to.equal('300100203,Electric,88 Orchard Way,Prepaid,-12.5,');
        expect(lines[12]).to.equal('300100211,Water,62 Ridge Road,Current,38.4,07/19/2026');
      } finally {
        caught.stop();
      }
    });

    it('in server mode shows no export without a way to fetch every row', () => {
      const server = renderServerTable({ export: { fileName: 'accounts' } });
      view = server.view;
      expect(exportButtonNames(view)).to.deep.equal([]);
    });

    it('says so when the rows could not be fetched, and lets the member try again', async () => {
      let attempts = 0;
      const server = renderServerTable({
        export: {
          fileName: 'accounts',
          allRows: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('offline');
            return accounts.slice(0, 1);
          },
        },
      });
      view = server.view;
      const caught = catchDownloads(view);
      const consoleError = console.error;
      const errors: unknown[] = [];
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        await clickOn(buttonByName(view.root, 'Export CSV'));
        const shadow = view;
        await waitFor(() => exportError(shadow), 'the failure');
        expect(exportError(view)).to.equal('The file could not be prepared. Please try again.');
        expect(exportStatus(view)).to.equal('');
        expect(errors).to.have.length(1);
        await expectNoAxeViolations();

        await clickOn(buttonByName(view.root, 'Export CSV'));
        await waitFor(() => caught.downloads.length === 1, 'the download');
        expect(exportError(view)).to.equal('');
      } finally {
        console.error = consoleError;
        caught.stop();
      }
    });

    it('at 320 px puts the export buttons across the toolbar', async () => {
      view = renderInShadow(<PaymentTable />);
      view.host.style.display = 'block';
      view.host.style.width = '320px';
      await nextTick();
      const csv = buttonByName(view.root, 'Export CSV').getBoundingClientRect();
      const search = fieldByLabel(view.root, 'Search').getBoundingClientRect();
      expect(csv.top).to.be.greaterThan(search.bottom);
      expect(view.root.querySelector('[part="table"]')!.parentElement!.scrollWidth).to.be.at.most(320);
      await expectNoAxeViolations();
    });
  });

  describe('print', () => {
    afterEach(async () => {
      await emulateMedia({ media: 'screen' });
    });

    it('prints the caption as the title and every column, without controls, rows kept whole', async () => {
      view = renderInShadow(
        <DataTable
          caption="Your accounts"
          hideCaption
          columns={columns}
          data={accounts}
          getRowId={accountNumber}
          pageSizeOptions={[5]}
          selection={{ rowLabel: accountNumber }}
          toolbar={<button type="button">Remove Selected</button>}
          export={{ fileName: 'accounts' }}
          maxHeight={120}
        />,
      );
      // A narrow column of the host page: on screen, cards.
      view.host.style.display = 'block';
      view.host.style.width = '400px';
      await nextTick();
      expect(getComputedStyle(view.root.querySelector('tbody tr')!).display).to.equal('block');

      await emulateMedia({ media: 'print' });
      await nextTick();
      const firstRow = view.root.querySelector('tbody tr')!;
      expect(getComputedStyle(firstRow).display).to.equal('table-row');
      expect(getComputedStyle(firstRow).breakInside).to.equal('avoid');
      expect(getComputedStyle(view.root.querySelector('[part="pagination"]')!).display).to.equal('none');
      expect(getComputedStyle(view.root.querySelector('[part="search"]')!.parentElement!).display).to.equal(
        'none',
      );
      expect(getComputedStyle(firstRow.children[0]!).display).to.equal('none');
      expect(getComputedStyle(headerCell(view, 'Status')).position).to.equal('static');
      const captionText = view.root.querySelector('caption span')!;
      expect(getComputedStyle(captionText).position).to.equal('static');
      expect(captionText.getBoundingClientRect().height).to.be.greaterThan(10);
      const box = view.root.querySelector<HTMLElement>('[role="region"]')!;
      expect(box.scrollHeight).to.be.at.most(box.clientHeight + 1);
    });
  });
});
