/**
 * A page of the member's accounts as the back office serves it (docs/api.md, "Account details"): a
 * member may hold thousands, so lists ask for one page, searched, filtered and sorted on its side.
 */

/** The statuses a page of accounts can be narrowed to. */
export const accountStatusFilters = ['due', 'pastDue', 'cutOff'] as const;
export type AccountStatusFilter = (typeof accountStatusFilters)[number];

/** The fields a page of accounts can be sorted by: the account list's columns. */
export const accountSortFields = [
  'accountNumber',
  'accountType',
  'serviceAddress',
  'status',
  'balance',
  'dueDate',
] as const;
export type AccountSortField = (typeof accountSortFields)[number];

/** The most accounts one page holds: the back office's limit. */
export const ACCOUNT_PAGE_LIMIT = 100;

/** What a list asks for: a page of a size, a sort (null for the back office's order) and a search. */
export interface AccountPageRequest {
  /** Zero-based. */
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly sort: { readonly columnId: string; readonly direction: 'ascending' | 'descending' } | null;
  /** Trimmed; '' for none. */
  readonly search: string;
  readonly status?: AccountStatusFilter | undefined;
}

/** The query of the account details call for a list's page (absent parameters left out). */
export interface AccountPageQuery {
  readonly offset: string;
  readonly limit: string;
  readonly search?: string;
  readonly status?: AccountStatusFilter;
  readonly sort?: AccountSortField;
  readonly direction?: 'ascending' | 'descending';
}

/**
 * The call's query for a list's page. A sort on a column the back office cannot sort by is left to its
 * own order (primary account first), and a page never asks for more than the back office's limit.
 */
export function accountPageQuery(request: AccountPageRequest): AccountPageQuery {
  const limit = Math.min(Math.max(1, Math.floor(request.pageSize)), ACCOUNT_PAGE_LIMIT);
  const sortField = accountSortFields.find((field) => field === request.sort?.columnId);
  return {
    offset: String(Math.max(0, Math.floor(request.pageIndex)) * limit),
    limit: String(limit),
    ...(request.search ? { search: request.search } : {}),
    ...(request.status ? { status: request.status } : {}),
    ...(sortField && request.sort ? { sort: sortField, direction: request.sort.direction } : {}),
  };
}
