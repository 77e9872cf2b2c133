import type { AccountPageRequest } from '../accounts/account-page.ts';

/**
 * Up to this many accounts, a draft table shows them all in its 480 px box, as spec 02 §2.6 draws it.
 * A member with more (a school district's thousands) gets pages of 25 from the back office and a search
 * by account number or address instead: loading and drawing thousands of rows held the page for seconds.
 */
export const WHOLE_DRAFT_TABLE_MAX_ACCOUNTS = 50;

/** How a draft table of `accountCount` rows is laid out: whole in a scrolling box, or paged and searched. */
export function draftTableLayout(accountCount: number): {
  readonly paged: boolean;
  readonly maxHeight: number | undefined;
  readonly pageSizeOptions: readonly number[] | undefined;
} {
  return accountCount > WHOLE_DRAFT_TABLE_MAX_ACCOUNTS
    ? { paged: true, maxHeight: undefined, pageSizeOptions: [25, 50, 100] }
    : { paged: false, maxHeight: 480, pageSizeOptions: undefined };
}

/**
 * The first rows a draft table asks for: every account when there are no more than a whole table
 * holds, else the first of them (and the count that says the table pages).
 */
export const wholeDraftTableQuery = { offset: '0', limit: String(WHOLE_DRAFT_TABLE_MAX_ACCOUNTS) } as const;

/** A paged draft table's first page: 25 rows in the back office's order (the primary account first). */
export const firstDraftTablePage: AccountPageRequest = { pageIndex: 0, pageSize: 25, sort: null, search: '' };
