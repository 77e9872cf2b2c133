import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import { formatDate } from '../../src/domain/dates.ts';
import { formatAccountBalance } from '../../src/domain/money.ts';
import { dataTableMessages } from '../../src/domain/primitive-messages/data-table.ts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from '../../src/ui/primitives/DataTable/DataTable.tsx';
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
