import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import { formatDate } from '../../src/domain/dates.ts';
import { formatAccountBalance, formatMoney } from '../../src/domain/money.ts';
import { dataTableMessages } from '../../src/domain/primitive-messages/data-table.ts';
import { Button } from '../../src/ui/primitives/Button/Button.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableQuery,
} from '../../src/ui/primitives/DataTable/DataTable.tsx';
import { SelectField } from '../../src/ui/primitives/SelectField/SelectField.tsx';
import { enterValue } from '../support/fields.ts';
import { inShadowRoot } from '../support/InShadowRoot.tsx';
import { withinShadowRootOf } from '../support/shadow.ts';

interface Account {
  readonly accountNumber: string;
  readonly accountType: string;
  readonly serviceAddress: string;
  readonly status: string;
  readonly balance: number;
  /** ISO calendar date; none for prepaid accounts. */
  readonly dueDate: string | null;
}

/** A member with a dozen accounts, as on the account list of the signed-in portal. */
const accounts: readonly Account[] = [
  {
    accountNumber: '300100200',
    accountType: 'Electric',
    serviceAddress: '1418 Cedar Hollow Rd, Riverbend',
    status: 'Current',
    balance: 128.45,
    dueDate: '2026-07-20',
  },
  {
    accountNumber: '300100201',
    accountType: 'Water',
    serviceAddress: '1418 Cedar Hollow Rd, Riverbend',
    status: 'Current',
    balance: 54.1,
    dueDate: '2026-07-18',
  },
  {
    accountNumber: '300100202',
    accountType: 'Electric',
    serviceAddress: '22 Mill Pond Ln, Riverbend',
    status: 'Past Due',
    balance: 310,
    dueDate: '2026-07-05',
  },
  {
    accountNumber: '300100203',
    accountType: 'Electric',
    serviceAddress: '9 Quarry View Dr, Oak Falls',
    status: 'Prepaid',
    balance: -12.5,
    dueDate: null,
  },
  {
    accountNumber: '300100204',
    accountType: 'Electric',
    serviceAddress: '301 County Road 9, Oak Falls',
    status: 'Final Billed',
    balance: 0,
    dueDate: '2026-06-30',
  },
  {
    accountNumber: '300100205',
    accountType: 'Electric',
    serviceAddress: '77 Orchard St, Riverbend',
    status: 'Arrangement',
    balance: 96.3,
    dueDate: '2026-07-25',
  },
  {
    accountNumber: '300100206',
    accountType: 'Water',
    serviceAddress: '77 Orchard St, Riverbend',
    status: 'Current',
    balance: 41.75,
    dueDate: '2026-07-25',
  },
  {
    accountNumber: '300100207',
    accountType: 'Propane',
    serviceAddress: '5 Depot St, Millbrook',
    status: 'Current',
    balance: 212.8,
    dueDate: '2026-07-28',
  },
  {
    accountNumber: '300100208',
    accountType: 'Electric',
    serviceAddress: '5 Depot St, Millbrook',
    status: 'Past Due',
    balance: 1045.6,
    dueDate: '2026-07-01',
  },
  {
    accountNumber: '300100209',
    accountType: 'Internet',
    serviceAddress: '5 Depot St, Millbrook',
    status: 'Current',
    balance: 69.99,
    dueDate: '2026-07-22',
  },
  {
    accountNumber: '300100210',
    accountType: 'Electric',
    serviceAddress: '62 Ridge Rd, Oak Falls',
    status: 'Current',
    balance: 143.2,
    dueDate: '2026-07-19',
  },
  {
    accountNumber: '300100211',
    accountType: 'Water',
    serviceAddress: '62 Ridge Rd, Oak Falls',
    status: 'Current',
    balance: 38.4,
    dueDate: '2026-07-19',
  },
];

