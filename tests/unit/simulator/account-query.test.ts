import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../../build/openapi/contract-document.ts';
import {
  type AccountQuery,
  accountSortFields,
  accountStatusFilters,
  parseAccountQuery,
  queryAccounts,
} from '../../../demo-host/simulator/accounts/account-query.ts';
import type { AccountRecord } from '../../../demo-host/simulator/accounts/account-records.ts';
import { memberAccountList } from '../../../demo-host/simulator/accounts/site-accounts.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';

// The back office's side of a page of account details (docs/api.md, "Account details"): which accounts
// a query keeps, in what order, and which of them one page holds.

const today = new Date(2026, 5, 15, 10, 0, 0);

function seededAccounts(memberNumber: string): readonly AccountRecord[] {
  const state = createSeedState(today);
  return memberAccountList(state.accounts.sites['RIVERBEND-WEB']!, memberNumber);
}

function query(parameters: Record<string, string>): AccountQuery {
  const parsed = parseAccountQuery(parameters);
  if (Array.isArray(parsed)) throw new Error(parsed.join(' '));
  return parsed;
}

const numbersOf = (accounts: readonly AccountRecord[]) => accounts.map((account) => account.accountNumber);

describe('parseAccountQuery', () => {
  it('takes every parameter as optional: every account, the primary first, from the first', () => {
    expect(parseAccountQuery({})).toStrictEqual({
      search: undefined,
      status: undefined,
      accountNumber: undefined,
      sort: undefined,
      descending: false,
      offset: 0,
      limit: undefined,
    });
    expect(
      parseAccountQuery({
        search: '  Willow ',
        status: 'pastDue',
        accountNumber: ' 300100202 ',
        sort: 'dueDate',
        direction: 'descending',
        offset: '25',
        limit: '100',
      }),
    ).toStrictEqual({
      search: 'willow',
      status: 'pastDue',
      accountNumber: '300100202',
      sort: 'dueDate',
      descending: true,
      offset: 25,
      limit: 100,
    });
  });

  it('reads an empty search or account number as none', () => {
    expect(parseAccountQuery({ search: '  ', accountNumber: '' })).toMatchObject({
      search: undefined,
      accountNumber: undefined,
    });
  });

  it('lists what is wrong with each parameter sent, one message each', () => {
    expect(
      parseAccountQuery({ offset: '1.5', limit: '0', status: 'due ', sort: 'name', direction: 'down' }),
    ).toEqual([
      'offset must be a whole number, 0 or more.',
      'limit must be a whole number from 1 to 100.',
      'status must be due, pastDue or cutOff.',
      'sort must be accountNumber, accountType, serviceAddress, status, balance or dueDate.',
      'direction must be ascending or descending.',
    ]);
    expect(parseAccountQuery({ limit: '101' })).toEqual(['limit must be a whole number from 1 to 100.']);
    expect(parseAccountQuery({ limit: '' })).toEqual(['limit must be a whole number from 1 to 100.']);
    expect(parseAccountQuery({ offset: '-1' })).toEqual(['offset must be a whole number, 0 or more.']);
    expect(parseAccountQuery({ limit: '1', offset: '0' })).toMatchObject({ limit: 1, offset: 0 });
  });

  it('knows the statuses and sorts the contract lists for the call', () => {
    const parameters = (
      contractDocument() as {
        paths: Record<string, { get: { parameters: { name?: string; schema?: { enum?: string[] } }[] } }>;
      }
    ).paths['/v3/members/{memberNumber}/accounts/details']!.get.parameters;
    const enumOf = (name: string) => parameters.find((parameter) => parameter.name === name)?.schema?.enum;
    expect(enumOf('status')).toEqual([...accountStatusFilters]);
    expect(enumOf('sort')).toEqual([...accountSortFields]);
  });
});

