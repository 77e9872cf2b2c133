import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_LIMIT, accountPageQuery } from '../../../../src/domain/accounts/account-page.ts';

const firstPage = { pageIndex: 0, pageSize: 10, sort: null, search: '' } as const;

describe('accountPageQuery', () => {
  it('asks for the page by offset and limit, in the back office’s order, leaving out what is not asked', () => {
    expect(accountPageQuery(firstPage)).toEqual({ offset: '0', limit: '10' });
    expect(accountPageQuery({ ...firstPage, pageIndex: 3, pageSize: 25 })).toEqual({
      offset: '75',
      limit: '25',
    });
  });

  it('sends the search, the status and a sort by one of the list’s columns with its direction', () => {
    expect(
      accountPageQuery({
        ...firstPage,
        search: 'Pine',
        status: 'pastDue',
        sort: { columnId: 'balance', direction: 'descending' },
      }),
    ).toEqual({
      offset: '0',
      limit: '10',
      search: 'Pine',
      status: 'pastDue',
      sort: 'balance',
      direction: 'descending',
    });
  });

  it('leaves a sort the back office cannot make to its own order', () => {
    expect(
      accountPageQuery({ ...firstPage, sort: { columnId: 'accountHolderName', direction: 'ascending' } }),
    ).toEqual({
      offset: '0',
      limit: '10',
    });
  });

  it('never asks for more than the back office’s limit, nor for less than one account', () => {
    expect(ACCOUNT_PAGE_LIMIT).toBe(100);
    expect(accountPageQuery({ ...firstPage, pageIndex: 2, pageSize: 500 })).toEqual({
      offset: '200',
      limit: '100',
    });
    expect(accountPageQuery({ ...firstPage, pageIndex: -1, pageSize: 0 })).toEqual({
      offset: '0',
      limit: '1',
    });
  });
});
