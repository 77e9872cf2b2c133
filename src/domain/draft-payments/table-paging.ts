/**
 * Up to this many accounts, a draft table shows them all in its 480 px box, as spec 02 §2.6 draws it.
 * A member with more (a school district's thousands) gets pages of 25 and a search by account number or
 * address instead: drawing thousands of rows at once held the page for seconds.
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