describe('queryAccounts', () => {
  const jordans = seededAccounts('1001');

  it('keeps the order it is given without a sort: the primary account first, then by number', () => {
    const { page, totalRecords } = queryAccounts(jordans, query({}));
    expect(numbersOf(page)).toEqual([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
    ]);
    expect(totalRecords).toBe(6);
  });

  it('searches the number, holder, address, type and status in any case', () => {
    const found = (search: string) => numbersOf(queryAccounts(jordans, query({ search })).page);
    expect(found('00100204')).toEqual(['300100204']);
    expect(found('JORDAN')).toHaveLength(6);
    expect(found('heron point')).toEqual(['300100203']);
    expect(found('Water')).toEqual(['300100201']);
    expect(found('final billed')).toEqual(['300100204']);
    expect(found('nowhere')).toEqual([]);
  });

  it('filters by status: due is a balance, past due a past due amount, cut-off a cut-off date', () => {
    const district = seededAccounts('1010');
    const withStatus = (status: string) => queryAccounts(district, query({ status })).page;
    expect(withStatus('due').every((account) => account.accountBalance > 0)).toBe(true);
    expect(withStatus('pastDue').every((account) => account.pastDueAmount > 0)).toBe(true);
    expect(withStatus('cutOff').every((account) => account.cutOffDate !== null)).toBe(true);
    expect(withStatus('cutOff').every((account) => account.derivedStatus === 'Pending Disconnect')).toBe(
      true,
    );
    expect(numbersOf(queryAccounts(jordans, query({ status: 'cutOff' })).page)).toEqual(['300100202']);
  });

  it('answers one account for its exact number, or none', () => {
    expect(numbersOf(queryAccounts(jordans, query({ accountNumber: '300100203' })).page)).toEqual([
      '300100203',
    ]);
    expect(queryAccounts(jordans, query({ accountNumber: '30010020' })).totalRecords).toBe(0);
    expect(
      queryAccounts(jordans, query({ accountNumber: '300100203', status: 'pastDue' })).totalRecords,
    ).toBe(0);
  });

  it('sorts either way, a missing due date last both ways, equal values by account number', () => {
    const sorted = (sort: string, direction = 'ascending') =>
      numbersOf(queryAccounts(jordans, query({ sort, direction })).page);
    expect(sorted('balance')).toEqual([
      '300100204',
      '300100203',
      '300100201',
      '300100200',
      '300100202',
      '300100205',
    ]);
    expect(sorted('balance', 'descending')).toEqual([...sorted('balance')].reverse());
    expect(sorted('dueDate').at(-1)).toBe('300100203');
    expect(sorted('dueDate', 'descending').at(-1)).toBe('300100203');
    expect(sorted('dueDate', 'descending')[0]).toBe('300100200');
    // Five electric accounts of equal type: by account number, whichever way the types go.
    expect(sorted('accountType')).toEqual([
      '300100200',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
      '300100201',
    ]);
    expect(sorted('accountType', 'descending')).toEqual([
      '300100201',
      '300100200',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
    ]);
    expect(sorted('status')[0]).toBe('300100200');
    expect(sorted('status', 'descending')).toEqual([
      '300100202',
      '300100204',
      '300100200',
      '300100201',
      '300100203',
      '300100205',
    ]);
  });

  it('sorts again when a sorted value changes: a payment moves an account', () => {
    const accounts = seededAccounts('1001');
    const byBalance = () => numbersOf(queryAccounts(accounts, query({ sort: 'balance' })).page);
    expect(byBalance()[0]).toBe('300100204');
    accounts.find((account) => account.accountNumber === '300100205')!.accountBalance = 0;
    expect(byBalance()[0]).toBe('300100205');
  });

  it('cuts the page from the matches, and counts every match', () => {
    const district = seededAccounts('1010');
    const pageOf = (offset: string, limit: string) =>
      queryAccounts(
        district,
        query({ status: 'pastDue', sort: 'balance', direction: 'descending', offset, limit }),
      );
    const first = pageOf('0', '100');
    const second = pageOf('100', '100');
    const last = pageOf('200', '100');
    expect([first.totalRecords, second.totalRecords, last.totalRecords]).toEqual([299, 299, 299]);
    expect([first.page.length, second.page.length, last.page.length]).toEqual([100, 100, 99]);
    const balances = [...first.page, ...second.page, ...last.page].map((account) => account.accountBalance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(new Set(numbersOf([...first.page, ...second.page, ...last.page])).size).toBe(299);
    expect(pageOf('299', '100').page).toEqual([]);
    expect(queryAccounts(district, query({ limit: '1' })).page).toHaveLength(1);
  });
});