const columns: readonly DataTableColumn<Account>[] = [
  {
    id: 'accountNumber',
    header: 'Account',
    value: (account) => account.accountNumber,
    sortable: true,
    searchable: true,
    rowHeader: true,
  },
  {
    id: 'accountType',
    header: 'Type',
    value: (account) => account.accountType,
    sortable: true,
    searchable: true,
  },
  {
    id: 'serviceAddress',
    header: 'Service address',
    value: (account) => account.serviceAddress,
    searchable: true,
  },
  { id: 'status', header: 'Status', value: (account) => account.status, sortable: true },
  {
    id: 'balance',
    header: 'Balance',
    value: (account) => account.balance,
    cell: (account) => formatAccountBalance(account.balance),
    sortable: true,
    align: 'end',
  },
  {
    id: 'dueDate',
    header: 'Due date',
    value: (account) => account.dueDate,
    cell: (account) => formatDate(account.dueDate) ?? 'N/A',
    sortable: true,
  },
];

/** The same columns without search, for the stories where the box would only distract. */
const columnsWithoutSearch = columns.map((column) => ({ ...column, searchable: false }));

const accountNumberOf = (account: Account) => account.accountNumber;

const meta = {
  title: 'Primitives/Data table',
  decorators: [inShadowRoot],
  render: (args) => <DataTable {...args} />,
  args: {
    caption: 'Your accounts',
    columns: columnsWithoutSearch,
    data: accounts,
    getRowId: accountNumberOf,
    pageSizeOptions: [5, 10, 25, 50, 100],
    defaultPageSize: 5,
  },
  argTypes: {
    columns: { control: false },
    data: { control: false },
    getRowId: { control: false },
    selection: { control: false },
  },
} satisfies Meta<DataTableProps<Account>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(await canvas.findByText(dataTableMessages.pageOf(1, 3))).toBeVisible();
  },
};

export const Sorted: Story = {
  args: { initialSort: { columnId: 'balance', direction: 'descending' } },
};

export const WithSearch: Story = {
  args: { columns },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await enterValue(await canvas.findByLabelText(dataTableMessages.search), 'Depot');
    await expect(await canvas.findByText(dataTableMessages.matchingRecords(3))).toBeInTheDocument();
  },
};

export const WithSelection: Story = {
  args: {
    selection: { rowLabel: accountNumberOf, onChange: action('selection') },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await userEvent.click(await canvas.findByLabelText(dataTableMessages.selectRow('300100202')));
  },
};

export const Empty: Story = {
  args: {
    data: [],
    emptyMessage: 'There are no accounts available.',
    selection: { rowLabel: accountNumberOf, onChange: action('selection') },
  },
};

/** Below 600 px of its own width the table turns each row into a card. */
export const Narrow: Story = {
  args: { columns, selection: { rowLabel: accountNumberOf, onChange: action('selection') } },
  parameters: {
    viewport: {
      options: {
        narrow: { name: 'Narrow (400 px)', styles: { width: '400px', height: '900px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** What a back office answers to a query: the accounts matching the search, sorted, one page of them. */
function accountsPage(query: DataTableQuery): { readonly rows: readonly Account[]; readonly total: number } {
  const search = query.search.toLowerCase();
  const matching = accounts.filter((account) =>
    `${account.accountNumber} ${account.accountType} ${account.serviceAddress}`
      .toLowerCase()
      .includes(search),
  );
  const column = columns.find((candidate) => candidate.id === query.sort?.columnId);
  const sorted = column
    ? [...matching].sort((a, b) => {
        const [left, right] = [column.value(a) ?? '', column.value(b) ?? ''];
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

/** A screen that fetches each page from its back office, which takes most of a second to answer. */
function ServerPagedAccounts() {
  const [query, setQuery] = useState<DataTableQuery>({ pageIndex: 0, pageSize: 5, sort: null, search: '' });
  const [shown, setShown] = useState(() => ({ query, ...accountsPage(query) }));
  useEffect(() => {
    if (shown.query === query) return;
    const timer = setTimeout(() => setShown({ query, ...accountsPage(query) }), 800);
    return () => clearTimeout(timer);
  }, [query, shown.query]);
  return (
    <DataTable
      caption="Your accounts"
      columns={columns}
      data={shown.rows}
      getRowId={accountNumberOf}
      pageSizeOptions={[5, 10, 25, 50, 100]}
      loading={shown.query !== query}
      server={{ query, onQueryChange: setQuery, rowCount: shown.total }}
      export={{
        fileName: 'accounts',
        allRows: async () => accountsPage({ ...query, pageIndex: 0, pageSize: accounts.length }).rows,
      }}
    />
  );
}

/**
 * Server mode: the screen fetches each page (here with a delay of 800 ms). While the next page loads
 * the rows shown stay, greyed, and the status says 'Loading rows…'; the search asks once typing pauses.
 */
export const ServerPaging: Story = {
  render: () => <ServerPagedAccounts />,
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(await canvas.findByText(dataTableMessages.rowRange(1, 5, 12))).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: dataTableMessages.nextPage }));
    await expect(await canvas.findByText(dataTableMessages.loadingRows)).toBeInTheDocument();
    await expect(await canvas.findByText('300100205', {}, { timeout: 3000 })).toBeVisible();
  },
};

type BillingView = 'all' | 'average' | 'nonAverage';

const billingViews: readonly { readonly value: BillingView; readonly label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'average', label: 'Average Billing' },
  { value: 'nonAverage', label: 'Non-Average Billing' },
];

/** Which accounts are on average billing, for the view selector. */
const onAverageBilling = new Set(['300100200', '300100205', '300100206', '300100210']);

/**
 * The average billing screen's pattern (spec 03 §2.4): a view selector outside the table, and in the
 * two filtered views a selection column with a bulk action.
 */
function FilteredAccounts() {
  const [view, setView] = useState<BillingView>('all');
  const [selected, setSelected] = useState<readonly string[]>([]);
  const shown = accounts.filter((account) =>
    view === 'all' ? true : onAverageBilling.has(account.accountNumber) === (view === 'average'),
  );
  const bulkLabel = view === 'average' ? 'Remove Selected' : 'Sign Up Selected';
  return (
    <DataTable
      caption="Average billing"
      columns={columns}
      data={shown}
      getRowId={accountNumberOf}
      pageSizeOptions={[5, 10, 25, 50, 100]}
      filter={{ key: view }}
      selection={
        view === 'all'
          ? undefined
          : { rowLabel: accountNumberOf, selectedRowIds: selected, onChange: (ids) => setSelected(ids) }
      }
      toolbar={
        <>
          <SelectField
            label="View"
            placeholder="Choose a view"
            options={billingViews}
            value={view}
            onChange={(event) => {
              setView((event.target.value || 'all') as BillingView);
              setSelected([]);
            }}
          />
          {view !== 'all' && (
            <Button variant="secondary" disabled={selected.length === 0} onClick={action('bulk')}>
              {bulkLabel}
            </Button>
          )}
        </>
      }
    />
  );
}

/**
 * A filter outside the table, in its toolbar: choosing another view goes back to the first page;
 * selected rows the new view hides are unselected (the `keep` option leaves them selected).
 */
export const ExternalFilter: Story = {
  render: () => <FilteredAccounts />,
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await userEvent.selectOptions(await canvas.findByLabelText('View'), 'average');
    await expect(await canvas.findByText(dataTableMessages.rowRange(1, 4, 4))).toBeVisible();
  },
};

/** The drafts table (spec 02): a box 480 px high with its own scroll and the header row in view. */
export const MaxHeight: Story = {
  args: { columns, pageSizeOptions: [25, 50, 100], defaultPageSize: 25, maxHeight: 480 },
};

interface Outage {
  readonly accountNumber: string;
  /** ISO date-times, as the back office sends them. */
  readonly timeOfInterruption: string;
  readonly timeOfRestored: string | null;
  readonly description: string;
}

const outageCauses = [
  'Tree on line',
  'Equipment failure',
  'Lightning',
  'Planned maintenance',
  'Animal contact',
];

/** Fourteen outages over two months, the latest not restored yet. */
const outages: readonly Outage[] = Array.from({ length: 14 }, (_, index) => {
  const start = Date.UTC(2026, 5, 1 + index * 4, 3 + ((index * 7) % 20), (index * 13) % 60);
  return {
    accountNumber: index % 3 === 0 ? '300100201' : '300100200',
    timeOfInterruption: new Date(start).toISOString(),
    timeOfRestored: index === 13 ? null : new Date(start + (45 + index * 20) * 60_000).toISOString(),
    description: outageCauses[index % outageCauses.length] ?? '',
  };
});

const outageColumns: readonly DataTableColumn<Outage>[] = [
  {
    id: 'accountNumber',
    header: 'Account',
    value: (outage) => outage.accountNumber,
    rowHeader: true,
    sortable: true,
  },
  {
    id: 'timeOfInterruption',
    header: 'Interrupted',
    value: (outage) => outage.timeOfInterruption,
    kind: 'dateTime',
    sortable: true,
  },
  {
    id: 'timeOfRestored',
    header: 'Restored',
    value: (outage) => outage.timeOfRestored,
    kind: 'dateTime',
    emptyText: 'Not restored yet',
    sortable: true,
  },
  { id: 'description', header: 'Description', value: (outage) => outage.description },
];

/**
 * The outage history (spec 03 §2.1): date-times as MM/dd/yyyy HH:mm in the cooperative's time zone
 * (here America/Chicago), sorted by instant; page size 10 of 10, 25, 50 and 100.
 */
export const DateTimeColumns: Story = {
  render: () => (
    <DataTable
      caption="Outage history"
      columns={outageColumns}
      data={outages}
      getRowId={(outage) => outage.timeOfInterruption}
      pageSizeOptions={[10, 25, 50, 100]}
      initialSort={{ columnId: 'timeOfInterruption', direction: 'descending' }}
      timeZone="America/Chicago"
    />
  ),
};

interface Payment {
  readonly paymentDate: string;
  readonly paymentAmount: number;
  readonly method: string;
}

const payments: readonly Payment[] = Array.from({ length: 9 }, (_, index) => ({
  paymentDate: new Date(Date.UTC(2026, index, 12, 15, 30)).toISOString(),
  paymentAmount: 96.3 + index * 11.25,
  method: index % 2 === 0 ? 'Card' : 'E-check',
}));

const paymentColumns: readonly DataTableColumn<Payment>[] = [
  {
    id: 'paymentDate',
    header: 'Date',
    value: (payment) => payment.paymentDate,
    kind: 'date',
    sortable: true,
    rowHeader: true,
  },
  {
    id: 'paymentAmount',
    header: 'Amount',
    value: (payment) => payment.paymentAmount,
    cell: (payment) => formatMoney(payment.paymentAmount),
    exportValue: (payment) => payment.paymentAmount,
    sortable: true,
    align: 'end',
  },
  { id: 'method', header: 'Method', value: (payment) => payment.method, searchable: true },
];

/**
 * Export buttons (payment history): every row, as shown, to payment-history.csv or
 * payment-history.xlsx. The writers load on the first click, never with the screen.
 */
export const ExportButtons: Story = {
  render: () => (
    <DataTable
      caption="Payment history"
      columns={paymentColumns}
      data={payments}
      getRowId={(payment) => payment.paymentDate}
      pageSizeOptions={[5, 10, 25]}
      initialSort={{ columnId: 'paymentDate', direction: 'descending' }}
      timeZone="America/Chicago"
      export={{ fileName: 'payment-history' }}
    />
  ),
};

/** At 320 px: the toolbar, the export buttons and the 480 px box of cards. */
export const NarrowWithToolbar: Story = {
  render: () => (
    <DataTable
      caption="Your accounts"
      columns={columns}
      data={accounts}
      getRowId={accountNumberOf}
      pageSizeOptions={[25, 50, 100]}
      maxHeight={480}
      selection={{ rowLabel: accountNumberOf, onChange: action('selection') }}
      toolbar={<Button variant="secondary">Remove Selected</Button>}
      export={{ fileName: 'accounts' }}
    />
  ),
  parameters: {
    viewport: {
      options: {
        smallest: { name: 'Smallest (320 px)', styles: { width: '320px', height: '900px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'smallest', isRotated: false } },
};
